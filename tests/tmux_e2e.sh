#!/bin/sh
# tmux_e2e.sh BIN [DAT SHARED] - run the real curses viewer in a detached tmux, send keys,
# capture the pane and check it; then check q, SIGINT and SIGTERM all end the
# program and leave the terminal out of curses' alternate screen.
# Exit 0 pass, 1 fail, 77 skip (no tmux, or BIN lacks `view`).
BIN=${1:?usage: tmux_e2e.sh NHLEV_BIN [NETHACK_5.0.0_DAT SHARED_DIR]}
# a NetHack 5.0.0 dat/ and the shared directory (truth files) for the
# picker and compare sections; without them those are not run
DAT=${2:-}
SHARED=${3:-}
command -v tmux >/dev/null 2>&1 || { echo "tmux not installed"; exit 77; }
"$BIN" view --help 2>/dev/null | grep -q "usage: nhlev view" || { echo "$BIN has no view command"; exit 77; }

SES=e2e
. "$(dirname "$0")/tmux_lib.sh"
# this test also kills the server on failure, and removes its socket
fail() { echo "FAIL: $*"; echo "--- pane ---"; $T capture-pane -p -t e2e 2>/dev/null; $T kill-server 2>/dev/null; exit 1; }
cleanup() {
    $T kill-server 2>/dev/null
    rm -f "$STATUS" "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCK"
}
trap cleanup EXIT

# wait until the program in the pane has exited
wait_dead() {
    i=0
    while [ $i -lt "$WAIT_TICKS" ]; do
        [ "$($T display -p -t e2e '#{pane_dead}' 2>/dev/null)" = 1 ] && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}
STATUS=$(mktemp)
# wait until the viewer's exit status is $1
wait_status() {
    i=0
    while [ $i -lt "$WAIT_TICKS" ]; do
        [ "$(cat "$STATUS" 2>/dev/null)" = "$1" ] && return 0
        sleep 0.1; i=$((i + 1))
    done
    echo "exit status: $(cat "$STATUS" 2>/dev/null)"
    return 1
}
# end the last server and wait until it is gone: a new session started
# while the old server is still exiting can die with it ("server exited
# unexpectedly")
fresh_server() {
    $T kill-server 2>/dev/null
    i=0
    while $T list-sessions >/dev/null 2>&1 && [ $i -lt 50 ]; do
        sleep 0.1; i=$((i + 1))
    done
}
# new-session, tried again once if the server went away under it
new_session() {
    $T new-session "$@" 2>/dev/null && return 0
    sleep 0.5
    fresh_server
    $T new-session "$@"
}
start() {
    fresh_server
    : > "$STATUS"
    # the shell stays to print the viewer's exit status after it
    new_session -d -s e2e -x 120 -y 40 \
        "trap '' INT; env LANG=C.UTF-8 TERM=screen-256color '$BIN' view demo $*; echo \$? > '$STATUS'" || fail "tmux start"
    $T set-option -t e2e remain-on-exit on >/dev/null
    wait_for "demo seed 1" || fail "viewer did not start"
}

# 1. start, step, help, overlays, quit
start --ascii
wait_for "step 11/11: wallification()" || fail "final step line"
$T send-keys -t e2e '<'
wait_for "step 0/11: before the first step" || fail "< to the first step"
$T send-keys -t e2e '.' '.'
wait_for "step 2/11: des.room" || fail ". forward"
$T send-keys -t e2e '?'
wait_for "toggle objects" || fail "help screen"
$T send-keys -t e2e 'q'
wait_for "step 2/11" || fail "help closed"
$T send-keys -t e2e '>' 'r'
wait_for "overlays: obj,mon,trap,rooms" || fail "rooms overlay"
$T send-keys -t e2e Down Down Down Right
wait_for "(1,3)" || fail "arrow keys"
$T send-keys -t e2e 'q'
wait_dead || fail "q did not quit"
[ "$($T display -p -t e2e '#{alternate_on}')" = 0 ] || fail "terminal left in the alternate screen after q"
wait_status 0 || fail "exit status after q"

# 2. live reload: the script changes on disk -> rebuilt on the same step
start --ascii
$T send-keys -t e2e ':' '5' Enter
wait_for "step 5/11" || fail "goto step 5"
touch -d "+1 minute" "$(dirname "$0")/../assets/demo.lua" 2>/dev/null || touch "$(dirname "$0")/../assets/demo.lua"
wait_for "reloaded" || fail "no live reload after the script changed"
wait_for "step 5/11" || fail "reload lost the step position"
$T send-keys -t e2e 'q'
wait_status 0 || fail "q after reload"

# 3. SIGINT (C-c) and SIGTERM restore the terminal too
start --unicode
$T send-keys -t e2e C-c
wait_status 130 || fail "C-c did not end the viewer with status 130"
[ "$($T display -p -t e2e '#{alternate_on}')" = 0 ] || fail "terminal not restored after SIGINT"
start --mono
pid=$($T display -p -t e2e '#{pane_pid}')
# the pane runs sh -> env -> nhlev (env execs): signal the viewer itself
vpid=$(pgrep -P "$pid" 2>/dev/null | head -1)
[ -n "$vpid" ] || fail "no viewer process under the pane's shell"
kill -TERM "$vpid"
wait_status 143 || fail "SIGTERM did not end the viewer with status 143"
[ "$($T display -p -t e2e '#{alternate_on}')" = 0 ] || fail "terminal not restored after SIGTERM"

# 4. below 80x24 the map scrolls with the cursor; below 20x6 a message,
#    keys do nothing unseen, and the viewer recovers (#12)
resize() {
    $T resize-window -t e2e -x "$1" -y "$2" 2>/dev/null || $T resize-pane -t e2e -x "$1" -y "$2"
}
start --ascii
resize 60 20
wait_for "map 0-59,0-16" || fail "60x20: the map window"
$T send-keys -t e2e L L L L L L L
wait_for "(56,0)  map 5-64,0-16" || fail "60x20: the map did not follow the cursor"
$T capture-pane -p -t e2e | sed -n 19p | grep -q "^step 11/11: wallification()" || fail "60x20: step line"
$T send-keys -t e2e J J
wait_for "(56,16)  map 5-64,3-19" || fail "60x20: down"
resize 18 5
wait_for "terminal too small" || fail "tiny terminal message"
$T send-keys -t e2e H H H
sleep 0.5
resize 120 40
wait_for "demo seed 1  (56,16)" || fail "keys acted while the terminal was too small"
$T send-keys -t e2e 'q'
wait_dead || fail "q after resize"

# 5. `nhlev` with nothing but options opens the picker, naming its NetHack
fresh_server
: > "$STATUS"
new_session -d -s e2e -x 120 -y 40 \
    "env LANG=C.UTF-8 TERM=screen-256color '$BIN' --nethack 3.7; echo \$? > '$STATUS'" || fail "tmux start"
$T set-option -t e2e remain-on-exit on >/dev/null
wait_for "NetHack 3.7  built-in levels" || fail "nhlev with only options: no picker"
$T send-keys -t e2e 'q'
wait_status 0 || fail "q in the picker"

# 9. the picker's filter, typed in a real terminal (#12)
if [ -n "$DAT" ]; then
    fresh_server
    : > "$STATUS"
    new_session -d -s e2e -x 120 -y 40 \
        "env LANG=C.UTF-8 TERM=screen-256color '$BIN' --dat '$DAT'; echo \$? > '$STATUS'" || fail "tmux start"
    $T set-option -t e2e remain-on-exit on >/dev/null
    wait_for "The Dungeons of Doom" || fail "picker: did not start"
    $T send-keys -t e2e / q u e s
    wait_for "branch /ques" || fail "picker: the filter is not shown"
    $T capture-pane -p -t e2e | grep -qF "Sokoban" && fail "picker: the filter did not narrow the list"
    $T send-keys -t e2e BSpace BSpace BSpace BSpace s o k o Enter
    wait_for ">soko1 ..." || fail "picker: the filtered branch did not open"
    $T send-keys -t e2e Escape Escape
    wait_for "The Gnomish Mines" || fail "picker: Esc did not go back"
    $T send-keys -t e2e 'q'
    wait_status 0 || fail "picker: q"

    # 10. C's side of a comparison in colour, the marks on top (#12)
    fresh_server
    : > "$STATUS"
    new_session -d -s e2e -x 170 -y 30 \
        "env LANG=C.UTF-8 TERM=screen-256color '$BIN' view castle --dat '$DAT' --compare '$SHARED/truth-5.0/castle.seed1.json'; echo \$? > '$STATUS'" || fail "tmux start"
    $T set-option -t e2e remain-on-exit on >/dev/null
    wait_for "differing cell" || fail "compare: did not start"
    # the map's rows: the same glyphs in the same colours on both maps
    # (the moat blue), a marked cell reversed on both
    $T capture-pane -e -p -t e2e | sed -n 4,22p > "$STATUS.row"
    python3 - "$STATUS.row" <<'PY' || fail "compare: C's side is not drawn in nhlev's colours"
import re, sys
blue = 0
for row in open(sys.argv[1], encoding="utf-8").read().split("\n")[:19]:
    cols, fg, rev = [], "default", False
    for tok in re.findall(r"\x1b\[[0-9;]*m|.", row):
        if tok.startswith("\x1b["):
            ps = tok[2:-1].split(";")
            i = 0
            while i < len(ps):
                p = ps[i]
                if p in ("", "0"): fg, rev = "default", False
                elif p == "39": fg = "default"
                elif p == "7": rev = True
                elif p == "27": rev = False
                elif p == "38" and i + 2 < len(ps): fg = "c" + ps[i + 2]; i += 2
                elif p.isdigit() and (30 <= int(p) <= 37 or 90 <= int(p) <= 97): fg = p
                i += 1
            continue
        cols.append((tok, fg, rev))
    cols += [(" ", "default", False)] * (161 - len(cols))   # blanks trimmed
    left, right = cols[0:80], cols[81:161]
    for l, r in zip(left, right):
        assert l[2] == r[2], (l, r)
        assert l == r or l[2], (l, r)
    blue += sum(f in ("34", "94", "c4", "c12") for _, f, _ in right)
assert blue > 100, blue
PY
    rm -f "$STATUS.row"
    $T send-keys -t e2e 'q'
    wait_status 0 || fail "compare: q"

    # 11. the heat map overlay (#15): M, what to map and how many seeds;
    #     the castle's wand of wishing lies in its corner towers' storerooms
    fresh_server
    : > "$STATUS"
    new_session -d -s e2e -x 120 -y 30 \
        "env LANG=C.UTF-8 TERM=screen-256color '$BIN' view castle --dat '$DAT' --ascii; echo \$? > '$STATUS'" || fail "tmux start"
    $T set-option -t e2e remain-on-exit on >/dev/null
    wait_for "castle seed 1" || fail "heat: viewer did not start"
    $T send-keys -t e2e 'M'
    wait_for "heat map of (what[, seeds]):" || fail "heat: M did not ask what to map"
    $T send-keys -t e2e -l 'wand of wishin, 40'
    $T send-keys -t e2e Enter
    wait_for "closest: wand of wishing" || fail "heat: a misspelt name did not name the closest"
    $T send-keys -t e2e BSpace BSpace BSpace BSpace
    $T send-keys -t e2e -l 'g, 40'
    $T send-keys -t e2e Enter
    wait_for "heat map of wand of wishing, seeds 1..40: on 40 levels" || fail "heat: no heat map"
    # the four storerooms' centres (x 13 and 67, y 5 and 17; the map starts on row 2) shaded
    $T capture-pane -p -t e2e > "$STATUS.pane"
    for cell in 13:5 67:5 13:17 67:17; do
        x=${cell%:*}; y=${cell#*:}
        c=$(sed -n "$((y + 2))p" "$STATUS.pane" | cut -c$((x + 1)))
        case "$c" in [1-9]) ;; *) fail "heat: cell $x,$y shows '$c', not a shade";; esac
    done
    grep -qF "overlays: obj,mon,trap,heat" "$STATUS.pane" || fail "heat: the title does not list the overlay"
    rm -f "$STATUS.pane"
    $T send-keys -t e2e 'M'
    wait_for "heat map off" || fail "heat: M again did not turn it off"
    $T send-keys -t e2e 'q'
    wait_status 0 || fail "heat: q"
fi

# 6. no terminal: a one-line error and status 2, at once (it used to spin)
out=$(timeout 10 "$BIN" view demo </dev/null 2>&1 >/dev/null); rc=$?
[ $rc = 2 ] || fail "view without a terminal: status $rc (want 2)"
echo "$out" | grep -q "no terminal" || fail "view without a terminal said: $out"
out=$(timeout 10 "$BIN" </dev/null 2>&1 >/dev/null); rc=$?
[ $rc = 2 ] || fail "nhlev without a terminal: status $rc (want 2)"

# 8. the level designer's loop: a script broken while shown keeps the last
#    good build on screen and says file:line until fixed; the fix returns
#    to the same step (#12)
EDIT=$(mktemp -d)
cp "$(dirname "$0")/../levels/keep.lua" "$EDIT/keep.lua"
fresh_server
: > "$STATUS"
new_session -d -s e2e -x 140 -y 40 \
    "env LANG=C.UTF-8 TERM=screen-256color '$BIN' view '$EDIT/keep.lua' --ascii; echo \$? > '$STATUS'" || fail "tmux start"
$T set-option -t e2e remain-on-exit on >/dev/null
wait_for "keep seed 1" || fail "edit: viewer did not start"
$T send-keys -t e2e ':15' Enter
wait_for "step 15/" || fail "edit: goto step 15"
echo 'des.map({map=42,x="foo"})' >> "$EDIT/keep.lua"
wait_for "keep.lua:105: x: integer expected" || fail "edit: the script error is not shown"
$T send-keys -t e2e 'l'
sleep 0.5
$T capture-pane -p -t e2e | grep -qF "keep.lua:105:" || fail "edit: the error went away on a key"
$T capture-pane -p -t e2e | grep -qF "step 15/" || fail "edit: the last good build is gone"
$T capture-pane -p -t e2e | grep -qF "! 105" || fail "edit: the error line is not marked"
sed -i '$d' "$EDIT/keep.lua"
wait_for "reloaded" || fail "edit: no reload after the fix"
$T capture-pane -p -t e2e | grep -qF "step 15/" || fail "edit: the fix did not return to step 15"
$T send-keys -t e2e 'q'
wait_status 0 || fail "edit: q"
rm -rf "$EDIT"

# 7. a terminal type curses does not know: a one-line error and status 2
fresh_server
: > "$STATUS"
new_session -d -s e2e -x 120 -y 40 \
    "env TERM=nosuchterm '$BIN' view demo; echo \$? > '$STATUS'" || fail "tmux start"
$T set-option -t e2e remain-on-exit on >/dev/null
wait_status 2 || fail "TERM=nosuchterm: want status 2"
if command -v script >/dev/null 2>&1; then
    out=$(TERM=nosuchterm timeout 10 script -qec "'$BIN' view demo" /dev/null 2>&1)
    echo "$out" | grep -q "unknown terminal type TERM=nosuchterm" || fail "TERM=nosuchterm said: $out"
fi
echo "tmux e2e: all passed"
exit 0
