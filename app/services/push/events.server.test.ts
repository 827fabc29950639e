import { describe, expect, it } from "vitest";
import {
  type DeviceChoices,
  deviceWants,
  inQuietHours,
  type PushEvent,
  placeOf,
  pushKindsFor,
  pushMessage,
} from "./events.server.ts";
import { parseDeviceChoices } from "./forms.server.ts";

const contactFields = {
  name: "Éloïse Martin",
  phone: "06 39 98 12 34",
  email: "eloise@example.com",
  city: "Lens",
  service: "Urgence Fuite Toiture",
  message: "De l’eau coule au plafond de la chambre, 12 rue des Mineurs.",
};
const quoteFields = {
  name: "Karim Benali",
  phone: "06 39 98 55 66",
  email: "karim@example.com",
  address: "12 rue des Mineurs, 62750 Loos-en-Gohelle",
  service: "Couverture",
  description: "Toiture à refaire",
};

const urgentLead: PushEvent = { kind: "lead", leadId: 7, form: "contact", fields: contactFields };
const quoteLead: PushEvent = { kind: "lead", leadId: 8, form: "devis", fields: quoteFields };

/** Paris is UTC+1 in winter, UTC+2 in summer. */
const parisWinter = (time: string) => new Date(`2026-01-15T${time}:00+01:00`);
const parisSummer = (time: string) => new Date(`2026-07-15T${time}:00+02:00`);

describe("pushMessage", () => {
  it("names the e-invoice and its company client when the platform reports it refused, rejected or disputed", () => {
    const event = (status: "207" | "210" | "213"): PushEvent => ({
      kind: "invoice.platform",
      invoiceId: 42,
      number: "F-2026-0012",
      client: "SARL Entrepôts du Nord",
      status,
    });
    expect(pushMessage(event("210"))).toEqual({
      title: "Facture refusée",
      body: "SARL Entrepôts du Nord a refusé la facture F-2026-0012\u202f: émettez un avoir puis une facture corrigée.",
      tag: "invoice-platform-42-210",
      url: "/pro/factures/42",
      urgent: false,
    });
    expect(pushMessage(event("213")).title).toBe("Facture rejetée");
    expect(pushMessage(event("213")).body).toContain("F-2026-0012 (SARL Entrepôts du Nord)");
    expect(pushMessage(event("207")).title).toBe("Facture en litige");
    const tags = ["207", "210", "213"].map((status) => pushMessage(event(status as "207")).tag);
    expect(new Set(tags).size).toBe(3);
  });

  it("says what and where of a request, opens it, and never carries the client's name, phone, e-mail or street", () => {
    for (const [event, fields] of [
      [urgentLead, contactFields],
      [quoteLead, quoteFields],
    ] as const) {
      const text = JSON.stringify(pushMessage(event));
      for (const secret of [fields.name, fields.phone, fields.email, "Mineurs", "0639"]) {
        expect(text).not.toContain(secret);
      }
    }
    expect(pushMessage(quoteLead)).toEqual({
      title: "Demande de devis",
      body: "Nouvelle demande\u202f: couverture, Loos-en-Gohelle",
      tag: "lead-8",
      url: "/pro/demandes/8",
      urgent: false,
    });
  });

  it("makes an urgent request stand out: its title, its own tag, and it stays on screen", () => {
    const message = pushMessage(urgentLead);
    expect(message.title).toBe("Urgence\u202f: fuite de toiture");
    expect(message.body).toBe("Nouvelle demande\u202f: fuite de toiture, Lens");
    expect(message.tag).toBe("urgent-lead-7");
    expect(message.urgent).toBe(true);
    const quoteUrgent = pushMessage({ ...quoteLead, fields: { ...quoteFields, service: "Urgence" } });
    expect(quoteUrgent.urgent).toBe(true);
  });

  it("opens the quote or invoice page for their events", () => {
    expect(pushMessage({ kind: "quote.accepted", quoteId: 3, number: "D-2026-0003" })).toMatchObject({
      url: "/pro/devis/3",
      body: "Le devis D-2026-0003 a été accepté.",
    });
    expect(pushMessage({ kind: "invoice.overdue", invoiceId: 4, number: "F-2026-0004" })).toMatchObject({
      url: "/pro/factures/4",
      title: "Facture en retard",
    });
    expect(pushMessage({ kind: "test", deviceName: "iPhone de Marc" }).body).toContain("iPhone de Marc");
  });
});

describe("placeOf", () => {
  it("keeps the town of a quote's address and drops a street without a town it can tell", () => {
    expect(placeOf("devis", { address: "3 allée des Tilleuls, 62300 LENS" })).toBe("Lens");
    expect(placeOf("devis", { address: "3 allée des Tilleuls" })).toBe("");
    expect(placeOf("devis", { address: "3 allée des Tilleuls Liévin" })).toBe("Liévin");
    expect(placeOf("contact", { city: "Lens" })).toBe("Lens");
  });
});

describe("inQuietHours", () => {
  const night = { from: "22:00", to: "07:00" };

  it("runs across midnight on Paris's clock, start included and end excluded", () => {
    expect(inQuietHours(night, parisWinter("21:59"))).toBe(false);
    expect(inQuietHours(night, parisWinter("22:00"))).toBe(true);
    expect(inQuietHours(night, parisWinter("03:30"))).toBe(true);
    expect(inQuietHours(night, parisWinter("06:59"))).toBe(true);
    expect(inQuietHours(night, parisWinter("07:00"))).toBe(false);
  });

  it("follows summer time: 22:30 in Paris is 20:30 UTC in July", () => {
    expect(inQuietHours(night, parisSummer("22:30"))).toBe(true);
    expect(inQuietHours(night, new Date("2026-07-15T19:30:00Z"))).toBe(false);
  });

  it("handles a range within one day, and none at all", () => {
    expect(inQuietHours({ from: "12:00", to: "14:00" }, parisWinter("13:00"))).toBe(true);
    expect(inQuietHours({ from: "12:00", to: "14:00" }, parisWinter("23:00"))).toBe(false);
    expect(inQuietHours({ from: null, to: null }, parisWinter("03:00"))).toBe(false);
  });
});

describe("deviceWants", () => {
  const device: DeviceChoices = { events: ["lead"], quietFrom: "22:00", quietTo: "07:00", urgentRings: true };

  it("gives each device only the events it chose", () => {
    expect(deviceWants(device, quoteLead, parisWinter("10:00"))).toBe(true);
    expect(deviceWants(device, { kind: "quote.viewed", quoteId: 1, number: "D" }, parisWinter("10:00"))).toBe(false);
    expect(deviceWants({ ...device, events: [] }, quoteLead, parisWinter("10:00"))).toBe(false);
  });

  it("keeps quiet at night, except for an urgent request when the device lets it ring", () => {
    expect(deviceWants(device, quoteLead, parisWinter("23:00"))).toBe(false);
    expect(deviceWants(device, urgentLead, parisWinter("23:00"))).toBe(true);
    expect(deviceWants({ ...device, urgentRings: false }, urgentLead, parisWinter("23:00"))).toBe(false);
  });

  it("always lets a test notification through to the device it targets", () => {
    expect(deviceWants({ ...device, events: [] }, { kind: "test", deviceName: "x" }, parisWinter("23:00"))).toBe(true);
  });
});

describe("the kinds a person's « Notifications » offer", () => {
  it("are those his role is told of: everything for the patron, the office's for the bureau, his jobs' day for a compagnon", () => {
    expect(pushKindsFor("patron")).toContain("backup.failed");
    expect(pushKindsFor("bureau")).toEqual([
      "lead",
      "quote.viewed",
      "quote.accepted",
      "quote.refused",
      "invoice.paid",
      "invoice.overdue",
      "invoice.platform",
      "job.emergency",
      "job.finished",
      "job.today",
      "job.client",
      "purchase.received",
    ]);
    expect(pushKindsFor("compagnon")).toEqual(["job.today"]);
  });

  it("are the only ones a saved form changes: the others the device had stay as they were", () => {
    const form = new FormData();
    form.set("name", "Téléphone de Paul");
    form.append("events", "lead");
    const parsed = parseDeviceChoices(form, pushKindsFor("compagnon"), ["job.emergency", "job.today"]);
    expect(parsed.ok && parsed.choices.events).toEqual(["job.emergency"]);
  });
});
