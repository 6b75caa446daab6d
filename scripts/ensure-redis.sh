#!/usr/bin/env bash
# Makes sure redis-server is on PATH (the queue tests and `arbiter sim --queue` need one). Installs
# Debian's package when it is missing; runs `apt-get update` only when the install fails without it.
set -euo pipefail

if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
SUDO=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO='sudo'; else
    echo 'ensure-redis: redis-server is missing and installing it needs root (or sudo).' >&2
    exit 1
  fi
fi

install() { $SUDO apt-get install -y redis-server; }
if ! install; then
  $SUDO apt-get update
  install
fi
command -v redis-server >/dev/null 2>&1
