import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { drawEpcQr, type EpcTransfer, epcPayload, epcQrLabel, epcQrMatrix, epcQrSvg } from "./epc-qr.ts";

const workDir = mkdtempSync(path.join(tmpdir(), "epc-qr-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/**
 * What Debian's zbar reads in the image, read as a banking app reads it: the symbol's bytes in the character set
 * its third line names (1, UTF-8). Without -Sbinary zbar guesses the encoding of a QR code's bytes, and takes a
 * lone "è" (C3 A8) for Shift JIS.
 */
function zbarRead(png: Buffer): string {
  const file = path.join(workDir, `code-${Math.random().toString(36).slice(2)}.png`);
  writeFileSync(file, png);
  const bytes = execFileSync("zbarimg", ["--raw", "-q", "-Sbinary", file], { stdio: "pipe" });
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

const PIXELS_PER_MODULE = 6;

async function svgPng(payload: string, label = "QR code"): Promise<{ png: Buffer; modules: number }> {
  const { size } = epcQrMatrix(payload);
  const svg = epcQrSvg(payload, { size: size * PIXELS_PER_MODULE, label });
  return { png: await sharp(Buffer.from(svg)).png().toBuffer(), modules: size };
}

const transfer: EpcTransfer = {
  name: "Toitures Lefèvre",
  iban: "FR76 3000 6000 0112 3456 7890 189",
  bic: "BNPAFRPP",
  amountCents: 34_110,
  reference: "F-2026-0001",
};

describe("the EPC069-12 payload", () => {
  it("is the eleven lines of version 002, UTF-8, joined by line feeds with nothing after the reference", () => {
    expect(epcPayload(transfer)).toBe(
      [
        "BCD",
        "002",
        "1",
        "SCT",
        "BNPAFRPP",
        "Toitures Lefèvre",
        "FR7630006000011234567890189",
        "EUR341.10",
        "",
        "",
        "F-2026-0001",
      ].join("\n"),
    );
    expect(epcPayload({ ...transfer, bic: null }).split("\n")[4]).toBe("");
    expect(epcPayload({ ...transfer, bic: " bnpa frpp xxx" }).split("\n")[4]).toBe("BNPAFRPPXXX");
  });

  it("writes the amount in euros with a dot and two decimals, from one cent to 999 999 999,99 €", () => {
    const amountLine = (amountCents: number) => epcPayload({ ...transfer, amountCents }).split("\n")[7];
    expect(amountLine(1)).toBe("EUR0.01");
    expect(amountLine(10)).toBe("EUR0.10");
    expect(amountLine(113_700)).toBe("EUR1137.00");
    expect(amountLine(99_999_999_999)).toBe("EUR999999999.99");
    for (const amountCents of [0, -100, 12.5, 100_000_000_000, Number.NaN]) {
      expect(() => epcPayload({ ...transfer, amountCents }), String(amountCents)).toThrow(/amount/);
    }
  });

  it("refuses an IBAN or a BIC a bank would refuse, and an empty or too long reference", () => {
    expect(() => epcPayload({ ...transfer, iban: "FR76 3000 6000 0112 3456 7890 188" })).toThrow(/clé/);
    expect(() => epcPayload({ ...transfer, iban: "US12 3456 7890 1234" })).toThrow(/SEPA/);
    expect(() => epcPayload({ ...transfer, bic: "BNPAFRP" })).toThrow(/BIC/);
    expect(() => epcPayload({ ...transfer, name: " \n " })).toThrow(/name/);
    expect(() => epcPayload({ ...transfer, reference: "" })).toThrow(/reference/);
    expect(() => epcPayload({ ...transfer, reference: "R".repeat(141) })).toThrow(/140/);
    expect(() => epcPayload({ ...transfer, name: "Toitures\u0000Lefèvre" })).toThrow(/control character/);
    expect(epcPayload({ ...transfer, reference: "R".repeat(140) }).split("\n")[10]).toHaveLength(140);
  });

  it("keeps every field on its line and cuts a name over 70 characters", () => {
    const lines = epcPayload({ ...transfer, name: "Toitures\nLefèvre\r\n", reference: " F-2026-0001\t" }).split("\n");
    expect(lines).toHaveLength(11);
    expect(lines[5]).toBe("Toitures Lefèvre");
    expect(lines[10]).toBe("F-2026-0001");
    const longName = `${"Société de couverture et de zinguerie du Pas-de-Calais, ".repeat(2)}SARL`;
    expect([...(epcPayload({ ...transfer, name: longName }).split("\n")[5] ?? "")]).toHaveLength(70);
  });

  it("refuses more than 331 bytes, counting an accented letter as its two UTF-8 bytes", () => {
    const longest = {
      ...transfer,
      name: "N".repeat(70),
      iban: "MT84 MALT 0110 0001 2345 MTLC AST0 01S",
      bic: "BNPAFRPPXXX",
      amountCents: 99_999_999_999,
    };
    // 3 + 3 + 1 + 3 + 11 + 70 + 31 + 15 + 0 + 0 + 10 line feeds = 147 bytes before the reference.
    const bytes = (text: string) => new TextEncoder().encode(text).length;
    expect(bytes(epcPayload({ ...longest, reference: "é".repeat(92) }))).toBe(331);
    expect(() => epcPayload({ ...longest, reference: `${"é".repeat(92)}e` })).toThrow(/332 bytes/);
  });

  it("labels the code in French with the amount, the IBAN and the reference", () => {
    expect(epcQrLabel(transfer)).toBe(
      "QR code du virement\u202f: 341,10\u00a0€ vers FR76 3000 6000 0112 3456 7890 189, référence F-2026-0001",
    );
  });
});

/** The 15 format bits beside the top-left finder (ISO/IEC 18004 §7.9), read off the image, most significant first. */
async function formatInformation(png: Buffer, modules: number) {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dark = (row: number, column: number) => {
    const center = (index: number) => (index + 4) * PIXELS_PER_MODULE + PIXELS_PER_MODULE / 2;
    return (data[center(row) * info.width + center(column)] ?? 255) < 128;
  };
  const positions: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  const word =
    positions.reduce((bits, [row, column]) => (bits << 1) | (dark(row, column) ? 1 : 0), 0) ^ 0b101010000010010;
  // A genuine format word is a multiple of the BCH generator x^10 + x^8 + x^5 + x^4 + x^2 + x + 1.
  let remainder = word;
  for (let bit = 14; bit >= 10; bit--) if (remainder & (1 << bit)) remainder ^= 0b10100110111 << (bit - 10);
  const levels = ["M", "L", "H", "Q"] as const;
  return { valid: remainder === 0, level: levels[word >> 13], version: (modules - 8 - 17) / 4 };
}

describe("the EPC QR code", () => {
  it("decodes, with zbar, to the payload's lines, accents included", async () => {
    const payload = epcPayload({ ...transfer, name: "Société Lefèvre & Fils — Couverture à Liévin" });
    const { png } = await svgPng(payload);
    expect(zbarRead(png)).toBe(
      [
        "BCD",
        "002",
        "1",
        "SCT",
        "BNPAFRPP",
        "Société Lefèvre & Fils — Couverture à Liévin",
        "FR7630006000011234567890189",
        "EUR341.10",
        "",
        "",
        "F-2026-0001",
      ].join("\n"),
    );
  });

  it("is level M and at most version 13 even for the largest payload, which still decodes", async () => {
    const largest = epcPayload({
      name: "Société de couverture, de zinguerie et d’étanchéité du Pas-de-Calais",
      iban: "MT84 MALT 0110 0001 2345 MTLC AST0 01S",
      bic: "BNPAFRPPXXX",
      amountCents: 99_999_999_999,
      // Padded with two-byte letters up to the 331 bytes allowed.
      reference: `Facture F-2026-0001, acompte de 30 % du devis D-2026-0042 accepté le 24 novembre ${"é".repeat(48)}.`,
    });
    expect(new TextEncoder().encode(largest).length).toBe(331);
    const { png, modules } = await svgPng(largest);
    expect(await formatInformation(png, modules)).toEqual({ valid: true, level: "M", version: 13 });
    expect(zbarRead(png)).toBe(largest);
    const small = await svgPng(epcPayload(transfer));
    expect(await formatInformation(small.png, small.modules)).toMatchObject({ valid: true, level: "M" });
  });

  it("is an accessible SVG: one path of dark modules inside a white quiet zone of 4 modules", async () => {
    const payload = epcPayload(transfer);
    const svg = epcQrSvg(payload, { label: 'Virement <test> & "guillemets"' });
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Virement &#60;test&#62; &#38; &#34;guillemets&#34;"');
    expect(svg).toContain("<title>Virement &#60;test&#62; &#38; &#34;guillemets&#34;</title>");
    expect(svg).not.toContain("style");
    const { png, modules } = await svgPng(payload);
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(modules * PIXELS_PER_MODULE);
    const margin = 4 * PIXELS_PER_MODULE;
    let darkInMargin = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const inMargin = x < margin || y < margin || x >= info.width - margin || y >= info.height - margin;
        if (inMargin && (data[y * info.width + x] ?? 0) < 128) darkInMargin++;
      }
    }
    expect(darkInMargin).toBe(0);
    // The finder pattern's dark corner starts right after the margin.
    expect(data[(margin + 1) * info.width + margin + 1]).toBeLessThan(128);
  });

  it("drawn into a PDF, reads back from the page rasterized at 150 dpi", async () => {
    const payload = epcPayload({ ...transfer, name: "Toitures Lefèvre", amountCents: 113_700 });
    const doc = new PDFDocument({ size: [300, 300], margin: 0 });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
    drawEpcQr(doc, payload, 100, 100, 90);
    doc.end();
    const pdf = path.join(workDir, "facture.pdf");
    writeFileSync(pdf, await done);
    execFileSync("pdftoppm", ["-r", "150", "-png", "-singlefile", pdf, path.join(workDir, "facture")]);
    expect(zbarRead(readFileSync(path.join(workDir, "facture.png")))).toBe(
      [
        "BCD",
        "002",
        "1",
        "SCT",
        "BNPAFRPP",
        "Toitures Lefèvre",
        "FR7630006000011234567890189",
        "EUR1137.00",
        "",
        "",
        "F-2026-0001",
      ].join("\n"),
    );
  });
});
