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
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
