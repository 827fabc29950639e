import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("contact", "routes/contact.tsx"),
  route("devis", "routes/devis.tsx"),
  route("realisations", "routes/realisations.tsx"),
  route("zone-intervention", "routes/zone-intervention.tsx"),
  route("mentions-legales", "routes/mentions-legales.tsx"),
  route("tarifs", "routes/tarifs.tsx"),
  route("services/:slug", "routes/service.tsx"),
  route("villes/:slug", "routes/town.tsx"),
  // Resource routes answer from the server; the client-only build that `npm run bench` compares has none.
  ...(process.env.SPA_MODE === "1"
    ? []
    : [route("robots.txt", "routes/robots.ts"), route("sitemap.xml", "routes/sitemap.ts")]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
