#!/usr/bin/env bash
# A level at its place in a game's RNG stream (issue 23.2): `--stream-draws N`
# with `--game-seed G` makes the level from G's one ISAAC64 stream after N raw
# draws. The known place: a real game's dlvl 1, made by real C (the fixtures
# of tests/fixtures/startup-5.0, our own C runs), begins draws_before_makelevel
# draws into its stream. Built there by --stream-draws, nhlev's level must be
# C's in every cell and every draw after that place; a draw later it is
# another level; its document records the place, so `compare` rebuilds it
# there; nonsense gets a one-line error and exit 2.
# Usage: stream_draws.sh NHLEV DAT(5.0.0) FIXTURE_DIR(startup-5.0)
set -uo pipefail
nhlev=$1 dat=$2 fixtures=$3
[ -d "$dat" ] || { echo "FAIL: no dat/ at $dat"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nhlev-stream.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# the fixture's game: "G ROLE RACE GENDER ALIGN WIZARD K"
game_of() {
  python3 - "$1" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(d["game_seed"], d["role"], d["race"], d["gender"], d["align"],
      1 if d["wizard"] else 0, d["draws_before_makelevel"])
PY
}

# typGrid equal, and our whole log equal to C's log after its first K draws
# (values compared, not call sites)
same_as_c() {
  python3 - "$1" "$2" <<'PY'
import json, sys
ours, c = (json.load(open(p)) for p in sys.argv[1:3])
if ours["typGrid"] != c["typGrid"]:
    sys.exit("typGrid differs")
key = lambda line: line.split(" @")[0].strip()
theirs = c["rng"][c["rng_mklev_index"] + 1:]   # after getbones' rn2(3)
if [key(l) for l in ours["rng"]] != [key(l) for l in theirs]:
    n = next((i for i, (a, b) in enumerate(zip(ours["rng"], theirs)) if key(a) != key(b)),
             min(len(ours["rng"]), len(theirs)))
    sys.exit("draws part at %d: ours %r, C's %r" % (n, ours["rng"][n:n + 1], theirs[n:n + 1]))
PY
}

n=0
for f in "$fixtures"/dlvl1.Val-Hum-Fem-Neu.wiz.seed1781092800.json.gz \
         "$fixtures"/dlvl1.Sam-Hum-Fem-Law.nowiz.seed7.json.gz \
         "$fixtures"/dlvl1.Wiz-Orc-Fem-Cha.wiz.seed5002.json.gz; do
  c="$tmp/c.$n.json"
  gzip -dc "$f" > "$c" || { fail "cannot read $f"; continue; }
  read -r g role race gender align wiz k < <(game_of "$c")
  hero=(--role "$role" --race "$race" --gender "$gender" --align "$align")
  [ "$wiz" = 1 ] && hero+=(--wizard)
  ours="$tmp/ours.$n.json"
  if ! "$nhlev" render dlvl:1 --dat "$dat" --game-seed "$g" "${hero[@]}" \
       --stream-draws "$k" --format json -o "$ours"; then
    fail "$(basename "$f"): no build at draw $k"; continue
  fi
  why=$(same_as_c "$ours" "$c" 2>&1) || fail "$(basename "$f") at draw $k: $why"
  grep -q "\"stream_draws\":[[:space:]]*$k," "$ours" || fail "$(basename "$f"): the document does not record stream_draws $k"
  # compare rebuilds the document at its place
  "$nhlev" compare --dat "$dat" "$ours" | grep -q "^NetHack 5.0.0: 1 of 1 equal$" \
    || fail "$(basename "$f"): compare does not rebuild it at draw $k"
  # one draw further on, another level
  "$nhlev" render dlvl:1 --dat "$dat" --game-seed "$g" "${hero[@]}" \
    --stream-draws $((k + 1)) --format json -o "$tmp/later.json" \
    || fail "$(basename "$f"): no build at draw $((k + 1))"
  same_as_c "$tmp/later.json" "$c" >/dev/null 2>&1 \
    && fail "$(basename "$f"): draw $((k + 1)) made C's level of draw $k"
  # trace says where
  "$nhlev" trace dlvl:1 --dat "$dat" --game-seed "$g" "${hero[@]}" --stream-draws "$k" \
    | head -1 | grep -q "of game $g made $k draws into its stream" \
    || fail "$(basename "$f"): trace does not say the place"
  echo "ok $(basename "$f"): game $g, draw $k"
  n=$((n + 1))
done
[ "$n" -eq 3 ] || fail "only $n of 3 fixtures checked"

# a level deeper in the game, placed in the same game's layout
"$nhlev" render dlvl:3 --dat "$dat" --game-seed 7 --role Samurai --align lawful --stream-draws 5000 >/dev/null \
  || fail "dlvl:3 at draw 5000 does not build"

# nonsense: one line naming the option, exit 2
bad() {
  local want=$1; shift
  local out rc
  out=$("$nhlev" "$@" 2>&1 >/dev/null); rc=$?
  if [ "$rc" -ne 2 ] || [ "$(printf '%s\n' "$out" | wc -l)" -ne 1 ] \
     || ! printf '%s' "$out" | grep -q -- "$want"; then
    fail "nhlev $*: exit $rc, '$out' (want exit 2 and one line with '$want')"
  fi
}
base=(render dlvl:1 --dat "$dat" --role Samurai --align lawful)
bad "not a count of draws" "${base[@]}" --game-seed 7 --stream-draws -5
bad "not a count of draws" "${base[@]}" --game-seed 7 --stream-draws abc
bad "not a count of draws" "${base[@]}" --game-seed 7 --stream-draws 0
bad "not a count of draws" "${base[@]}" --game-seed 7 --stream-draws 1000000001
bad "not a count of draws" "${base[@]}" --game-seed 7 --stream-draws 99999999999999999999999
bad "needs --game-seed" "${base[@]}" --stream-draws 300
bad "not both" "${base[@]}" --game-seed 7 --seed 3 --stream-draws 300
bad "not both" trace dlvl:1 --dat "$dat" --stream-draws 300 --seed 3 --game-seed 7
bad "no level begins at draw 100" "${base[@]}" --game-seed 7 --stream-draws 100
bad "needs a value" "${base[@]}" --game-seed 7 --stream-draws
bad "stats builds many seeds" stats dlvl:1 --dat "$dat" --game-seed 7 --stream-draws 300
bad "needs --game-seed" view dlvl:1 --dat "$dat" --stream-draws 300 --headless --keys q
# a document whose place is nonsense
sed 's/"stream_draws":[[:space:]]*[0-9]*/"stream_draws": -4/' "$tmp/ours.0.json" > "$tmp/bad.json"
bad "stream_draws" compare --dat "$dat" "$tmp/bad.json"

[ "$fails" -eq 0 ] || { echo "$fails failure(s)"; exit 1; }
echo "all passed"
