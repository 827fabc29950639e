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
  // The owner's app, as his phone installs it from the owner's space.
  route("manifest.webmanifest", "routes/owner-app-manifest.ts"),
  // A client's quote, by its private link (no account): rendered by the server, no React in the browser.
  route("d/:token", "routes/quote-client.tsx"),
  route("d/:token/devis.pdf", "routes/quote-client-pdf.ts"),
  // The invoices of an accepted quote, from its page: each opened through the quote's link; `:file` is
  // `facture.pdf` or `factur-x.xml`.
  route("d/:token/factures/:number", "routes/quote-invoice.tsx"),
  route("d/:token/factures/:number/:file", "routes/quote-invoice-file.ts"),
  // A client's invoice by its own private link (sent with it), rendered like the quote's page.
  route("f/:token", "routes/invoice-client.tsx"),
  route("f/:token/:file", "routes/invoice-client-file.ts"),
  // The form that asks a client's review of his finished job, by the private link his e-mail carries.
  route("a/:token", "routes/review-client.tsx"),
  // The owner's space: never prerendered, closed to strangers (server/owner-guard.ts and the layout's loader).
  ...prefix("pro", [
    route("connexion", "routes/pro/login.tsx"),
    route("installation", "routes/pro/setup.tsx"),
    route("connexion/cle-d-acces", "routes/pro/passkey-login.ts"),
    route("compte/cles-d-acces", "routes/pro/passkey-register.ts"),
    route("compte/confirmer", "routes/pro/reauth.ts"),
    route("deconnexion", "routes/pro/logout.ts"),
    route("export.csv", "routes/pro/export-csv.ts"),
    route("factures/export.zip", "routes/pro/invoices-export.ts"),
    route("demandes/:id/photos/:photoId", "routes/pro/lead-photo.ts"),
    route("site/apercu", "routes/pro/site-preview.ts"),
    route("devis/nouveau", "routes/pro/quote-new.ts"),
    route("devis/:id/pdf", "routes/pro/quote-pdf.ts"),
    route("factures/nouvelle", "routes/pro/invoice-new.ts"),
    route("factures/:id/pdf", "routes/pro/invoice-pdf.ts"),
    route("factures/:id/factur-x.xml", "routes/pro/invoice-xml.ts"),
    route("site/realisations/photo", "routes/pro/site-project-photo.ts"),
    layout("routes/pro/layout.tsx", [
      index("routes/pro/inbox.tsx"),
      route("demandes/:id", "routes/pro/lead.tsx"),
      route("tableau-de-bord", "routes/pro/dashboard.tsx"),
      route("devis", "routes/pro/quotes.tsx"),
      route("devis/:id", "routes/pro/quote.tsx"),
      route("factures", "routes/pro/invoices.tsx"),
      route("factures/reglages", "routes/pro/invoice-settings.tsx"),
      route("factures/:id", "routes/pro/invoice.tsx"),
      route("compte", "routes/pro/account.tsx"),
      route("site", "routes/pro/site.tsx"),
      route("site/entreprise", "routes/pro/site-company.tsx"),
      route("site/realisations", "routes/pro/site-projects.tsx"),
      route("site/tarifs", "routes/pro/site-prices.tsx"),
      route("site/avis", "routes/pro/site-testimonials.tsx"),
      route("site/avis-clients", "routes/pro/site-reviews.tsx"),
      route("site/annonce", "routes/pro/site-announcement.tsx"),
      route("*", "routes/pro/not-found.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
