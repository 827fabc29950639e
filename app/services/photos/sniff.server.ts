export type PhotoFormat = "jpeg" | "png" | "webp" | "avif" | "heic";

const AVIF_BRANDS = new Set(["avif", "avis"]);
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * What a file is by its first bytes, whatever its name or the type the browser declared: only the five photo
 * formats answer, so SVG, HTML, PDF, archives and anything else are refused before an image decoder sees them.
 * `head` holds at least the first 64 bytes of the file (fewer only when the file is shorter).
 */
export function sniffPhotoFormat(head: Uint8Array): PhotoFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.length >= 8 && ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  // ISO base media (HEIF family): a size, "ftyp", the major brand, a version, then the compatible brands.
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    const boxSize = Math.min(new DataView(head.buffer, head.byteOffset).getUint32(0), head.length);
    const brands = [ascii(head, 8, 12)];
    for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(head, offset, offset + 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "avif";
    if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "heic";
  }
  return null;
}
