import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

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
  // The owner's space: never prerendered, closed to strangers (server/owner-guard.ts and the layout's loader).
  ...prefix("pro", [
    route("connexion", "routes/pro/login.tsx"),
    route("connexion/cle-d-acces", "routes/pro/passkey-login.ts"),
    route("compte/cles-d-acces", "routes/pro/passkey-register.ts"),
    route("compte/confirmer", "routes/pro/reauth.ts"),
    route("deconnexion", "routes/pro/logout.ts"),
    route("export.csv", "routes/pro/export-csv.ts"),
    route("demandes/:id/photos/:photoId", "routes/pro/lead-photo.ts"),
    layout("routes/pro/layout.tsx", [
      index("routes/pro/inbox.tsx"),
      route("demandes/:id", "routes/pro/lead.tsx"),
      route("tableau-de-bord", "routes/pro/dashboard.tsx"),
      route("compte", "routes/pro/account.tsx"),
      route("*", "routes/pro/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
