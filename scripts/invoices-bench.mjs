// @ts-check
// Invoice benchmark (npm run bench:invoices): in a throw-away SQLite database, a 30-line quote is sent and accepted and
// its final invoice issued to a business client; its Factur-X PDF is rendered INVOICES_BENCH_RUNS times (50 by default,
// after one warm-up) and its client page once, by the production build as the client gets it. It prints the PDF's
// p50/p95 render time and bytes, and the page's bytes and scripts. It asserts nothing; a smoke test runs it in CI.
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const work = mkdtempSync(path.join(tmpdir(), "invoices-bench-"));
process.env.LEADS_DB = path.join(work, "leads.sqlite");
process.env.UPLOADS_DIR = path.join(work, "uploads");
process.env.MAIL_TRANSPORT = "log";
delete process.env.DATABASE_URL;
const runs = Number(process.env.INVOICES_BENCH_RUNS ?? 50);

const { loadRuntime } = await import("#server/cli-runtime.js");
const runtime = await loadRuntime();
/** @type {import("react-router").ServerBuild} */
const build = await import(pathToFileURL(path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js")).href);
try {
  const figures = await runtime.invoiceBench((pathname) => runtime.renderPublicPage(build, pathname), runs);
  const kilobytes = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`machine: ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)}`);
  console.log(
    `Factur-X PDF of a 30-line invoice (${figures.runs} renders): p50 ${figures.pdfP50Ms.toFixed(1)} ms, p95 ${figures.pdfP95Ms.toFixed(1)} ms, ${figures.pdfBytes} bytes (${kilobytes(figures.pdfBytes)})`,
  );
  console.log(
    `client page: ${figures.pageBytes} bytes of HTML (${kilobytes(figures.pageBrotliBytes)} with Brotli), scripts: ${figures.pageScripts.join(", ") || "none"}`,
  );
} finally {
  await runtime.stop?.();
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
