/**
 * Takes the CII out of a received Factur-X (a PDF/A-3 carrying it as `factur-x.xml`, Factur-X 1.0.07) and reads it
 * with the XML reader; `readSupplierInvoiceFile` takes whatever the platform or the owner handed in, PDF or XML.
 * No PDF library of the project reads PDFs (PDFKit only writes), and a whole one is not needed: the attachment is
 * found by scanning the file's objects (those of its object streams included) for a file specification named
 * factur-x.xml, wherever the catalog's name tree or /AF put it, and inflating its embedded file stream. A PDF is
 * hostile input too: the file is capped, the inflated XML is capped while it inflates (a zip bomb stops at the cap),
 * nesting is capped, an encrypted PDF is refused, and nothing throws.
 */
import { constants, inflateSync } from "node:zlib";
import { megabytes, type ReadOptions, readSupplierInvoiceXml } from "./supplier-invoice-reader.ts";
import {
  DEFAULT_READ_LIMITS,
  type SupplierInvoiceFailure,
  type SupplierInvoiceReadResult,
} from "./supplier-invoice-types.ts";

/** The names a hybrid invoice's XML goes by: Factur-X, and its German twins ZUGFeRD 2 and XRechnung, the same CII. */
export const FACTURX_FILE_NAMES = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml"];

/** 25 MB: a supplier's PDF with a few photos of the delivery, not a scan of a whole binder. */
export const DEFAULT_MAX_PDF_BYTES = 25_000_000;

class PdfError extends Error {}

class PdfName {
  constructor(readonly value: string) {}
}
class PdfRef {
  constructor(readonly num: number) {}
}
/** A string's bytes, one char per byte (latin1), as the PDF holds them. */
class PdfString {
  constructor(readonly bytes: string) {}
}
type PdfValue = number | boolean | null | PdfName | PdfRef | PdfString | PdfValue[] | PdfDict;
type PdfDict = Map<string, PdfValue>;

const MAX_NESTING = 64;
const DELIMITER = /[\s()<>[\]{}/%]/;

/** A parser of PDF objects (ISO 32000-1, 7.3) over the file as a latin1 string. */
class Lexer {
  constructor(
    readonly source: string,
    public pos: number,
  ) {}

  skip(): void {
    while (this.pos < this.source.length) {
      const char = this.source[this.pos] ?? "";
      if (char === "%") {
        while (this.pos < this.source.length && !"\r\n".includes(this.source[this.pos] ?? "")) this.pos += 1;
      } else if (/[\s\0]/.test(char)) this.pos += 1;
      else return;
    }
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_NESTING) throw new PdfError("nesting");
    this.skip();
    const { source } = this;
    const char = source[this.pos];
    if (char === undefined) throw new PdfError("end");
    if (source.startsWith("<<", this.pos)) {
      this.pos += 2;
      const dict: PdfDict = new Map();
      for (;;) {
        this.skip();
        if (source.startsWith(">>", this.pos)) {
          this.pos += 2;
          return dict;
        }
        const key = this.value(depth + 1);
        if (!(key instanceof PdfName)) throw new PdfError("key");
        dict.set(key.value, this.value(depth + 1));
      }
    }
    if (char === "[") {
      this.pos += 1;
      const array: PdfValue[] = [];
      for (;;) {
        this.skip();
        if (source[this.pos] === "]") {
          this.pos += 1;
          return array;
        }
        array.push(this.value(depth + 1));
      }
    }
    if (char === "/") {
      let end = this.pos + 1;
      while (end < source.length && !DELIMITER.test(source[end] ?? "")) end += 1;
      const raw = source.slice(this.pos + 1, end);
      this.pos = end;
      return new PdfName(
        raw.replace(/#([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      );
    }
    if (char === "(") return this.literal();
    if (char === "<") {
      const end = source.indexOf(">", this.pos);
      if (end === -1) throw new PdfError("hex");
      const hex = source.slice(this.pos + 1, end).replace(/\s/g, "");
      this.pos = end + 1;
      const padded = hex.length % 2 === 1 ? `${hex}0` : hex;
      return new PdfString(padded.replace(/../g, (pair) => String.fromCharCode(Number.parseInt(pair, 16))));
    }
    const number = /^[+-]?(?:\d+\.?\d*|\.\d+)/.exec(source.slice(this.pos, this.pos + 32));
    if (number) {
      this.pos += number[0].length;
      // "12 0 R" is a reference; look ahead without consuming when it is not one.
      const reference = /^\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/.exec(source.slice(this.pos, this.pos + 32));
      if (reference && /^\d+$/.test(number[0])) {
        this.pos += reference[0].length;
        return new PdfRef(Number(number[0]));
      }
      return Number(number[0]);
    }
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (source.startsWith(word, this.pos)) {
        this.pos += word.length;
        return value;
      }
    }
    throw new PdfError("token");
  }

  literal(): PdfString {
    const { source } = this;
    let out = "";
    let nesting = 0;
    let i = this.pos + 1;
    const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
    for (; i < source.length; i += 1) {
      const char = source[i] ?? "";
      if (char === "\\") {
        const next = source[i + 1] ?? "";
        const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1, i + 4));
        if (octal) {
          out += String.fromCharCode(Number.parseInt(octal[0], 8) & 0xff);
          i += octal[0].length;
        } else if (next === "\r" || next === "\n") {
          i += next === "\r" && source[i + 2] === "\n" ? 2 : 1;
        } else {
          out += escapes[next] ?? next;
          i += 1;
        }
      } else if (char === "(") {
        nesting += 1;
        out += char;
      } else if (char === ")") {
        if (nesting === 0) break;
        nesting -= 1;
        out += char;
      } else out += char;
    }
    if (i >= source.length) throw new PdfError("string");
    this.pos = i + 1;
    return new PdfString(out);
  }
}

interface PdfObject {
  value: PdfValue;
  /** The raw (still encoded) stream data, when the object is a stream. */
  stream: string | null;
}

/** The objects of a PDF, by number, the last definition winning as incremental updates intend. */
class PdfFile {
  private readonly offsets = new Map<number, number>();
  private readonly inStreams = new Map<number, { source: string; offset: number }>();
  private readonly cache = new Map<number, PdfObject | null>();
  private readonly resolving = new Set<number>();

  constructor(
    readonly source: string,
    readonly maxInflated: number,
  ) {
    // Bounded runs and no start inside a run of digits: linear however many digits or spaces a hostile file holds.
    for (const match of source.matchAll(/(?<!\d)(\d{1,10})\s{1,20}\d{1,5}\s{1,20}obj\b/g)) {
      this.offsets.set(Number(match[1]), (match.index ?? 0) + match[0].length);
      if (this.offsets.size > 1_000_000) throw new PdfError("objects");
    }
    for (const num of [...this.offsets.keys()]) {
      const object = this.object(num);
      if (object?.stream == null || name(dictOf(object.value)?.get("Type")) !== "ObjStm") continue;
      try {
        this.unpack(object);
      } catch {
        // A damaged or oversized object stream holds fonts or pages as often as the attachment: it is skipped,
        // and if the attachment was in it the file reads as a PDF without factur-x.xml.
      }
    }
  }

  /** Registers the objects packed in an object stream (7.5.7), unless the file defines them directly. */
  private unpack(object: PdfObject): void {
    const dict = dictOf(object.value);
    const count = this.resolve(dict?.get("N"));
    const first = this.resolve(dict?.get("First"));
    if (typeof count !== "number" || typeof first !== "number") return;
    const source = this.decode(object);
    const header = source.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < Math.min(header.length, count * 2); i += 2) {
      const num = header[i] ?? Number.NaN;
      if (!this.offsets.has(num)) this.inStreams.set(num, { source, offset: first + (header[i + 1] ?? 0) });
    }
  }

  numbers(): number[] {
    return [...this.offsets.keys(), ...this.inStreams.keys()];
  }

  object(num: number): PdfObject | null {
    const cached = this.cache.get(num);
    if (cached !== undefined) return cached;
    if (this.resolving.has(num)) throw new PdfError("cycle");
    this.resolving.add(num);
    let object: PdfObject | null = null;
    const offset = this.offsets.get(num);
    const packed = this.inStreams.get(num);
    try {
      if (offset !== undefined) {
        const lexer = new Lexer(this.source, offset);
        const value = lexer.value();
        lexer.skip();
        const stream = this.source.startsWith("stream", lexer.pos) ? this.streamData(value, lexer.pos + 6) : null;
        object = { value, stream };
      } else if (packed !== undefined) {
        object = { value: new Lexer(packed.source, packed.offset).value(), stream: null };
      }
    } catch (error) {
      // A damaged object elsewhere in the file (a font, a page) does not hide the attachment: it reads as absent.
      if (!(error instanceof PdfError)) throw error;
    } finally {
      this.resolving.delete(num);
    }
    this.cache.set(num, object);
    return object;
  }

  /** The stream's bytes, by its /Length when it holds, else up to "endstream" (a writer that got /Length wrong). */
  private streamData(value: PdfValue, after: number): string {
    const start = this.source.startsWith("\r\n", after) ? after + 2 : this.source[after] === "\n" ? after + 1 : after;
    const length = this.resolve(dictOf(value)?.get("Length"));
    if (
      typeof length === "number" &&
      length >= 0 &&
      /^\s*endstream/.test(this.source.slice(start + length, start + length + 20))
    ) {
      return this.source.slice(start, start + length);
    }
    const end = this.endstreamAfter(start);
    if (end === -1) throw new PdfError("stream");
    return this.source.slice(start, end).replace(/\r?\n$/, "");
  }

  private endstreams: number[] | null = null;

  /**
   * The first "endstream" at or after `start`, from one scan of the file: searching from each stream would be
   * quadratic in a hostile file of many streams that never end.
   */
  private endstreamAfter(start: number): number {
    this.endstreams ??= [...this.source.matchAll(/endstream/g)].map((match) => match.index ?? 0);
    let [low, high] = [0, this.endstreams.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.endstreams[middle] ?? 0) < start) low = middle + 1;
      else high = middle;
    }
    return this.endstreams[low] ?? -1;
  }

  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof PdfRef ? (this.object(value.num)?.value ?? null) : value;
  }

  /** A stream's decoded bytes: FlateDecode or none (what writers use for embedded files), capped as it inflates. */
  decode(object: PdfObject): string {
    const raw = object.stream ?? "";
    const filter = this.resolve(dictOf(object.value)?.get("Filter"));
    const filters = (Array.isArray(filter) ? filter : filter == null ? [] : [filter]).map(name);
    let data = Buffer.from(raw, "latin1");
    for (const each of filters) {
      if (each !== "FlateDecode" && each !== "Fl") throw new PdfError(`filter ${each}`);
      // Z_SYNC_FLUSH: a stream cut short of its checksum still gives what it holds, as PDF readers tolerate.
      data = inflateSync(data, { maxOutputLength: this.maxInflated + 1, finishFlush: constants.Z_SYNC_FLUSH });
    }
    if (data.length > this.maxInflated) throw new TooLarge();
    return data.toString("latin1");
  }
}

class TooLarge extends Error {}

const dictOf = (value: PdfValue | undefined): PdfDict | null => (value instanceof Map ? value : null);
const name = (value: PdfValue | undefined): string | null => (value instanceof PdfName ? value.value : null);

/** A PDF text string (7.9.2.2): UTF-16BE after its byte order mark, else PDFDocEncoding, latin1 for a file name. */
function text(value: PdfValue | undefined): string | null {
  if (!(value instanceof PdfString)) return null;
  if (value.bytes.startsWith("\xfe\xff"))
    return new TextDecoder("utf-16be").decode(Buffer.from(value.bytes.slice(2), "latin1"));
  return value.bytes;
}

/** Every dictionary in a value, nested ones included (a name tree may hold its file specifications inline). */
function* dictionaries(value: PdfValue | undefined, depth = 0): Generator<PdfDict> {
  if (depth > MAX_NESTING) return;
  if (value instanceof Map) {
    yield value;
    for (const entry of value.values()) yield* dictionaries(entry, depth + 1);
  } else if (Array.isArray(value)) for (const entry of value) yield* dictionaries(entry, depth + 1);
}

const failure = (code: SupplierInvoiceFailure["code"], reason: string): SupplierInvoiceFailure => ({
  ok: false,
  code,
  reason,
});

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).toString("latin1").includes("%PDF-");
}

/** The embedded factur-x.xml of a PDF, as bytes, or why there is none to read. */
export function extractFacturXml(
  pdf: Uint8Array,
  maxXmlBytes: number = DEFAULT_READ_LIMITS.maxXmlBytes,
): { ok: true; xml: Uint8Array; fileName: string } | SupplierInvoiceFailure {
  try {
    const source = Buffer.from(pdf).toString("latin1");
    if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(source)) {
      return failure(
        "pdf_encrypted",
        "Le PDF est chiffré : sa facture Factur-X ne peut pas être lue. Demandez au fournisseur un PDF sans mot de passe.",
      );
    }
    const file = new PdfFile(source, maxXmlBytes);
    const found = new Map<string, PdfDict>();
    for (const num of file.numbers()) {
      for (const dict of dictionaries(file.object(num)?.value)) {
        const fileName = (text(file.resolve(dict.get("UF"))) ?? text(file.resolve(dict.get("F"))))
          ?.trim()
          .toLowerCase();
        if (fileName && dict.has("EF") && FACTURX_FILE_NAMES.includes(fileName)) found.set(fileName, dict);
      }
    }
    for (const fileName of FACTURX_FILE_NAMES) {
      const embedded = dictOf(file.resolve(found.get(fileName)?.get("EF")));
      const ref = embedded?.get("UF") ?? embedded?.get("F");
      const stream = ref instanceof PdfRef ? file.object(ref.num) : null;
      if (stream?.stream == null) continue;
      return { ok: true, xml: Buffer.from(file.decode(stream), "latin1"), fileName };
    }
    return failure(
      "pdf_without_facturx",
      "Le PDF ne contient pas de fichier factur-x.xml : ce n'est pas une facture Factur-X, elle doit être saisie à la main.",
    );
  } catch (error) {
    if (error instanceof TooLarge || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      return failure(
        "too_large",
        `Le fichier factur-x.xml du PDF dépasse ${megabytes(maxXmlBytes)} une fois décompressé : il n'est pas lu.`,
      );
    }
    return failure(
      "pdf_unreadable",
      "Le PDF est endommagé ou illisible : sa facture Factur-X ne peut pas être extraite.",
    );
  }
}

/** Reads what was received, a Factur-X PDF or a CII or UBL XML, into the reader's model or a typed failure. */
export function readSupplierInvoiceFile(
  bytes: Uint8Array,
  options: ReadOptions & { maxPdfBytes?: number } = {},
): SupplierInvoiceReadResult {
  if (!isPdf(bytes)) return readSupplierInvoiceXml(bytes, options);
  const maxPdfBytes = options.maxPdfBytes ?? DEFAULT_MAX_PDF_BYTES;
  if (bytes.length > maxPdfBytes) {
    return failure(
      "too_large",
      `Le PDF dépasse les ${megabytes(maxPdfBytes)} acceptés pour une facture : il n'est pas lu.`,
    );
  }
  const extracted = extractFacturXml(bytes, options.maxXmlBytes ?? DEFAULT_READ_LIMITS.maxXmlBytes);
  if (!extracted.ok) return extracted;
  return readSupplierInvoiceXml(extracted.xml, { ...options, fromPdf: true });
}
