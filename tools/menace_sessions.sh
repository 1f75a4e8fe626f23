#!/usr/bin/env bash
# Count nhlev's rebuilds of every level of davidbau/menace's C sessions
# (issue 23), as `nhlev session` walks them, in three kinds: dlvl-1
# checkpoints, tutorial levels, and levels reached by ^V or by play. The
# sessions are not ours (menace has no licence): give a checkout or an
# extracted copy of its test/comparison/; nothing here is committed.
#
# Usage: tools/menace_sessions.sh NHLEV MENACE_DIR [DAT] [-v]
#   MENACE_DIR  a directory holding sessions/ and maps/ (menace's
#               test/comparison/), or any directory of *.session.json
#   DAT         NetHack 3.7 at 79c688cc6's dat/ (default:
#               ../shared/nethack/3.7-79c688c/dat beside the repository)
#   -v          list every level that is not equal, with the first
#               divergent draw
# Extracting menace's sessions from a bare mirror (some objects may be
# missing from it; those files are skipped):
#   git -C MIRROR ls-tree -r HEAD test/comparison/sessions test/comparison/maps |
#     while read -r m t o p; do case $p in *.json) mkdir -p "OUT/${p%/*}";
#       git -C MIRROR cat-file blob "$o" > "OUT/$p" || rm -f "OUT/$p";; esac; done
set -uo pipefail
nhlev=${1:?usage: menace_sessions.sh NHLEV MENACE_DIR [DAT] [-v]}
dir=${2:?usage: menace_sessions.sh NHLEV MENACE_DIR [DAT] [-v]}
here=$(cd "$(dirname "$0")/.." && pwd)
dat=${3:-$here/../shared/nethack/3.7-79c688c/dat}
verbose=${4:-}
[ "$dat" = -v ] && { verbose=-v; dat=$here/../shared/nethack/3.7-79c688c/dat; }
[ -d "$dat" ] || { echo "menace_sessions: no dat/ at $dat" >&2; exit 2; }
out=$(mktemp "${TMPDIR:-/tmp}/menace-sessions.XXXXXX")
trap 'rm -f "$out"' EXIT
find "$dir" -name '*.session.json' -size +0 -print0 | sort -z |
  xargs -0 "$nhlev" session --dat "$dat" > "$out" 2>&1
files=$(find "$dir" -name '*.session.json' -size +0 | wc -l)
awk -v files="$files" -v verbose="$verbose" '
  /^# / { seed = $0; sub(/.*game seed /, "", seed); sub(/,.*/, "", seed);
          hero = $0; sub(/.*game seed [0-9]*, /, "", hero); sub(/, [0-9]* levels?$/, "", hero); sub(/, #wizloaddes.*/, "", hero) }
  /^(PASS|FAIL) / && / at draw / {
    name = $4
    kind = name == "dlvl:1" ? "dlvl 1" : name ~ /^tutorial:/ ? "tutorial" : "^V or play"
    n[kind]++
    typ = $0 ~ /: typ equal;/
    both = $1 == "PASS"
    t[kind] += typ; b[kind] += both
    if (kind == "dlvl 1" && both) games[seed "|" hero] = 1
    if (!both) { miss[kind] = miss[kind] "  " $2 " " $3 " " $4 " " $5 "\n"; last = kind }
    next
  }
  /^    (C|nhlev): / && verbose == "-v" && last != "" { miss[last] = miss[last] "  " $0 "\n"; next }
  /^(SKIP|FAIL) / { unbuilt++; miss["not rebuilt"] = miss["not rebuilt"] "  " $0 "\n" }
  / sessions?, [0-9]+ levels?:/ { total = $0 }
  END {
    printf "%d session files; %s\n", files, total
    split("dlvl 1|tutorial|^V or play", kinds, "|")
    for (i = 1; i <= 3; i++) {
      k = kinds[i]
      printf "%-11s %4d levels: typGrid equal %d, typGrid and every draw equal %d\n",
             k, n[k], t[k], b[k]
    }
    g = 0; for (x in games) g++
    printf "dlvl 1 equal in %d distinct games (seed and hero)\n", g
    if (unbuilt) printf "not rebuilt: %d\n", unbuilt
    if (verbose == "-v")
      for (i = 1; i <= 3; i++) if (miss[kinds[i]] != "") printf "misses, %s:\n%s", kinds[i], miss[kinds[i]]
    if (verbose == "-v" && miss["not rebuilt"] != "") printf "not rebuilt:\n%s", miss["not rebuilt"]
  }' "$out"
