#!/usr/bin/env bash
# The quotes' tests read their PDF as a person's tools would: pdftotext, pdffonts and pdfinfo, from Debian's
# poppler-utils.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" pdftotext poppler-utils
