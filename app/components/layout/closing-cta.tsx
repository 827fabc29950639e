import { ClosingBlock } from "#app/components/ui/closing-block.tsx";
import { layoutCopy } from "#app/content/layout.ts";

/** The shared end of most pages; pages that end with a call to action of their own hide it (RouteHandle). */
export function ClosingCta() {
  const copy = layoutCopy.closingCta;
  return (
    <ClosingBlock
      titleId="closing-cta-title"
      title={copy.title}
      text={copy.text}
      actions={[
        { kind: "quote", label: copy.quote },
        { kind: "call", label: copy.call },
      ]}
    />
  );
}
