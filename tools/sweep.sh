#!/usr/bin/env bash
# The refactoring sweep: every level file of each release's dat/ and a set of
# floors of every kind, at seeds 1-3, rendered as level documents with their
# RNG logs into OUTDIR (one file each). Run it with the build before and
# after a change and `diff -r` the two directories: a change that should
# alter nothing a user sees leaves them byte-identical. The releases: 5.0.0,
# 3.7 (79c8895) and 3.7-79c688c (files named RELEASE.LEVEL.SEED.json; a
# directory made before 3.7-79c688c was added lacks its 432 files).
# Usage: tools/sweep.sh NHLEV SHARED_DIR OUTDIR [SEEDS]
set -uo pipefail
nhlev=$1 shared=$2 out=$3 seeds=${4:-"1 2 3"}
mkdir -p "$out"
floors="dlvl:1 dlvl:4 dlvl:9 dlvl:15 dlvl:23 mines:2 mines:3 mines:7 gehennom:3
 gehennom:8 quest:1 quest:3 quest:5 sokoban:1 ludios:1 tower:1 planes:2
 tutorial:1"
for v in 5.0.0:5.0.0 3.7:3.7-79c8895 3.7-79c688c:3.7-79c688c; do
    rel=${v%%:*} dat=$shared/nethack/${v#*:}/dat
    [ -d "$dat" ] || continue
    names=$(cd "$dat" && ls *.lua | sed 's/\.lua$//' | grep -v -E '^(nhlib|nhcore|themerms|dungeon|quest|tut-[0-9]+-[a-z]+)$')
    for n in $names $floors; do
        for s in $seeds; do
            f="$out/$rel.${n//:/_}.$s.json"
            "$nhlev" render "$n" --seed "$s" --dat "$dat" --format json \
                >"$f" 2>"$f.err" || echo "exit $?" >>"$f.err"
            [ -s "$f.err" ] || rm -f "$f.err"
        done
    done
done
ls "$out" | grep -c '\.json$'
