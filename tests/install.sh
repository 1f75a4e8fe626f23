#!/usr/bin/env bash
# An installed nhlev reads its data beside itself, wherever the tree was
# moved, and never the source checkout it was built from (issue 24).
# Usage: tests/install.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$tmp/first" >/dev/null
# relocated after installing, as a package or a copied /opt tree is
mv "$tmp/first" "$tmp/moved"
bin="$tmp/moved/bin/nhlev"
[ -x "$bin" ] || fail "no $bin"

# the installed levels: a renamed dungeon shows it reads the copy, not src/
sed -i 's/The Proving Grounds/The Installed Grounds/' \
    "$tmp/moved/share/nhlev/levels/dungeon.lua"
out=$(cd / && "$bin" dungeon 2>&1) || fail "dungeon: $out"
grep -q 'The Installed Grounds' <<<"$out" || fail "dungeon did not read the installed levels: $out"

# a built-in level renders from the installed copy alone
(cd / && "$bin" render garden --seed 3 >/dev/null) || fail "render garden"

# the demo's script is installed too: the viewer's headless demo opens
out=$(cd / && "$bin" view demo --headless --keys 'q' 2>&1) || fail "view demo: $out"

# with the installed levels gone, it says so naming the installed place,
# and does not fall back to the checkout's levels/
rm -r "$tmp/moved/share/nhlev/levels"
if out=$(cd / && "$bin" render garden 2>&1); then
    fail "render without installed levels succeeded: $out"
fi
grep -q "$tmp/moved" <<<"$out" || fail "error does not name the installed place: $out"
grep -q "$src" <<<"$out" && fail "fell back to the source tree: $out"
echo "install: ok"
