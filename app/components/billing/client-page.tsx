/**
 * The frame of every page a client opens by a private link (his quote, an invoice, an invoice of his job, the
 * review form): drawn by the server, read without React in the browser, never indexed, never cached, the token in
 * its address never handed on.
 */

import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { ClientMessage } from "./client-message.tsx";

/** A private page: never indexed, never cached (the server adds `Referrer-Policy: no-referrer`, server/app.ts). */
export const clientPageHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** The tab's title (the document's, then the company's) and the tags that keep the page out of every index. */
export function clientPageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex, nofollow" }, { name: "referrer", content: "no-referrer" }];
}

/** A card of a client's page: the document's lines, a form, a mention. */
export const clientBox = "rounded-card border border-line bg-white p-4 shadow-card sm:p-6";

export const clientInputClass =
  "mt-1.5 block w-full rounded-lg border border-line bg-white px-3.5 py-3 text-base text-ink shadow-sm focus-visible:border-navy-700";

export const clientLinkClass =
  "inline-flex min-h-11 items-center font-semibold text-navy-700 underline hover:text-navy-900";

/** The ids of a field's hint and error that are shown, for its `aria-describedby`. */
export const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-emergency-800">
      {error}
    </p>
  ) : null;
}

/** What the server refused in the form the client just sent, read out at once. */
export function FormError({ error }: { error: string | undefined }) {
  return error ? (
    <ClientMessage tone="error" role="alert">
      {error}
    </ClientMessage>
  ) : null;
}

/**
 * The page: a link back to where it was opened from (if any), a header naming the company above the document's
 * title, then the page's own blocks.
 */
export function ClientPage({
  intro,
  title,
  subtitle,
  back,
  narrow = false,
  children,
}: {
  /** The line above the title that names the company. */
  intro: string;
  title: ReactNode;
  subtitle?: string;
  back?: { href: string; label: string };
  /** A form rather than a document: a narrower column. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${narrow ? "max-w-2xl" : "max-w-3xl"} space-y-5 px-4 py-8 sm:py-12`}>
      {back ? (
        <a href={back.href} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
          {back.label}
        </a>
      ) : null}
      <header className="space-y-1">
        <p className="text-sm font-semibold text-navy-700">{intro}</p>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-lg text-ink">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}

/** What a wrong, withdrawn or too often tried link shows in place of the document. */
export function ClientPageRefused({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      <p className="mt-3 text-base text-ink">{text}</p>
    </div>
  );
}

/** The title and text of a refused link: a withdrawn one is told apart, an unknown one and too many tries are not. */
export function refusedCopy(
  kind: "unknown" | "revoked" | "throttled",
  copy: { unknownTitle: string; unknown: string; revokedTitle: string; revoked: string; throttled: string },
): { title: string; text: string } {
  if (kind === "revoked") return { title: copy.revokedTitle, text: copy.revoked };
  return { title: copy.unknownTitle, text: kind === "throttled" ? copy.throttled : copy.unknown };
}
