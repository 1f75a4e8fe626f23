#!/usr/bin/env bash
# Real games' first levels (issue 23.1): each fixture is dlvl 1 of a game
# real C NetHack (5.0.0, or 3.7 at 79c688cc6) played from its game seed with a hero, wizard mode
# on or off, dumped right after mklev with its whole RNG log
# (tests/fixtures/startup-5.0/README.md says how they were made). nhlev
# rebuilds each from the game seed and the hero alone (`nhlev compare`
# replays the start as C's newgame makes it, then mklev, in one stream):
# every one must be equal to C's in every part and every draw.
# Usage: startup.sh NHLEV DAT FIXTURE_DIR RELEASE (5.0.0, 3.7-79c688c)
set -uo pipefail
nhlev=$1 dat=$2 fixtures=$3 release=$4
[ -d "$dat" ] || { echo "FAIL: no dat/ at $dat"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nhlev-startup.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
n=0
for f in "$fixtures"/*.json.gz; do
  gzip -dc "$f" > "$tmp/$(basename "$f" .gz)" || { echo "FAIL: cannot read $f"; exit 1; }
  n=$((n + 1))
done
[ "$n" -gt 0 ] || { echo "FAIL: no fixtures in $fixtures"; exit 1; }
out=$("$nhlev" compare --dat "$dat" "$tmp"/*.json 2>&1)
echo "$out"
echo "$out" | grep -q "^NetHack $release: $n of $n equal$" || { echo "FAIL: not all $n games equal C's"; exit 1; }
exit 0
