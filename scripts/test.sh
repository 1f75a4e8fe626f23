#!/usr/bin/env bash
# Installs, builds (with address and undefined-behaviour sanitizers) and runs
# every test. Usage: scripts/test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
cmake -S . -B build-test -DCMAKE_BUILD_TYPE=Debug -DNHLEV_SANITIZE=ON >/dev/null
cmake --build build-test -j"$(nproc)"
cd build-test
ctest --output-on-failure -j"$(nproc)"
