# tmux_lib.sh - what the tmux tests share (sourced): a private tmux server
# and its session, fail (print the pane, exit 1) and wait_for TEXT.
# Set SES (the session's name) before sourcing; T is the tmux command.
SOCK="nhlev-$SES-$$"
T="tmux -L $SOCK -f /dev/null"
trap '$T kill-server 2>/dev/null' EXIT
fail() { echo "FAIL: $*"; echo "--- pane ---"; $T capture-pane -p -t "$SES" 2>/dev/null; exit 1; }
# how long a wait may last, in tenths of a second: a loaded machine (the
# sanitizer build, ctest -j, other work) can take a minute to start or
# redraw the viewer. Every wait ends as soon as its text shows, so a long
# bound costs a passing test nothing; it is a guard against a hang, not a
# test of speed.
WAIT_TICKS=${WAIT_TICKS:-3000}
# wait until the pane shows $1
wait_for() {
    i=0
    while [ $i -lt "$WAIT_TICKS" ]; do
        $T capture-pane -p -t "$SES" 2>/dev/null | grep -qF -- "$1" && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}
