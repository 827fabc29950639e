#!/usr/bin/env bash
# The whole test suite: lint, types and unit tests (no browser; the store's suites on SQLite and on a PostgreSQL
# server they start), then the production build, end-to-end and accessibility in Chromium.
# Each stage's wall time is printed at the end, also when a stage fails (scripts/test-stages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/test-stages.sh
source scripts/test-stages.sh

stage setup "PostgreSQL, poppler and zbar for the unit tests" \
  bash -c 'bash scripts/ensure-postgresql.sh && bash scripts/ensure-poppler.sh && bash scripts/ensure-zbar.sh'

stage lint "lint and format (Biome)" npx biome check .

stage types "types" npm run --silent typecheck

stage unit "unit tests (Vitest; the store suites also on a real PostgreSQL)" npx vitest run

stage "browser setup" "Chromium for the browser tests, Java for the HTML checker" \
  bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-java.sh'

stage build "production build" npm run --silent build

stage "spa build" "the benchmark's client-only variant builds (npm run bench compares the site against it)" \
  node bench/build-spa.mjs

stage e2e "end-to-end and accessibility (Playwright, Debian Chromium)" npx playwright test
