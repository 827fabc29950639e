#!/usr/bin/env bash
# Usage: ensure-debian-package.sh COMMAND PACKAGE — installs PACKAGE with apt-get when COMMAND is missing and we
# are root; otherwise stops with one line saying how to install it. Tools come from Debian, never from a
# download by a test tool.
set -euo pipefail
command_name="$1"
package="$2"
if command -v "$command_name" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "$command_name is missing: installing Debian's $package with apt-get."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$command_name is missing: run 'sudo apt-get install -y $package' (Debian) and try again." >&2
exit 1
