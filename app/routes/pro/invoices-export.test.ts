import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { invoicesCopy } from "#app/content/invoices.ts";
import { site } from "#app/content/site.ts";
import { invoiceCompany } from "#app/services/billing/documents/billing-settings.server.ts";
import { InvoiceStore } from "#app/services/billing/documents/invoices.server.ts";
import { openDatabase, type StoreDatabase } from "#app/services/db/database.server.ts";
import { companyOf, type PublishedCompany } from "#app/services/site/company.server.ts";
import { completeCompany, exampleBilling } from "#tests/support/billing.ts";
import { exampleQuote } from "#tests/support/quotes.ts";

const state = vi.hoisted(() => ({
  database: null as StoreDatabase | null,
  company: null as PublishedCompany | null,
  audits: [] as { action: string; email: string | null; detail?: string }[],
}));

vi.mock("#app/services/pro/session.server.ts", () => ({
  requireOwner: async () => ({ userId: 1, email: "patron@example.com" }),
}));
vi.mock("#app/services/leads/service.server.ts", () => ({
  getLeads: async () => ({ database: state.database }),
}));
vi.mock("#app/services/pro/audit.server.ts", () => ({
  clientAddress: () => "203.0.113.9",
  recordAudit: async (event: { action: string; email: string | null; detail?: string }) => {
    state.audits.push(event);
  },
}));
vi.mock("#app/services/site/company.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/services/site/company.server.ts")>()),
  publishedCompany: () => state.company,
}));

const { loader } = await import("./invoices-export.ts");
const copy = invoicesCopy.accountantExport;

function get(query: string) {
  const request = new Request(`https://www.example.fr/pro/factures/export.zip${query}`);
  return loader({ request, params: {}, context: {} } as unknown as Parameters<typeof loader>[0]);
}

describe("/pro/factures/export.zip", () => {
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "invoices-export-"));
    state.database = await openDatabase({ sqliteFile: path.join(dir, "leads.sqlite") });
    const invoices = new InvoiceStore(state.database, () => Date.parse("2026-11-02T09:00:00.000Z"));
    const id = (await invoices.create(null, {})) as number;
    await invoices.save(id, {
      clientName: "Jeanne Martin",
      clientEmail: "jeanne@example.com",
      clientAddress: "3 rue des Lilas, 62300 Lens",
      clientSiren: "",
      clientVat: "",
      siteAddress: "",
      title: "Réparation",
      serviceDate: "2026-10-30",
      paymentDays: 30,
      remindersOn: false,
      lines: exampleQuote.lines,
    });
    const issued = await invoices.issue(id, invoiceCompany(completeCompany(), exampleBilling), async (document) =>
      new TextEncoder().encode(`%PDF-${document.number}`),
    );
    if (!issued.ok) throw new Error(issued.reason);
    await invoices.recordPayment(
      id,
      { paidOn: "2026-11-15", amountCents: 113_700, method: "cheque", note: "" },
      "patron@example.com",
    );
  });
  afterAll(async () => {
    await state.database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a French 400 to missing, impossible, reversed or over-long dates", async () => {
    state.company = completeCompany();
    for (const [query, message] of [
      ["", copy.badDates],
      ["?du=2026-02-30&au=2026-03-31", copy.badDates],
      ["?du=2026-12-01&au=2026-11-01", copy.reversed],
      ["?du=2023-01-01&au=2026-01-01", copy.tooLong],
    ] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toBe(`${message}\n`);
    }
    expect(state.audits).toEqual([]);
  });

  it("answers 409 naming the SIRET while the published one is a placeholder", async () => {
    state.company = companyOf(site);
    const response = await get("?du=2026-11-01&au=2026-11-30");
    expect(response.status).toBe(409);
    expect(await response.text()).toBe(`${copy.noSiret}\n`);
    expect(copy.noSiret).toContain("« SIRET »");
  });

  it("sends the period's ZIP, never cached, named after the period, and records the export", async () => {
    state.company = completeCompany();
    const response = await get("?du=2026-11-01&au=2026-11-30");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="export-comptable-2026-11-01-au-2026-11-30.zip"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const file = path.join(dir, "download.zip");
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    expect(execFileSync("zipinfo", ["-1", file], { encoding: "utf8" }).trim().split("\n").sort()).toEqual([
      `${completeCompany().identity.legal.siret.replace(/\D/g, "").slice(0, 9)}FEC20261130.txt`,
      "LISEZMOI.txt",
      "achats.csv",
      "factures.csv",
      "paiements-fournisseurs.csv",
      "paiements.csv",
      "pdf/F-2026-0001.pdf",
    ]);
    expect(execFileSync("unzip", ["-p", file, "paiements.csv"], { encoding: "utf8" })).toContain(
      "15/11/2026;F-2026-0001;Jeanne Martin;Chèque;1137,00",
    );
    expect(state.audits).toEqual([
      {
        action: "invoice.export",
        userId: 1,
        email: "patron@example.com",
        address: "203.0.113.9",
        detail: "2026-11-01–2026-11-30, 1 documents, 1 payments",
      },
    ]);
  });
});
