#!/usr/bin/env bash
# The HTML validity test runs the W3C Nu checker (npm vnu-jar), a Java program: Debian's headless JRE is enough.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" java default-jre-headless
