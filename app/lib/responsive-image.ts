/**
 * What `import photo from "responsive-image:<name>"` gives: a raster source from app/images/source, encoded at
 * build time (vite/responsive-images.ts) into AVIF and WebP at a few widths, plus one JPEG fallback.
 */
export interface ResponsiveImage {
  /** Intrinsic size of the source: the width/height attributes that reserve the image's space. */
  width: number;
  height: number;
  /** JPEG fallback (1200 px wide at most) for browsers that read neither AVIF nor WebP. */
  src: string;
  /** One `url 480w, url 800w…` list per modern format. */
  srcSet: { avif: string; webp: string };
}
