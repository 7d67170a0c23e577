# Sourced by the tests that drive hunters-play on a real terminal (tmux):
# $tool, a private tmux server and a temporary folder removed on exit,
# fail (which shows the last screen), and wait_for, which waits for screen
# contents, never for a time. The caller sets $pane to the session it reads.
tool="$(cd "${top_builddir:-.}" && pwd)/hunters-play"
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is missing (Debian: tmux)"; exit 1; }
tmp=$(mktemp -d) || exit 1
server="hunters-$(basename "$0" .sh)-$$"
# On exit each pane's processes are killed outright before the server goes:
# a program still running when the server hangs up its terminal stops, and
# under LeakSanitizer (the sanitizer build's tests) its leak check at exit
# then waits forever on the hung-up terminal, spinning a core for the rest
# of the test run (seen: a `quit` answered by "quit again to leave", then
# the hang-up; 20 minutes of CPU until the machine went).
stop_panes() {
    for pid in $(tmux -L "$server" list-panes -a -F '#{pane_pid}' 2>/dev/null); do
        kill -KILL "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null  # (dash's kill takes no --)
    done
    tmux -L "$server" kill-server 2>/dev/null
}
trap 'stop_panes; rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; [ -f "$tmp/screen" ] && cat "$tmp/screen"; exit 1; }

# waits until the pane shows the text (a grep pattern): polls, with a bound
# (3000 tries, at least five minutes) far beyond any machine's speed, only
# so that a broken program cannot hang the test
wait_for() {
    tries=0
    while [ $tries -lt "${WAIT_TRIES:-3000}" ]; do
        tmux -L "$server" capture-pane -p -t "$pane" >"$tmp/screen" 2>/dev/null
        grep -q -- "$1" "$tmp/screen" && return 0
        tries=$((tries + 1))
        sleep 0.1
    done
    fail "the screen never showed: $1"
}
