import { type IllustrationKey, illustrationSize, illustrations } from "#app/content/images.ts";

export function Illustration({
  name,
  alt,
  className = "",
  priority = false,
}: {
  name: IllustrationKey;
  alt: string;
  className?: string;
  /** The first screen's image: loaded eagerly and first. */
  priority?: boolean;
}) {
  return (
    <img
      src={illustrations[name]}
      alt={alt}
      width={illustrationSize.width}
      height={illustrationSize.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
