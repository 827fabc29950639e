import { data, Form, Link, useNavigation } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { ErrorList } from "#app/components/pro/error-list.tsx";
import { CircleCheckIcon, KeyRoundIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { einvoicingCopy as copy } from "#app/content/einvoicing.ts";
import { eReportingScreenCopy } from "#app/content/ereporting.ts";
import { invoicesCopy } from "#app/content/invoices.ts";
import { clean } from "#app/services/billing/documents/quote-form.server.ts";
import type { ConnectionTestResult } from "#app/services/einvoicing/connection-test.server.ts";
import {
  currentPlatform,
  platformSettingsStore,
  testCurrentPlatform,
} from "#app/services/einvoicing/platform-service.server.ts";
import { checkPlatformForm, type PlatformSettingsView } from "#app/services/einvoicing/platform-settings.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/einvoicing-settings";

/** What the screen may know of the connection: never the secret, whether it comes from the screen or the server. */
type Shown =
  | { source: "screen" | "none"; settings: PlatformSettingsView | null }
  | { source: "environment"; settings: PlatformSettingsView }
  | { source: "environment-invalid"; errors: string[] };

export async function loader({ request }: Route.LoaderArgs): Promise<Shown> {
  await requireOwner(request);
  const platform = await currentPlatform();
  if (platform.source === "environment-invalid") return platform;
  if (platform.source === "environment") {
    const { clientSecret: _secret, ...settings } = platform.connection;
    return { source: "environment", settings: { ...settings, hasSecret: true, updatedAt: "" } };
  }
  return { source: platform.source, settings: await (await platformSettingsStore()).view() };
}

type ActionResult =
  | { intent: "save"; ok: true }
  | { intent: "save"; ok: false; errors: string[]; values: typeof emptyValues }
  | { intent: "test"; result: ConnectionTestResult };

/**
 * "Enregistrer" saves the three addresses and the credentials whole (an empty secret keeps the saved one; the
 * secret is never sent back, not even with a refusal); "Tester la connexion" tries the connection in use.
 */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const form = await request.formData();
  if (form.get("intent") === "test") {
    const result = await testCurrentPlatform(await currentPlatform());
    return data<ActionResult>({
      intent: "test",
      result: result ?? { ok: false, messages: [copy.outcomes.notConfigured] },
    });
  }
  const platform = await currentPlatform();
  if (platform.source === "environment" || platform.source === "environment-invalid") {
    return data<ActionResult>(
      { intent: "save", ok: false, errors: [copy.fromEnvironment], values: emptyValues },
      { status: 409 },
    );
  }
  const store = await platformSettingsStore();
  const values = {
    flowUrl: clean(form.get("flowUrl")),
    directoryUrl: clean(form.get("directoryUrl")),
    tokenUrl: clean(form.get("tokenUrl")),
    clientId: clean(form.get("clientId")),
  };
  // A secret is pasted whole: spaces around it are part of nothing the platform issued.
  const clientSecret = typeof form.get("clientSecret") === "string" ? String(form.get("clientSecret")).trim() : "";
  const checked = checkPlatformForm({ ...values, clientSecret }, (await store.view())?.hasSecret ?? false);
  if (!checked.ok) {
    return data<ActionResult>({ intent: "save", ok: false, errors: checked.errors, values }, { status: 400 });
  }
  await store.save(checked.value);
  await recordAudit({
    action: "einvoicing.platform",
    userId: owner.userId,
    email: owner.email,
    address: clientAddress(request),
    detail: `${new URL(values.flowUrl).host}, client ${values.clientId}${clientSecret ? ", secret remplacé" : ""}`,
  });
  return data<ActionResult>({ intent: "save", ok: true });
}

const emptyValues = { flowUrl: "", directoryUrl: "", tokenUrl: "", clientId: "" };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

function ServerSettings({ settings }: { settings: PlatformSettingsView }) {
  const rows: [string, string][] = [
    [copy.flowUrl, settings.flowUrl],
    [copy.directoryUrl, settings.directoryUrl],
    [copy.tokenUrl, settings.tokenUrl],
    [copy.clientId, settings.clientId],
    [copy.clientSecret, copy.environmentSecret],
  ];
  return (
    <SectionCard id="einvoicing-server" title={copy.addresses}>
      <Notice tone="info">{copy.fromEnvironment}</Notice>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="mt-0.5 break-all text-muted">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function SettingsForm({
  settings,
  values,
}: {
  settings: PlatformSettingsView | null;
  values: typeof emptyValues | null;
}) {
  const shown = values ?? settings ?? emptyValues;
  const urlField = (name: keyof typeof emptyValues, label: string, placeholder: string) => (
    <TextField
      id={`einvoicing-${name}`}
      name={name}
      label={label}
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      defaultValue={shown[name]}
    />
  );
  return (
    <Form key={settings?.updatedAt} method="post" className="space-y-5" noValidate>
      <SectionCard id="einvoicing-addresses" title={copy.addresses} intro={copy.addressesHint}>
        <div className="space-y-3">
          {urlField("flowUrl", copy.flowUrl, "https://api.plateforme.fr/afnor-flow")}
          {urlField("directoryUrl", copy.directoryUrl, "https://api.plateforme.fr/afnor-directory")}
          {urlField("tokenUrl", copy.tokenUrl, "https://api.plateforme.fr/oauth2/token")}
        </div>
      </SectionCard>
      <SectionCard id="einvoicing-credentials" title={copy.credentials} intro={copy.credentialsHint}>
        <div className="space-y-3">
          <TextField
            id="einvoicing-clientId"
            name="clientId"
            label={copy.clientId}
            autoComplete="off"
            spellCheck={false}
            defaultValue={shown.clientId}
          />
          {settings?.hasSecret ? (
            <div className="flex items-start gap-2.5 rounded-lg border border-green-700/30 bg-green-50 px-3.5 py-3 text-sm text-green-900">
              <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>
                <strong className="font-semibold">{copy.secretSaved}</strong>
                <span className="block text-green-900/80">{copy.secretSavedHint}</span>
              </p>
            </div>
          ) : null}
          <TextField
            id="einvoicing-clientSecret"
            name="clientSecret"
            label={settings?.hasSecret ? copy.replaceSecret : copy.clientSecret}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
          />
        </div>
      </SectionCard>
      <button
        type="submit"
        name="intent"
        value="save"
        className="min-h-11 rounded-lg bg-navy-900 px-5 text-sm font-semibold text-white hover:bg-navy-800"
      >
        {copy.save}
      </button>
    </Form>
  );
}

function ConnectionTest({ result }: { result: ConnectionTestResult | null }) {
  const navigation = useNavigation();
  const testing = navigation.state !== "idle" && navigation.formData?.get("intent") === "test";
  return (
    <SectionCard id="einvoicing-test" title={copy.test} intro={copy.testHint}>
      <Form method="post" className="space-y-3">
        <button
          type="submit"
          name="intent"
          value="test"
          aria-describedby={result ? "einvoicing-test-result" : undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-surface"
        >
          <KeyRoundIcon aria-hidden="true" className="size-4" />
          {copy.test}
        </button>
        {result && !testing ? (
          <Notice id="einvoicing-test-result" tone={result.ok ? "success" : "error"}>
            {result.messages.map((message) => (
              <span key={message} className="block">
                {message}
              </span>
            ))}
          </Notice>
        ) : null}
      </Form>
    </SectionCard>
  );
}

export default function EinvoicingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const shown = loaderData;
  const saveFailed = actionData?.intent === "save" && !actionData.ok ? actionData : null;
  const configured = shown.source === "environment" || (shown.source === "screen" && shown.settings !== null);
  return (
    <div className="space-y-5">
      <BackLink to="/pro/factures">{invoicesCopy.editor.back}</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-2 max-w-prose text-sm leading-relaxed text-muted">{copy.intro}</p>
      </div>
      {actionData?.intent === "save" && actionData.ok ? <Notice tone="success">{copy.saved}</Notice> : null}
      {saveFailed ? <ErrorList errors={saveFailed.errors} /> : null}
      {shown.source === "environment-invalid" ? (
        <ErrorList title={copy.environmentInvalid} errors={shown.errors} />
      ) : shown.source === "environment" ? (
        <ServerSettings settings={shown.settings} />
      ) : (
        <SettingsForm settings={shown.settings} values={saveFailed?.values ?? null} />
      )}
      {configured ? (
        <ConnectionTest result={actionData?.intent === "test" ? actionData.result : null} />
      ) : (
        <p className="text-sm text-muted">{copy.notConfigured}</p>
      )}
      <p className="text-sm">
        <Link
          to="/pro/factures/e-reporting"
          className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline hover:text-navy-900"
        >
          {eReportingScreenCopy.fromSettings}
        </Link>
      </p>
    </div>
  );
}
