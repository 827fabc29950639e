import type { ReactNode } from "react";
import { Link } from "react-router";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { Notice } from "./notice.tsx";

/**
 * One section of "Mon site": the way back to the overview, the section's title and rule, and what the last save
 * said (saved, or refused with the fields named below).
 */
export function EditorPage({
  title,
  intro,
  saved,
  failed,
  children,
}: {
  title: string;
  intro?: string;
  /** The success message of the last action, if it succeeded. */
  saved?: string | null | undefined;
  failed: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Link to="/pro/site" className="text-sm font-semibold text-navy-800 underline underline-offset-2">
        {siteEditorCopy.back}
      </Link>
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      {intro ? <p className="text-sm leading-relaxed text-muted">{intro}</p> : null}
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      {failed ? <Notice tone="error">{siteEditorCopy.invalid}</Notice> : null}
      {children}
    </div>
  );
}
