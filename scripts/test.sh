#!/usr/bin/env bash
# The whole test suite: lint, the production build, types and unit tests (no browser; the store's suites on SQLite and
# on a PostgreSQL server they start), then end-to-end and accessibility in Chromium.
# Each stage's wall time is printed at the end, also when a stage fails (scripts/test-stages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/test-stages.sh
source scripts/test-stages.sh

stage setup "PostgreSQL, poppler and zbar for the unit tests" \
  bash -c 'bash scripts/ensure-postgresql.sh && bash scripts/ensure-poppler.sh && bash scripts/ensure-zbar.sh'

stage lint "lint and format (Biome)" npx biome check .

# The build comes before the unit tests, alone: on a machine whose photo cache is empty it encodes the site's photos
# once, and the unit tests that import them then read the cache instead of encoding them a second time at once.
stage build "production build" npm run --silent build

# Vitest runs one file at a time on two cores (its default: one worker fewer than the cores), and tsc and the
# client-only build use one core each: side by side they take the second core instead of waiting for the first.
unit_lane() {
  stage unit "unit tests (Vitest; the store suites also on a real PostgreSQL)" npx vitest run
}
types_lane() {
  stage types "types" npm run --silent typecheck
  stage "spa build" "the benchmark's client-only variant builds (npm run bench compares the site against it)" \
    node bench/build-spa.mjs
}
side_by_side unit_lane types_lane

stage "browser setup" "Chromium for the browser tests, Java for the HTML checker" \
  bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-java.sh'

stage e2e "end-to-end and accessibility (Playwright, Debian Chromium)" npx playwright test
