import { data, Link } from "react-router";
import { ArrowLeftIcon, ChevronRightIcon } from "#app/components/pro/icons.tsx";
import { proMeta } from "#app/components/pro/meta.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import type { HelpBlock, HelpPage } from "#app/content/pro-help/help-page.ts";
import { helpCopy, helpGroups, helpHref, helpPage } from "#app/content/pro-help.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { requireOwner } from "#app/services/pro/session.server.ts";
import { mayOpenPath } from "#app/services/team/policy.ts";
import type { Route } from "./+types/help";

/**
 * The owner's manual, one reading screen per screen of his space (/pro/aide/:screen) and their index (/pro/aide):
 * drawn whole by the server, links only, so it starts like the other reading screens, at the first touch.
 */
export const handle: RouteHandle = { startsOnFirstUse: true };

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireOwner(request);
  const page = params.screen === undefined ? undefined : helpPage(params.screen);
  if (params.screen !== undefined && !page) {
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  // The page's way to its screen, only for a role that may open it: a compagnon reading « Planning » is not sent
  // to a 404 (and into the audit trail) by the manual itself.
  return {
    screen: params.screen ?? null,
    opensScreen: page?.screen ? mayOpenPath(member.role, page.screen.href) : false,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const page = loaderData?.screen ? helpPage(loaderData.screen) : undefined;
  return proMeta(page ? `${helpCopy.title}\u202f: ${page.title}` : helpCopy.title, matches);
};

function Block({ block }: { block: HelpBlock }) {
  switch (block.kind) {
    case "text":
      return <p>{block.text}</p>;
    case "steps":
      return (
        <ol className="space-y-3">
          {block.items.map((item, index) => (
            <li key={item} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="min-w-0 pt-0.5">{item}</span>
            </li>
          ))}
        </ol>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-navy-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "tip":
      return (
        <p className="rounded-lg border-l-4 border-accent-500 bg-accent-100 px-4 py-3">
          <strong className="font-bold text-navy-900">{helpCopy.tip}</strong> {block.text}
        </p>
      );
  }
}

function PageLinks({ pages }: { pages: readonly HelpPage[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card">
      {pages.map((page) => (
        <li key={page.slug}>
          <Link to={helpHref(page.slug)} className="flex min-h-16 items-center gap-3 px-5 py-3.5 hover:bg-surface">
            <span className="min-w-0 flex-1">
              <span className="block font-bold text-navy-900">{page.title}</span>
              <span className="block text-sm text-muted">{page.summary}</span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0 text-muted" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function HelpIndex() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{helpCopy.title}</h1>
        <p className="mt-1 text-sm leading-relaxed text-muted">{helpCopy.intro}</p>
      </div>
      {helpGroups.map((group, index) => (
        <section key={group.title} aria-labelledby={`aide-${index}`} className="space-y-2">
          <h2 id={`aide-${index}`} className="text-sm font-bold tracking-wider text-muted uppercase">
            {group.title}
          </h2>
          <PageLinks pages={group.pages} />
        </section>
      ))}
    </div>
  );
}

function HelpScreen({ page, opensScreen }: { page: HelpPage; opensScreen: boolean }) {
  const related = (page.related ?? []).flatMap((slug) => helpPage(slug) ?? []);
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <Link
        to={helpHref()}
        className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-sm font-semibold text-navy-800 hover:text-navy-900"
      >
        <ArrowLeftIcon className="size-4" />
        {helpCopy.backToIndex}
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{page.title}</h1>
        <p className="mt-1 leading-relaxed text-muted">{page.summary}</p>
      </div>
      <div className="space-y-4 rounded-card border border-line bg-white p-5 leading-relaxed text-ink shadow-card sm:p-6">
        {page.blocks.map((block) => (
          <Block key={`${block.kind}:${"text" in block ? block.text : block.items[0]}`} block={block} />
        ))}
      </div>
      {page.screen && opensScreen ? (
        <Link to={page.screen.href} className={buttonClass("primary", "md", "w-full sm:w-auto")}>
          {helpCopy.openScreen(page.screen.label)}
        </Link>
      ) : null}
      {related.length > 0 ? (
        <section aria-labelledby="aide-voir-aussi" className="space-y-2">
          <h2 id="aide-voir-aussi" className="text-sm font-bold tracking-wider text-muted uppercase">
            {helpCopy.related}
          </h2>
          <PageLinks pages={related} />
        </section>
      ) : null}
    </div>
  );
}

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  const page = loaderData.screen ? helpPage(loaderData.screen) : undefined;
  return page ? <HelpScreen page={page} opensScreen={loaderData.opensScreen} /> : <HelpIndex />;
}
