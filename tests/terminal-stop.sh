#!/bin/sh
# A test stopped while a program runs on a terminal of its own
# (tests/terminal_session.sh's on_terminal, util-linux script) stops that
# program too: by build.sh test's stop (its kill_session on the session of
# make distcheck) and by a Ctrl-C (SIGINT to the foreground process group).
# The defect: tests/play-session.sh ran `script -qec "... timeout
# --foreground 20 setpriv ... hunters-play ..."`, all of it but script in
# script's own session, which neither reaches; script's hangup of its
# terminal reached them only as a SIGHUP, which timeout forwards and then
# waits for its program: a program that went on ran up to 20 s after the
# stop. Here the program is a stand-in that ignores SIGHUP (sleep 300 under
# timeout --foreground 300), run by a shell in a session of its own as
# make distcheck runs; after the stop the stand-in must be gone.
#   tests/terminal-stop.sh
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
here=$(cd "$(dirname "$0")" && pwd)
command -v setsid >/dev/null 2>&1 || { echo "SKIP: no setsid"; exit 77; }
command -v timeout >/dev/null 2>&1 || { echo "SKIP: no timeout"; exit 77; }
script -qec true /dev/null </dev/null >/dev/null 2>&1 || { echo "SKIP: no util-linux script"; exit 77; }
tmp=$(mktemp -d) || exit 1
outer=""
# (a failed check leaves no stand-in: each outer shell's session, and the
# stand-in by the pid it wrote)
cleanup() {
    [ -z "$outer" ] || kill -s KILL -- -"$outer" 2>/dev/null
    [ -s "$tmp/stand-in" ] && kill -KILL "$(cat "$tmp/stand-in")" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }

sed -n '/^kill_session() {/,/^}/p' "$top/build.sh" >"$tmp/kill_session.sh"
grep -q '^kill_session() {' "$tmp/kill_session.sh" || fail "no kill_session() in build.sh: this check is out of date"
. "$tmp/kill_session.sh"

# the test standing for play-session.sh: on_terminal runs the stand-in, which
# writes its pid once it ignores SIGHUP ('; true': the terminal's shell runs
# timeout as a child, as play-session's '; echo $?' makes it, not by exec)
cat >"$tmp/test.sh" <<'EOF_SH'
tmp=$1
. "$2/terminal_session.sh"
on_terminal "timeout --foreground 300 sh -c 'trap \"\" HUP; echo \$\$ >\"\$1\"; exec sleep 300' sh '$tmp/stand-in'; true"
echo "on_terminal returned $?" >"$tmp/returned"
EOF_SH

# gone PID WHAT: waits for PID to end (polled, bounded: 10 s, where the
# stand-in sleeps 300 s; a stop that missed it fails the test, not hangs it)
gone() {
    tries=0
    while kill -0 "$1" 2>/dev/null; do
        tries=$((tries + 1))
        [ $tries -lt 100 ] || fail "$2 still runs 10 s after the stop"
        sleep 0.1
    done
}
# stopped_by HOW STATUS: runs the test in a session of its own, stops it by
# HOW (kill_session: build.sh's stop; INT: a Ctrl-C) once the stand-in runs,
# and wants the test's exit status STATUS and the stand-in gone (polled,
# bounded: the stand-in sleeps 300 s)
stopped_by() {
    rm -f "$tmp/stand-in" "$tmp/returned"
    # (SIGINT at its default: a job started with & has it ignored, and so would the test)
    setsid $default_int sh "$tmp/test.sh" "$tmp" "$here" >"$tmp/test.out" 2>&1 &
    outer=$!
    tries=0
    until [ -s "$tmp/stand-in" ]; do
        tries=$((tries + 1))
        [ $tries -lt 300 ] || fail "$1: the stand-in never started"
        sleep 0.1
    done
    stand_in=$(cat "$tmp/stand-in")
    case $1 in
    kill_session) kill_session "$outer" ;;
    INT) kill -s INT -- -"$outer" ;;
    esac
    gone "$outer" "$1: the test"
    wait "$outer"
    status=$?
    [ ! -e "$tmp/returned" ] || fail "$1: the test went on after the stop ($(cat "$tmp/returned"))"
    [ $status -eq "$2" ] || fail "$1: the test's exit status $status, not $2"
    gone "$stand_in" "$1: the stand-in on the terminal (pid $stand_in)"
    kill -s KILL -- -"$outer" 2>/dev/null
    outer=""
}
# and every test runs its terminals so: no `script -qec COMMAND` of its own
# but the probe whether script works, `script -qec true` (the defect:
# demo-tool.sh ran six; a script a test writes for its terminal's shell,
# demo-tool.sh's terminal within on_terminal's, ends with it: script sends
# its shell the SIGTERM it gets)
own=$(cd "$here" && grep -n 'script -qec' ./*.sh | grep -v -e 'script -qec true' -e '^[^:]*:[0-9]*: *#' \
    -e "^[^:]*:[0-9]*: *printf '" -e '^./terminal_session.sh:')
[ -z "$own" ] || fail "a test runs a terminal of its own, not through on_terminal: $own"

# and what runs on the terminal has SIGINT and SIGQUIT at their default, as
# on a user's terminal, a Ctrl-C there reaching it (the defect: script,
# started in the background of the test's non-interactive shell, and all it
# ran had both ignored): a shell that signals itself ends by the signal
# (status 128 + N; with either ignored, it went on to exit 0)
. "$here/terminal_session.sh"
on_terminal "ulimit -c 0; for signal in INT QUIT; do sh -c 'kill -s \$1 \$\$; exit 0' sh \$signal; \
echo \$signal \$?; done >'$tmp/defaults'" >/dev/null 2>&1
[ "$(cat "$tmp/defaults" 2>/dev/null)" = "$(printf 'INT 130\nQUIT 131')" ] ||
    fail "on the terminal, SIGINT and SIGQUIT are not at their default: $(cat "$tmp/defaults" 2>/dev/null) (want INT 130, QUIT 131)"
echo "on_terminal's command has SIGINT and SIGQUIT at their default"

default_int=""
stopped_by kill_session 143
if env --default-signal=INT true 2>/dev/null; then
    default_int="env --default-signal=INT"
    stopped_by INT 130
else
    echo "SKIP (no env --default-signal, coreutils 8.31): a Ctrl-C"
fi
echo "PASS: a test stopped by build.sh's stop or a Ctrl-C stops what it runs on a terminal of its own"
