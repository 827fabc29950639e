import { Mail, MapPin, Phone, RotateCw, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { inboxCopy } from "#app/content/pro-inbox.ts";
import { type WorkflowStatus, workflowStatuses } from "#app/lib/lead-workflow.ts";
import { formatDateTime } from "#app/lib/relative-age.ts";
import type { Delivery, Note, StatusChange } from "#app/services/pro/leads.server.ts";
import { directionsHref, displayPhone, mailtoHref, telHref } from "./contact-links.ts";
import { DeliveryBadge, StatusBadge } from "./lead-badges.tsx";

const copy = inboxCopy.lead;

export function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <h2 id={id} className="text-base font-bold text-navy-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** True while this page's form with that intent is being sent (JavaScript on). */
function useSending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function QuickAction({
  href,
  icon,
  label,
  detail,
}: {
  href: string | null;
  icon: ReactNode;
  label: string;
  detail: string;
}) {
  const content = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">{icon}</span>
      <span className="min-w-0 text-center sm:text-left">
        <span className="block text-sm font-bold sm:text-base">{label}</span>
        <span className="hidden truncate text-xs font-medium opacity-85 sm:block">{detail}</span>
      </span>
    </>
  );
  // Three side by side on a phone, under the thumb; the number, address and place show from 640 px.
  const shape =
    "flex min-h-20 min-w-0 flex-col items-center justify-center gap-1.5 rounded-card px-2 py-3 sm:min-h-16 sm:flex-row sm:justify-start sm:gap-3 sm:px-4";
  if (!href) {
    return (
      <p className={`${shape} border border-dashed border-line bg-white text-muted`} aria-disabled="true">
        {content}
      </p>
    );
  }
  const external = href.startsWith("https:");
  return (
    <a
      href={href}
      className={`${shape} bg-navy-900 text-white shadow-card hover:bg-navy-800`}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {content}
    </a>
  );
}

/** Call, write, go: the three things a roofer does with a request, each one tap away. */
export function QuickActions({
  phone,
  email,
  place,
  subject,
}: {
  phone: string;
  email: string;
  place: string;
  subject: string;
}) {
  return (
    <section aria-label={copy.actions} className="grid grid-cols-3 gap-2 sm:gap-3">
      <QuickAction
        href={telHref(phone)}
        icon={<Phone aria-hidden="true" className="size-5" />}
        label={copy.call}
        detail={phone ? displayPhone(phone) : copy.noPhone}
      />
      <QuickAction
        href={mailtoHref(email, subject)}
        icon={<Mail aria-hidden="true" className="size-5" />}
        label={copy.write}
        detail={email || copy.empty}
      />
      <QuickAction
        href={directionsHref(place)}
        icon={<MapPin aria-hidden="true" className="size-5" />}
        label={copy.directions}
        detail={place || copy.empty}
      />
    </section>
  );
}

/** Every field as the visitor sent it, as text: line breaks kept, nothing interpreted. */
export function VisitorFields({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <dl className="divide-y divide-line">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-medium text-muted">{row.label}</dt>
          <dd className="text-base break-words whitespace-pre-wrap text-ink">{row.value || copy.empty}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DeliveryPanel({ delivery, error }: { delivery: Delivery | null; error: string | null }) {
  const sending = useSending("renvoyer");
  return (
    <Panel title={copy.deliveryTitle} id="envoi">
      {delivery ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">{inboxCopy.inbox.columns.delivery}</dt>
          <dd>
            <DeliveryBadge delivery={delivery.status} />
          </dd>
          <dt className="text-muted">{copy.attempts}</dt>
          <dd>{delivery.attempts}</dd>
          {delivery.sentAt ? (
            <>
              <dt className="text-muted">{copy.sentAt}</dt>
              <dd>{formatDateTime(delivery.sentAt)}</dd>
            </>
          ) : delivery.updatedAt ? (
            <>
              <dt className="text-muted">{copy.updatedAt}</dt>
              <dd>{formatDateTime(delivery.updatedAt)}</dd>
            </>
          ) : null}
          {delivery.lastError ? (
            <>
              <dt className="text-muted">{copy.lastError}</dt>
              <dd className="break-words text-emergency-800">{delivery.lastError}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-muted">{copy.deliveryNone}</p>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-emergency-800">
          {error}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="mt-4">
        <input type="hidden" name="intent" value="renvoyer" />
        <button type="submit" disabled={sending} className={buttonClass("outline", "sm", "min-h-11 w-full sm:w-auto")}>
          <RotateCw aria-hidden="true" className={`size-4 ${sending ? "animate-spin" : ""}`} />
          {copy.resend}
        </button>
      </Form>
    </Panel>
  );
}

export function StatusPanel({
  status,
  history,
  createdAt,
  error,
}: {
  status: WorkflowStatus;
  history: StatusChange[];
  createdAt: string;
  error: string | null;
}) {
  const sending = useSending("statut");
  return (
    <Panel title={copy.statusTitle} id="statut">
      <div className="flex items-center gap-2">
        <StatusBadge status={status} />
      </div>
      <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-end gap-2" key={status}>
        <input type="hidden" name="intent" value="statut" />
        <label className="block min-w-0 flex-1 text-sm font-medium text-navy-900">
          {copy.statusLabel}
          <select
            name="statut"
            defaultValue={status}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "statut-erreur" : undefined}
            className="mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base"
          >
            {workflowStatuses.map((option) => (
              <option key={option} value={option}>
                {inboxCopy.statuses[option]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={sending} className={buttonClass("primary", "sm", "h-11")}>
          {copy.statusSave}
        </button>
      </Form>
      {error ? (
        <p id="statut-erreur" role="alert" className="mt-2 text-sm font-medium text-emergency-800">
          {error}
        </p>
      ) : null}
      <h3 className="mt-5 text-sm font-semibold text-navy-900">{copy.historyTitle}</h3>
      <ol className="mt-2 space-y-2 border-l-2 border-line pl-4 text-sm">
        {history.map((change) => (
          <li key={`${change.at}-${change.to}`}>
            <p className="font-medium text-ink">
              {copy.historyEntry(inboxCopy.statuses[change.from], inboxCopy.statuses[change.to])}
            </p>
            <p className="text-xs text-muted">
              <time dateTime={change.at}>{formatDateTime(change.at)}</time> ·{" "}
              {copy.historyBy(change.by ?? copy.someone)}
            </p>
          </li>
        ))}
        <li>
          <p className="font-medium text-ink">{copy.historyArrived}</p>
          <p className="text-xs text-muted">
            <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          </p>
        </li>
      </ol>
    </Panel>
  );
}

export function NotesPanel({ notes, error, maxLength }: { notes: Note[]; error: string | null; maxLength: number }) {
  const sending = useSending("note");
  return (
    <Panel title={copy.notesTitle} id="notes">
      <Form method="post" preventScrollReset key={notes.length}>
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note" className="block text-sm font-medium text-navy-900">
          {copy.noteLabel}
        </label>
        <textarea
          id="note"
          name="note"
          rows={3}
          maxLength={maxLength}
          placeholder={copy.notePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "note-erreur" : undefined}
          className="mt-1 block w-full rounded-lg border border-line px-3 py-2 text-base"
        />
        {error ? (
          <p id="note-erreur" role="alert" className="mt-2 text-sm font-medium text-emergency-800">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={sending} className={buttonClass("primary", "sm", "mt-2 min-h-11")}>
          {copy.noteAdd}
        </button>
      </Form>
      {notes.length > 0 ? (
        <ol className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-surface px-3.5 py-2.5">
              <p className="text-xs text-muted">
                <time dateTime={note.at}>{formatDateTime(note.at)}</time> · {note.by ?? copy.someone}
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-muted">{copy.noNotes}</p>
      )}
    </Panel>
  );
}

/**
 * Erasure in two steps that need no JavaScript: "Supprimer…" opens the confirmation (`?supprimer`), whose
 * POST must carry the ticked box.
 */
export function DeletePanel({
  id,
  name,
  confirming,
  error,
}: {
  id: number;
  name: string;
  confirming: boolean;
  error: string | null;
}) {
  if (!confirming) {
    return (
      <Panel title={copy.deleteTitle} id="suppression">
        <p className="text-sm text-muted">{copy.deleteIntro}</p>
        <Link
          to={`/pro/demandes/${id}?supprimer#suppression`}
          preventScrollReset
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-emergency-700 px-4 text-sm font-semibold text-emergency-800 hover:bg-emergency-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {copy.delete}
        </Link>
      </Panel>
    );
  }
  return (
    <section
      aria-labelledby="suppression"
      className="rounded-card border-2 border-emergency-600 bg-emergency-50 p-4 shadow-card sm:p-5"
    >
      <h2 id="suppression" className="text-base font-bold text-emergency-800">
        {copy.deleteConfirmTitle}
      </h2>
      <p className="mt-2 text-sm text-ink">{copy.deleteConfirmText(name)}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="supprimer" />
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            name="confirmation"
            value="oui"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "suppression-erreur" : undefined}
            className="size-5 accent-emergency-700"
          />
          {copy.deleteConfirmBox}
        </label>
        {error ? (
          <p id="suppression-erreur" role="alert" className="mt-1 text-sm font-medium text-emergency-800">
            {error}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("emergency", "md", "min-h-11")}>
            <Trash2 aria-hidden="true" className="size-4" />
            {copy.deleteConfirm}
          </button>
          <Link to={`/pro/demandes/${id}`} className={buttonClass("outline", "md", "min-h-11 bg-white")}>
            {copy.deleteCancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
