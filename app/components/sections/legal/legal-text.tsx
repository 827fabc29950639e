import type { ReactNode } from "react";
import { Link } from "react-router";
import { OwnerValue } from "#app/components/ui/owner-value.tsx";
import type { LegalBlock, LegalInline } from "#app/content/legal.ts";

const linkClass = "font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950";

function InlineText({ parts }: { parts: readonly LegalInline[] }) {
  return parts.map((part, index) => {
    const key = `${index}-${typeof part === "string" ? part : part.href}`;
    if (typeof part !== "string") {
      return part.href.startsWith("/") ? (
        <Link key={key} to={part.href} className={linkClass}>
          {part.label}
        </Link>
      ) : (
        <a key={key} href={part.href} className={linkClass} rel={part.href.startsWith("http") ? "noopener" : undefined}>
          {part.label}
        </a>
      );
    }
    return <OwnerValue key={key} text={part} />;
  });
}

const inlineKey = (parts: readonly LegalInline[]) =>
  parts.map((part) => (typeof part === "string" ? part : part.href)).join("");

function blockKey(block: LegalBlock): string {
  switch (block.kind) {
    case "subheading":
      return block.text;
    case "paragraph":
      return inlineKey(block.content);
    case "list":
      return block.items.map(inlineKey).join("|");
    case "facts":
      return block.items.map((item) => item.term).join("|");
  }
}

export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block) => <Block key={`${block.kind}:${blockKey(block)}`} block={block} />);
}

function Block({ block }: { block: LegalBlock }): ReactNode {
  switch (block.kind) {
    case "subheading":
      return (
        <h3 id={block.id} className="heading-3 mt-8 scroll-mt-28 first:mt-0">
          {block.text}
        </h3>
      );
    case "paragraph":
      return (
        <p className="mt-3 leading-relaxed text-muted">
          <InlineText parts={block.content} />
        </p>
      );
    case "list":
      return (
        <ul className="mt-3 list-disc space-y-1.5 pl-5 leading-relaxed text-muted marker:text-navy-700">
          {block.items.map((item) => (
            <li key={inlineKey(item)}>
              <InlineText parts={item} />
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="mt-4 space-y-3 rounded-card border border-line bg-surface p-5 text-sm sm:grid sm:grid-cols-[13rem_1fr] sm:gap-x-6 sm:gap-y-3 sm:space-y-0 sm:text-base">
          {block.items.map((item) => (
            <div key={item.term} className="sm:contents">
              <dt className="font-semibold text-navy-900">{item.term}</dt>
              <dd className="break-words text-muted">
                <InlineText parts={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}
