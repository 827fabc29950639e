import type { ReactNode } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ProjectPhoto } from "#app/content/published.ts";
import type { Block, Inline } from "#app/lib/article-markdown.ts";

const photoSizes = "(min-width: 768px) 720px, 100vw";

function inlineNode(node: Inline, key: string): ReactNode {
  if (node.kind === "text") return node.text;
  const children = inlines(node.children);
  if (node.kind === "strong") return <strong key={key}>{children}</strong>;
  if (node.kind === "em") return <em key={key}>{children}</em>;
  // Only addresses the parser allowed reach here; another site's page gets no access to this one.
  return (
    <a key={key} href={node.href} rel={/^https?:/i.test(node.href) ? "noopener" : undefined}>
      {children}
    </a>
  );
}

function inlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => inlineNode(node, `${node.kind}-${index}`));
}

function blockNode(block: Block, key: string, photos: readonly ProjectPhoto[]): ReactNode {
  if (block.kind === "photo") {
    const photo = photos[block.index];
    return photo ? (
      <figure key={key}>
        <Picture image={photo.image} alt={photo.alt} sizes={photoSizes} className="w-full rounded-card" />
      </figure>
    ) : null;
  }
  if ("items" in block) {
    const List = block.kind;
    return (
      <List key={key}>
        {block.items.map((item, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items of a rendered list never move.
          <li key={position}>{inlines(item)}</li>
        ))}
      </List>
    );
  }
  const Element = block.kind;
  return <Element key={key}>{inlines(block.inlines)}</Element>;
}

/**
 * An article's body as its tree says (app/lib/article-markdown.ts): the few elements it names, each text escaped
 * by React. Its photos are the article's own, at their place.
 */
export function ArticleBody({ blocks, photos }: { blocks: readonly Block[]; photos: readonly ProjectPhoto[] }) {
  return (
    <div className="article-body">
      {blocks.map((block, index) => blockNode(block, `${block.kind}-${index}`, photos))}
    </div>
  );
}
