import { type Zippable, zipSync } from "fflate";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { vatRates } from "#app/services/billing/documents/quote-totals.ts";
import { csvDate, invoicesCsv, paymentsCsv } from "./accounting-csv.server.ts";
import {
  accounts,
  checkedDate,
  fecEntries,
  fecFileName,
  fecText,
  type Payment,
  paymentEntries,
  salesAccounts,
  vatAccounts,
} from "./accounting-export.server.ts";

/** What the owner hands his accountant for a period: the FEC, the two spreadsheets and every PDF, in one ZIP. */

export interface ArchiveFile {
  name: string;
  bytes: Uint8Array;
  modified?: Date;
  /** Stored as is, for bytes already compressed (a PDF's streams are): deflating them again costs time for nothing. */
  stored?: boolean;
}

/** A relative path of plain segments: no "..", no ".", no empty segment, no backslash, no control character. */
function isSafeEntryName(name: string): boolean {
  if (name === "" || name.length > 255 || /[\\\p{Cc}:]/u.test(name)) return false;
  return name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** A ZIP (deflate) of the files, written with fflate; a name that could leave the folder it is unpacked in throws. */
export function zipArchive(files: readonly ArchiveFile[]): Buffer {
  const entries: Zippable = {};
  for (const file of files) {
    if (!isSafeEntryName(file.name)) throw new Error(`unsafe file name in archive: ${JSON.stringify(file.name)}`);
    if (file.name in entries) throw new Error(`file twice in archive: ${file.name}`);
    entries[file.name] = [file.bytes, { mtime: file.modified ?? new Date(), level: file.stored ? 0 : 6 }];
  }
  const zipped = zipSync(entries);
  return Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}

/** A document number as a file name: letters, digits, - and _ only, so "../x" or "a/b" cannot make a path. */
function pieceFileName(number: string, taken: Set<string>): string {
  const stem = number.replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 100) || "piece";
  let name = `${stem}.pdf`;
  for (let copy = 2; taken.has(name); copy++) name = `${stem}-${copy}.pdf`;
  taken.add(name);
  return name;
}

export interface AccountantArchiveInput {
  /** YYYY-MM-DD, both included; `to` is the closing date in the FEC's name. */
  period: { from: string; to: string };
  company: { siren: string; name: string };
  invoices: readonly InvoiceDocument[];
  payments: readonly Payment[];
  /** Each invoice's PDF, by invoice number. */
  pdfs: ReadonlyMap<string, Uint8Array>;
  /** Deposit invoices deducted by, and invoices credited by, this period's documents but issued before it. */
  earlierInvoices?: readonly InvoiceDocument[];
  /** When the archive is made (the files' dates); now by default. */
  generatedAt?: Date;
}

function readme(input: AccountantArchiveInput, fecName: string): string {
  const { period, company, invoices, payments } = input;
  const chart = [
    accounts.clients,
    accounts.deposits,
    ...vatRates.map((rate) => salesAccounts[rate]),
    ...vatRates.map((rate) => vatAccounts[rate]),
    accounts.bank,
    accounts.cash,
  ];
  return [
    `Export comptable de ${company.name} (SIREN ${company.siren})`,
    `Période du ${csvDate(period.from)} au ${csvDate(period.to)}\u202f: ${invoices.length} facture(s) ou avoir(s), ${payments.length} paiement(s).`,
    "",
    fecName,
    "  Écritures au format du fichier des écritures comptables (article A47 A-1 du livre des procédures fiscales)\u202f:",
    "  journal des ventes (VT), de banque (BQ) et de caisse (CA), à importer dans le logiciel comptable.",
    "  Ce n’est pas le FEC complet de l’entreprise\u202f: les achats et les écritures d’inventaire n’y sont pas.",
    "  Description (A47 A-1, XI)\u202f: fichier à plat en UTF-8, un enregistrement par ligne d’écriture, terminé par CR LF,",
    "  zones séparées par une tabulation, noms des 18 zones en première ligne (JournalCode, JournalLib,",
    "  EcritureNum, EcritureDate, CompteNum, CompteLib, CompAuxNum, CompAuxLib, PieceRef, PieceDate,",
    "  EcritureLib, Debit, Credit, EcritureLet, DateLet, ValidDate, Montantdevise, Idevise)\u202f; dates AAAAMMJJ\u202f;",
    "  montants avec une virgule décimale, sans séparateur de milliers\u202f; lettrage et devise laissés vides (euros).",
    "  EcritureNum suit l’ordre chronologique sans interruption\u202f; PieceRef est le numéro de la facture réglée ou",
    "  émise\u202f; CompAuxNum est le compte auxiliaire du client (C, son nom, quatre caractères de contrôle).",
    "  Comptes\u202f:",
    ...chart.map((account) => `    ${account.number}  ${account.label}`),
    "  Une facture d’acompte est portée au 4191\u202f; la facture de solde reprend le 4191 et la TVA de l’acompte.",
    "  L’avoir qui annule une facture de solde rend l’acompte au 4191 et ne crédite le client que du net à payer.",
    "",
    "factures.csv",
    "  Une ligne par facture ou avoir\u202f: numéro, type, dates, client, devis, bases et TVA par taux, totaux,",
    "  acomptes déduits, net à payer. Les montants des avoirs sont négatifs.",
    "",
    "paiements.csv",
    "  Une ligne par paiement reçu\u202f: date, facture, client, mode de paiement, montant.",
    "  La TVA des prestations de services est exigible à l’encaissement, sauf option pour les débits.",
    "",
    "pdf/",
    "  Chaque facture et avoir, tel qu’il a été émis.",
    "",
    "Les fichiers CSV s’ouvrent dans un tableur (séparateur point-virgule, UTF-8).",
  ]
    .map((row) => `${row}\r\n`)
    .join("");
}

function inPeriod(date: string, period: { from: string; to: string }): boolean {
  return period.from <= date && date <= period.to;
}

/**
 * One ZIP for the accountant: `<SIREN>FEC<AAAAMMJJ>.txt`, `factures.csv`, `paiements.csv`, `pdf/<number>.pdf`
 * for each invoice and `LISEZMOI.txt`. A document or payment outside the period, or an invoice without its PDF,
 * throws: the archive is complete or not made.
 */
export function accountantArchive(input: AccountantArchiveInput): Buffer {
  const { period, company, invoices, payments, pdfs } = input;
  checkedDate(period.from, "period start");
  checkedDate(period.to, "period end");
  const outside = [
    ...invoices.filter((invoice) => !inPeriod(invoice.date, period)).map((invoice) => invoice.number),
    ...payments.filter((payment) => !inPeriod(payment.date, period)).map((payment) => `payment ${payment.date}`),
  ];
  if (outside.length > 0) throw new Error(`outside ${period.from}–${period.to}: ${outside.join(", ")}`);
  const fecName = fecFileName(company.siren, period.to);
  const entries = [...fecEntries(invoices, { earlierInvoices: input.earlierInvoices }), ...paymentEntries(payments)];
  const modified = input.generatedAt ?? new Date();
  const text = (name: string, content: string): ArchiveFile => ({
    name,
    bytes: Buffer.from(content, "utf8"),
    modified,
  });
  const taken = new Set<string>();
  const pdfFiles = invoices.map((invoice): ArchiveFile => {
    const bytes = pdfs.get(invoice.number);
    if (!bytes) throw new Error(`no PDF for ${invoice.number}`);
    return { name: `pdf/${pieceFileName(invoice.number, taken)}`, bytes, modified, stored: true };
  });
  return zipArchive([
    text("LISEZMOI.txt", readme(input, fecName)),
    text(fecName, fecText(entries)),
    text("factures.csv", invoicesCsv(invoices)),
    text("paiements.csv", paymentsCsv(payments)),
    ...pdfFiles,
  ]);
}
