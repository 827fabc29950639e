/**
 * Navigation between public pages is a full load of a prerendered page; the browser fetches the next one while
 * the visitor points at or touches its link (`moderate`: after 200 ms of hover, or at pointer or touch down), and
 * prepares `/devis` completely (prerender) from the links that lead to it, the site's main call to action. The
 * owner's space is an application of its own and is never fetched ahead. Same origin only, no third party; the
 * Content-Security-Policy allows this one inline block by its hash (server/security.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [{ source: "document", where: { href_matches: "/devis" }, eagerness: "moderate" }],
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/devis" } },
          { not: { href_matches: "/pro{/*}?" } },
          { not: { href_matches: "/*.*" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
