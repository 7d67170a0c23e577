# Sourced by the tests that drive hunters-play on a real terminal (tmux):
# $tool, a private tmux server and a temporary folder removed on exit,
# fail (which shows the last screen), and wait_for, which waits for screen
# contents, never for a time. The caller sets $pane to the session it reads.
tool="$(cd "${top_builddir:-.}" && pwd)/hunters-play"
command -v tmux >/dev/null 2>&1 || { echo "FAIL: tmux is missing (Debian: tmux)"; exit 1; }
# a short folder: messages shorten long file names, which the greps name whole
tmp=$(mktemp -d /tmp/hp.XXXXXX) || exit 1
server="hunters-$(basename "$0" .sh)-$$"
# On exit each pane's processes are killed outright before the server goes:
# a program still running when the server hangs up its terminal stops, and
# under LeakSanitizer (the sanitizer build's tests) its leak check at exit
# could then spin a core forever (seen: a `quit` answered by "quit again to
# leave", then the hang-up; 20 minutes of CPU until the machine went). A
# race in the sanitizer runtime, not the program: the pane's shell, the
# session leader, exits on the hang-up, and the kernel then sends the
# terminal's process group SIGHUP and SIGCONT; a SIGCONT that comes while
# the leak check stops the program (ptrace attach: a SIGSTOP) cancels that
# SIGSTOP, and the check's tracer waits for a stop that never comes while
# the program yields in a loop until the tracer is done.
stop_panes() {
    for pid in $(tmux -L "$server" list-panes -a -F '#{pane_pid}' 2>/dev/null); do
        kill -KILL "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null  # (dash's kill takes no --)
    done
    tmux -L "$server" kill-server 2>/dev/null
}
trap 'stop_panes; rm -rf "$tmp"' EXIT
# a signal ends the test through the EXIT trap too: dash runs none when a
# signal ends it, and the server, a session of its own, would outlive the
# test's process group (./build.sh test stops a failed run's distcheck
# with SIGTERM to its group; tests/tmux-harness-signals.sh)
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM
fail() { echo "FAIL: $*"; [ -f "$tmp/screen" ] && cat "$tmp/screen"; exit 1; }

# whether process PID runs: a zombie, ended but not yet reaped by its
# parent, does not (without ps, kill -0 cannot tell it apart)
running() { # PID
    if command -v ps >/dev/null 2>&1; then
        ps -o stat= -p "$1" 2>/dev/null | grep -qv '^Z'
    else
        kill -0 "$1" 2>/dev/null
    fi
}
# waits until process PID has ended, with wait_for's bound
wait_gone() { # PID
    tries=0
    while running "$1"; do
        tries=$((tries + 1))
        [ $tries -lt "${WAIT_TRIES:-3000}" ] || fail "process $1 never ended: $(ps -o pid,stat,time,args -p "$1")"
        sleep 0.1
    done
}

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
