#!/usr/bin/env bash
# The inner loop (`npm run test:quick [base]`): what covers the files changed since `base`, committed or not (by
# default where HEAD left origin/main, or HEAD itself without that remote). Biome on those files; when code changed,
# the types of the whole project and the Vitest files importing it (`vitest related`); the Playwright specs naming
# them (scripts/test-quick-specs.mjs says how). `npm test` stays the proof before a merge: it runs everything.
set -euo pipefail
cd "$(dirname "$0")/.."

# shellcheck source=scripts/test-stages.sh
source scripts/test-stages.sh

if [ $# -gt 0 ]; then
  base=$1
elif git rev-parse --verify --quiet origin/main >/dev/null; then
  base=$(git merge-base origin/main HEAD)
else
  base=HEAD
fi

# Changed and new files that still exist (a deleted file has nothing left to check).
changed=()
while IFS= read -r file; do
  if [ -f "$file" ]; then changed+=("$file"); fi
done < <({ git diff --name-only "$base" && git ls-files --others --exclude-standard; } | sort -u)
if [ ${#changed[@]} -eq 0 ]; then
  echo "Nothing changed since $base."
  exit 0
fi
echo "Changed since $base: ${#changed[@]} file(s)."

code=()
for file in "${changed[@]}"; do
  case "$file" in *.ts | *.tsx | *.js | *.mjs) code+=("$file") ;; esac
done

stage lint "lint and format of the changed files (Biome)" \
  npx biome check --no-errors-on-unmatched --files-ignore-unknown=true "${changed[@]}"

# Documents, styles or data alone change no type and no module a unit test imports.
if [ ${#code[@]} -gt 0 ]; then
  stage types "types" npm run --silent typecheck
  stage unit "unit tests importing the changed files (vitest related)" \
    npx vitest related --run --passWithNoTests "${code[@]}"
fi

specs=()
while IFS= read -r spec; do specs+=("$spec"); done < <(node scripts/test-quick-specs.mjs "${changed[@]}")
if [ ${#specs[@]} -eq 0 ]; then
  echo "No Playwright spec names the changed files."
  exit 0
fi

build_is_current() {
  node --input-type=module -e '
    import { buildStaleness } from "./server/build-freshness.js";
    process.exit(buildStaleness(process.cwd(), `${process.env.BUILD_DIR ?? "build"}/server/index.js`) ? 1 : 0);'
}
if ! build_is_current; then
  stage build "production build (older than the code)" npm run --silent build
fi

stage e2e "the ${#specs[@]} Playwright specs naming the changed files" npx playwright test "${specs[@]}"
