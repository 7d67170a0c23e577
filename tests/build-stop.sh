#!/bin/sh
# build.sh test stopped early (a failed step, Ctrl-C, a closed terminal)
# stops what it runs in the background, the WebAssembly tests and make
# distcheck (stop_background(), its EXIT trap), also when its messages
# find no reader: on a closed terminal every write fails (EIO), and a pipe
# whose reader was stopped with it (./build.sh test | tee log, Ctrl-C)
# raises SIGPIPE. The defect: the first "==> stopping ..." that failed
# ended the trap there under set -e (dash), or the shell by SIGPIPE, and
# the tests and distcheck went on unseen. This runs build.sh's own
# stop_background() and wait_late_install() in sh, with two process
# groups of sleeps as the WebAssembly tests and distcheck, and its
# standard output a full device (/dev/full, a write that fails as a closed
# terminal's does) and a pipe with no reader: both groups must be gone.
#   tests/build-stop.sh
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
command -v setsid >/dev/null 2>&1 || { echo "build-stop: needs setsid (skipped)"; exit 77; }
tmp=$(mktemp -d)
pids=""
trap 'for p in $pids; do kill -- -"$p" 2>/dev/null || true; done; rm -rf "$tmp"' EXIT
fail() { echo "build-stop: $*" >&2; exit 1; }

sed -n '/^wait_late_install() {/,/^}/p; /^stop_group() {/,/^}/p; /^kill_session() {/,/^}/p; /^stop_background() {/,/^}/p' \
    "$top/build.sh" >"$tmp/functions.sh"
grep -q '^stop_background() {' "$tmp/functions.sh" || fail "no stop_background() in build.sh"
grep -q '^wait_late_install() {' "$tmp/functions.sh" || fail "no wait_late_install() in build.sh"
grep -q '^kill_session() {' "$tmp/functions.sh" || fail "no kill_session() in build.sh (stop_group() calls it)"
cat >"$tmp/run.sh" <<'EOF_SH'
# as build.sh test runs: set -eu, the EXIT trap; then a step fails
set -eu
top=$1; pids=$2
. "$3"
LATE_DEPS=none; late_log=$(mktemp); echo "==> installing build dependencies: none" >"$late_log"
sleep 1 & late_install=$!
# (each in its group before the trap runs: it says so through a FIFO of its own once setsid made it)
rm -f "$top/web" "$top/distcheck"; mkfifo "$top/web" "$top/distcheck"
setsid sh -c 'echo >"$1"; exec sleep 300' sh "$top/web" & web=$!
echo "$web" >"$pids"
read -r _ <"$top/web"
setsid sh -c 'echo >"$1"; exec sleep 300' sh "$top/distcheck" & distcheck=$!
echo "$distcheck" >>"$pids"
read -r _ <"$top/distcheck"
trap stop_background EXIT
exit 1
EOF_SH

# after each run: the two groups it started must be gone
check_gone() { # HOW
    pids=$(cat "$tmp/pids" 2>/dev/null || true)
    [ "$(printf '%s\n' "$pids" | grep -c .)" = 2 ] || fail "$1: the background groups were not started"
    for p in $pids; do
        kill -0 -"$p" 2>/dev/null &&
            fail "$1: process group $p (a sleep standing for the WebAssembly tests or distcheck) still runs"
    done
    rm -f "$tmp/pids"
}

# a closed terminal's writes fail: as /dev/full's do
if [ -w /dev/full ]; then
    sh "$tmp/run.sh" "$tmp" "$tmp/pids" "$tmp/functions.sh" >/dev/full 2>/dev/null || true
    check_gone "standard output failing (/dev/full)"
else
    echo "build-stop: no /dev/full: a failing write not tried"
fi
# a pipe whose reader is gone (SIGPIPE): the reader closes its end, then says
# so through a FIFO, which run.sh's side waits for
mkfifo "$tmp/fifo"
{ read -r _ <"$tmp/fifo"; sh "$tmp/run.sh" "$tmp" "$tmp/pids" "$tmp/functions.sh" 2>/dev/null || true; } |
    { exec <&-; echo closed >"$tmp/fifo"; }
check_gone "standard output a pipe with no reader"
echo "build-stop: stop_background() stops the background groups when its messages cannot be written"

# A Ctrl-C during the foreground make check reaches the terminal's
# foreground process group only: GNU timeout without --foreground puts
# itself and the tool it runs in a group of their own, so the tool ran on
# up to its timeout (60 to 600 s) after the run was stopped. So every tool
# a test runs under timeout runs under --foreground (tests/build-background.sh
# leaves it out on purpose: its stand-in is such a group, for build.sh's stop).
# A run of timeout is the word followed by an option, a number or a
# variable: 'timeout -k 5 60', 'timeout --signal=KILL 60', 'timeout "$t"'
# as well as 'timeout -s KILL 60' (those three went unseen)
unguarded=$(grep -n -E '(^|[^-[:alnum:]_])timeout +(-|[0-9]|"?\$)' "$top"/tests/*.sh "$top"/tests/fuzz/*.sh \
    "$top"/bindings/lua/*.lua 2>/dev/null | grep -v -e '--foreground' -e '/tests/build-background\.sh:' |
    grep -v -E '^[^:]*:[0-9]+: *(#|--)') || true
[ -z "$unguarded" ] || fail "a test runs a tool under timeout without --foreground: $unguarded"
echo "build-stop: every tool a test runs under timeout stays in the run's process group (--foreground)"
