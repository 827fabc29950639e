import type { Kysely } from "kysely";
import type { StoreDatabase } from "#app/services/db/database.server.ts";
import type { Database } from "#app/services/db/schema.server.ts";
import type { PublishedCompany } from "#app/services/site/company.server.ts";
import type { InvoiceCompany } from "./invoice-document.ts";

/** Before the owner edits them: 3 days before the due date, then 1, 15 and 30 days after. */
export const DEFAULT_REMINDER_OFFSETS = [-3, 1, 15, 30] as const;

export interface BillingSettings {
  reminderOffsets: number[];
  iban: string;
  bic: string;
  vatOnDebits: boolean;
}

/** "-3, 1, 15, 30" → [-3, 1, 15, 30], sorted and without repeats; null when a value is not a whole day in range. */
export function parseReminderOffsets(text: string): number[] | null {
  const parts = text
    .replace(/[−–]/g, "-")
    .split(/[,;\s]+/)
    .filter(Boolean);
  if (parts.length > 8) return null;
  const values = parts.map(Number);
  if (parts.some((part) => !/^-?\d{1,3}$/.test(part)) || values.some((value) => value < -30 || value > 365)) {
    return null;
  }
  return [...new Set(values)].sort((a, b) => a - b);
}

/** The reminders' schedule, the bank account and the VAT option: one row, read by every instance. */
export class BillingSettingsStore {
  readonly #db: Kysely<Database>;

  constructor(database: StoreDatabase) {
    this.#db = database.db;
  }

  async get(): Promise<BillingSettings> {
    const row = await this.#db.selectFrom("billing_settings").selectAll().where("id", "=", 1).executeTakeFirst();
    return row
      ? {
          reminderOffsets: JSON.parse(row.reminder_offsets) as number[],
          iban: row.iban,
          bic: row.bic,
          vatOnDebits: row.vat_on_debits === 1,
        }
      : { reminderOffsets: [...DEFAULT_REMINDER_OFFSETS], iban: "", bic: "", vatOnDebits: false };
  }

  async save(settings: BillingSettings): Promise<void> {
    const values = {
      reminder_offsets: JSON.stringify(settings.reminderOffsets),
      iban: settings.iban,
      bic: settings.bic,
      vat_on_debits: settings.vatOnDebits ? 1 : 0,
      updated_at: new Date().toISOString(),
    };
    await this.#db
      .insertInto("billing_settings")
      .values({ id: 1, ...values })
      .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
      .execute();
  }
}

/** The company as an invoice names it: the published identity, with the bank account and VAT option of billing. */
export function invoiceCompany(company: PublishedCompany, settings: BillingSettings): InvoiceCompany {
  const { identity } = company;
  return {
    name: identity.name,
    legalForm: identity.legal.form,
    capital: identity.legal.capital,
    siret: identity.legal.siret,
    rcs: identity.legal.rcs,
    vatNumber: identity.legal.vat,
    address: {
      street: identity.address.street,
      postalCode: identity.address.postalCode,
      city: identity.address.city,
      country: "FR",
    },
    phone: identity.phone.display,
    email: identity.email,
    iban: settings.iban,
    bic: settings.bic,
    insurance: { ...identity.insurance },
    vatOnDebits: settings.vatOnDebits,
  };
}
