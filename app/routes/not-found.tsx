import { data, redirect } from "react-router";
import { NotFoundScreen } from "#app/components/sections/not-found-screen.tsx";
import { notFoundCopy } from "#app/content/errors.ts";
import { findRedirect } from "#app/content/redirects.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { getMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/not-found";

export const handle: RouteHandle = { hideClosingCta: true };

export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  const target = findRedirect(pathname);
  if (target) throw redirect(`${target}${search}`, 301);
  console.warn(`404 Not Found: ${pathname}`);
  return data({ pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  getMeta({
    title: notFoundCopy.metaTitle,
    description: notFoundCopy.frenchTitle,
    path: loaderData?.pathname ?? "/",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundScreen />;
}
