// Types for the TypeScript tests of build-freshness.js (plain JavaScript, so Node runs it without a loader).
export const BUILD_INPUTS: string[];
export function buildStaleness(root: string, serverBuildPath: string): "missing" | "outdated" | null;
