#!/usr/bin/env bash
# Installs what nhlev needs, builds it, and starts it on the built-in levels.
# Any arguments are passed to nhlev (default: the viewer's picker).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DNHLEV_TESTS=OFF >/dev/null
cmake --build build -j"$(nproc)"
if [ $# -eq 0 ]; then
  if [ -t 1 ]; then set -- view; else set -- render chapel --seed 1; fi
fi
exec ./build/nhlev "$@"
