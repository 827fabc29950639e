import { NotFoundScreen } from "#app/components/sections/errors/not-found-screen.tsx";
import { notFound } from "#app/lib/route-errors.ts";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

/**
 * Never drawn, since the loader always throws; a route module without a component would be a resource route
 * and answer the 404 without the site around it.
 */
export default function NotFound() {
  return <NotFoundScreen />;
}
