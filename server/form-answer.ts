import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { LeadFormProps } from "#app/components/forms/lead-form.tsx";
import { LeadFormRegion } from "#app/components/forms/lead-form-region.tsx";
import { LEAD_FORM_PROPS_ATTRIBUTE } from "#app/components/forms/lead-submission.ts";
import type { LeadActionResult } from "#app/lib/lead-fields.ts";

/**
 * The start of the element that holds a lead form island (app/components/forms/lead-form-island.tsx) as React writes
 * it: its first attribute, which other attributes may follow in the same tag.
 */
const FORM_REGION_START = '<div data-lead-form=""';
const divTag = /<(\/?)div\b[^>]*>/g;

/** Where the first lead form region of a page starts and ends (its closing `</div>` included), or null. */
function formRegion(html: string): [number, number] | null {
  const start = html.indexOf(FORM_REGION_START);
  if (start < 0) return null;
  // React escapes "<" in text and the island's props JSON, so every "<div" and "</div" in the region is a tag.
  const tags = new RegExp(divTag.source, "g");
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return [start, tags.lastIndex];
  }
  return null;
}

const propsBlock = new RegExp(`<script type="application/json" ${LEAD_FORM_PROPS_ATTRIBUTE}="">([\\s\\S]*?)</script>`);

/**
 * A prerendered page cut around its lead form, with the form's props as the page was rendered with them (its
 * heading, its action URL, the published company's contact): what a form post's answer needs besides the result.
 */
export interface FormPage {
  before: string;
  after: string;
  props: LeadFormProps;
}

/** The page's lead form and what surrounds it; null for a page without one. */
export function formPageOf(html: string): FormPage | null {
  const region = formRegion(html);
  if (!region) return null;
  const json = propsBlock.exec(html.slice(region[0], region[1]))?.[1];
  if (json === undefined) return null;
  const { kind, labelledBy, action, contact } = JSON.parse(json) as LeadFormProps;
  return {
    before: html.slice(0, region[0]),
    after: html.slice(region[1]),
    props: { kind, labelledBy, action, contact },
  };
}

/**
 * The answer to a form posted without JavaScript: the prerendered page with its form rendered again, alone, with
 * the action's result (the success card, or the errors with the visitor's input, escaped by React), exactly as
 * React Router would render the whole page for that post. The props keep the order the island writes them in.
 */
export function formAnswerHtml(page: FormPage, result: LeadActionResult): string {
  const { kind, labelledBy, action, contact } = page.props;
  const props: LeadFormProps = {
    kind,
    labelledBy,
    action,
    initialResult: result.kind === kind ? result : undefined,
    contact,
  };
  return page.before + renderToString(createElement(LeadFormRegion, props)) + page.after;
}
