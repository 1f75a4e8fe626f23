#!/usr/bin/env bash
# Installs the Debian packages nhlev builds and tests with (idempotent).
set -euo pipefail
pkgs="build-essential cmake pkg-config liblua5.4-dev libcjson-dev libncurses-dev libcriterion-dev libcairo2-dev libxml2-dev fonts-dejavu-core tmux python3 parallel"
missing=""
for p in $pkgs; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
fi
