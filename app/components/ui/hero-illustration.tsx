import { type IllustrationKey, illustrationSize, illustrations } from "#app/content/images.ts";

// The drawings' markup, read at build time: the hero's drawing is part of the page, not a file to fetch.
const drawings = import.meta.glob<string>("../../../public/images/illustrations/*.svg", {
  query: "?raw",
  import: "default",
  eager: true,
});

const svgElement = /^\s*<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/;

function drawingOf(name: IllustrationKey): { viewBox: string; markup: string } {
  const file = `../../../public${illustrations[name]}`;
  const match = svgElement.exec(drawings[file] ?? "");
  if (!match) throw new Error(`${file}: not a drawing with a viewBox`);
  return { viewBox: match[1] ?? "", markup: match[2] ?? "" };
}

/**
 * The first screen's drawing, written into the page as SVG: the first paint then needs the HTML alone, where an
 * image, however small, costs a request on a slow link before the page is complete. (The drawings are 3 KB each,
 * about 1 KB with Brotli in the page.) Cropped like `object-fit: cover`, from the top or around the centre.
 */
export function HeroIllustration({
  name,
  alt,
  crop,
  className = "",
}: {
  name: IllustrationKey;
  alt: string;
  crop: "top" | "center";
  className?: string;
}) {
  const { viewBox, markup } = drawingOf(name);
  const description = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={illustrationSize.width}
      height={illustrationSize.height}
      preserveAspectRatio={crop === "top" ? "xMidYMin slice" : "xMidYMid slice"}
      className={`h-auto ${className}`}
      {...description}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawings from public/, read at build time.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
