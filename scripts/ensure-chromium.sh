#!/usr/bin/env bash
# Browser tests use Debian's Chromium (/usr/bin/chromium), never a browser downloaded by a test tool.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
exec bash "$(dirname "$0")/ensure-debian-package.sh" chromium chromium
