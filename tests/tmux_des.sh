#!/bin/sh
# tmux_des.sh BIN DAT SHARED - the curses viewer on a MiniHack .des level in
# tmux: it opens, steps to the MONSTER statement (quest_hard.des:63), shows
# the .des line in the source panel and the minotaur at its cell (63,11).
# Exit 0 pass, 1 fail.
BIN=${1:?usage: tmux_des.sh NHLEV_BIN DAT SHARED}
DAT=${2:?}
SHARED=${3:?}
SES=des
. "$(dirname "$0")/tmux_lib.sh"
$T new-session -d -s des -x 130 -y 45 \
    "env LANG=C.UTF-8 TERM=screen-256color '$BIN' view '$SHARED/des/minihack/quest_hard.des' --dat '$DAT'" \
    || fail "tmux start"
wait_for "quest_hard seed 1" || fail "viewer did not start"
$T send-keys -t des '<'
wait_for "step 0/" || wait_for "step 1/" || fail "no first step"
i=0
while [ $i -lt 16 ]; do $T send-keys -t des '.'; i=$((i + 1)); done
wait_for "quest_hard.des:63" || fail "did not step to the MONSTER statement"
wait_for "MONSTER:('H',\"Minotaur\"),(34,06),asleep" || fail "source panel lacks the .des line"
# map row y is pane line y+1 (the header line first), column x is x
cell=$($T capture-pane -p -t des | python3 -c 'import sys; r = sys.stdin.read().split("\n")[12]; print(r[63] if len(r) > 63 else "")')
[ "$cell" = "H" ] || fail "expected the minotaur H at (63,11), found '$cell'"
$T send-keys -t des q
echo ok
