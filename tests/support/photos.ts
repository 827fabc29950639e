import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** Where the EXIF GPS tags of `photoWithGps` put the camera: a field near Loos-en-Gohelle. */
export const TEST_GPS = { latitude: "50/1 27/1 30/1", longitude: "2/1 47/1 40/1" } as const;
export const TEST_CAMERA_SERIAL = "SN-TOITURE-4242";

/**
 * A phone-like JPEG with an EXIF block: make, model, the camera's serial number, an orientation (6: the
 * sensor was turned a quarter, so the stored pixels lie on their side) and a GPS position. Size in pixels as
 * stored, before the orientation is applied.
 */
export async function photoWithGps(
  options: { width?: number; height?: number; colour?: string; noise?: boolean } = {},
): Promise<Buffer> {
  const width = options.width ?? 1200;
  const height = options.height ?? 900;
  const base = sharp({ create: { width, height, channels: 3, background: options.colour ?? "#b5502e" } });
  const image = options.noise
    ? sharp(
        await sharp({
          create: {
            width,
            height,
            channels: 3,
            background: options.colour ?? "#b5502e",
            noise: { type: "gaussian", mean: 120, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer(),
      )
    : base;
  return (
    image
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: "TestPhone", Model: "Toit 12" },
        IFD2: { BodySerialNumber: TEST_CAMERA_SERIAL },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: TEST_GPS.latitude,
          GPSLongitudeRef: "E",
          GPSLongitude: TEST_GPS.longitude,
        },
      })
      // sharp writes the orientation tag itself, from this setting.
      .withMetadata({ orientation: 6 })
      .toBuffer()
  );
}

export async function plainPng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export async function plainWebp(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3a6b35" } })
    .webp()
    .toBuffer();
}

export async function plainAvif(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#6b3a5b" } })
    .avif()
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of side × side one-bit pixels, all black, which zlib squeezes into about a
 * hundred kilobytes for 30,000 × 30,000 (900 million pixels: over 2.5 GB once decoded to RGB).
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const raw = Buffer.alloc(rowBytes * side); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from("\x89PNG\r\n\x1a\n", "latin1"),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>`,
);

export const textNamedJpg = Buffer.from("Ceci n’est pas une photo, seulement du texte.\n".repeat(20));

/** The first half of a real JPEG: a download cut short. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photoWithGps({ noise: true, width: 800, height: 600 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A file that starts like a JPEG and is `bytes` long: enough to cross a size limit, never decoded. */
export function oversizedFile(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x41);
  file.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return file;
}
