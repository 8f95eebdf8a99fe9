#!/usr/bin/env bash
# Make sure the Debian packages the tests use are installed, with apt-get when running as root.
#
#   bash scripts/ensure-debian-packages.sh FILE=PACKAGE ...
#
# Each argument names a file the package installs (checked first: nothing is done while every
# file is there) and the package that installs it, e.g. /usr/bin/chromium=chromium. The
# missing packages are installed in one apt-get run. Not root: says what to run and exits 1.
# Browser tests use Debian's chromium (we never download Playwright's browsers);
# tests/test_headers.py runs the built site on nginx (with ngx_brotli) and on Apache.
set -euo pipefail

missing=()
for pair in "$@"; do
  file=${pair%%=*}
  package=${pair#*=}
  if [ -z "$file" ] || [ -z "$package" ] || [ "$file" = "$pair" ]; then
    echo "ensure-debian-packages: expected FILE=PACKAGE, got '$pair'" >&2
    exit 2
  fi
  [ -e "$file" ] || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-debian-packages: the tests need ${missing[*]} (Debian packages), and we are not root." >&2
  echo "ensure-debian-packages: install them with:  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

# Wait up to 10 minutes if another apt/dpkg run holds the lock.
APT=(apt-get -o DPkg::Lock::Timeout=600 -o Acquire::Retries=3)
export DEBIAN_FRONTEND=noninteractive

echo "ensure-debian-packages: ${missing[*]} missing; running apt-get update"
"${APT[@]}" update -q
echo "ensure-debian-packages: running apt-get install -y ${missing[*]}"
"${APT[@]}" install -y -q "${missing[@]}"
for pair in "$@"; do
  if [ ! -e "${pair%%=*}" ]; then
    echo "ensure-debian-packages: apt-get finished but ${pair%%=*} (from ${pair#*=}) is still missing" >&2
    exit 1
  fi
done
echo "ensure-debian-packages: installed ${missing[*]}"
