#!/usr/bin/env bash
# Make sure Debian's chromium is at /usr/bin/chromium (browser tests use it; we never
# download Playwright's browsers). Installs it with apt-get when running as root.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: $CHROMIUM is missing and we are not root." >&2
  echo "ensure-chromium: install it with:  sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi

# Wait up to 10 minutes if another apt/dpkg run holds the lock.
APT=(apt-get -o DPkg::Lock::Timeout=600 -o Acquire::Retries=3)
export DEBIAN_FRONTEND=noninteractive

echo "ensure-chromium: $CHROMIUM is missing; running apt-get update"
"${APT[@]}" update -q
echo "ensure-chromium: running apt-get install -y chromium"
"${APT[@]}" install -y -q chromium
if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
