#!/usr/bin/env bash
# The whole test suite: lint, types and unit tests (no browser; the store's suites on SQLite and on a PostgreSQL
# server they start), then the production build, end-to-end and accessibility in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-postgresql.sh
bash scripts/ensure-poppler.sh
bash scripts/ensure-zbar.sh

echo "== lint and format (Biome)"
npx biome check .

echo "== types"
npm run --silent typecheck

echo "== unit tests (Vitest; the store suites also on a real PostgreSQL)"
npx vitest run

echo "== Chromium for the browser tests, Java for the HTML checker"
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh

echo "== production build"
npm run --silent build

echo "== the benchmark's client-only variant builds (npm run bench compares the site against it)"
node bench/build-spa.mjs

echo "== end-to-end and accessibility (Playwright, Debian Chromium)"
npx playwright test
