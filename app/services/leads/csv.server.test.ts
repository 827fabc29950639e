import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.server.ts";

describe("csvField", () => {
  it("leaves plain values alone", () => {
    expect(csvField("Jeanne Martin", ";")).toBe("Jeanne Martin");
    expect(csvField("a,b", ";")).toBe("a,b");
  });

  it("quotes the separator, quotes, line breaks and edge spaces, doubling inner quotes", () => {
    expect(csvField("a;b", ";")).toBe('"a;b"');
    expect(csvField("a,b", ",")).toBe('"a,b"');
    expect(csvField('il a dit "fuite"', ";")).toBe('"il a dit ""fuite"""');
    expect(csvField("ligne 1\nligne 2", ";")).toBe('"ligne 1\nligne 2"');
    expect(csvField("a\r\nb", ";")).toBe('"a\r\nb"');
    expect(csvField(" marge", ";")).toBe('" marge"');
  });

  it("neutralises values a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")', ";")).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField("+33 6", ";")).toBe("'+33 6");
    expect(csvField("-2+3", ";")).toBe("'-2+3");
    expect(csvField("@SUM(A1)", ";")).toBe("'@SUM(A1)");
    expect(csvField("\tx", ";")).toBe("'\tx");
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and ends every row with CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["c;d", "é"],
      ]),
    ).toBe('\uFEFFa;b\r\n"c;d";é\r\n');
  });

  /** A small RFC 4180 reader, to prove that what we write reads back to the same values. */
  function parse(csv: string, separator: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = "";
    let quoted = false;
    const text = csv.replace(/^\uFEFF/, "");
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === separator) {
        row.push(field);
        field = "";
      } else if (c === "\r" && text[i + 1] === "\n") {
        row.push(field);
        rows.push(row);
        row = [];
        field = "";
        i++;
      } else field += c;
    }
    return rows;
  }

  it("round-trips awkward values", () => {
    const rows = [
      ["id", "message"],
      ["1", 'Toit "plat"; fuite\r\nau-dessus du garage'],
      ["2", "  espaces  "],
      ["3", ""],
    ];
    for (const separator of [";", ",", "\t"]) expect(parse(toCsv(rows, separator), separator)).toEqual(rows);
  });
});
