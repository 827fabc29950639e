import { documentReadinessCopy } from "#app/content/document-readiness.ts";
import type { MissingMention } from "#app/services/billing/documents/document-readiness.server.ts";

/**
 * The mentions a quote or an invoice cannot leave without, each a link to the field that fills it; a field the
 * person's role cannot open (the server sends it without its link) is named, with who fills it.
 */
export function MissingMentions({
  intro,
  missing,
  alert,
  hint,
}: {
  intro: string;
  missing: MissingMention[];
  alert: boolean;
  hint: string;
}) {
  return (
    <div
      role={alert ? "alert" : undefined}
      className={`rounded-lg border px-3.5 py-3 text-sm ${alert ? "border-emergency-600/40 bg-emergency-50 text-emergency-800" : "border-amber-300 bg-amber-50 text-ink"}`}
    >
      <p className="font-semibold">{intro}</p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((mention) => (
          <li key={mention.id}>
            {mention.href ? (
              <a href={mention.href} className="inline-flex min-h-8 items-center font-semibold underline">
                {mention.label}
              </a>
            ) : (
              <span className="inline-flex min-h-8 items-center font-semibold">{mention.label}</span>
            )}
          </li>
        ))}
      </ul>
      {missing.some((mention) => mention.href?.startsWith("/")) ? <p className="mt-2">{hint}</p> : null}
      {missing.some((mention) => mention.href === null) ? (
        <p className="mt-2">{documentReadinessCopy.patronHint}</p>
      ) : null}
    </div>
  );
}
