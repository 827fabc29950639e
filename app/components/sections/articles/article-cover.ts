import type { OwnerArticle, ProjectPhoto } from "#app/content/published.ts";
import { buildPhotos } from "#app/images/photos.ts";

/**
 * An article's cover: its first photo, or the build's photo it names while it has none of its own (decorative
 * then: the title says what the article is about).
 */
export function articleCover(article: Pick<OwnerArticle, "photos" | "buildCover">): ProjectPhoto | null {
  const own = article.photos[0];
  if (own) return own;
  const image = article.buildCover ? buildPhotos[article.buildCover] : undefined;
  return image ? { image, alt: "" } : null;
}
