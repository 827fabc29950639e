#!/usr/bin/env bash
# The HTML validity test runs the W3C Nu checker (npm vnu-jar), a Java program: Debian's headless JRE is enough.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Java is missing: installing default-jre-headless with apt-get."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  exit 0
fi
echo "Java is missing: run 'sudo apt-get install -y default-jre-headless' (Debian) and try again." >&2
exit 1
