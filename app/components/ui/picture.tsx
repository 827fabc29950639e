import { preload } from "react-dom";
import type { ResponsiveImage } from "#app/lib/responsive-image.ts";

/**
 * A raster photo from the build-time pipeline: AVIF, then WebP, each at several widths (the browser picks the
 * smallest file that fills `sizes`), then one JPEG. width/height reserve the space so nothing shifts.
 */
export function Picture({
  image,
  alt,
  sizes,
  className = "",
  priority = false,
}: {
  image: ResponsiveImage;
  alt: string;
  /** The rendered width at each breakpoint, e.g. "(min-width: 1024px) 384px, 100vw". */
  sizes: string;
  className?: string;
  /** The first screen's largest image: loaded eagerly and first. Everything else waits until it nears the viewport. */
  priority?: boolean;
}) {
  if (priority) {
    // A preload in <head> starts the download before the parser reaches the <picture> deep in the body.
    // Browsers without AVIF skip it (type) and fall back to the <source> list as usual.
    preload(image.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: image.srcSet.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        className={className}
      />
    </picture>
  );
}
