import { formsCopy, leadAdminCopy } from "#app/content/forms.ts";
import { photoCopy } from "#app/content/photos.ts";
import { type ContactField, emailLabel, fieldTables, type LeadKind, type QuoteField } from "#app/lib/lead-fields.ts";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { NO_PHOTOS, type PhotoDelivery } from "#app/services/photos/mail.server.ts";
import { publishedCompany } from "#app/services/site/company.server.ts";
import type { StoredLead } from "./store.server.ts";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Anything that reaches a mail header loses its line breaks, so a visitor cannot add headers. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

export function subjectOf(kind: LeadKind): string {
  return kind === "contact" ? formsCopy.contact.subject : formsCopy.quote.subject;
}

function displayValue(value: string | boolean | undefined): string {
  if (typeof value === "boolean") return value ? leadAdminCopy.email.yes : leadAdminCopy.email.no;
  return value ?? "";
}

const parisTime = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  dateStyle: "long",
  timeStyle: "short",
});

export function formatReceivedAt(iso: string): string {
  return parisTime.format(new Date(iso));
}

/** The lead as labelled rows, in the order of the form. */
export function leadRows(lead: StoredLead): { label: string; value: string }[] {
  return fieldTables[lead.kind].map((field) => ({
    label: emailLabel(field),
    value: displayValue(lead.fields[field.name]),
  }));
}

export function visitorName(lead: StoredLead): string {
  return String(lead.fields.name ?? "");
}

export function visitorEmail(lead: StoredLead): string {
  return String(lead.fields.email ?? "");
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
}

/** The request's page in the owner's space, absolute: the e-mail is read far from the site. */
export function ownerLeadUrl(id: number): string {
  return absoluteUrl(`/pro/demandes/${id}`);
}

/** The photos' part of the message: the attachments' names, or the links to follow when they did not fit. */
function photoSection(photos: PhotoDelivery): { text: string[]; html: string } {
  const copy = photoCopy;
  if (photos.attachments.length > 0) {
    const names = photos.attachments.map((attachment) => attachment.filename).join(", ");
    return {
      text: ["", `${copy.emailTitle} : ${names}`],
      html: `<p><strong>${escapeHtml(copy.emailTitle)}</strong> : ${escapeHtml(names)}</p>`,
    };
  }
  if (photos.links.length === 0) return { text: [], html: "" };
  return {
    text: ["", `${copy.emailLinksTitle} :`, ...photos.links.map((link) => `- ${link.name} : ${link.url}`)],
    html:
      `<p><strong>${escapeHtml(copy.emailLinksTitle)}</strong></p><ul>` +
      photos.links.map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.name)}</a></li>`).join("") +
      "</ul>",
  };
}

/**
 * One message per lead: a plain-text version and an HTML table in which every value is escaped, each
 * with the link to the request's page in the owner's space, and the photos attached or linked.
 */
export function buildLeadEmail(lead: StoredLead, photos: PhotoDelivery = NO_PHOTOS): LeadEmail {
  const photoPart = photoSection(photos);
  const copy = leadAdminCopy.email;
  const meta = [
    { label: copy.reference, value: `#${lead.id}` },
    { label: copy.receivedAt, value: formatReceivedAt(lead.createdAt) },
    { label: copy.page, value: lead.page },
  ];
  const rows = [...leadRows(lead), ...meta];
  const name = headerSafe(visitorName(lead));
  const subject = headerSafe(`${subjectOf(lead.kind)} – ${name}`);

  const text = [
    copy.intro[lead.kind],
    "",
    ...rows.map(({ label, value }) => `${label} : ${value.includes("\n") ? `\n${value}` : value}`),
    ...photoPart.text,
    "",
    `${copy.openInOwnerSpace} : ${ownerLeadUrl(lead.id)}`,
    copy.replyHint,
  ].join("\n");

  const cell = "padding:8px 12px;border:1px solid #dbe2ea;vertical-align:top;text-align:left";
  const tableRows = rows
    .map(
      ({ label, value }) =>
        `<tr><th style="${cell};background:#f2f6fb;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="${cell}">${escapeHtml(value).replace(/\r?\n/g, "<br>")}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#14202e">` +
    `<p>${escapeHtml(copy.intro[lead.kind])}</p>` +
    `<table style="border-collapse:collapse">${tableRows}</table>` +
    photoPart.html +
    `<p><a href="${escapeHtml(ownerLeadUrl(lead.id))}" style="display:inline-block;padding:10px 16px;` +
    `background:#0c2340;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:bold">` +
    `${escapeHtml(copy.openInOwnerSpace)}</a></p>` +
    `<p style="color:#4a5868">${escapeHtml(copy.replyHint)}</p>` +
    `<p style="color:#4a5868">${escapeHtml(publishedCompany().name)}</p></body></html>`;

  return { subject, text, html, replyTo: { name, address: headerSafe(visitorEmail(lead)) } };
}

/**
 * The FormSubmit-compatible relay's wire format, [name sent, field], unchanged since the first release:
 * the relay's table and the owner's mail filters read these names in this order, so the quote form's
 * stay French whatever the code calls them.
 */
export const relayWireFields: { contact: readonly [string, ContactField][]; devis: readonly [string, QuoteField][] } = {
  contact: fieldTables.contact.map((field): [string, ContactField] => [field.name, field.name]),
  devis: [
    ["nom", "name"],
    ["email", "email"],
    ["telephone", "phone"],
    ["adresse", "address"],
    ["typeService", "service"],
    ["description", "description"],
    ["accepteConditions", "acceptsTerms"],
  ],
};

/** The FormSubmit-style body: the wire's field names, then _subject and the relay's switches; the box travels as "true"/"false". */
export function relayPayload(lead: StoredLead, photoLinks: readonly string[] = []): URLSearchParams {
  const body = new URLSearchParams();
  for (const [wireName, field] of relayWireFields[lead.kind]) {
    const value = lead.fields[field];
    body.set(wireName, typeof value === "boolean" ? String(value) : (value ?? ""));
  }
  // Only when there are photos, so that a request without any reaches the relay exactly as before.
  if (photoLinks.length > 0) body.set("photos", photoLinks.join("\n"));
  body.set("_subject", subjectOf(lead.kind));
  body.set("_captcha", "false");
  body.set("_template", "table");
  return body;
}
