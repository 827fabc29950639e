#!/usr/bin/env bash
# Browser runs use CHROMIUM_PATH or Debian's Chromium, never a browser downloaded by a test tool.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file: point it at a Chromium or unset it." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Debian's chromium is missing: installing it with apt-get."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian) or set CHROMIUM_PATH, and try again." >&2
exit 1
