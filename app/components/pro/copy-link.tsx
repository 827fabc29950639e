import { useState } from "react";
import { CopyIcon } from "./icons.tsx";

/** A client's private link, shown once after it is made, with a button that copies it. */
export function CopyLink({
  link,
  labels,
}: {
  link: string;
  labels: { link: string; linkHint: string; copy: string; copied: string };
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <label htmlFor="quote-link" className="block text-sm font-semibold text-ink">
        {labels.link}
      </label>
      <p id="quote-link-hint" className="text-sm text-muted">
        {labels.linkHint}
      </p>
      <div className="flex gap-2">
        <input
          id="quote-link"
          readOnly
          value={link}
          aria-describedby="quote-link-hint"
          className="block w-full min-w-0 rounded-lg border border-line bg-white px-3 py-2.5 text-sm text-ink"
        />
        <button
          type="button"
          onClick={() => navigator.clipboard.writeText(link).then(() => setCopied(true))}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg bg-navy-900 px-3 text-sm font-semibold text-white"
        >
          <CopyIcon className="size-4" />
          <span aria-live="polite">{copied ? labels.copied : labels.copy}</span>
        </button>
      </div>
    </div>
  );
}
