#!/usr/bin/env bash
# The fidelity gate: `nhlev compare` over every truth file real C NetHack
# made (../shared/truth for 3.7, ../shared/truth-3.7-79c688c for 3.7 at
# 79c688cc6, ../shared/truth-5.0 for 5.0.0), each with its own dat/, which
# must be identified as that release. Every file must be equal in every
# part, except those listed in tests/fixtures/fidelity/known-diff-VERSION.txt:
# the work still open, which may only shrink (a listed file that now passes
# is reported, so the list is kept honest).
# Usage: fidelity.sh NHLEV SHARED_DIR FIXTURE_DIR [RELEASE]
# RELEASE (3.7, 3.7-79c688c or 5.0.0) checks that one alone (ctest runs one
# entry per release); without it, all three.
set -uo pipefail
nhlev=$1 shared=$2 fixtures=$3 only=${4:-}
status=0
check() {  # version dat truthdir
  local v=$1 dat=$2 truth=$3 known="$fixtures/known-diff-$1.txt" out
  [ -z "$only" ] || [ "$only" = "$v" ] || return 0
  ran=1
  [ -d "$dat" ] || { echo "FAIL: no dat/ at $dat"; status=1; return; }
  [ -d "$truth" ] || { echo "FAIL: no truth at $truth"; status=1; return; }
  out=$("$nhlev" compare --quiet --dat "$dat" "$truth"/*.json 2>&1)
  echo "$out" | grep "^NetHack $v:" || {
    echo "FAIL: NetHack $v: no file of $truth was built as $v"; status=1; }
  local failing
  failing=$(echo "$out" | sed -n 's#^FAIL [^ ]*/\([^/ ]*\)\.json .*#\1#p' | sort -u)
  local allowed=""
  [ -f "$known" ] && allowed=$(grep -v '^#' "$known" | sort -u)
  local new
  new=$(comm -23 <(echo "$failing" | sed '/^$/d') <(echo "$allowed" | sed '/^$/d'))
  if [ -n "$new" ]; then
    echo "FAIL: NetHack $v: these truth files differ from C and are not known to:"
    echo "$new" | sed 's/^/  /'
    for f in $new; do echo "$out" | grep -A3 "/$f.json" | head -4; done
    status=1
  fi
  local fixed
  fixed=$(comm -13 <(echo "$failing" | sed '/^$/d') <(echo "$allowed" | sed '/^$/d'))
  if [ -n "$fixed" ]; then
    echo "NetHack $v: $(echo "$fixed" | wc -l) listed files now equal C: take them off $known"
  fi
  echo "NetHack $v: $(echo "$allowed" | sed '/^$/d' | wc -l) files still known to differ"
}
check 3.7 "$shared/nethack/3.7-79c8895/dat" "$shared/truth"
check 3.7-79c688c "$shared/nethack/3.7-79c688c/dat" "$shared/truth-3.7-79c688c"
check 5.0.0 "$shared/nethack/5.0.0/dat" "$shared/truth-5.0"
[ -n "${ran:-}" ] || { echo "FAIL: no release $only (3.7, 3.7-79c688c, 5.0.0)"; status=1; }
exit $status
