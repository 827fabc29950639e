import { data, Form } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { ErrorList } from "#app/components/pro/error-list.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { SectionCard } from "#app/components/pro/section-card.tsx";
import { TextField } from "#app/components/pro/text-field.tsx";
import { invoicesCopy } from "#app/content/invoices.ts";
import { bicError, formatIban, ibanError, normalizeBic, normalizeIban } from "#app/lib/iban.ts";
import { parseReminderOffsets } from "#app/services/billing/documents/billing-settings.server.ts";
import { billingSettingsStore } from "#app/services/billing/documents/invoice-service.server.ts";
import { clean } from "#app/services/billing/documents/quote-form.server.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import type { Route } from "./+types/invoice-settings";

const copy = invoicesCopy.settings;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  return { settings: await (await billingSettingsStore()).get() };
}

type ActionResult = { ok: true } | { ok: false; errors: string[]; values: Record<string, string> };

/** The bank account (its IBAN checked by its mod-97 key), the VAT option and the reminders' days, saved whole. */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const form = await request.formData();
  const iban = normalizeIban(clean(form.get("iban")));
  const bic = normalizeBic(clean(form.get("bic")));
  const offsetsText = clean(form.get("offsets"));
  const errors = [iban ? ibanError(iban) : null, bic ? bicError(bic) : null].filter((error) => error !== null);
  const offsets = parseReminderOffsets(offsetsText);
  if (offsets === null) errors.push(copy.offsetsError);
  if (errors.length || offsets === null) {
    return data<ActionResult>({ ok: false, errors, values: { iban, bic, offsets: offsetsText } }, { status: 400 });
  }
  await (await billingSettingsStore()).save({
    iban,
    bic,
    reminderOffsets: offsets,
    vatOnDebits: form.get("vatOnDebits") === "on",
  });
  await recordAudit({
    action: "billing.settings",
    userId: owner.userId,
    email: owner.email,
    address: clientAddress(request),
    detail: `IBAN …${iban.slice(-4)}, relances ${offsets.join(",") || "aucune"}`,
  });
  return data<ActionResult>({ ok: true });
}

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export default function InvoiceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const values = actionData && !actionData.ok ? actionData.values : null;
  return (
    <div className="space-y-5">
      <BackLink to="/pro/factures">{invoicesCopy.editor.back}</BackLink>
      <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
      {actionData?.ok ? <Notice tone="success">{copy.saved}</Notice> : null}
      {actionData && !actionData.ok ? <ErrorList errors={actionData.errors} /> : null}
      <Form method="post" className="space-y-5" noValidate>
        <SectionCard id="billing-bank" title={copy.bank}>
          <p className="mb-3 text-sm text-muted">{copy.bankHint}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              id="billing-iban"
              name="iban"
              label={copy.iban}
              autoComplete="off"
              defaultValue={values?.iban ?? (settings.iban ? formatIban(settings.iban) : "")}
            />
            <TextField
              id="billing-bic"
              name="bic"
              label={copy.bic}
              autoComplete="off"
              defaultValue={values?.bic ?? settings.bic}
            />
          </div>
          <label className="mt-3 flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="vatOnDebits" defaultChecked={settings.vatOnDebits} className="size-5" />
            {copy.vatOnDebits}
          </label>
        </SectionCard>
        <SectionCard id="billing-reminders" title={copy.reminders}>
          <p id="billing-offsets-hint" className="mb-3 text-sm text-muted">
            {copy.remindersHint}
          </p>
          <TextField
            id="billing-offsets"
            name="offsets"
            label={copy.offsets}
            aria-describedby="billing-offsets-hint"
            defaultValue={values?.offsets ?? settings.reminderOffsets.join(", ")}
          />
        </SectionCard>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-navy-900 px-5 text-sm font-semibold text-white hover:bg-navy-800"
        >
          {copy.save}
        </button>
      </Form>
    </div>
  );
}
