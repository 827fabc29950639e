import { type Zippable, zipSync } from "fflate";
import type { InvoiceDocument } from "#app/services/billing/documents/invoice-document.ts";
import { vatRates } from "#app/services/billing/documents/quote-totals.ts";
import { csvDate, invoicesCsv, paymentsCsv, purchasesCsv, supplierPaymentsCsv } from "./accounting-csv.server.ts";
import {
  accounts,
  checkedDate,
  fecAmount,
  fecEntries,
  fecFileName,
  fecText,
  type Payment,
  paymentEntries,
  reverseChargeSalesAccount,
  salesAccounts,
  vatAccounts,
} from "./accounting-export.server.ts";
import {
  type BookedPurchase,
  expenseAccounts,
  purchaseAccounts,
  purchaseEntries,
  type SupplierPaymentRecord,
  supplierPaymentEntries,
} from "./purchase-entries.server.ts";

/**
 * What the owner hands his accountant for a period, in one ZIP: the FEC, the spreadsheets, every invoice's PDF and
 * every purchase's file as received with its attachments.
 */

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

/** A supplier's name and number as a file name: the same letters, accents dropped, no "_" at either end. */
function safeStem(text: string, fallback: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^A-Za-z0-9_-]+/g, "_")
      .replace(/^_+|_+$/g, "")
      .slice(0, 100) || fallback
  );
}

/** `<stem>.<extension>`, or `<stem>-2.<extension>`… when that name is taken already. */
function uniqueName(stem: string, extension: string, taken: Set<string>): string {
  const dot = extension ? `.${extension}` : "";
  let name = `${stem}${dot}`;
  for (let copy = 2; taken.has(name); copy++) name = `${stem}-${copy}${dot}`;
  taken.add(name);
  return name;
}

/** A document number as a file name: letters, digits, - and _ only, so "../x" or "a/b" cannot make a path. */
function pieceFileName(number: string, taken: Set<string>): string {
  return uniqueName(number.replace(/[^A-Za-z0-9_-]+/g, "_").slice(0, 100) || "piece", "pdf", taken);
}

/** The extension a received file keeps: its own name's, when it is a plain one, else its type's. */
function extensionOf(name: string, type: string): string {
  const own = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1];
  if (own) return own.toLowerCase();
  const byType: Record<string, string> = {
    "application/pdf": "pdf",
    "application/xml": "xml",
    "text/xml": "xml",
    "image/jpeg": "jpg",
    "image/png": "png",
    "image/webp": "webp",
  };
  return byType[type] ?? "bin";
}

/** Types whose bytes are compressed already: stored as they are. */
const compressedTypes = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp", "application/zip"]);

/** A purchase with its file exactly as received and the documents it embeds. */
export interface ArchivedPurchase extends BookedPurchase {
  original: { bytes: Uint8Array; name: string; type: string };
  files: { filename: string; mime: string; bytes: Uint8Array }[];
}

/**
 * Each purchase's file under `achats/`, named by supplier and number (`<supplier>_<number>.<ext>`), its
 * attachments in a folder of the same name; the bytes as received, never re-encoded.
 */
function purchaseFiles(
  purchases: readonly ArchivedPurchase[],
  modified: Date,
): { files: ArchiveFile[]; names: Map<number, string> } {
  const taken = new Set<string>();
  const names = new Map<number, string>();
  const files = purchases.flatMap((purchase): ArchiveFile[] => {
    const kind = purchase.isCreditNote ? "avoir_" : "";
    const stem = safeStem(`${purchase.supplier.name}_${kind}${purchase.number}`, `achat_${purchase.id}`);
    const name = uniqueName(stem, extensionOf(purchase.original.name, purchase.original.type), taken);
    const folder = `achats/${name.replace(/\.[^.]*$/, "")}`;
    names.set(purchase.id, `achats/${name}`);
    const inFolder = new Set<string>();
    const attachments = purchase.files.map((file): ArchiveFile => {
      const dot = file.filename.lastIndexOf(".");
      const base = safeStem(dot > 0 ? file.filename.slice(0, dot) : file.filename, "piece-jointe");
      const attachment = uniqueName(base, extensionOf(file.filename, file.mime), inFolder);
      return { name: `${folder}/${attachment}`, bytes: file.bytes, modified, stored: compressedTypes.has(file.mime) };
    });
    return [
      {
        name: `achats/${name}`,
        bytes: purchase.original.bytes,
        modified,
        stored: compressedTypes.has(purchase.original.type),
      },
      ...attachments,
    ];
  });
  return { files, names };
}

export interface AccountantArchiveInput {
  /** YYYY-MM-DD, both included; `to` is the closing date in the FEC's name. */
  period: { from: string; to: string };
  company: { siren: string; name: string };
  invoices: readonly InvoiceDocument[];
  payments: readonly Payment[];
  /** Each invoice's PDF, by invoice number. */
  pdfs: ReadonlyMap<string, Uint8Array>;
  /** The supplier invoices and credit notes booked in the period (read, not refused), with their files. */
  purchases: readonly ArchivedPurchase[];
  supplierPayments: readonly SupplierPaymentRecord[];
  /** Deposit invoices deducted by, and invoices credited by, this period's documents but issued before it. */
  earlierInvoices?: readonly InvoiceDocument[];
  /** When the archive is made (the files' dates); now by default. */
  generatedAt?: Date;
}

function readme(input: AccountantArchiveInput, fecName: string): string {
  const { period, company, invoices, payments, purchases, supplierPayments } = input;
  const chart = [
    accounts.clients,
    accounts.deposits,
    ...vatRates.map((rate) => salesAccounts[rate]),
    reverseChargeSalesAccount,
    ...vatRates.map((rate) => vatAccounts[rate]),
    purchaseAccounts.suppliers,
    purchaseAccounts.advances,
    expenseAccounts.materials,
    expenseAccounts.subcontracting,
    expenseAccounts.other,
    purchaseAccounts.deductibleVat,
    purchaseAccounts.reverseChargeVat,
    purchaseAccounts.rounding,
    accounts.bank,
    accounts.cash,
  ];
  return [
    `Export comptable de ${company.name} (SIREN ${company.siren})`,
    `Période du ${csvDate(period.from)} au ${csvDate(period.to)}\u202f: ${invoices.length} facture(s) ou avoir(s), ${payments.length} paiement(s) reçu(s),`,
    `${purchases.length} facture(s) ou avoir(s) fournisseur, ${supplierPayments.length} paiement(s) envoyé(s).`,
    "",
    fecName,
    "  Écritures au format du fichier des écritures comptables (article A47 A-1 du livre des procédures fiscales)\u202f:",
    "  journal des ventes (VT), des achats (HA), de banque (BQ) et de caisse (CA), à importer dans le logiciel comptable.",
    "  Ce n’est pas le FEC complet de l’entreprise\u202f: les écritures d’inventaire et les opérations bancaires",
    "  qui ne sont ni un paiement de client ni un paiement de fournisseur n’y sont pas.",
    "  Description (A47 A-1, XI)\u202f: fichier à plat en UTF-8, un enregistrement par ligne d’écriture, terminé par CR LF,",
    "  zones séparées par une tabulation, noms des 18 zones en première ligne (JournalCode, JournalLib,",
    "  EcritureNum, EcritureDate, CompteNum, CompteLib, CompAuxNum, CompAuxLib, PieceRef, PieceDate,",
    "  EcritureLib, Debit, Credit, EcritureLet, DateLet, ValidDate, Montantdevise, Idevise)\u202f; dates AAAAMMJJ\u202f;",
    "  montants avec une virgule décimale, sans séparateur de milliers\u202f; lettrage et devise laissés vides (euros).",
    "  EcritureNum suit l’ordre chronologique sans interruption\u202f; PieceRef est le numéro de la facture réglée ou",
    "  émise, ou celui de la facture du fournisseur\u202f; CompAuxNum est le compte auxiliaire du client (C, son nom,",
    "  quatre caractères de contrôle) ou du fournisseur (F et son SIREN, ou F, son nom, quatre caractères de contrôle).",
    "  Comptes\u202f:",
    ...chart.map((account) => `    ${account.number}  ${account.label}`),
    "  Une facture d’acompte est portée au 4191\u202f; la facture de solde reprend le 4191 et la TVA de l’acompte.",
    "  L’avoir qui annule une facture de solde rend l’acompte au 4191 et ne crédite le client que du net à payer.",
    "  Achats\u202f: chaque facture fournisseur lue et non refusée, à sa date d’émission, au compte de la nature du coût",
    "  (matériaux 601, sous-traitance 604, autres 606\u202f; 601 tant qu’elle n’est affectée à rien), la TVA par taux au",
    "  44566. Sous-traitance en autoliquidation (CGI 283-2 nonies)\u202f: la TVA due, à 20\u202f% sauf autre taux sur la",
    "  facture, est portée au 445201 et déduite au 44566. Une facture refusée ou illisible n’est pas comptabilisée.",
    ...foreignCurrency(purchases, supplierPayments),
    "",
    "factures.csv",
    "  Une ligne par facture ou avoir\u202f: numéro, type, dates, client, devis, bases et TVA par taux, totaux,",
    "  acomptes déduits, net à payer. Les montants des avoirs sont négatifs.",
    "",
    "paiements.csv",
    "  Une ligne par paiement reçu\u202f: date, facture, client, mode de paiement, montant.",
    "  La TVA des prestations de services est exigible à l’encaissement, sauf option pour les débits.",
    "",
    "achats.csv",
    "  Une ligne par facture ou avoir fournisseur comptabilisé\u202f: date, fournisseur, son compte, numéro, HT par",
    "  nature, TVA facturée, base et TVA autoliquidées, totaux, net à payer, fichier. Les avoirs sont négatifs.",
    "",
    "paiements-fournisseurs.csv",
    "  Une ligne par paiement envoyé\u202f: date, facture, fournisseur, son compte, mode de paiement, montant.",
    "",
    "pdf/",
    "  Chaque facture et avoir, tel qu’il a été émis.",
    "",
    "achats/",
    "  Chaque facture fournisseur telle qu’elle a été reçue (XML, PDF ou photo), nommée fournisseur_numéro,",
    "  et dans le dossier du même nom les pièces qu’elle joint.",
    "",
    "Les fichiers CSV s’ouvrent dans un tableur (séparateur point-virgule, UTF-8).",
  ]
    .map((row) => `${row}\r\n`)
    .join("");
}

/**
 * A purchase invoiced in another currency, and a payment of one, are in the spreadsheets and achats/ but not in the
 * FEC: their amounts in euros need the day's rate, which the invoice does not give; the accountant enters them,
 * and the list says which.
 */
function foreignCurrency(purchases: readonly ArchivedPurchase[], payments: readonly SupplierPaymentRecord[]): string[] {
  const foreign = [
    ...purchases
      .filter((purchase) => purchase.currency !== "EUR")
      .map(
        (purchase) =>
          `    ${csvDate(purchase.issueDate)}  ${purchase.supplier.name}  ${purchase.number}  ${fecAmount(purchase.taxInclusiveCents)} ${purchase.currency}`,
      ),
    ...payments
      .filter((payment) => payment.currency !== "EUR")
      .map(
        (payment) =>
          `    ${csvDate(payment.paidOn)}  paiement ${payment.supplier.name}  ${payment.purchaseNumber}  ${fecAmount(payment.amountCents)} ${payment.currency}`,
      ),
  ];
  return foreign.length === 0 ? [] : ["  En devise, donc hors du FEC, à saisir au cours du jour\u202f:", ...foreign];
}

function inPeriod(date: string, period: { from: string; to: string }): boolean {
  return period.from <= date && date <= period.to;
}

/**
 * One ZIP for the accountant: `<SIREN>FEC<AAAAMMJJ>.txt`, `factures.csv`, `paiements.csv`, `achats.csv`,
 * `paiements-fournisseurs.csv`, `pdf/<number>.pdf` for each invoice, `achats/…` for each purchase and
 * `LISEZMOI.txt`. A document or payment outside the period, or an invoice without its PDF, throws: the archive is
 * complete or not made.
 */
export function accountantArchive(input: AccountantArchiveInput): Buffer {
  const { period, company, invoices, payments, pdfs, purchases, supplierPayments } = input;
  checkedDate(period.from, "period start");
  checkedDate(period.to, "period end");
  const outside = [
    ...invoices.filter((invoice) => !inPeriod(invoice.date, period)).map((invoice) => invoice.number),
    ...payments.filter((payment) => !inPeriod(payment.date, period)).map((payment) => `payment ${payment.date}`),
    ...purchases.filter((purchase) => !inPeriod(purchase.issueDate, period)).map((purchase) => purchase.number),
    ...supplierPayments
      .filter((payment) => !inPeriod(payment.paidOn, period))
      .map((payment) => `supplier payment ${payment.paidOn}`),
  ];
  if (outside.length > 0) throw new Error(`outside ${period.from}–${period.to}: ${outside.join(", ")}`);
  const fecName = fecFileName(company.siren, period.to);
  const booked = purchases.filter((purchase) => purchase.currency === "EUR");
  const entries = [
    ...fecEntries(invoices, { earlierInvoices: input.earlierInvoices }),
    ...purchaseEntries(booked),
    ...paymentEntries(payments),
    ...supplierPaymentEntries(supplierPayments.filter((payment) => payment.currency === "EUR")),
  ];
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
  const received = purchaseFiles(purchases, modified);
  return zipArchive([
    text("LISEZMOI.txt", readme(input, fecName)),
    text(fecName, fecText(entries)),
    text("factures.csv", invoicesCsv(invoices)),
    text("paiements.csv", paymentsCsv(payments)),
    text("achats.csv", purchasesCsv(purchases, received.names)),
    text("paiements-fournisseurs.csv", supplierPaymentsCsv(supplierPayments)),
    ...pdfFiles,
    ...received.files,
  ]);
}
