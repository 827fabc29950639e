// The byte budgets of the public pages, all in one place with the reason for each number; tests/e2e/budgets.spec.ts
// checks them on the production build (Brotli, as served).

/** The budgets, in bytes, and why each number. */
export const budgets = {
  /**
   * Every public page, the form pages and the home page's carousel included: 15 KB of JavaScript at most before any
   * interaction, counting what the islands import as the visitor scrolls (the carousel's library). Its islands (menus,
   * floating call button, carousel, comparison) are 1 to 11 KB today; a form's React waits for the visitor's first use
   * of the form. 15 KB is about 75 ms on Lighthouse's 1.6 Mbit/s phone link, and
   * stays far under React DOM alone (58 KB), so a page that passes cannot be loading the application runtime again.
   */
  pageScriptsBeforeInteraction: 15 * 1024,
  /**
   * A lead form's own code (home, /contact, /devis), requested once the visitor first focuses, types in, clicks or
   * sends the form: 80 KB. React and React DOM for the form alone are 58 KB of it, the form (fields, messages, photo
   * field, the checks' shared tables) about 17 KB. The form's rules (zod, 6 KB) and the photo code load while the
   * visitor fills it and are not counted.
   */
  formPageScriptsAtFirstIntent: 80 * 1024,
  /**
   * Any public page's HTML, stylesheet inline: 30 KB. The first screen must arrive in the first round trips of a
   * slow mobile link (the first 14 KB window, then about 28 KB more); the heaviest page is about 21 KB today.
   */
  pageHtml: 30 * 1024,
  /**
   * Any owner's page (under /pro, logged in): the JavaScript its application loads, which React Router preloads with
   * the page (the client entry, React DOM and React Router, the root, the owner's layout, the page's own module and
   * their imports). React DOM (58 KB) and React Router (37 KB) are 95 KB of it, the owner's layout and copy 6 KB, a
   * page 13 to 25 KB (decision 029). The owner's reading screens (the inbox, a request, a quote, the dashboard, the
   * lists of quotes and invoices, an invoice) load it at the owner's first touch and none before (decision 032,
   * checked on the network by tests/e2e/owner-first-use.spec.ts); the other screens (login, account, "Mon site")
   * with the page. The budget is the heaviest page with room for a fix, so that a library or a public module that
   * creeps back into every owner's page fails CI. Since the team's roles (decision 058) the owner's layout carries a
   * navigation per role, about 3 KB more on every page (the quote 132 KB, a request 131 KB), and the heaviest page is
   * a job's (145 KB: its planning, its practical details, its photos and its acceptance, the compagnon's one screen
   * on the roof); with the retention guarantee's mentions on its invoices 148.9 KB (decision 068).
   */
  ownerPageApplicationScripts: 149 * 1024,
  /**
   * The stylesheet every public page inlines, before compression: 44 540 bytes, what it weighed before the jobs'
   * screens and the client's job page (2 December 2026). Tailwind writes into it every utility a file outside the
   * owner's space names, the clients' private pages (`/d/`, `/f/`, `/c/`) included, so a private page with a class
   * of its own weighs on every visitor's first load: draw it with the classes the sheet already has, or give the
   * class to the owner's space (app/routes/pro/pro.css). Raise this only for a change the visitor's pages need.
   */
  publicStylesheet: 44_540,
} as const;
