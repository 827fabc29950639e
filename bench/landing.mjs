// The previous landing's figures, kept in the repository (bench/landing.json): what `npm run bench` prints each page's
// blocking time and paints beside, without building that commit again. `npm run bench -- --save-landing` writes them
// from a run, on the day a change lands.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumPath } from "#scripts/chromium.mjs";

export const landingFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "landing.json");

/**
 * @typedef {{ fcp: number[], lcp: number[], tbt: number[] }} Runs the runs' values, in the order they were measured
 * @typedef {{ commit: string, date: string, chromium: string, loadAverage: string, measuredWith?: string,
 *   pages: Record<string, Runs> }} Landing how it was measured when not by `--save-landing`, in `measuredWith`
 */

/** @returns {Landing | null} */
export function readLanding() {
  return existsSync(landingFile) ? JSON.parse(readFileSync(landingFile, "utf8")) : null;
}

/** `chromium --version`, as the figures depend on it. */
export function chromiumVersion() {
  return spawnSync(chromiumPath, ["--version"], { encoding: "utf8" }).stdout.trim().split("\n").at(-1) ?? "?";
}

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * Writes the run's pages as the landing measured against from now on.
 * @param {Record<string, Runs>} pages
 * @param {string} loadAverage
 */
export function saveLanding(pages, loadAverage) {
  // BENCH_LANDING_COMMIT names the commit of a build measured from elsewhere (BENCH_ISLANDS_BUILD).
  const commit =
    process.env.BENCH_LANDING_COMMIT ??
    spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
  /** @type {Landing} */
  const landing = {
    commit,
    date: new Date().toISOString().slice(0, 10),
    chromium: chromiumVersion(),
    loadAverage,
    pages,
  };
  // One line per list of runs, as Biome formats JSON.
  const text = JSON.stringify(landing, null, 2).replace(
    /\[\s+([\d.,\s]+?)\s+\]/g,
    (_list, values) => `[${values.split(/,\s*/).join(", ")}]`,
  );
  writeFileSync(landingFile, `${text}\n`);
  return landing;
}

/**
 * The lines printed under the results: per page measured and kept in the landing's file, the medians of FCP, LCP and
 * TBT now and then, and this run's TBT values one by one (a median of five on a shared machine hides a lot).
 * @param {Record<string, Runs>} pages this run's pages (the site as built)
 * @param {Landing | null} landing
 * @returns {string[]}
 */
export function landingLines(pages, landing) {
  if (!landing) return [`previous landing: no ${path.basename(landingFile)} (npm run bench -- --save-landing)`];
  const lines = [
    `Against the previous landing (${path.basename(landingFile)}: ${landing.commit}, ${landing.date}, ` +
      `${landing.chromium}, load average ${landing.loadAverage}; now ${chromiumVersion()}), medians in ms:`,
    ...(landing.measuredWith ? [`(the landing measured ${landing.measuredWith})`] : []),
  ];
  /** @type {string[][]} */
  const rows = [["page", "FCP", "landing", "LCP", "landing", "TBT", "landing", "TBT runs"]];
  for (const [page, now] of Object.entries(pages)) {
    const then = landing.pages[page];
    const cell = (/** @type {number[] | undefined} */ values) => (values ? String(Math.round(median(values))) : "–");
    rows.push([
      page,
      cell(now.fcp),
      cell(then?.fcp),
      cell(now.lcp),
      cell(then?.lcp),
      cell(now.tbt),
      cell(then?.tbt),
      now.tbt.map(Math.round).join(" "),
    ]);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  for (const row of rows) lines.push(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "));
  return lines;
}
