#!/usr/bin/env bash
# The whole test suite: lint, types, unit tests, production build, then end-to-end and accessibility in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh

echo "== lint and format (Biome)"
npx biome check .

echo "== types"
npm run --silent typecheck

echo "== unit tests (Vitest)"
npx vitest run

echo "== production build"
npm run --silent build

echo "== end-to-end and accessibility (Playwright, Debian Chromium)"
npx playwright test
