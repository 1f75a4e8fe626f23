#!/bin/sh
# public_header.sh SOURCE_DIR - ui/, bench/ and examples/ use the engine
# through nhlev.h alone (issue 22.4). src/ is not on their include path, so
# `#include "dungeon.h"` there does not compile; this catches the one way
# round it, a quoted include by a relative path ("../src/dungeon.h"): every
# quoted include of those files must name nhlev.h or a header beside the
# file itself (bench/view, which drives the viewer, also ui/'s). Exit 0
# pass, 1 fail (each offending include printed).
SRC=${1:?usage: public_header.sh SOURCE_DIR}
status=0
for f in "$SRC"/ui/*.c "$SRC"/ui/*.h "$SRC"/bench/*.c "$SRC"/bench/*.h \
         "$SRC"/bench/view/*.c "$SRC"/examples/*.c; do
    [ -e "$f" ] || continue
    dir=$(dirname "$f")
    for h in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
        [ "$h" = nhlev.h ] && continue
        case $h in
        */*) ;;
        *) [ -f "$dir/$h" ] && continue
           [ "$dir" = "$SRC/bench/view" ] && [ -f "$SRC/ui/$h" ] && continue ;;
        esac
        echo "FAIL: ${f#"$SRC"/}: #include \"$h\" is not nhlev.h nor a header of $(basename "$dir")/"
        status=1
    done
done
[ $status = 0 ] && echo "ok: ui/, bench/ and examples/ include nhlev.h and their own headers only"
exit $status
