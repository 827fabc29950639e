/**
 * The accountant's export (decisions 027 and 063): the sales and purchases journals and the payments in the layout
 * of the "fichier des écritures comptables" (FEC). The spreadsheets are accounting-csv.server.ts's, the ZIP
 * accountant-archive.server.ts's.
 *
 * The FEC layout is the one of the Livre des procédures fiscales, article A47 A-1 (Légifrance LEGIARTI000027804775),
 * as BOFiP BOI-CF-IOR-60-40-20 (7 June 2017, § 10) reads it:
 * - VI 1°: a flat file, records separated by carriage return and/or line feed, zones "obligatoirement séparées par
 *   une tabulation ou le caractère |" — we use the tab, which a name hardly ever holds (any becomes a space);
 * - VII 1° and 4°: the eighteen fields in their order, their names on the first line;
 * - IX: the file is named SirenFECAAAAMMJJ, AAAAMMJJ being the closing date;
 * - XII: ASCII, ISO 8859-15 or UTF-8 (we write UTF-8, without a byte-order mark); amounts with a comma before the
 *   decimals and no thousands separator; dates AAAAMMJJ without separator.
 * It is the sales, purchases and cash part of the books (the purchases' entries are purchase-entries.server.ts's),
 * for the accountant's software to import: not the company's whole FEC, which that software produces with the
 * closing entries.
 *
 * Every amount comes from the frozen document (totals, byRate, deposits, amountDueCents): nothing is recomputed.
 */
import { createHash } from "node:crypto";
import type { InvoiceDocument, InvoiceKind } from "#app/services/billing/documents/invoice-document.ts";
import type { RateTotal, VatRate } from "#app/services/billing/documents/quote-totals.ts";

export interface Payment {
  invoiceNumber: string;
  clientName: string;
  /** YYYY-MM-DD. */
  date: string;
  amountCents: number;
  method: "virement" | "cheque" | "especes" | "carte";
  /** The part of it that settles an amount held under a retention guarantee, credited to 4117 (decision 065). */
  retentionCents?: number;
}

export interface Account {
  number: string;
  label: string;
}

export interface LedgerLine {
  account: Account;
  /** The client's own account inside 411, or the supplier's inside 401; null on any other account. */
  auxiliary: Account | null;
  label: string;
  debitCents: number;
  creditCents: number;
}

/** One balanced entry ("écriture"): one invoice, credit note or payment. */
export interface LedgerEntry {
  journal: Account;
  /** YYYY-MM-DD: the document's issue date, or the day the payment was received. */
  date: string;
  pieceRef: string;
  pieceDate: string;
  lines: LedgerLine[];
}

export const journals = {
  sales: { number: "VT", label: "Ventes" },
  purchases: { number: "HA", label: "Achats" },
  bank: { number: "BQ", label: "Banque" },
  cash: { number: "CA", label: "Caisse" },
} as const satisfies Record<string, Account>;

/**
 * The chart (Plan comptable général, règlement ANC 2014-03), in six digits: one sales and one VAT account per rate,
 * so the accountant reads each rate's base and tax from the balance; the rate's digit follows `vatRates`
 * (1 for 20 %, 2 for 10 %, 3 for 5,5 %): 706x00 and 44571x.
 */
export const accounts = {
  clients: { number: "411000", label: "Clients" },
  deposits: { number: "419100", label: "Clients – Avances et acomptes reçus sur commandes" },
  /**
   * PCG 4117: the amount a client holds under a retention guarantee (loi 71-584, decision 065), owed but payable a
   * year after the reception, so that 411 holds what is due now and the accountant sees what is held apart.
   */
  retentions: { number: "411700", label: "Clients – Retenues de garantie" },
  bank: { number: "512000", label: "Banque" },
  cash: { number: "530000", label: "Caisse" },
} as const satisfies Record<string, Account>;

export const salesAccounts: Record<VatRate, Account> = {
  2000: { number: "706100", label: "Prestations de services TVA 20 %" },
  1000: { number: "706200", label: "Prestations de services TVA 10 %" },
  550: { number: "706300", label: "Prestations de services TVA 5,5 %" },
};

/**
 * Works subcontracted to the company by a VAT-registered contractor, VAT reverse-charged (CGI 283, 2 nonies,
 * decision 064): sales apart from the taxed ones, no VAT collected, so the accountant reads from this account alone
 * what the CA3 asks the subcontractor to declare as such.
 */
export const reverseChargeSalesAccount: Account = {
  number: "706400",
  label: "Prestations de services en sous-traitance – autoliquidation",
};

export const vatAccounts: Record<VatRate, Account> = {
  2000: { number: "445711", label: "TVA collectée 20 %" },
  1000: { number: "445712", label: "TVA collectée 10 %" },
  550: { number: "445713", label: "TVA collectée 5,5 %" },
};

export const kindLabels: Record<InvoiceKind, string> = {
  acompte: "Facture d’acompte",
  solde: "Facture de solde",
  facture: "Facture",
  avoir: "Avoir",
};

export const methodLabels: Record<Payment["method"], string> = {
  virement: "Virement",
  cheque: "Chèque",
  especes: "Espèces",
  carte: "Carte bancaire",
};

export const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

export function checkedDate(date: string, what: string): string {
  const real = isoDate.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);
  if (!real) throw new Error(`${what}: date ${date} is not a real YYYY-MM-DD day`);
  return date;
}

export function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Upper-case letters and digits of a name, accents dropped: "Émile  d’Arc" → "EMILE D ARC" (words kept apart). */
export function foldedName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
}

/**
 * The client's auxiliary account, from the name alone: a payment carries only the name, and the invoice and its
 * payments must land on the same account for the accountant to match them. Ten readable characters, then four of
 * a hash of the whole folded name, so two names that share their first ten letters still get two accounts.
 */
function clientAccount(clientName: string): Account {
  const folded = foldedName(clientName);
  const hash = createHash("sha256").update(folded).digest("hex").slice(0, 4).toUpperCase();
  return { number: `C${folded.replace(/ /g, "").slice(0, 10)}${hash}`, label: zoneText(clientName) };
}

/** A zone holds no tab or line break (the separators) and no other control character. */
export function zoneText(value: string): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

export function signedLine(
  account: Account,
  auxiliary: Account | null,
  label: string,
  amountCents: number,
): LedgerLine {
  return {
    account,
    auxiliary,
    label,
    debitCents: Math.max(amountCents, 0),
    creditCents: Math.max(-amountCents, 0),
  };
}

export function balanced(entry: LedgerEntry): LedgerEntry {
  const lines = entry.lines.filter((line) => line.debitCents !== 0 || line.creditCents !== 0);
  const debit = sum(lines.map((line) => line.debitCents));
  const credit = sum(lines.map((line) => line.creditCents));
  if (debit !== credit) throw new Error(`${entry.pieceRef}: entry does not balance (debit ${debit}, credit ${credit})`);
  return { ...entry, lines };
}

function byNumber(documents: readonly InvoiceDocument[]): Map<string, InvoiceDocument> {
  return new Map(documents.map((document) => [document.number, document]));
}

/**
 * A document's sales and VAT lines: per rate, its base on `base(rate)` and its VAT on 44571x; reverse-charged, its
 * whole price on `reverseChargeBase` and no VAT at all, the contractor paying it.
 */
function saleLines(
  document: InvoiceDocument,
  base: (rate: VatRate) => Account,
  reverseChargeBase: Account,
  label: string,
  sign: number,
): LedgerLine[] {
  if (document.reverseCharge) return [signedLine(reverseChargeBase, null, label, sign * -document.totals.exclCents)];
  return rateLines(document.totals.byRate, base, label, sign);
}

function rateLines(byRate: readonly RateTotal[], base: (rate: VatRate) => Account, label: string, sign: number) {
  return byRate.flatMap((rate) => [
    signedLine(base(rate.vatRate), null, label, sign * -rate.baseCents),
    signedLine(vatAccounts[rate.vatRate], null, label, sign * -rate.vatCents),
  ]);
}

/**
 * A final invoice takes back each deducted deposit: 4191 and the deposit's VAT debited, rate by rate, as it was
 * invoiced. The credit note that cancels that final invoice carries the same deposits and credits them back, so
 * 4191 again holds the deposits received and not yet deducted, for the corrected final invoice to take.
 */
function depositReversal(invoice: InvoiceDocument, known: Map<string, InvoiceDocument>, sign: number): LedgerLine[] {
  return invoice.deposits.flatMap((deducted) => {
    const deposit = known.get(deducted.number);
    if (deposit?.kind !== "acompte") {
      throw new Error(
        `${invoice.number} deducts deposit ${deducted.number}: pass that deposit invoice in earlierInvoices`,
      );
    }
    const { exclCents, vatCents, inclCents } = deposit.totals;
    if (exclCents !== deducted.exclCents || vatCents !== deducted.vatCents || inclCents !== deducted.inclCents) {
      throw new Error(`${invoice.number} deducts ${deducted.number} with amounts that differ from that invoice`);
    }
    const label = sign > 0 ? `Reprise acompte ${deducted.number}` : `Acompte ${deducted.number} de nouveau à déduire`;
    return saleLines(deposit, () => accounts.deposits, accounts.deposits, label, -sign);
  });
}

/**
 * One entry per invoice or credit note of the sales journal VT:
 * - an invoice ("facture", "solde"): 411 (the client) debited with what the client owes for it, 706x credited with
 *   each rate's base, 44571x with each rate's VAT; a final invoice debits back 4191 and the VAT of each deposit it
 *   deducts, since the deposit invoice already recorded them;
 * - a deposit ("acompte"): the same, with 4191 (Clients – avances et acomptes reçus) instead of 706x, because the
 *   work is not done yet: the sum received is a debt to the client until the final invoice (PCG, compte 4191);
 * - a credit note ("avoir"): the reverse of an invoice, on 4191 when it credits a deposit invoice; the one that
 *   cancels a final invoice also reverses its deposits' reprise, so the client is credited what he was asked.
 * - reverse-charged works (decision 064): the same, their price on 706400 (or 4191 for a deposit), no VAT line.
 * A final invoice's deposits and a credit note's invoice are looked up among `invoices` and `earlierInvoices`.
 */
export function fecEntries(
  invoices: readonly InvoiceDocument[],
  options: { earlierInvoices?: readonly InvoiceDocument[] } = {},
): LedgerEntry[] {
  const known = byNumber([...(options.earlierInvoices ?? []), ...invoices]);
  return invoices.map((invoice) => {
    checkedDate(invoice.date, invoice.number);
    const deducted = sum(invoice.deposits.map((deposit) => deposit.inclCents));
    if (invoice.amountDueCents !== invoice.totals.inclCents - deducted) {
      throw new Error(`${invoice.number}: amount due is not the total minus the deposits`);
    }
    const client = clientAccount(invoice.client.name);
    const label = zoneText(`${kindLabels[invoice.kind]} ${invoice.number} ${invoice.client.name}`);
    const sign = invoice.kind === "avoir" ? -1 : 1;
    const onDeposits = invoice.kind === "acompte" || (invoice.kind === "avoir" && creditsDeposit(invoice, known));
    const base = (rate: VatRate) => (onDeposits ? accounts.deposits : salesAccounts[rate]);
    return balanced({
      journal: journals.sales,
      date: invoice.date,
      pieceRef: invoice.number,
      pieceDate: invoice.date,
      lines: [
        signedLine(accounts.clients, client, label, sign * invoice.amountDueCents),
        ...saleLines(invoice, base, onDeposits ? accounts.deposits : reverseChargeSalesAccount, label, sign),
        ...depositReversal(invoice, known, sign),
        ...retentionTransfer(invoice, client),
      ],
    });
  });
}

/** An invoice's amount held moves from the client's 411 to its 4117 at issue; revenue and VAT are unchanged. */
function retentionTransfer(invoice: InvoiceDocument, client: Account): LedgerLine[] {
  const held = invoice.kind === "avoir" ? 0 : (invoice.retention?.heldCents ?? 0);
  if (held === 0) return [];
  const label = zoneText(`Retenue de garantie ${invoice.number} ${invoice.client.name}`);
  return [signedLine(accounts.retentions, client, label, held), signedLine(accounts.clients, client, label, -held)];
}

function creditsDeposit(creditNote: InvoiceDocument, known: Map<string, InvoiceDocument>): boolean {
  if (!creditNote.credited) return false;
  const credited = known.get(creditNote.credited.number);
  if (!credited) {
    throw new Error(`${creditNote.number} credits ${creditNote.credited.number}: pass that invoice in earlierInvoices`);
  }
  return credited.kind === "acompte";
}

/** One entry per payment received: 512 Banque (530 Caisse for cash, journal CA) debited, the client's 411 credited. */
export function paymentEntries(payments: readonly Payment[]): LedgerEntry[] {
  return payments.map((payment) => {
    checkedDate(payment.date, `payment of ${payment.invoiceNumber}`);
    if (!Number.isSafeInteger(payment.amountCents)) throw new Error(`payment of ${payment.invoiceNumber}: amount`);
    const cash = payment.method === "especes";
    const label = zoneText(
      `Règlement ${payment.invoiceNumber} ${payment.clientName} ${methodLabels[payment.method].toLowerCase()}`,
    );
    return balanced({
      journal: cash ? journals.cash : journals.bank,
      date: payment.date,
      pieceRef: payment.invoiceNumber,
      pieceDate: payment.date,
      lines: [
        signedLine(cash ? accounts.cash : accounts.bank, null, label, payment.amountCents),
        signedLine(
          accounts.clients,
          clientAccount(payment.clientName),
          label,
          -(payment.amountCents - (payment.retentionCents ?? 0)),
        ),
        ...(payment.retentionCents
          ? [signedLine(accounts.retentions, clientAccount(payment.clientName), label, -payment.retentionCents)]
          : []),
      ],
    });
  });
}

export const FEC_COLUMNS = [
  "JournalCode",
  "JournalLib",
  "EcritureNum",
  "EcritureDate",
  "CompteNum",
  "CompteLib",
  "CompAuxNum",
  "CompAuxLib",
  "PieceRef",
  "PieceDate",
  "EcritureLib",
  "Debit",
  "Credit",
  "EcritureLet",
  "DateLet",
  "ValidDate",
  "Montantdevise",
  "Idevise",
] as const;

const FEC_SEPARATOR = "\t";
const FEC_LINE_END = "\r\n";

/** 2026-03-15 → 20260315. */
function fecDate(date: string): string {
  return date.replaceAll("-", "");
}

/** 113700 → "1137,00": a comma, no thousands separator, no sign (the side says it). */
export function fecAmount(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

const journalOrder: string[] = [
  journals.sales.number,
  journals.purchases.number,
  journals.bank.number,
  journals.cash.number,
];

/**
 * The file's text: the header, then one record per line, entries in chronological order (on the same day the
 * sales, then the purchases, then the payments, so a document is booked before what settles it) numbered 1, 2, 3… with no gap (A47 A-1 VII 1°); an entry of nothing but zeros is left out.
 * An invoice is frozen at issue, so its entry is taken as validated on its date (ValidDate). No lettering and no
 * foreign currency: those zones stay blank.
 */
export function fecText(entries: readonly LedgerEntry[]): string {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.lines.length > 0)
    .sort(
      (a, b) =>
        a.entry.date.localeCompare(b.entry.date) ||
        journalOrder.indexOf(a.entry.journal.number) - journalOrder.indexOf(b.entry.journal.number) ||
        a.index - b.index,
    );
  const records = ordered.flatMap(({ entry }, position) =>
    entry.lines.map((line) =>
      [
        entry.journal.number,
        entry.journal.label,
        String(position + 1),
        fecDate(entry.date),
        line.account.number,
        line.account.label,
        line.auxiliary?.number ?? "",
        line.auxiliary?.label ?? "",
        entry.pieceRef,
        fecDate(entry.pieceDate),
        line.label,
        fecAmount(line.debitCents),
        fecAmount(line.creditCents),
        "",
        "",
        fecDate(entry.date),
        "",
        "",
      ]
        .map(zoneText)
        .join(FEC_SEPARATOR),
    ),
  );
  return [FEC_COLUMNS.join(FEC_SEPARATOR), ...records].map((record) => `${record}${FEC_LINE_END}`).join("");
}

/** `<SIREN>FEC<AAAAMMJJ>.txt` (A47 A-1 IX), AAAAMMJJ the closing date of the period. */
export function fecFileName(siren: string, closingDate: string): string {
  if (!/^\d{9}$/.test(siren)) throw new Error(`SIREN ${siren} is not nine digits`);
  return `${siren}FEC${fecDate(checkedDate(closingDate, "closing date"))}.txt`;
}
