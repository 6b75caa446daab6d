#!/usr/bin/env bash
# Makes sure Debian's PostgreSQL server binaries are installed (the PostgreSQL store's failover test
# starts its own throwaway cluster with them) and prints their directory, e.g. /usr/lib/postgresql/15/bin.
# Installs the `postgresql` package when initdb is missing; runs `apt-get update` only when the install
# fails without it. Starts no server: the Debian package's own cluster is left as it is.
set -euo pipefail

bindir() {
  # The newest installed major version.
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | while read -r d; do
    if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then echo "$d"; fi
  done | tail -n 1
}

dir="$(bindir)"
if [ -n "$dir" ]; then
  echo "$dir"
  exit 0
fi

export DEBIAN_FRONTEND=noninteractive
SUDO=''
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO='sudo'; else
    echo 'ensure-postgres: PostgreSQL is missing and installing it needs root (or sudo).' >&2
    exit 1
  fi
fi

install() { $SUDO apt-get install -y postgresql >&2; }
if ! install; then
  $SUDO apt-get update >&2
  install
fi
dir="$(bindir)"
if [ -z "$dir" ]; then
  echo 'ensure-postgres: postgresql is installed but /usr/lib/postgresql/*/bin/initdb is not there.' >&2
  exit 1
fi
echo "$dir"
