#!/usr/bin/env bash
# compare.sh - real C NetHack (3.7 or 5.0.0: nhharness, built by build.sh) against nhlev-bench on the
# same levels and seeds 1..SEEDS, REPS repetitions. Prints one table:
#   level | C median us | nhlev median us (chunk cache on) | nhlev --no-cache median us |
#   C/nhlev | C/no-cache | mean CPU us per build C, nhlev (cache), ratio | per-rep medians
# Medians are min-of-medians over repetitions; each (program, level) is its own process, the
# three programs run back to back per level, order rotated per repetition; every run waits
# for an idle machine and is retried when other processes used > 0.25 core meanwhile
# (the machine may be shared). Details: compare.py's docstring.
#
#   tools/c-harness/build.sh
#   git clone -q <the project> /tmp/perf-nhlev
#   cmake -S /tmp/perf-nhlev -B /tmp/perf-nhlev/build -DCMAKE_BUILD_TYPE=Release
#   cmake --build /tmp/perf-nhlev/build -j2
#   uptime; tools/c-harness/compare.sh
#
# Environment: C_BIN NHLEV_BENCH DAT SEEDS(500) REPS(3) LEVELS OUT(/tmp/c-harness-compare)
#              WAIT(60 s max wait for idle per run) WAIT_TOTAL(1200 s in all) RETRIES(2) PIN(cpu for taskset)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
: "${C_BIN:=/tmp/c-harness-50/nhharness}" "${NHLEV_BENCH:=/tmp/perf-nhlev/build/nhlev-bench}"
[ -x "$C_BIN" ] || { echo "compare.sh: no $C_BIN (run build.sh)"; exit 1; }
[ -x "$NHLEV_BENCH" ] || { echo "compare.sh: no $NHLEV_BENCH (build nhlev, see above)"; exit 1; }
# nhlev-bench again, its clock swapped for the thread's CPU clock (bench.c not edited: a
# forced include redefines CLOCK_MONOTONIC), for the table that contention cannot inflate
NHLEV_SRC=${NHLEV_SRC:-$(cd "$(dirname "$NHLEV_BENCH")/.." && pwd)}
NHLEV_BENCH_CPU=${NHLEV_BENCH_CPU:-/tmp/c-harness-50/nhlev/nhlev-bench-cpu}
# (5.0 copy: bench/ now has bench.c + bench_stats.c, so compile bench/*.c; cpuclock.h next
#  to the binary instead of /tmp/c-harness-build)
if [ ! -x "$NHLEV_BENCH_CPU" ] || [ "$NHLEV_BENCH_CPU" -ot "$NHLEV_BENCH" ]; then
  CD=$(dirname "$NHLEV_BENCH_CPU"); mkdir -p "$CD"
  printf '#include <time.h>\n#undef CLOCK_MONOTONIC\n#define CLOCK_MONOTONIC CLOCK_THREAD_CPUTIME_ID\n' \
    > "$CD/cpuclock.h"
  cc -O3 -DNDEBUG -D_POSIX_C_SOURCE=200809L -std=c11 -DNHLEV_SOURCE_DIR="\"$NHLEV_SRC\"" \
     -I"$NHLEV_SRC/src" -isystem /usr/include/lua5.4 -isystem /usr/include/cjson \
     -include "$CD/cpuclock.h" "$NHLEV_SRC"/bench/*.c -o "$NHLEV_BENCH_CPU" \
     "$NHLEV_SRC/build/libnhlevcore.a" -llua5.4 -lcjson -lm
fi
export C_BIN NHLEV_BENCH NHLEV_BENCH_CPU
# compare.py is the shared one (../shared/tools/c-harness), unchanged
SHARED=${NHLEV_SHARED_DIR:-$HERE/../../../shared}
exec python3 "$SHARED/tools/c-harness/compare.py"
