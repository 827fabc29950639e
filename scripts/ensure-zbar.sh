#!/usr/bin/env bash
# The invoices' tests read their transfer QR code as a banking app's scanner would: zbarimg, from Debian's
# zbar-tools.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" zbarimg zbar-tools
