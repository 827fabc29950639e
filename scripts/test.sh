#!/usr/bin/env bash
# The whole test suite: lint, types and unit tests (no browser needed), then the production build, end-to-end
# and accessibility in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== lint and format (Biome)"
npx biome check .

echo "== types"
npm run --silent typecheck

echo "== unit tests (Vitest)"
npx vitest run

echo "== Chromium for the browser tests"
bash scripts/ensure-chromium.sh

echo "== production build"
npm run --silent build

echo "== end-to-end and accessibility (Playwright, Debian Chromium)"
npx playwright test
