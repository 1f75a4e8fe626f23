#!/bin/sh
# variant_levels.sh - how many levels of the variants' .des corpora open:
# each level (a MAZE: or LEVEL: header of a file; the names are unique in
# each file) rendered once as `nhlev render FILE.des:NAME --seed 1` against
# NetHack 5.0.0's dat/, counted as opening when nhlev exits 0. Extra
# arguments go to every render (--strict: the build as it was before the
# lenient one). Prints one line per level that fails (its first error
# line) and a summary per corpus.
#   tools/variant_levels.sh NHLEV SHARED [render options...]
set -u
nhlev=$1 shared=$2
shift 2
dat=$shared/nethack/5.0.0/dat
total=0 opened=0
for corpus in slashem dnethack; do
    n=0 ok=0
    for f in "$shared"/des/$corpus/*.des; do
        for name in $(sed -n 's/^[[:space:]]*\(MAZE\|LEVEL\)[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\2/p' "$f"); do
            n=$((n + 1))
            if err=$("$nhlev" render "$f:$name" --seed 1 --dat "$dat" "$@" 2>&1 >/dev/null); then
                ok=$((ok + 1))
            else
                printf 'FAIL %s:%s: %s\n' "$corpus/${f##*/}" "$name" \
                    "$(printf '%s\n' "$err" | grep -v ': warning: ' | head -n 1)"
            fi
        done
    done
    printf '%s: %d of %d levels open\n' "$corpus" "$ok" "$n"
    total=$((total + n)) opened=$((opened + ok))
done
printf 'all: %d of %d levels open\n' "$opened" "$total"
