#!/usr/bin/env bash
# Regenerate data/<version>/objects.tsv and monsters.tsv from a NetHack
# source tree (its include/ and src/), then the engine's C tables.
#   tools/gen_tables.sh NETHACK_SRC_DIR VERSION      e.g. ~/NetHack 5.0.0
# A release at a commit of NetHack's git history:
#   git --git-dir=NETHACK.git archive 79c688cc6 include src | tar -x -C DIR
#   tools/gen_tables.sh DIR 3.7-79c688c
# (a new VERSION goes into tools/gen_data.py's VERSIONS first)
# The tree is only read; dump_tables.c is compiled against it in a temp dir.
set -euo pipefail
src=${1:?NetHack source dir}; ver=${2:?version (3.7, 3.7-79c688c or 5.0.0)}
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cc=${CC:-cc}
for f in objects monst; do
  $cc -w -I"$src/include" -c "$src/src/$f.c" -o "$tmp/$f.o"
done
$cc -w -I"$src/include" "$top/tools/dump_tables.c" "$tmp/objects.o" "$tmp/monst.o" -o "$tmp/dump"
mkdir -p "$top/data/$ver"
"$tmp/dump" objects > "$top/data/$ver/objects.tsv"
"$tmp/dump" monsters > "$top/data/$ver/monsters.tsv"
python3 "$top/tools/gen_data.py"
