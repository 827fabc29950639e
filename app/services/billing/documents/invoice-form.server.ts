import { invoicesCopy } from "#app/content/invoices.ts";
import { quotesCopy } from "#app/content/quotes.ts";
import type { InvoiceInput } from "./invoices.server.ts";
import { clean, parseBusinessClient, parseLines } from "./quote-form.server.ts";
import { parsePriceCents, quoteFieldLimits } from "./quote-totals.ts";

const errors = invoicesCopy.errors;
const labels = invoicesCopy.editor;

export type InvoiceFormResult = { ok: true; input: InvoiceInput } | { ok: false; errors: string[] };

/** "2026-12-10" from the date input, or "10/12/2026" typed; "" when empty; null when not a real date. */
export function parseDay(text: string): string | null {
  if (text === "") return "";
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = french ? `${french[3]}-${french[2]}-${french[1]}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * The owner's invoice form, checked whole: any refusal names each field in French and nothing is stored. The lines
 * are the quotes' (same editor, same checks).
 */
export function parseInvoiceForm(form: FormData): InvoiceFormResult {
  const found: string[] = [];
  const text = (name: keyof typeof quoteFieldLimits, label: string) => {
    const value = clean(form.get(name));
    if (value.length > quoteFieldLimits[name]) found.push(quotesCopy.errors.tooLong(label, quoteFieldLimits[name]));
    return value;
  };
  const clientEmail = text("clientEmail", labels.clientEmail);
  if (clientEmail && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(clientEmail)) found.push(errors.email);
  const business = parseBusinessClient(form, errors);
  found.push(...business.errors);
  const serviceDate = parseDay(clean(form.get("serviceDate")));
  if (serviceDate === null) found.push(errors.serviceDate);
  const daysText = clean(form.get("paymentDays")) || "30";
  const paymentDays = /^\d{1,2}$/.test(daysText) && Number(daysText) <= 60 ? Number(daysText) : null;
  if (paymentDays === null) found.push(errors.paymentDays);
  const parsedLines = parseLines(form);
  if ("tooMany" in parsedLines) return { ok: false, errors: parsedLines.errors };
  found.push(...parsedLines.errors);
  const input: InvoiceInput = {
    clientName: text("clientName", labels.clientName),
    clientEmail,
    clientAddress: text("clientAddress", labels.clientAddress),
    clientSiren: business.clientSiren,
    clientVat: business.clientVat,
    reverseCharge: business.reverseCharge,
    siteAddress: text("siteAddress", labels.siteAddress),
    title: text("title", labels.titleLabel),
    serviceDate: serviceDate ?? "",
    paymentDays: paymentDays ?? 30,
    remindersOn: form.get("remindersOn") === "on",
    lines: parsedLines.lines,
  };
  return found.length ? { ok: false, errors: found } : { ok: true, input };
}

export type PaymentFormResult =
  | {
      ok: true;
      payment: {
        paidOn: string;
        amountCents: number;
        method: "virement" | "cheque" | "especes" | "carte";
        note: string;
      };
    }
  | { ok: false; errors: string[] };

const methods = ["virement", "cheque", "especes", "carte"] as const;

/** A payment as the owner types it: "341,10", a date not in the future, one of the four methods. */
export function parsePaymentForm(form: FormData, today: string): PaymentFormResult {
  const found: string[] = [];
  const amount = parsePriceCents(clean(form.get("amount")));
  if (!("value" in amount) || amount.value <= 0) found.push(errors.payment.amount);
  const paidOn = parseDay(clean(form.get("paidOn")));
  if (!paidOn || paidOn > today) found.push(errors.payment.date);
  const method = clean(form.get("method"));
  if (!(methods as readonly string[]).includes(method)) found.push(errors.payment.method);
  const note = clean(form.get("note")).slice(0, 200);
  if (found.length || !("value" in amount) || !paidOn) return { ok: false, errors: found };
  return {
    ok: true,
    payment: { paidOn, amountCents: amount.value, method: method as (typeof methods)[number], note },
  };
}
