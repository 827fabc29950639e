/**
 * What the owner's quote and invoice screens share around the document itself: the answer to what he just did
 * (done, refused for missing mentions, errors, the new private link to copy) and the private links' actions.
 */

import { Form } from "react-router";
import { documentReadinessCopy } from "#app/content/document-readiness.ts";
import type { MissingMention } from "#app/services/billing/documents/document-readiness.server.ts";
import { CopyLink } from "./copy-link.tsx";
import { ErrorList } from "./error-list.tsx";
import { MissingMentions } from "./missing-mentions.tsx";
import { Notice } from "./notice.tsx";

/** An action's answer on a document's screen. */
export type DocumentActionResult =
  | { ok: true; message: string; link?: string }
  | { ok: false; errors: string[]; missing?: MissingMention[] };

export function DocumentFeedback({
  result,
  missing,
  intro,
  copy,
}: {
  result: DocumentActionResult | undefined;
  /** What the document still lacks before it can be sent or issued, said before the owner tries. */
  missing: MissingMention[];
  /** The line above the missing mentions: after a refusal, then before one. */
  intro: { refused: string; warning: string };
  copy: { errorsTitle: string; link: string; linkHint: string; copy: string; copied: string };
}) {
  const refusedFor = result && !result.ok ? (result.missing ?? null) : null;
  return (
    <>
      {result?.ok ? <Notice tone="success">{result.message}</Notice> : null}
      {refusedFor ? (
        <MissingMentions intro={intro.refused} missing={refusedFor} alert hint={documentReadinessCopy.companyHint} />
      ) : missing.length ? (
        <MissingMentions
          intro={intro.warning}
          missing={missing}
          alert={false}
          hint={documentReadinessCopy.companyHint}
        />
      ) : null}
      {result && !result.ok ? <ErrorList title={copy.errorsTitle} errors={result.errors} /> : null}
      {result?.ok && result.link ? <CopyLink link={result.link} labels={copy} /> : null}
    </>
  );
}

const linkButton = "min-h-11 rounded-lg border border-line bg-white px-4 text-sm font-semibold";

/** A new private link for the client, or every link of the document withdrawn. */
export function ClientLinkActions({ labels }: { labels: { newLink: string; revoke: string } }) {
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <button type="submit" name="intent" value="lien" className={`${linkButton} text-navy-900`}>
        {labels.newLink}
      </button>
      <button type="submit" name="intent" value="retirer" className={`${linkButton} text-emergency-800`}>
        {labels.revoke}
      </button>
    </Form>
  );
}
