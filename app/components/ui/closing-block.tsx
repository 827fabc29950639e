import { type CallToAction, CallToActions } from "./call-to-action.tsx";

/** The navy band that ends a page: a question, a sentence, what to do next. */
export function ClosingBlock({
  titleId,
  title,
  text,
  actions,
}: {
  titleId: string;
  title: string;
  text: string;
  actions: readonly CallToAction[];
}) {
  return (
    <section aria-labelledby={titleId} className="bg-navy-900 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-navy-100">{text}</p>
        </div>
        <CallToActions actions={actions} className="w-full sm:w-auto lg:shrink-0" />
      </div>
    </section>
  );
}
