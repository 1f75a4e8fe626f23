#!/bin/sh
# tmux_viewer.sh BIN DAT - the curses viewer as a user meets it (#24), in a
# real terminal at 80x24 and 120x40: the picker asks a chosen level's seed
# beside it and its keys still act; the help pages whole columns; the
# cell line names the glyph and ; opens the whole panel; an export from
# the default DEC screen writes box drawing; NO_COLOR legends say the
# mono look; M counts its seeds and Esc stops it; R says what it read.
# DAT: NetHack 5.0.0's dat/. Exit 0 pass, 1 fail, 77 skip (no tmux).
BIN=${1:?usage: tmux_viewer.sh NHLEV_BIN DAT}
DAT=${2:?}
command -v tmux >/dev/null 2>&1 || { echo "tmux not installed"; exit 77; }
SES=vw
. "$(dirname "$0")/tmux_lib.sh"
OUT=$(mktemp -d)
trap '$T kill-server 2>/dev/null; rm -rf "$OUT"' EXIT

# start W H ENV ARGS...: the viewer in a fresh session
start() {
    w=$1 h=$2 envs=$3
    shift 3
    $T kill-server 2>/dev/null
    sleep 0.2
    $T new-session -d -s "$SES" -x "$w" -y "$h" \
        "env $envs TERM=screen-256color '$BIN' $*; sleep 600" || fail "tmux start"
}
row() { $T capture-pane -p -t "$SES" | sed -n "$1p"; }

# 1. the picker at 80x24: Enter on castle asks its seed beside it
start 80 24 "LANG=C.UTF-8" "--dat '$DAT'"
wait_for "The Dungeons of Do" || fail "picker did not start"
$T send-keys -t "$SES" Enter j j j j Enter
wait_for "castle: which seed?" || fail "picker: Enter on castle asked nothing"
row 7 | grep -q ">castle.* seed 1" || fail "picker: the seed is not beside castle"
row 24 | grep -q "seed" && fail "picker: the seed prompt is on the last row"
# j is a key of the list, not typed into the seed
$T send-keys -t "$SES" j
wait_for ">floors (dlvl:1-25)" || fail "picker: j did not move on from the seed"
$T send-keys -t "$SES" k Enter 4 2 Enter
wait_for "castle seed 42" || fail "picker: the typed seed did not build"

# 3. at 80x24 the cell line names what the glyph shows; ; the whole panel
$T send-keys -t "$SES" q
start 80 24 "LANG=C.UTF-8" "view castle --dat '$DAT'"
wait_for "set_wall_state" || fail "castle did not open"
# the cursor to (67,17): L moves 8, l one, J 8 down
$T send-keys -t "$SES" L L L L L L L L l l l J J j
wait_for "(67,17) ? scroll of scare monster  +2 more: chest (2 inside)" \
    || fail "cell line: not what the glyph shows"
$T send-keys -t "$SES" '\;'   # tmux reads a bare ; as its own separator
wait_for "wand of wishing" || fail "; did not open the whole panel"
wait_for 'engr: "Elbereth"' || fail "; panel lacks the engraving"
$T send-keys -t "$SES" Escape
sleep 0.5
$T capture-pane -p -t "$SES" | grep -q "Esc close" && fail "Esc did not close the cell panel"

# 7. R says what it read
$T send-keys -t "$SES" R
wait_for "R: reloaded castle.lua, unchanged on disk: the same map" || fail "R said nothing"

# 6. M over 20000 seeds: progress on the message line, Esc stops
$T send-keys -t "$SES" M
$T send-keys -t "$SES" 'wand of wishing, 20000' Enter
wait_for "seeds built" || fail "M: no progress on the message line"
wait_for "Esc: stop" || fail "M: progress does not say how to stop"
$T send-keys -t "$SES" Escape
wait_for "(stopped with Esc:" || fail "M: Esc did not stop the builds"
$T capture-pane -p -t "$SES" | grep -q "heat" || fail "M: nothing kept after Esc"

# 4. the default screen of a terminal without UTF-8 is DEC line drawing:
#    an export writes it as box drawing, and says so
start 80 24 "LANG=C LC_ALL=C" "view castle --dat '$DAT' --export-dir '$OUT'"
wait_for "set_wall_state" || fail "castle (DEC) did not open"
$T send-keys -t "$SES" e
wait_for "export as svg" || fail "e: no export prompt"
$T send-keys -t "$SES" Enter
wait_for "exported svg" || fail "e: nothing exported"
wait_for "DEC lines as box drawing" || fail "e: the message does not say how walls were written"
grep -q "─" "$OUT/castle-s1.svg" || fail "export from the DEC screen has no box drawing"

# 5. NO_COLOR: the legends say the mono look
start 80 24 "LANG=C.UTF-8 NO_COLOR=1" "view castle --dat '$DAT'"
wait_for "set_wall_state" || fail "castle (NO_COLOR) did not open"
$T send-keys -t "$SES" W
wait_for "non-passwall overlay on: bold" || fail "NO_COLOR: legend not of the mono look"
$T capture-pane -p -t "$SES" | grep -q "magenta" && fail "NO_COLOR: legend names a colour"

# 2. help at 120x40: whole columns a page at a time
start 120 40 "LANG=C.UTF-8" "view demo"
wait_for "demo seed 1" || fail "demo did not open"
$T send-keys -t "$SES" '?'
wait_for "page 1 of 2" || fail "help: no pages at 120x40"
row 3 | cut -c61- | grep -q "^ \{20\}" && fail "help: a column starts with a continued line"
$T send-keys -t "$SES" j
wait_for "page 2 of 2" || fail "help: j did not turn the page"
echo "tmux viewer: all passed"
exit 0
