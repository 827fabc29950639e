import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { quoteMentions, quotesCopy } from "#app/content/quotes.ts";
import { site } from "#app/content/site.ts";
import { pricedLines } from "#app/services/billing/documents/document-lines.server.ts";
import { quoteTotals } from "#app/services/billing/documents/quote-totals.ts";
import type { QuoteDocument, QuoteLine } from "#app/services/billing/documents/quotes.server.ts";
import { exampleQuote, quoteDocumentExample } from "#tests/support/quotes.ts";
import { createBillingPdf, drawFooters, drawMentions, type PdfBlock } from "./pdf-layout.server.ts";
import { renderQuotePdf } from "./quote-pdf.server.ts";

const dir = mkdtempSync(path.join(tmpdir(), "pdf-layout-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each page's text as pdftotext lays it out (`-layout`, one call per page), its lines trimmed, blank ones dropped. */
function pages(pdf: Buffer): string[][] {
  const file = path.join(dir, "devis.pdf");
  writeFileSync(file, pdf);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  return Array.from({ length: count }, (_, index) =>
    execFileSync(
      "pdftotext",
      ["-layout", "-enc", "UTF-8", "-f", String(index + 1), "-l", String(index + 1), file, "-"],
      {
        encoding: "utf8",
      },
    )
      .split("\n")
      .map((line) => line.replace(/[\s\u00a0\u202f]+/g, " ").trim())
      .filter(Boolean),
  );
}

/** The example with `count` more lines at 10 %, a section's title among them. */
function quoteWith(count: number, variant: { urgentRepair: boolean }): QuoteDocument {
  const lines: QuoteLine[] = [...exampleQuote.lines];
  for (let index = 1; index <= count; index += 1) {
    if (index === Math.ceil(count / 2)) {
      lines.push({
        kind: "section",
        designation: "Charpente",
        quantityMilli: 0,
        unit: "",
        unitPriceCents: 0,
        vatRate: 2000,
      });
    }
    lines.push({
      kind: "line",
      designation: `Ligne n° ${index}`,
      quantityMilli: 1000,
      unit: "h",
      unitPriceCents: 4500,
      vatRate: 1000,
    });
  }
  return { ...quoteDocumentExample(site), ...variant, lines, totals: quoteTotals(pricedLines(lines)) };
}

const acceptance = { fullName: "Jeanne Martin", acceptedAt: "2026-11-24T18:30:00.000Z" };
const isFooter = (line: string) => /– Page \d+ \/ \d+$/.test(line);

describe("the billing PDF's page breaks", () => {
  it("never ends a page with a heading, the table's labels or a section title, repeats the labels, keeps the totals whole", async () => {
    const problems: string[] = [];
    let multiPage = 0;
    for (let count = 10; count <= 40; count += 1) {
      // Two variants whose mentions differ in length, so that the blocks meet the page's end at other heights.
      for (const [urgentRepair, accepted] of [
        [false, null],
        [true, acceptance],
      ] as const) {
        const document = quoteWith(count, { urgentRepair });
        const headings = new Set([
          ...quoteMentions(document).map((mention) => mention.title),
          quotesCopy.client.certificationTitle,
          ...document.lines.filter((line) => line.kind === "section").map((line) => line.designation),
        ]);
        const text = pages(await renderQuotePdf(document, accepted));
        const label = `${count} lines${urgentRepair ? ", urgent" : ""}${accepted ? ", accepted" : ""}`;
        text.forEach((lines, index) => {
          const body = lines.filter((line) => !isFooter(line));
          const last = body.at(-1) ?? "";
          if (headings.has(last) || last.startsWith(quotesCopy.editor.designation)) {
            problems.push(`${label}: page ${index + 1} ends with “${last}”`);
          }
          const rows = body.findIndex((line) => line.startsWith("Ligne n° "));
          if (rows >= 0 && !body.slice(0, rows).some((line) => line.startsWith(quotesCopy.editor.designation))) {
            problems.push(`${label}: page ${index + 1} has lines without the table's labels above them`);
          }
        });
        const totals = text.filter((lines) => lines.some((line) => line.startsWith(quotesCopy.client.inclTotal)));
        const vatLines = totals[0]?.filter((line) => /^TVA \d+ % sur|^Total TVA/.test(line)) ?? [];
        if (totals.length !== 1 || vatLines.length !== 3) problems.push(`${label}: the totals are cut`);
        if (text.length > 1) multiPage += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(multiPage).toBe(31 * 2);
  }, 240_000);

  it("starts a block on the next page when its heading and first paragraph do not fit together, at any height", async () => {
    const block: PdfBlock = {
      title: quotesCopy.client.certificationTitle,
      paragraphs: [
        "Je soussigné(e) Jeanne Martin certifie, en qualité de preneur de la prestation, que les travaux réalisés concernent des locaux à usage d’habitation achevés depuis plus de deux ans.".repeat(
          6,
        ),
        "Deuxième paragraphe.",
      ],
    };
    const problems: string[] = [];
    // From 120 points above the bottom margin down to it, 3 points at a time: the heading meets the page's end at
    // every height, the block being too long to be kept whole.
    for (let room = 120; room >= 0; room -= 3) {
      const { doc, done } = createBillingPdf({ title: "Essai", author: "Essai", date: "2026-11-27" });
      doc.y = doc.page.maxY() - room;
      drawMentions(doc, [block]);
      drawFooters(doc, (page, count) => `Essai – Page ${page} / ${count}`);
      doc.end();
      pages(await done).forEach((lines, index) => {
        const last = lines.filter((line) => !isFooter(line)).at(-1);
        if (last === block.title) problems.push(`${room} pt left: page ${index + 1} ends with its heading`);
      });
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
