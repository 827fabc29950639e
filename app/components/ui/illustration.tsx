import { type IllustrationKey, illustrationSize, illustrations } from "#app/content/images.ts";

export function Illustration({
  name,
  alt,
  className = "",
}: {
  name: IllustrationKey;
  alt: string;
  className?: string;
}) {
  return (
    <img
      src={illustrations[name]}
      alt={alt}
      width={illustrationSize.width}
      height={illustrationSize.height}
      // The first screen's drawing is written into the page (hero-illustration.tsx): every other one waits.
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
