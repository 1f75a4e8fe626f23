#!/usr/bin/env python3
"""instr.py - instructions per level build, C (nhharness) vs nhlev-bench (cache, --no-cache),
counted by valgrind (cachegrind, no cache simulation): a contention-free cross-check of
compare.sh for a shared machine. Per program and level: Ir(seeds 1..N+1) - Ir(seed 1),
divided by N = the mean user-space instructions of one build over seeds 2..N+1 (start-up,
init and the first build drop out; kernel work such as file reads is not counted).

  N=40 tools/c-harness/instr.py [LEVEL...]      (needs: apt-get install valgrind)
"""
import os, re, subprocess, sys
C_BIN = os.environ.get("C_BIN", "/tmp/c-harness-50/nhharness")
NB = os.environ.get("NHLEV_BENCH", "/tmp/c-harness-50/nhlev/nhlev-bench")
DAT = os.environ.get("DAT", os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../shared/nethack/5.0.0/dat"))
N = int(os.environ.get("N", "40"))
LEVELS = sys.argv[1:] or ("soko1 oracle castle valley minefill medusa bigrm minetn knox sanctum "
                          "astral tower1 dlvl:4 Val-strt Val-fila hellfill").split()

def ir(kind, level, seeds):
    cmd = {"c": [C_BIN, "--seeds", str(seeds), level],
           "cache": [NB, "--dat", DAT, "--seeds", str(seeds), level],
           "nocache": [NB, "--dat", DAT, "--seeds", str(seeds), "--no-cache", level]}[kind]
    p = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no",
                        "--cachegrind-out-file=/dev/null"] + cmd, capture_output=True, text=True)
    m = re.search(r"I\s+refs:\s+([\d,]+)", p.stderr)
    if not m:
        sys.exit("instr: no count for %s %s:\n%s" % (kind, level, p.stderr[-2000:]))
    return int(m.group(1).replace(",", ""))

print("%-9s %11s %11s %11s %8s %8s   (instructions per build, mean of seeds 2..%d)" % (
    "level", "C", "nhlev", "nocache", "C/nhlev", "C/nocac", N + 1))
r1, r2 = [], []
for l in LEVELS:
    v = {k: (ir(k, l, N + 1) - ir(k, l, 1)) / N for k in ("c", "cache", "nocache")}
    r1.append(v["c"] / v["cache"]); r2.append(v["c"] / v["nocache"])
    print("%-9s %11.0f %11.0f %11.0f %8.2f %8.2f" % (l, v["c"], v["cache"], v["nocache"],
                                                     r1[-1], r2[-1]), flush=True)
from statistics import geometric_mean as g
print("%-9s %11s %11s %11s %8.2f %8.2f   geometric means" % ("geomean", "", "", "", g(r1), g(r2)))
