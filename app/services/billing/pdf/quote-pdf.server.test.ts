import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { quoteMentions } from "#app/content/quotes.ts";
import { site } from "#app/content/site.ts";
import { quoteDocumentExample } from "#tests/support/quotes.ts";
import { renderQuotePdf } from "./quote-pdf.server.ts";

/** The PDF's text as pdftotext reads it, spaces of every kind folded into one. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quote-pdf-"));
  try {
    const file = path.join(dir, "devis.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
      /[\s\u00a0\u202f]+/g,
      " ",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdftotext joins a word cut at its hyphen at the end of a line ("adressez-" "nous"): compared without either. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f-]+/g, "");

describe("the quote's PDF", () => {
  it("is an A4 PDF whose text holds the lines, the totals, every mention and the page numbers", async () => {
    const document = quoteDocumentExample(site);
    const pdf = await renderQuotePdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const fonts = execFileSync("pdffonts", ["-"], { input: pdf, encoding: "utf8" });
    expect(fonts).toMatch(/DejaVuSans\s+CID TrueType\s+Identity-H\s+yes yes/);
    const info = execFileSync("pdfinfo", ["-"], { input: pdf, encoding: "utf8" });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    const text = pdfText(pdf);
    for (const expected of [
      "Devis n° D-2026-0001",
      "Dépose de la gouttière",
      "Zinc naturel",
      "Déplacement",
      "1 020,00 €",
      "117,00 €",
      "1 137,00 €",
      "Page 1 / ",
    ]) {
      expect(text).toContain(expected);
    }
    for (const mention of quoteMentions(document)) {
      expect(text).toContain(mention.title);
      for (const paragraph of mention.paragraphs) expect(squash(text)).toContain(squash(paragraph));
    }
    expect(text).toContain("locaux à usage d’habitation achevés depuis plus de deux ans");
  });

  it("says who accepted it and when, once accepted", async () => {
    const text = pdfText(
      await renderQuotePdf(quoteDocumentExample(site), {
        fullName: "Jeanne Martin",
        acceptedAt: "2026-11-24T18:30:00.000Z",
      }),
    );
    expect(text).toContain("Accepté le 24 novembre 2026 à 19:30 par Jeanne Martin.");
  });
});
