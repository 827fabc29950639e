#!/usr/bin/env bash
# The whole test suite: lint, types and unit tests (no browser; the store's suites on SQLite and on a PostgreSQL
# server they start), then the production build, end-to-end and accessibility in Chromium.
# Each stage's wall time is printed at the end, also when a stage fails, so a slow or broken stage shows at once.
set -euo pipefail
cd "$(dirname "$0")/.."

stage_names=()
stage_seconds=()
running_stage=""
running_since=0

# Runs one stage under a short name for the summary; the heading says what the stage is.
stage() {
  local name=$1 heading=$2
  shift 2
  echo "== $heading"
  running_stage=$name
  running_since=$SECONDS
  "$@"
  stage_names+=("$name")
  stage_seconds+=($((SECONDS - running_since)))
  running_stage=""
}

print_times() {
  local status=$?
  if [ -n "$running_stage" ]; then
    stage_names+=("$running_stage (failed)")
    stage_seconds+=($((SECONDS - running_since)))
  fi
  echo "== time per stage (wall clock)"
  local index
  for index in "${!stage_names[@]}"; do
    printf '%-16s %5d s  %3d:%02d\n' "${stage_names[$index]}" "${stage_seconds[$index]}" \
      $((stage_seconds[index] / 60)) $((stage_seconds[index] % 60))
  done
  printf '%-16s %5d s  %3d:%02d\n' "total" "$SECONDS" $((SECONDS / 60)) $((SECONDS % 60))
  return "$status"
}
trap print_times EXIT

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
