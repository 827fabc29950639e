import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Every test fails on a console error, an uncaught page error or a Content-Security-Policy
 * violation, so a broken hydration or anything blocked by the policy cannot pass unnoticed.
 */
export const test = base.extend<{ consoleErrors: string[]; touchOwnerPages: boolean }>({
  /**
   * An owner's reading screen starts its application at the owner's first touch (decision 032). The features' specs
   * drive the running application, so `goto` touches such a page as the owner first would and waits for it to run;
   * `test.use({ touchOwnerPages: false })` leaves it as it loaded (tests/e2e/owner-first-use.spec.ts).
   */
  touchOwnerPages: [true, { option: true }],
  // A public page imports its islands after its first paint (app/lib/island-loader.ts), and an owner's page may
  // hydrate after the load event that `goto` waits for. Tests then wait for the page to react, as a visitor does.
  page: async ({ page, javaScriptEnabled, touchOwnerPages }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        if (touchOwnerPages) {
          await page.evaluate(() => {
            if (window.__ownerFirstUse?.running === false)
              document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
          });
        }
        await page.waitForFunction((touched) => {
          if (document.querySelector("script[data-islands]:not([data-loaded])")) return false;
          if (!("__reactRouterContext" in window)) return true;
          const gate = window.__ownerFirstUse;
          if (gate) return gate.running || !touched;
          return "__reactRouterDataRouter" in window;
        }, touchOwnerPages);
      }
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${message.text()} ${message.location().url}`.trim());
      });
      // An AbortError is a request React Router cancelled on purpose, a newer navigation superseding it; under load
      // React Router 7.18 can leave that rejection unhandled, which the owner never sees. Any other error counts.
      page.on("pageerror", (error) => {
        if (error.name !== "AbortError") errors.push(error.message);
      });
      // Chromium logs a blocked script as an error already; the policy's own event also catches blocked styles, fonts and images.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`);
        });
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe-core with WCAG 2.2 AA rules, best practices and axe's experimental rules (label-in-name among them),
 * and returns readable violations.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice", "experimental"])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** Pages whose 404 console message is expected (the browser logs the failed document load). */
export function ignoresExpected404(errors: string[]): void {
  const index = errors.findIndex((text) => text.includes("status of 404"));
  if (index >= 0) errors.splice(index, 1);
}
