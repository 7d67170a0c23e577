#!/bin/sh
# The tmux tests clean up when they are stopped by a signal, not only when
# they end: `./build.sh test` stops a `make distcheck` that runs beside the
# browser test with SIGTERM to its process group when the run fails or is
# interrupted, and a shell (dash) runs no EXIT trap when a signal ends it.
# A tmux server is a session of its own, beyond that process group: the
# defect left it running with hunters-play in its panes. Here
# tests/play-tmux.sh runs in a process group of its own; once its tmux
# server holds a session, the group gets SIGTERM, and when the test has
# ended its server must be gone (waits for states, never for a time).
set -u
command -v tmux >/dev/null 2>&1 || { echo "SKIP: tmux is missing"; exit 77; }
command -v setsid >/dev/null 2>&1 || { echo "SKIP: setsid is missing"; exit 77; }
srcdir=${top_srcdir:-$(dirname "$0")/..}
server=""
cleanup() {
    [ -n "$server" ] || return 0
    for pid in $(tmux -L "$server" list-panes -a -F '#{pane_pid}' 2>/dev/null); do
        kill -KILL "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null
    done
    tmux -L "$server" kill-server 2>/dev/null
}
trap cleanup EXIT
# (setsid does not fork: a background job is no process group leader, so
# $! is the test's shell, whose pid names its server). Should the test end
# before its server was seen (a machine busy elsewhere), it runs again.
attempt=0
while :; do
    attempt=$((attempt + 1))
    setsid sh "$srcdir/tests/play-tmux.sh" >/dev/null 2>&1 &
    test_pid=$!
    server="hunters-play-tmux-$test_pid"
    tries=0
    until tmux -L "$server" has-session 2>/dev/null; do
        tries=$((tries + 1))
        kill -0 "$test_pid" 2>/dev/null && [ $tries -lt 3000 ] || break
        sleep 0.1
    done
    tmux -L "$server" has-session 2>/dev/null && break
    wait "$test_pid" 2>/dev/null
    [ $attempt -lt 5 ] || { echo "FAIL: tests/play-tmux.sh never showed its tmux server $server"; exit 1; }
done
kill -TERM "-$test_pid"  # (dash's kill takes no -- after a signal)
status=0
wait "$test_pid" || status=$?
[ "$status" != 0 ] || { echo "FAIL: tests/play-tmux.sh stopped by SIGTERM reported success"; exit 1; }
if tmux -L "$server" has-session 2>/dev/null; then
    echo "FAIL: tests/play-tmux.sh stopped by SIGTERM (status $status) left its tmux server $server running:"
    tmux -L "$server" list-panes -a -F '    #{pane_pid} #{pane_current_command}' 2>/dev/null
    exit 1
fi
echo "PASS: tests/play-tmux.sh stopped by SIGTERM (status $status) stops its tmux server and panes"
