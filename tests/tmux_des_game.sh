#!/bin/sh
# tmux_des_game.sh BIN SHARED - the curses viewer on a game of .des files
# (NetHack 3.6.7's dat/, with its dungeon.def, built as 3.6.7): the picker lists its
# dungeons, the Mines' levels and minetn's variants; minetn-3 opens with
# its mines.des source; p goes back. Then a .des file of several levels
# (mines.des without :NAME) opens the picker on its levels.
# Exit 0 pass, 1 fail.
BIN=${1:?usage: tmux_des_game.sh NHLEV_BIN SHARED}
SHARED=${2:?}
SES=g
. "$(dirname "$0")/tmux_lib.sh"
DAT="$SHARED/des/nethack-3.6.7"
$T new-session -d -s g -x 160 -y 45 \
    "env LANG=C.UTF-8 TERM=screen-256color '$BIN' view --dat '$DAT'" \
    || fail "tmux start"
wait_for ".des built as NetHack 3.6.7" || fail "picker did not open on the .des game"
wait_for "The Gnomish Mines" || fail "no Mines in the branch column"
# the Mines are the third branch; their levels: minetn, minend, the filler
$T send-keys -t g j j Enter
wait_for "minetn ..." || fail "the Mines' levels are not listed"
wait_for "minefill (filler)" || fail "the Mines' filler is not listed"
$T send-keys -t g Enter
wait_for "minetn-7" || fail "minetn's variants are not listed"
$T send-keys -t g j j j Enter
wait_for "which seed?" || fail "no seed prompt"
$T send-keys -t g Enter
wait_for "minetn-3 seed 1  des-3.6 built as NetHack 3.6.7" || fail "minetn-3 did not open"
# the finishing steps keep the panel on this level's part of mines.des
wait_for "RANDOM_CORRIDORS" || fail "source panel is not on minetn-3's part"
$T send-keys -t g '<' . . . .
wait_for "mines.des" || fail "stepping shows no mines.des line"
$T send-keys -t g p
wait_for "minetn-3" || fail "p did not return to the picker"
$T send-keys -t g q q
sleep 0.5
$T kill-session -t g 2>/dev/null
$T new-session -d -s g -x 160 -y 45 \
    "env LANG=C.UTF-8 TERM=screen-256color '$BIN' view '$DAT/mines.des'" \
    || fail "tmux start (mines.des)"
wait_for "mines.des:minend-3" || fail "the picker does not list mines.des's levels"
$T send-keys -t g Enter
wait_for "which seed?" || fail "no seed prompt (mines.des)"
$T send-keys -t g Enter
wait_for "minefill seed 1  des-3.6" || fail "mines.des:minefill did not open"
$T send-keys -t g q
echo ok
