// The purchases' side of the benchmark (bench/run.mjs): a month of supplier invoices in a server's SQLite store, so
// « Achats » and a purchase's page are measured as a working month fills them. The rows are those the purchases'
// store writes (app/services/purchases/purchase-store.server.ts) for invoices typed by hand: a supplier, the totals,
// the VAT per rate, the file as received.
import { createHash } from "node:crypto";
import Database from "better-sqlite3";

const suppliers = ["Point P Lens", "Zinguerie du Pas-de-Calais", "Bennes Artois Location", "Bois et Ardoises du Nord"];
/** A JPEG's smallest frame: the page shows a link to the photo, the benchmark never opens it. */
const photo = Buffer.from("ffd8ffd9", "hex");

/**
 * Four suppliers and twenty purchases over the last month, in every state the list sorts them into. Answers the
 * last purchase's id for `/pro/achats/:achat`, or null, writing nothing, on a store without the purchases' tables
 * (a baseline from before them).
 * @param {string} file the server's LEADS_DB
 * @returns {string | null}
 */
export function seedPurchases(file) {
  const db = new Database(file);
  try {
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'supplier_invoices'").get()) {
      return null;
    }
    const at = new Date().toISOString();
    const supplier = db.prepare("INSERT INTO suppliers (name, created_at, updated_at) VALUES (?, ?, ?)");
    const purchase = db.prepare(
      `INSERT INTO supplier_invoices (origin, state, supplier_id, number, document_type_code, issue_date, due_date,
         tax_exclusive_cents, vat_cents, tax_inclusive_cents, payable_cents, original, original_name, original_type,
         original_sha256, syntax, received_at, updated_at)
       VALUES ('hand', ?, ?, ?, '380', ?, ?, ?, ?, ?, ?, ?, 'ticket.jpg', 'image/jpeg', ?, 'photo', ?, ?)`,
    );
    const vat = db.prepare(
      "INSERT INTO supplier_invoice_vat (supplier_invoice_id, category, rate_basis_points, taxable_cents, vat_cents) VALUES (?, 'S', 2000, ?, ?)",
    );
    const states = ["to-check", "approved", "paid", "to-check", "disputed"];
    const sha256 = createHash("sha256").update(photo).digest("hex");
    let last = 0;
    db.transaction(() => {
      const ids = suppliers.map((name) => supplier.run(name, at, at).lastInsertRowid);
      for (let index = 0; index < 20; index += 1) {
        const day = new Date(Date.now() - index * 36 * 3_600_000).toISOString().slice(0, 10);
        const due = new Date(Date.now() + (30 - index * 2) * 86_400_000).toISOString().slice(0, 10);
        const taxable = 12_000 + index * 4_750;
        const tax = Math.round(taxable / 5);
        const state = states[index % states.length] ?? "to-check";
        const number = `BENCH-${String(index + 1).padStart(4, "0")}`;
        const values = [taxable, tax, taxable + tax, taxable + tax, photo, sha256, at, at];
        last = Number(purchase.run(state, ids[index % ids.length], number, day, due, ...values).lastInsertRowid);
        vat.run(last, taxable, tax);
      }
    })();
    return String(last);
  } finally {
    db.close();
  }
}
