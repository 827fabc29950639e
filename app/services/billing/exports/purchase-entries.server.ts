/**
 * The purchases journal HA and the payments sent to suppliers, in the FEC layout of accounting-export.server.ts
 * (decision 063). Pure: the purchases come read from the store (app/services/purchases/purchase-ledger.server.ts).
 *
 * Every amount is the supplier's own, as read or typed and kept: the totals, the VAT per rate, the shares set
 * against jobs. Only the VAT of a reverse-charged purchase is computed here, since the supplier charged none.
 */
import { createHash } from "node:crypto";
import type { CostCategory } from "#app/services/db/purchase-tables.server.ts";
import {
  type Account,
  balanced,
  checkedDate,
  foldedName,
  journals,
  type LedgerEntry,
  type LedgerLine,
  signedLine,
  sum,
  zoneText,
} from "./accounting-export.server.ts";

export interface BookedSupplier {
  id: number;
  name: string;
  siren: string | null;
}

/** A supplier's invoice or credit note the company books: read whole, and not refused. */
export interface BookedPurchase {
  id: number;
  supplier: BookedSupplier;
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  isCreditNote: boolean;
  currency: string;
  /** As the document writes them: positive, a credit note's too. */
  taxExclusiveCents: number;
  vatCents: number;
  taxInclusiveCents: number;
  payableCents: number;
  vat: { category: string; rateBasisPoints: number | null; taxableCents: number; vatCents: number }[];
  /** The shares set against jobs, before tax, with the store's sign (negative for a credit note); none yet: []. */
  costs: { category: CostCategory; amountCents: number }[];
}

export interface SupplierPaymentRecord {
  supplier: BookedSupplier;
  purchaseNumber: string;
  /** YYYY-MM-DD. */
  paidOn: string;
  amountCents: number;
  /** The paid invoice's. */
  currency: string;
  method: string;
}

export const purchaseAccounts = {
  suppliers: { number: "401000", label: "Fournisseurs" },
  advances: { number: "409100", label: "Fournisseurs – Avances et acomptes versés sur commandes" },
  deductibleVat: { number: "445660", label: "TVA déductible sur autres biens et services" },
  reverseChargeVat: { number: "445201", label: "TVA due autoliquidée – sous-traitance BTP (CGI 283-2 nonies)" },
  rounding: { number: "658000", label: "Charges diverses de gestion courante" },
  bank: { number: "512000", label: "Banque" },
  cash: { number: "530000", label: "Caisse" },
} as const satisfies Record<string, Account>;

/**
 * Where each kind of cost goes (PCG, règlement ANC 2014-03): materials bought for the works on 601, subcontracted
 * works, which are incorporated in the job the client is invoiced, on 604 (PCG art. 946-60), anything else on 606.
 */
export const expenseAccounts: Record<CostCategory, Account> = {
  materials: { number: "601000", label: "Achats de matières premières et fournitures" },
  subcontracting: { number: "604000", label: "Achats d’études et prestations de services (sous-traitance)" },
  other: { number: "606000", label: "Achats non stockés de matières et fournitures" },
};

/** A purchase not yet set against anything: a roofer's supplier invoice is, by far most often, materials. */
export const defaultCategory: CostCategory = "materials";

/** The rate a reverse-charged purchase is taxed at when its VAT row states none (category AE carries 0 %). */
export const REVERSE_CHARGE_DEFAULT_RATE = 2000;

/**
 * The supplier's auxiliary account: `F` and the SIREN when the invoice gives one (the register's number outlives a
 * new trading name and is the store's key for the supplier), otherwise `F`, ten letters of the name and four
 * characters of a hash of the store's id, so a renamed supplier without SIREN keeps its account only as long as
 * its name; its invoices and payments always share it, both carrying the supplier as stored.
 */
export function supplierAccount(supplier: BookedSupplier): Account {
  const label = zoneText(supplier.name);
  if (supplier.siren && /^\d{9}$/.test(supplier.siren)) return { number: `F${supplier.siren}`, label };
  const folded = foldedName(supplier.name).replace(/ /g, "").slice(0, 10);
  const hash = createHash("sha256").update(`supplier:${supplier.id}`).digest("hex").slice(0, 4).toUpperCase();
  return { number: `F${folded}${hash}`, label };
}

const formattedRate = (basisPoints: number) =>
  `${Math.trunc(basisPoints / 100)}${basisPoints % 100 ? `,${String(basisPoints % 100).replace(/0$/, "")}` : ""} %`;

/** The VAT the company owes itself on a reverse-charged base, rounded to the cent (half away from zero). */
export function reverseChargeVat(taxableCents: number, rateBasisPoints: number | null): number {
  const rate = rateBasisPoints && rateBasisPoints > 0 ? rateBasisPoints : REVERSE_CHARGE_DEFAULT_RATE;
  return Math.sign(taxableCents) * Math.round((Math.abs(taxableCents) * rate) / 10_000);
}

/** The amount before tax per expense account, in the document's direction (positive). */
function expenseShares(purchase: BookedPurchase): { account: Account; cents: number }[] {
  if (purchase.costs.length === 0) {
    return [{ account: expenseAccounts[defaultCategory], cents: purchase.taxExclusiveCents }];
  }
  const direction = purchase.isCreditNote ? -1 : 1;
  const byCategory = new Map<CostCategory, number>();
  for (const cost of purchase.costs) {
    byCategory.set(cost.category, (byCategory.get(cost.category) ?? 0) + direction * cost.amountCents);
  }
  const shares = [...byCategory].map(([category, cents]) => ({ account: expenseAccounts[category], cents }));
  if (sum(shares.map((share) => share.cents)) !== purchase.taxExclusiveCents) {
    throw new Error(`purchase ${purchase.number}: its costs do not add up to its amount before tax`);
  }
  return shares;
}

/**
 * One entry per purchase of the journal HA, on its issue date; an invoice:
 * - credits the supplier's 401 with what it asks (BT-115), so 401 holds what is left to pay; the rest of its total
 *   is an advance already paid (BT-113, less a rounding BT-114) and credits 4091, where the accountant booked that
 *   advance when it was paid; a rounding that asks more than the total debits 658;
 * - debits the expense account of each kind of cost set against it (601 by default) with its amount before tax;
 * - debits 44566 with the VAT of each rate, as the supplier invoiced it; the cent the supplier's total (BT-110) may
 *   differ from the rates' sum by goes to the largest rate's line, so the entry deducts what the invoice says;
 * - when reverse-charged (category AE: a subcontractor's construction works, CGI 283-2 nonies), debits 44566 and
 *   credits 4452 with the VAT the company owes on that base, at the row's rate or 20 %: due and deducted at once.
 * A credit note is the same with every side reversed. Only euros are booked: a purchase in another currency throws.
 */
export function purchaseEntries(purchases: readonly BookedPurchase[]): LedgerEntry[] {
  return purchases.map((purchase) => {
    checkedDate(purchase.issueDate, `purchase ${purchase.number}`);
    if (purchase.currency !== "EUR") {
      throw new Error(`purchase ${purchase.number}: ${purchase.currency}, not euros, cannot be booked as written`);
    }
    const sign = purchase.isCreditNote ? -1 : 1;
    const supplier = supplierAccount(purchase.supplier);
    const label = zoneText(
      `${purchase.isCreditNote ? "Avoir" : "Facture"} ${purchase.number} ${purchase.supplier.name}`,
    );
    const line = (account: Account, cents: number, auxiliary: Account | null = null): LedgerLine =>
      signedLine(account, auxiliary, label, sign * cents);

    const charged = purchase.vat.filter((row) => row.category !== "AE" && row.vatCents !== 0);
    const gap = purchase.vatCents - sum(charged.map((row) => row.vatCents));
    const largest = charged.reduce<number>(
      (best, row, index) => (row.vatCents > (charged[best]?.vatCents ?? 0) ? index : best),
      0,
    );
    if (gap !== 0 && charged.length === 0) {
      throw new Error(`purchase ${purchase.number}: VAT ${purchase.vatCents} with no rate that charges it`);
    }
    const vatLines = charged.map((row, index) =>
      signedLine(
        purchaseAccounts.deductibleVat,
        null,
        zoneText(`${label} TVA ${formattedRate(row.rateBasisPoints ?? 0)}`),
        sign * (row.vatCents + (index === largest ? gap : 0)),
      ),
    );
    const selfAssessed = purchase.vat
      .filter((row) => row.category === "AE")
      .flatMap((row) => {
        const due = reverseChargeVat(row.taxableCents, row.rateBasisPoints);
        const rate = formattedRate(row.rateBasisPoints || REVERSE_CHARGE_DEFAULT_RATE);
        const autoLabel = zoneText(`${label} autoliquidation TVA ${rate}`);
        return [
          signedLine(purchaseAccounts.deductibleVat, null, autoLabel, sign * due),
          signedLine(purchaseAccounts.reverseChargeVat, null, autoLabel, -sign * due),
        ];
      });
    const inclusive = purchase.taxExclusiveCents + purchase.vatCents;
    if (inclusive !== purchase.taxInclusiveCents) {
      throw new Error(`purchase ${purchase.number}: amount before tax plus VAT is not its total`);
    }
    const settled = inclusive - purchase.payableCents;
    return balanced({
      journal: journals.purchases,
      date: purchase.issueDate,
      pieceRef: zoneText(purchase.number),
      pieceDate: purchase.issueDate,
      lines: [
        line(purchaseAccounts.suppliers, -purchase.payableCents, supplier),
        ...(settled >= 0 ? [line(purchaseAccounts.advances, -settled)] : [line(purchaseAccounts.rounding, -settled)]),
        ...expenseShares(purchase).map((share) => line(share.account, share.cents)),
        ...vatLines,
        ...selfAssessed,
      ],
    });
  });
}

/** A payment's method as the owner picked it, in French: "virement" → "Virement"; one not known is shown as kept. */
export function supplierMethodLabel(method: string): string {
  const known: Record<string, string> = {
    virement: "Virement",
    cheque: "Chèque",
    especes: "Espèces",
    carte: "Carte bancaire",
    prelevement: "Prélèvement",
  };
  return known[method] ?? method;
}

/**
 * One entry per payment sent, in the journal of the clients' payments: the supplier's 401 debited, 512 Banque
 * credited (530 Caisse, journal CA, for cash).
 */
export function supplierPaymentEntries(payments: readonly SupplierPaymentRecord[]): LedgerEntry[] {
  return payments.map((payment) => {
    checkedDate(payment.paidOn, `payment of ${payment.purchaseNumber}`);
    if (!Number.isSafeInteger(payment.amountCents)) throw new Error(`payment of ${payment.purchaseNumber}: amount`);
    const cash = payment.method === "especes";
    const method = supplierMethodLabel(payment.method).toLowerCase();
    const label = zoneText(`Paiement ${payment.purchaseNumber} ${payment.supplier.name} ${method}`);
    return balanced({
      journal: cash ? journals.cash : journals.bank,
      date: payment.paidOn,
      pieceRef: zoneText(payment.purchaseNumber),
      pieceDate: payment.paidOn,
      lines: [
        signedLine(purchaseAccounts.suppliers, supplierAccount(payment.supplier), label, payment.amountCents),
        signedLine(cash ? purchaseAccounts.cash : purchaseAccounts.bank, null, label, -payment.amountCents),
      ],
    });
  });
}
