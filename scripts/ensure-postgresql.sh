#!/usr/bin/env bash
# The store's tests start their own PostgreSQL server from Debian's binaries (tests/support/postgres.mjs).
# Installs the postgresql package when it is missing and we are root; otherwise says how, in one line.
set -euo pipefail
if compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' (the store's tests start their own server)." >&2
  exit 1
fi
echo "PostgreSQL is missing: installing Debian's postgresql package (apt-get)."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends postgresql >/dev/null
