import { data, Link, redirect } from "react-router";
import { BackLink } from "#app/components/pro/back-link.tsx";
import { ErrorList } from "#app/components/pro/error-list.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { Notice } from "#app/components/pro/notice.tsx";
import { PurchaseEntryForm } from "#app/components/pro/purchases/purchase-entry-form.tsx";
import { purchasesCopy } from "#app/content/purchases.ts";
import { parisToday } from "#app/lib/paris-timestamp.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { clientAddress, recordAudit } from "#app/services/pro/audit.server.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { listSuppliers } from "#app/services/purchases/purchase-reads.server.ts";
import { purchasesDb } from "#app/services/purchases/purchase-service.server.ts";
import { addPaperPurchase } from "#app/services/purchases/purchase-upload.server.ts";
import type { Route } from "./+types/purchase-new";

const copy = purchasesCopy.form;

export async function loader({ request }: Route.LoaderArgs) {
  await requireOwner(request);
  return { suppliers: await listSuppliers(await purchasesDb()), today: parisToday() };
}

/**
 * « Ajouter une facture papier »: the purchase's page once it is kept, or the form again with each field's error and
 * what was typed (the file must be chosen again: a browser never refills a file input).
 */
export async function action({ request }: Route.ActionArgs) {
  const owner = await requireOwner(request);
  const result = await addPaperPurchase(request, owner.userId);
  if (!result.ok) {
    const { status, ...refusal } = result;
    return data(refusal, { status });
  }
  await recordAudit({
    action: "purchase.add",
    userId: owner.userId,
    email: owner.email,
    address: clientAddress(request),
    detail: `#${result.purchaseId} ${result.read === "facturx" ? "Factur-X" : "saisie"}`,
  });
  return redirect(`/pro/achats/${result.purchaseId}?fait=ajoutee`, 303);
}

export const handle: RouteHandle = { startsOnFirstUse: true };

export const meta: Route.MetaFunction = ({ matches }) => proMeta(copy.title, matches);

export default function PurchaseNew({ loaderData, actionData }: Route.ComponentProps) {
  const { suppliers, today } = loaderData;
  const fieldErrors = actionData?.errors ?? {};
  const listed = Object.values(fieldErrors).filter((error): error is string => Boolean(error));
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <BackLink to="/pro/achats">{copy.back}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      </header>
      {actionData?.duplicate ? (
        <div role="alert" className="rounded-lg border border-emergency-600/40 bg-emergency-50 px-3.5 py-3 text-sm">
          <p className="font-semibold text-emergency-800">{copy.duplicate}</p>
          <Link
            to={`/pro/achats/${actionData.duplicate}`}
            className="mt-1 inline-block font-semibold text-navy-900 underline"
          >
            {copy.duplicateLink}
          </Link>
        </div>
      ) : null}
      {actionData?.notFacturX ? <Notice tone="info">{copy.notFacturX}</Notice> : null}
      {actionData && !actionData.duplicate ? <Notice tone="info">{copy.fileAgain}</Notice> : null}
      <ErrorList title={copy.errorsTitle} errors={listed} />
      <PurchaseEntryForm
        key={actionData ? JSON.stringify(actionData.values) : "new"}
        suppliers={suppliers}
        values={actionData?.values ?? {}}
        errors={fieldErrors}
        today={today}
      />
    </div>
  );
}
