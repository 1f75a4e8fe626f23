#!/usr/bin/env bash
# build.sh - build real C NetHack 5.0.0 (commit 6b92be365, Lua 5.4.8, clang -O2, Linux tty)
# (adapted from tools/c-harness/build.sh for 3.7: Lua version from LUA_TAG, safeproc.c
#  rebuilt from 3.7 by c-truth/mksafeproc.py since 5.0 dropped win/share/safeproc.c)
# plus "nhharness", a non-interactive entry point that times level creation.
#
#   tools/c-harness/build.sh                 # -> /tmp/c-harness-build/nhharness
#   tools/c-harness/build.sh --harness-only  # only recompile/relink nhharness.c
#   DLB=1 C_HARNESS_BUILD=/tmp/c-harness-build-dlb tools/c-harness/build.sh   # with -DDLB
#
# Everything is built under $C_HARNESS_BUILD (default /tmp/c-harness-build):
#   nethack/            the exported NetHack tree (lib/lua-5.4.6/src holds Lua)
#   install/            the installed playground (HACKDIR: dat files, sysconf)
#   nhharness           the harness binary (see nhharness.c for what it times)
# Inputs: the local bare mirrors of NetHack and Lua (see NH_GIT / LUA_GIT).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
B=${C_HARNESS_BUILD:-/tmp/c-harness-50}
NH_GIT=${NH_GIT:?set NH_GIT to the github:NetHack/NetHack git dir (fetch)}
NH_COMMIT=${NH_COMMIT:-6b92be3656a11a46abd0f15108e8d96d3d9ebb95}
NH37_GIT=${NH37_GIT:?set NH37_GIT to a NetHack git dir holding 79c889502 (for safeproc.c)}
LUA_GIT=${LUA_GIT:?set LUA_GIT to the github:lua/lua git dir (fetch)}
LUA_TAG=${LUA_TAG:-v5.4.8}
LUAV=${LUA_TAG#v}
CC=${CC:-clang}
OPT=${OPT:--O2}
JOBS=${JOBS:-2}
HARNESS_ONLY=0
[ "${1:-}" = "--harness-only" ] && HARNESS_ONLY=1   # relink nhharness against an existing build
command -v "$CC" >/dev/null || { echo "build.sh: $CC not found (apt-get install clang)"; exit 1; }
[ -d "$LUA_GIT" ] || { echo "build.sh: no Lua mirror at $LUA_GIT (use the fetch tool: github:lua/lua)"; exit 1; }

mkdir -p "$B"
NH=$B/nethack
HINTS=$NH/sys/unix/hints/linux-harness
if [ "$HARNESS_ONLY" = 0 ]; then
rm -rf "$NH" "$B/install"
mkdir -p "$NH"
git --git-dir="$NH_GIT" archive "$NH_COMMIT" | tar -x -C "$NH"

# --- Lua 5.4.6: the git tree has every file at its top; NetHack wants lib/lua-5.4.6/src.
# Build liblua.a here with the release Makefile's flags (NetHack passes SYSCFLAGS=-DLUA_USE_POSIX),
# so NetHack's own "make a" step finds it up to date.
LS=$NH/lib/lua-$LUAV/src
mkdir -p "$LS"
git --git-dir="$LUA_GIT" archive "$LUA_TAG" | tar -x -C "$LS"
(
  cd "$LS"
  objs=""
  for f in lapi lcode lctype ldebug ldo ldump lfunc lgc llex lmem lobject lopcodes lparser \
           lstate lstring ltable ltm lundump lvm lzio \
           lauxlib lbaselib lcorolib ldblib liolib lmathlib loadlib loslib lstrlib ltablib lutf8lib linit; do
    "$CC" $OPT -Wall -Wextra -DLUA_COMPAT_5_3 -DLUA_USE_POSIX -c -o $f.o $f.c &
    objs="$objs $f.o"
    while [ "$(jobs -r | wc -l)" -ge "$JOBS" ]; do wait -n; done
  done
  wait
  ar rcs liblua.a $objs
  touch liblua.a
)

# --- NetHack: the linux-minimal hints (tty only, no DLB unless DLB=1), clang, -O2,
# installed under $B/install
# DLB=1: -DDLB as the linux.370 hints have it (the Lua files, dungeon.lua, epitaphs ... in
# one nhdat archive that stays open) instead of one file each
NHDEFS=""
[ "${DLB:-0}" = 1 ] && NHDEFS="-DDLB"
sed -e "s|^PREFIX=.*|PREFIX=$B/install|" \
    -e "s|^CFLAGS=.*|CFLAGS=$OPT -I../include $NHDEFS|" \
    "$NH/sys/unix/hints/linux-minimal" > "$HINTS"
printf 'CC=%s\n' "$CC" >> "$HINTS"
( cd "$NH" && sh sys/unix/setup.sh sys/unix/hints/linux-harness >/dev/null )
( cd "$NH" && make -j"$JOBS" >"$B/make.log" 2>&1 && make install >"$B/install.log" 2>&1 ) \
  || { echo "build.sh: NetHack build failed, see $B/make.log / $B/install.log"; tail -20 "$B/make.log"; exit 1; }
fi
HACKDIR=$(ls -d "$B"/install/games/lib/nethackdir)
# the minimal hints' "make install" leaves out the system configuration file
[ -f "$HACKDIR/sysconf" ] || cp "$NH/sys/unix/sysconf" "$HACKDIR/sysconf"

# --- the harness: nhharness.c supplies main(); unixmain.c is linked in with its main renamed
# (other files call functions defined there); win/share/safeproc.c supplies silent window procs.
cp "$HERE/nhharness.c" "$NH/src/nhharness.c"
(
  cd "$NH/src"
  NHDEFS=$(sed -n 's/^CFLAGS=.*-I..\/include *//p' "$HINTS")
  "$CC" $OPT -I../include $NHDEFS -DSAFEPROCS -DHARNESS_HACKDIR="\"$HACKDIR\"" -c -o nhharness.o nhharness.c
  if [ -f ../win/share/safeproc.c ]; then SP=../win/share/safeproc.c
  else SP=safeproc_h.c; python3 "${NHLEV_SHARED_DIR:-$HERE/../../../shared}/tools/c-truth/mksafeproc.py" "$NH37_GIT" "$SP"; fi
  "$CC" $OPT -I../include $NHDEFS -DSAFEPROCS -c -o safeproc.o "$SP"
  "$CC" $OPT -I../include $NHDEFS -Dmain=nh_unixmain_unused -c -o unixmain_harness.o ../sys/unix/unixmain.c
  objs=$(ls *.o | grep -v -x -e unixmain.o -e nhharness.o -e safeproc.o -e unixmain_harness.o)
  "$CC" -o "$B/nhharness" nhharness.o safeproc.o unixmain_harness.o $objs \
      ../lib/lua/liblua-$LUAV.a -lncurses -ltinfo -lm
)
echo "$B/nhharness"
