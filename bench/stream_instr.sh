#!/usr/bin/env bash
# stream_instr.sh - what a real game's start costs (issue 23): instructions
# (valgrind cachegrind, no cache simulation: free of a shared machine's
# contention) of one `nhlev render` process per build, the same dlvl:1 of
# the same game made
#   plain   a plain --seed G build (the truth files' game: no game named)
#   seed    reseeded right before the level (--game-seed G --seed G: the
#           game's layout, no start replayed)
#   game    as the real game makes it (--game-seed G: o_init's deal,
#           role_init, init_dungeons, u_init, nhlib's shuffle and getbones
#           replayed in one stream, then mklev)
#   placed  at its place in the game's stream (--game-seed G --stream-draws K,
#           K the start's draws: the start replayed, the stream begun anew
#           and K draws passed over)
# and a deeper level placed far into the stream (dlvl:3 at draw 100000 and
# 10000000: the cost of passing draws over). Whole processes: the same
# start-up (Lua, dat/) is in every column, so the differences are the replay's.
#
#   bench/stream_instr.sh NHLEV DAT [SEEDS]     (needs valgrind)
set -euo pipefail
nhlev=${1:?usage: stream_instr.sh NHLEV DAT [SEEDS]}
dat=${2:?usage: stream_instr.sh NHLEV DAT [SEEDS]}
seeds=${3:-"7 42 5001 5002 1781092800"}
hero=(--role Valkyrie --race human --gender female --align neutral)

ir() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
    "$nhlev" render --dat "$dat" "$@" 2>&1 >/dev/null |
    sed -n 's/.*I[[:space:]]*refs:[[:space:]]*\([0-9,]*\).*/\1/p' | tr -d ,
}
start_draws() {
  "$nhlev" trace dlvl:1 --dat "$dat" --game-seed "$1" "${hero[@]}" | head -1 |
    sed -n 's/.*its start made \([0-9]*\) draws.*/\1/p'
}

printf '%-11s %6s %11s %11s %11s %11s %10s %11s %11s\n' game K plain seed game placed \
  game-plain "dlvl:3@1e5" "dlvl:3@1e7"
tq=0 ts=0 tg=0 tp=0 n=0
for g in $seeds; do
  k=$(start_draws "$g")
  q=$(ir dlvl:1 --seed "$g" "${hero[@]}")
  s=$(ir dlvl:1 --game-seed "$g" --seed "$g" "${hero[@]}")
  r=$(ir dlvl:1 --game-seed "$g" "${hero[@]}")
  p=$(ir dlvl:1 --game-seed "$g" --stream-draws "$k" "${hero[@]}")
  d5=$(ir dlvl:3 --game-seed "$g" --stream-draws 100000 "${hero[@]}")
  d7=$(ir dlvl:3 --game-seed "$g" --stream-draws 10000000 "${hero[@]}")
  printf '%-11s %6s %11s %11s %11s %11s %+10d %11s %11s\n' "$g" "$k" "$q" "$s" "$r" "$p" \
    $((r - q)) "$d5" "$d7"
  tq=$((tq + q)) ts=$((ts + s)) tg=$((tg + r)) tp=$((tp + p)) n=$((n + 1))
done
printf '%-11s %6s %11d %11d %11d %11d %+10d   mean; game/plain %s, game/seed %s\n' mean "" \
  $((tq / n)) $((ts / n)) $((tg / n)) $((tp / n)) $(((tg - tq) / n)) \
  "$(awk -v a="$tg" -v b="$tq" 'BEGIN { printf "%.3f", a / b }')" \
  "$(awk -v a="$tg" -v b="$ts" 'BEGIN { printf "%.3f", a / b }')"
