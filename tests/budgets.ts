// The byte budgets of the public pages, all in one place with the reason for each number; tests/e2e/budgets.spec.ts
// checks them on the production build (Brotli, as served).

/** The budgets, in bytes, and why each number. */
export const budgets = {
  /**
   * A content page (home's text, services, towns, zone, portfolio, prices, legal, 404): 15 KB of JavaScript at most
   * before any interaction. Its islands (menus, floating call button, carousel, comparison) are 2 to 3 KB today;
   * 15 KB is about 75 ms on Lighthouse's 1.6 Mbit/s phone link, and stays far under React DOM alone (58 KB), so a
   * page that passes cannot be loading the application runtime again.
   */
  contentPageScripts: 15 * 1024,
  /**
   * A page with a lead form (home, /contact, /devis): 80 KB, counting the form's own code, which loads as soon as
   * the form comes near the screen (without a tap). React and React DOM for the form alone are 58 KB of it, the
   * form (fields, messages, photo field, the checks' shared tables) about 17 KB, the page's islands 2 KB. The
   * form's rules (zod, 6 KB) and the photo code load at first use and are not counted.
   */
  formPageScripts: 80 * 1024,
  /**
   * Any public page's HTML, stylesheet inline: 30 KB. The first screen must arrive in the first round trips of a
   * slow mobile link (the first 14 KB window, then about 28 KB more); the heaviest page is about 21 KB today.
   */
  pageHtml: 30 * 1024,
} as const;
