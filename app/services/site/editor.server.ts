import { isDeepStrictEqual } from "node:util";
import type { EditableContent } from "#app/content/published.ts";
import { siteEditorCopy } from "#app/content/site-editor.ts";
import { recordAudit } from "#app/services/pro/audit.server.ts";
import { buildContent } from "./build-content.server.ts";
import type { SiteContentStore } from "./store.server.ts";

/** The document online: the latest version, or the build's own content before the first publication. */
export async function publishedDocument(store: SiteContentStore): Promise<EditableContent> {
  const latest = await store.latestNumber();
  const version = latest > 1 ? await store.version(latest) : null;
  return version?.document ?? buildContent();
}

/** What the owner works on: the draft when there is one, else the version online. */
export async function workingDocument(
  store: SiteContentStore,
): Promise<{ document: EditableContent; isDraft: boolean }> {
  const draft = await store.draft();
  if (draft) return { document: draft, isDraft: true };
  return { document: await publishedDocument(store), isDraft: false };
}

/**
 * A form's fields laid out like `shape` (the section's current values): every string leaf is read from the
 * field of its dotted name (`legal.siret`, `qualifications.1.body`); a field the form lacks reads as empty.
 * Nothing outside the shape is read, so a forged form cannot add keys to the document.
 */
export function formValues(shape: unknown, form: FormData, prefix = ""): unknown {
  if (Array.isArray(shape)) return shape.map((item, index) => formValues(item, form, `${prefix}${index}.`));
  if (typeof shape === "object" && shape !== null) {
    return Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [key, formValues(value, form, `${prefix}${key}.`)]),
    );
  }
  const value = form.get(prefix.slice(0, -1));
  return typeof value === "string" ? value : "";
}

/** Every string of a value by its dotted path: what the form shows in each field. */
export function flatten(value: unknown, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) flatten(item, `${prefix}${index}.`, into);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) flatten(item, `${prefix}${key}.`, into);
  } else if (value !== undefined) into[prefix.slice(0, -1)] = value === null ? "" : String(value);
  return into;
}

/** The sections of the document that differ, named in French for the version list and the audit trail. */
export function changedSections(before: EditableContent, after: EditableContent): string[] {
  // The reviews are not the draft's to change: every publication takes them from the reviews' table.
  return (Object.keys(after) as (keyof EditableContent)[])
    .filter((section) => section !== "reviews" && !isDeepStrictEqual(before[section], after[section]))
    .map((section) => siteEditorCopy.sectionNames[section] ?? section);
}

/** Saves one section of the working document as the draft, and says so in the audit trail. */
export async function saveDraftSection<K extends keyof EditableContent>(
  store: SiteContentStore,
  document: EditableContent,
  section: K,
  value: EditableContent[K],
  owner: { userId: number; email: string; address: string | null },
): Promise<void> {
  await store.saveDraft({ ...document, [section]: value }, owner.email);
  await recordAudit({
    action: "site.draft",
    userId: owner.userId,
    email: owner.email,
    address: owner.address,
    detail: siteEditorCopy.sectionNames[section] ?? section,
  });
}
