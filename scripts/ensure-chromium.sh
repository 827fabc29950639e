#!/usr/bin/env bash
# Browser runs use CHROMIUM_PATH or Debian's Chromium, never a browser downloaded by a test tool.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file: point it at a Chromium or unset it." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
exec bash "$(dirname "$0")/ensure-debian-package.sh" chromium chromium
