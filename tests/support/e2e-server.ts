import path from "node:path";

/** Where the server Playwright starts for the whole suite listens (playwright.config.ts's webServer). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** That server's SQLite store, one per port so that suites run side by side do not share leads. */
export const e2eLeadsDb = path.resolve(import.meta.dirname, `../../test-results/e2e-leads-${E2E_PORT}.sqlite`);

/** That server's photo folder, beside its store. */
export const e2eUploadsDir = path.resolve(import.meta.dirname, `../../test-results/e2e-uploads-${E2E_PORT}`);

/** That server's public project photos (SITE_PHOTOS_DIR), beside its store rather than in the working tree. */
export const e2eSitePhotosDir = path.resolve(import.meta.dirname, `../../test-results/e2e-site-photos-${E2E_PORT}`);
