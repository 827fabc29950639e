// @ts-check
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the production build is made from: a change to any of these makes the build out of date. */
export const BUILD_INPUTS = [
  "app",
  "public",
  "vite",
  "scripts/postbuild.mjs",
  "scripts/first-screen.mjs",
  "server",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

/**
 * The newest modification time among the files below `entry` (a file or a folder), 0 if it does not exist.
 * @param {string} entry
 * @returns {number}
 */
function newestModification(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

/**
 * Why the build in `serverBuildPath` cannot be served as it is ("missing" or "outdated"), or null when it is
 * newer than every file it is made from. A `git pull` followed by `npm start` then serves the new code, not
 * the build made before it.
 * @param {string} root project folder
 * @param {string} serverBuildPath the build's server entry
 * @returns {"missing" | "outdated" | null}
 */
export function buildStaleness(root, serverBuildPath) {
  const built = newestModification(serverBuildPath);
  if (built === 0) return "missing";
  const sources = Math.max(...BUILD_INPUTS.map((input) => newestModification(path.join(root, input))));
  return sources > built ? "outdated" : null;
}
