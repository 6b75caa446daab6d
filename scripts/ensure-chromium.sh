#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium (the web table's end-to-end tests drive it with
# playwright-core). Installs the package when it is missing; runs `apt-get update` only when the
# install fails without it.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
SUDO=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO='sudo'; else
    echo 'ensure-chromium: /usr/bin/chromium is missing and installing it needs root (or sudo).' >&2
    exit 1
  fi
fi

install() { $SUDO apt-get install -y chromium; }
if ! install; then
  $SUDO apt-get update
  install
fi
[ -x /usr/bin/chromium ]
