#!/bin/sh
# build.sh test runs the WebAssembly tests in the background (start_web:
# `setsid sh -c ... &`, in a process group of their own) and stops them
# when the run stops early (stop_background(), its EXIT trap). This runs
# build.sh's own functions in sh, in a folder of its own with stand-in
# tests/web-node.sh and tests/web-browser.sh, and checks:
# - a stop that comes before the child's setsid() (between the `&` and
#   it, while the child is still in build.sh's process group and there is
#   no group of its own to signal) stops it all the same: it never runs
#   the tests, and the stop does not wait for them to end (the defect: the
#   group's kill found no group, and the wait lasted the whole step).
#   The window is made wide by a setsid on PATH that waits there, before
#   the real one, for a SIGTERM (at most 30 s, then it goes on, as the real
#   one would, and the tests run: the failure this checks for); also
#   when it takes that SIGTERM and goes on, as the shell's own child does
#   between its fork and its exec (its handler the run's TERM trap then)
# - a run stopped early (a C step failed) shows the WebAssembly tests'
#   log: all of it and their result (passed, or FAILED) when they had
#   ended, else says it stopped them and shows their log so far, and their
#   group is gone (the defect: their log was never shown, and the user
#   never learnt whether they had passed)
# - the time-by-step line of the WebAssembly tests (finish_web, lap): its
#   seconds are the foreground's wait for them, since the step before;
#   its label gives their own time in the background, not as the wait
#   (the defect: "waited for: N s in all" gave their whole time as waited)
# - a second Ctrl-C during the stop (build.sh's own INT trap, `exit 130`;
#   or a SIGTERM, SIGHUP) does not cut the stop short: the WebAssembly
#   tests' result is shown and distcheck's group stopped all the same,
#   and the run's status is the first signal's (the defect: the trap's
#   exit ran inside the stop, which ended there, after the command the
#   signal came during or in its `wait`: no result shown, and distcheck
#   went on unseen). The second signal is sent at a known point of the
#   stop, by a grep on PATH that the stop runs (its first external command)
# - a run stopped before the WebAssembly tests started (a C step failed)
#   says they did not run, and only then: not when they ran, nor at the
#   end of a run that waited for them (the defect: it said nothing of
#   them, and the log's last "==> WebAssembly" line was none of them)
# - the stop's wait for the late packages, which a second Ctrl-C no
#   longer ends, says what does (Ctrl-\)
# - WebAssembly tests that end during the stop, after its look at their
#   log for their last line and before its kill, are shown with their
#   result, passed or FAILED (the defect: shown as stopped, with their
#   whole log but no result). A grep on PATH, the stop's look, lets them
#   end there and waits for their end
# - a signal that ends the run between a job's `&` and the `$!` that
#   names it (web=$!, late_install=$!, distcheck=$!) waits for that
#   naming: the stop then stops the job (the defect: the trap's exit
#   came first, and the job, unnamed, ran on unseen). The signal is sent
#   there by a kill put into start_web, between its & and web=$!; that
#   the others are named so is read from build.sh
# - the stop reaches a tool a test runs under GNU timeout, which puts
#   itself and the tool in a process group of their own (the defect: the
#   stop's kill of the tests' group missed them, and the tool ran on up to
#   its timeout, 120 s, after the run had stopped)
#   tests/build-background.sh
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
real_setsid=$(command -v setsid) || { echo "build-background: needs setsid (skipped)"; exit 77; }
tmp=$(mktemp -d)
trap 'for f in "$tmp"/*.pid; do [ -f "$f" ] && kill -- "$(cat "$f")" 2>/dev/null || true; done; rm -rf "$tmp"' EXIT
fail() { echo "build-background: $*" >&2; exit 1; }
# still_runs PID: PID runs (a zombie or a process ending of a signal sent
# a moment before, as the stop's are, is given up to 10 s to go)
still_runs() {
    tries=0
    while kill -0 "$1" 2>/dev/null; do
        case $(sed 's/.*) \(.\).*/\1/' "/proc/$1/stat" 2>/dev/null) in Z) return 1 ;; esac
        tries=$((tries + 1)); [ $tries -lt 100 ] || return 0
        sleep 0.1
    done
    return 1
}

sed -n '/^wait_late_install() {/,/^}/p; /^stop_group() {/,/^}/p; /^kill_session() {/,/^}/p; /^stop_background() {/,/^}/p
    /^start_web() {/,/^}/p; /^finish_web() {/,/^}/p; /^lap() {/,/^}/p
    /^on_signal() {/,/^}/p; /^job_started() {/,/^}/p' "$top/build.sh" >"$tmp/functions.sh"
for f in wait_late_install stop_group kill_session stop_background start_web finish_web lap on_signal job_started; do
    grep -q "^$f() {" "$tmp/functions.sh" || fail "no $f() in build.sh: this check is out of date"
done
# build.sh test's traps of HUP, INT and TERM (a signal ends the run, and
# the EXIT trap, stop_background, runs)
grep -E "^ *trap '[^']*' (HUP|INT|TERM)\$" "$top/build.sh" >"$tmp/traps.sh"
[ "$(grep -c . "$tmp/traps.sh")" = 3 ] || fail "not three traps of HUP, INT and TERM in build.sh: this check is out of date"

# the folder build.sh runs in: the stand-in WebAssembly tests; each says
# it ran in ran-web-node (the Node test) and ran-web-browser
mkdir -p "$tmp/top/tests" "$tmp/top/_build" "$tmp/bin"
cat >"$tmp/top/tests/web-node.sh" <<'EOF_SH'
#!/bin/sh
echo node >>"$HS_TMP/ran-web-node"
echo "web-node: 12 seeded games agree with the C library"
EOF_SH
cat >"$tmp/top/tests/web-browser.sh" <<'EOF_SH'
#!/bin/sh
echo browser >>"$HS_TMP/ran-web-browser"
case ${HS_BROWSER:-pass} in
pass) echo "web-browser: the companion page passed" ;;
fail) echo "web-browser: the companion page failed"; exit 1 ;;
hang) echo "web-browser: started"; echo "$$" >"$HS_TMP/browser.pid"; echo >"$HS_TMP/browser"; exec sleep 300 ;;
sleep) echo "web-browser: started"; exec sleep 300 ;;
timeout)  # a tool under GNU timeout, as tests/sim-shards.sh runs them: its pid in timed.pid
    echo "web-browser: started"
    timeout -s KILL 60 sh -c 'echo "$$" >"$HS_TMP/timed.pid"; echo >"$HS_TMP/browser"; exec sleep 300' ;;
release)  # ends once released ($HS_RESULT: pass or fail), its shell's pid in web.pid
    echo "web-browser: started"; echo "$PPID" >"$HS_TMP/web.pid"; echo >"$HS_TMP/browser"
    read -r _ <"$HS_TMP/release"
    echo "web-browser: the companion page ${HS_RESULT}ed"; [ "$HS_RESULT" = pass ] ;;
esac
EOF_SH
chmod +x "$tmp/top/tests/web-node.sh" "$tmp/top/tests/web-browser.sh"
export HS_TMP="$tmp" HS_SETSID="$real_setsid"

# run.sh SCENARIO: as build.sh test runs: set -eu, its functions, the EXIT
# trap, the WebAssembly tests started (start_web); then a step fails
cat >"$tmp/run.sh" <<'EOF_SH'
set -eu
. "${HS_FUNCTIONS:-$HS_TMP/functions.sh}"
install_missing() { :; }   # (npm: not needed by the stand-ins)
started=$(date +%s); last_lap=$started; laps=""
late_install=""; distcheck=""; web=""; web_ended=""
top="$HS_TMP/top"; cd "$top"
trap stop_background EXIT
. "$HS_TMP/traps.sh"
case $1 in
before) exit 1 ;;  # a C step failed before they started
installing)  # ... while the late packages still installed (a stand-in)
    LATE_DEPS=stand-in; late_log="$HS_TMP/late.log"
    echo "==> installing build dependencies: stand-in" >"$late_log"
    sleep 0 & late_install=$!
    exit 1 ;;
esac
start_web >/dev/null
case $1 in
window)  # stopped before the child's setsid(): the shim says it is there
    read -r _ <"$HS_TMP/window" ;;
ended)  # stopped once they have ended: their log's last line says so
    until grep -q '^web: [0-9]* s$' _build/web-output.txt; do sleep 0.1; done ;;
running)  # stopped while the browser test runs: it says it has started
    read -r _ <"$HS_TMP/browser" ;;
twice)  # stopped by a signal once they have ended, distcheck running; the
    # stop's grep sends the second, $2 (signal-at-grep: the next grep, the
    # stop's). The first a SIGTERM (its trap: exit 143), which, unlike
    # SIGINT, no `&` of a non-interactive shell has ignored (build.sh's own
    # distcheck runs this test so): an ignored one cannot be trapped
    until grep -q '^web: [0-9]* s$' _build/web-output.txt; do sleep 0.1; done
    rm -f "$HS_TMP/distcheck"; mkfifo "$HS_TMP/distcheck"
    setsid sh -c 'echo >"$1"; exec sleep 300' sh "$HS_TMP/distcheck" & distcheck=$!
    echo "$distcheck" >"$HS_TMP/distcheck.pid"
    read -r _ <"$HS_TMP/distcheck"
    echo "$2" >"$HS_TMP/signal-at-grep"
    kill -TERM $$ ;;
gap) ;;  # (not reached: start_web's signal, between its & and web=$!, ends the run)
finished)  # not stopped: waited for to their end (finish_web), the run passes
    finish_web >/dev/null
    exit 0 ;;
esac
exit 1
EOF_SH

# a setsid that waits before the real one, in the window, for a SIGTERM
cat >"$tmp/bin/setsid" <<'EOF_SH'
#!/bin/sh
echo "$$" >"$HS_TMP/shim.pid"
sleep 30 & nap=$!
echo "$nap" >"$HS_TMP/nap.pid"
if [ -n "${HS_SWALLOW:-}" ]; then
    # (as a child of the run's shell before its exec: the run's TERM
    # trap, its handler then, takes the signal, and it goes on)
    trap 'echo >"$HS_TMP/swallowed"' TERM
else
    trap 'kill "$nap" 2>/dev/null; exit 143' TERM
fi
echo >"$HS_TMP/window"
wait "$nap" || true
kill "$nap" 2>/dev/null
# (having taken it, it goes on only once the stop has looked for its
# session, as the child does when the exec comes after that look: else the
# look, finding the session made meanwhile, stopped it, and a stop that
# sent SIGTERM here passed 1 time in 6. At most 30 s, a guard)
if [ -f "$HS_TMP/swallowed" ]; then
    tries=0
    until [ -f "$HS_TMP/session-looked" ] || [ $tries -ge 300 ]; do tries=$((tries + 1)); sleep 0.1; done
fi
trap - TERM
exec "$HS_SETSID" "$@"
EOF_SH
chmod +x "$tmp/bin/setsid"

# 1. a stop in the window between the `&` and the child's setsid()
mkfifo "$tmp/window"
PATH="$tmp/bin:$PATH" sh "$tmp/run.sh" window >"$tmp/window.txt" 2>&1 && fail "run.sh did not fail"
[ -f "$tmp/shim.pid" ] || { cat "$tmp/window.txt"; fail "the WebAssembly tests' setsid never ran"; }
still_runs "$(cat "$tmp/shim.pid")" && fail "a stop before the WebAssembly tests' setsid() left them waiting to start"
kill "$(cat "$tmp/nap.pid")" 2>/dev/null || true  # (the shim's, left by its SIGKILL)
[ -f "$tmp/ran-web-node" ] &&
    fail "a stop before the WebAssembly tests' setsid() did not stop them: they ran to their end, and the stop waited for them"
# ... also when the child takes the stop's SIGTERM and goes on, as the
# run's shell's own child does between its fork and its exec (dash: its
# signal handler is the run's trap's until the exec; the defect: the stop
# found no group yet, the child's SIGTERM was lost, and the tests ran to
# their end, which the stop waited for)
rm -f "$tmp/shim.pid" "$tmp/ran-web-node"
# (kill_session says when it has looked: session-looked)
sed 's/^kill_session() {$/looked_kill_session() {/' "$tmp/functions.sh" >"$tmp/functions-looked.sh"
grep -q '^looked_kill_session() {$' "$tmp/functions-looked.sh" || fail "no kill_session() in build.sh: this check is out of date"
echo 'kill_session() { looked_kill_session "$@"; echo >"$HS_TMP/session-looked"; }' >>"$tmp/functions-looked.sh"
HS_FUNCTIONS="$tmp/functions-looked.sh" HS_SWALLOW=1 PATH="$tmp/bin:$PATH" sh "$tmp/run.sh" window \
    >"$tmp/window-swallow.txt" 2>&1 && fail "run.sh did not fail"
rm -f "$tmp/swallowed" "$tmp/session-looked"
[ -f "$tmp/shim.pid" ] || { cat "$tmp/window-swallow.txt"; fail "the WebAssembly tests' setsid never ran"; }
still_runs "$(cat "$tmp/shim.pid")" && fail "a stop before the WebAssembly tests' setsid() (SIGTERM taken) left them waiting to start"
kill "$(cat "$tmp/nap.pid")" 2>/dev/null || true
[ -f "$tmp/ran-web-node" ] && { cat "$tmp/window-swallow.txt"
    fail "a stop before the WebAssembly tests' setsid(), whose SIGTERM the child took, did not stop them: they ran to their end"; }
echo "build-background: a stop before the WebAssembly tests' setsid() stops them"

# 2. a C step fails after the WebAssembly tests ended: their log and result
for result in pass fail; do
    rm -f "$tmp/ran-web-node" "$tmp/ran-web-browser"
    HS_BROWSER=$result sh "$tmp/run.sh" ended >"$tmp/ended-$result.txt" 2>&1 && fail "run.sh did not fail"
    for line in "web-node: 12 seeded games agree with the C library" "web-browser: the companion page ${result}ed"; do
        grep -qxF "$line" "$tmp/ended-$result.txt" || { cat "$tmp/ended-$result.txt"
            fail "a run stopped early after the WebAssembly tests ended ($result) did not show their log: no '$line'"; }
    done
    grep -qx 'web: [0-9]* s' "$tmp/ended-$result.txt" ||
        { cat "$tmp/ended-$result.txt"; fail "the WebAssembly tests' log shown without its last line (web: N s)"; }
    case $result in
    pass) grep -qx '==> the WebAssembly tests passed' "$tmp/ended-$result.txt" &&
              ! grep -q 'FAILED' "$tmp/ended-$result.txt" ;;
    fail) grep -qxF 'FAILED: the WebAssembly tests (Node, browser)' "$tmp/ended-$result.txt" ;;
    esac || { cat "$tmp/ended-$result.txt"; fail "a run stopped early did not say whether the WebAssembly tests passed ($result)"; }
done
echo "build-background: a run stopped early shows the WebAssembly tests' log and result when they had ended"

# 3. a C step fails while the browser test runs: stopped, their log so far
mkfifo "$tmp/browser"
HS_BROWSER=hang sh "$tmp/run.sh" running >"$tmp/running.txt" 2>&1 && fail "run.sh did not fail"
still_runs "$(cat "$tmp/browser.pid")" && fail "the WebAssembly tests (a browser test) still run after the stop"
grep -qx '==> stopping the WebAssembly tests' "$tmp/running.txt" ||
    { cat "$tmp/running.txt"; fail "a run stopped early did not say it stopped the WebAssembly tests"; }
for line in "web-node: 12 seeded games agree with the C library" "web-browser: started"; do
    grep -qxF "$line" "$tmp/running.txt" ||
        { cat "$tmp/running.txt"; fail "a run stopped early did not show the WebAssembly tests' log so far: no '$line'"; }
done
grep -q '^web: ' "$tmp/running.txt" && fail "the WebAssembly tests stopped early, but their log says they ended"
echo "build-background: a run stopped early stops the WebAssembly tests still running and shows their log so far"

# 4. a run stopped by a signal, and a second signal during the stop: sent
# by a grep on PATH (the stop's first), once, to the shell that runs it: a
# Ctrl-C (SIGINT), a SIGTERM (a CI runner's cancel after its SIGINT), a
# SIGHUP (the terminal closed). (SIGINT given its default back where env
# can, for a test run from a `&`, which ignores it: distcheck's)
default_int=""
env --default-signal=INT true 2>/dev/null && default_int="env --default-signal=INT"
mkdir "$tmp/bin-grep"
cat >"$tmp/bin-grep/grep" <<'EOF_SH'
#!/bin/sh
if [ -f "$HS_TMP/signal-at-grep" ]; then
    signal=$(cat "$HS_TMP/signal-at-grep")
    rm -f "$HS_TMP/signal-at-grep"
    echo "$PPID" >"$HS_TMP/second-signal"
    kill -"$signal" "$PPID"
fi
exec "$HS_GREP" "$@"
EOF_SH
chmod +x "$tmp/bin-grep/grep"
for signal in INT TERM HUP; do
    out="$tmp/twice-$signal.txt"
    rm -f "$tmp/second-signal"
    status=0
    # shellcheck disable=SC2086 # env and its option, or nothing
    HS_GREP=$(command -v grep) PATH="$tmp/bin-grep:$PATH" $default_int sh "$tmp/run.sh" twice "$signal" >"$out" 2>&1 ||
        status=$?
    [ -f "$tmp/second-signal" ] ||
        { cat "$out"; fail "the second signal (SIG$signal) was never sent: the stop ran no grep (this check is out of date)"; }
    if ! grep -qx '==> the WebAssembly tests passed' "$out" || grep -q 'FAILED' "$out"; then
        cat "$out"; fail "a SIG$signal during the stop: the WebAssembly tests, which passed, were not said to have passed"
    fi
    grep -qxF "web-browser: the companion page passed" "$out" ||
        { cat "$out"; fail "a SIG$signal during the stop: the WebAssembly tests' log was not shown"; }
    kill -0 -- "-$(cat "$tmp/distcheck.pid")" 2>/dev/null &&
        { cat "$out"; fail "a SIG$signal during the stop left make distcheck (its stand-in group) running"; }
    [ "$status" = 143 ] || { cat "$out"; fail "a run stopped by a SIGTERM, then a SIG$signal, exited $status, not 143"; }
done
echo "build-background: a second signal (Ctrl-C, SIGTERM, SIGHUP) during the stop neither cuts it short nor fails the WebAssembly tests that passed"

# 5. a run stopped before they started says they did not run; one that
# ran them (stopped, ended or waited for) does not
not_started='==> the WebAssembly tests (Node, browser) did not run: the run stopped before they started'
rm -f "$tmp/ran-web-node" "$tmp/ran-web-browser"
sh "$tmp/run.sh" before >"$tmp/before.txt" 2>&1 && fail "run.sh did not fail"
[ -f "$tmp/ran-web-node" ] && fail "run.sh before: the WebAssembly tests ran (this check is out of date)"
grep -qxF "$not_started" "$tmp/before.txt" ||
    { cat "$tmp/before.txt"; fail "a run stopped before the WebAssembly tests started did not say they did not run"; }
sh "$tmp/run.sh" finished >"$tmp/finished.txt" 2>&1 || { cat "$tmp/finished.txt"; fail "run.sh finished failed"; }
for out in window ended-pass ended-fail running twice-INT twice-TERM twice-HUP finished; do
    [ -f "$tmp/$out.txt" ] || fail "no output of $out: this check is out of date"
    grep -qF "did not run" "$tmp/$out.txt" &&
        { cat "$tmp/$out.txt"; fail "a run whose WebAssembly tests started ($out) said they did not run"; }
done
echo "build-background: a run stopped before the WebAssembly tests started says they did not run, and only then"
# ... and when the late packages still install, it waits for them, which
# a second Ctrl-C no longer ends (ignored during the stop): it says how to
# stop the wait (the defect: a wait of minutes that said no way out)
sh "$tmp/run.sh" installing >"$tmp/installing.txt" 2>&1 && fail "run.sh did not fail"
grep -qxF "==> installed meanwhile: stand-in" "$tmp/installing.txt" ||
    { cat "$tmp/installing.txt"; fail "a run stopped while the late packages installed did not wait for them and show their log"; }
grep '^==> waiting for the packages installed in the background' "$tmp/installing.txt" | grep -qF "Ctrl-\\" ||
    { cat "$tmp/installing.txt"; fail "the stop's wait for the late packages does not say how to stop it (Ctrl-\\)"; }
echo "build-background: the stop's wait for the late packages says how to stop it"

# 6. the time-by-step line: tests that ran 400 s, ended when waited for
cat >"$tmp/finish.sh" <<'EOF_SH'
set -eu
. "$HS_TMP/functions.sh"
cd "$HS_TMP/top"
started=$(date +%s); last_lap=$started; laps=""
sh -c 'echo "web-node: 12 seeded games agree with the C library"; echo "web: 400 s"' >_build/web-output.txt 2>&1 &
web=$!
finish_web >/dev/null
printf '%s' "$laps"
EOF_SH
sh "$tmp/finish.sh" >"$tmp/laps.txt" 2>&1 || { cat "$tmp/laps.txt"; fail "finish_web failed"; }
[ "$(grep -c . "$tmp/laps.txt")" = 1 ] || { cat "$tmp/laps.txt"; fail "finish_web added not one time-by-step line"; }
waited=$(sed -n 's/^ *\([0-9]*\) s  .*/\1/p' "$tmp/laps.txt")
label=$(sed -n 's/^ *[0-9]* s  //p' "$tmp/laps.txt")
case $waited in '' | *[!0-9]*) cat "$tmp/laps.txt"; fail "the time-by-step line gives no seconds" ;; esac
[ "$waited" -lt 400 ] || { cat "$tmp/laps.txt"; fail "the time-by-step line's seconds are not the wait"; }
printf '%s\n' "$label" | grep -q '400 s' ||
    { cat "$tmp/laps.txt"; fail "the time-by-step line no longer gives the WebAssembly tests' own time (400 s)"; }
printf '%s\n' "$label" | grep -Eiq 'wait[^;()]*400 s' &&
    { cat "$tmp/laps.txt"; fail "the time-by-step line calls the WebAssembly tests' whole time (400 s) a wait; the foreground waited $waited s"; }
echo "build-background: the WebAssembly tests' time-by-step line: the wait, and their own time in the background"

# 7. the WebAssembly tests' shell ended without its last line (killed:
# "web: N s" never written) and the shell of build.sh reaped it while it
# waited for a foreground step (dash reaps any child then): its pid is
# free, and may be another process's by the stop (pid_max may be 32768).
# Stood in for by a pid that is another's, a group leader as a setsid'd
# one is: the stop must signal neither it nor its group (the defect:
# stop_group's kill PID and kill -PID took PID to be the child still)
setsid sleep 300 &
other=$!
echo "$other" >"$tmp/other.pid"
cat >"$tmp/reused.sh" <<'EOF_SH'
set -eu
. "$HS_TMP/functions.sh"
cd "$HS_TMP/top"
late_install=""; distcheck=""
trap stop_background EXIT
echo "web-node: 12 seeded games agree with the C library" >_build/web-output.txt
web=$(cat "$HS_TMP/other.pid")
exit 1
EOF_SH
sh "$tmp/reused.sh" >"$tmp/reused.txt" 2>&1 && fail "reused.sh did not fail"
state=$(sed 's/.*) \(.\).*/\1/' "/proc/$other/stat" 2>/dev/null) || state=""
case $state in '' | Z)
    cat "$tmp/reused.txt"; fail "a stop of WebAssembly tests that had ended signalled another process that took their pid" ;;
esac
echo "build-background: a stop signals no process that took the pid of WebAssembly tests that had ended"

# 8. the WebAssembly tests end during the stop: after its look at their log
# (a grep that finds no last line "web: N s", then lets the browser
# stand-in end and waits for their shell to end) and before its kill
mkdir "$tmp/bin-grep-end"
cat >"$tmp/bin-grep-end/grep" <<'EOF_SH'
#!/bin/sh
status=0
"$HS_GREP" "$@" || status=$?
case "$*" in *web-output.txt*)
    [ -f "$HS_TMP/end-at-grep" ] && {
        rm -f "$HS_TMP/end-at-grep"
        web=$(cat "$HS_TMP/web.pid")
        echo >"$HS_TMP/release"
        # (their shell ended: a zombie, or reaped by the stop's shell; at
        # most 60 s, a guard against a hang)
        tries=0
        while [ -e "/proc/$web" ] && [ "$(sed 's/.*) \(.\).*/\1/' "/proc/$web/stat" 2>/dev/null)" != Z ] &&
            [ $tries -lt 600 ]; do
            tries=$((tries + 1)); sleep 0.1
        done
    } ;;
esac
exit $status
EOF_SH
chmod +x "$tmp/bin-grep-end/grep"
mkfifo "$tmp/release"
for result in pass fail; do
    out="$tmp/end-at-grep-$result.txt"
    echo >"$tmp/end-at-grep"
    HS_GREP=$(command -v grep) HS_BROWSER=release HS_RESULT=$result PATH="$tmp/bin-grep-end:$PATH" \
        sh "$tmp/run.sh" running >"$out" 2>&1 && fail "run.sh did not fail"
    [ -f "$tmp/end-at-grep" ] && { cat "$out"; fail "the stop ran no grep of the WebAssembly tests' log (this check is out of date)"; }
    grep -qxF "web-browser: the companion page ${result}ed" "$out" && grep -qx 'web: [0-9]* s' "$out" ||
        { cat "$out"; fail "the WebAssembly tests that ended during the stop ($result): not their whole log"; }
    case $result in
    pass) grep -qx '==> the WebAssembly tests passed' "$out" && ! grep -q 'FAILED' "$out" ;;
    fail) grep -qxF 'FAILED: the WebAssembly tests (Node, browser)' "$out" ;;
    esac || { cat "$out"; fail "the WebAssembly tests that ended during the stop ($result): not said whether they passed"; }
    grep -q 'until they were stopped' "$out" &&
        { cat "$out"; fail "the WebAssembly tests that ended during the stop ($result): shown as stopped"; }
done
echo "build-background: WebAssembly tests that end during the stop, before its kill, are shown with their result"

# 9. a signal between the WebAssembly tests' & and web=$! (a kill of the
# run's shell put there, into a copy of start_web), the job's pid in
# gap.pid: the run ends with the signal's status, and the stop stops the
# job; and build.sh names each job so (job_started after each $!)
sed 's|^\( *\)web=\$!$|\1echo "$!" >"$HS_TMP/gap.pid"; kill -TERM $$; web=$!|' "$tmp/functions.sh" >"$tmp/functions-gap.sh"
grep -q 'kill -TERM \$\$; web=\$!$' "$tmp/functions-gap.sh" || fail "no line web=\$! in start_web: this check is out of date"
status=0
HS_FUNCTIONS="$tmp/functions-gap.sh" HS_BROWSER=sleep sh "$tmp/run.sh" gap >"$tmp/gap.txt" 2>&1 || status=$?
[ -f "$tmp/gap.pid" ] || { cat "$tmp/gap.txt"; fail "the WebAssembly tests were not started before the signal (this check is out of date)"; }
if still_runs "$(cat "$tmp/gap.pid")"; then
    kill -- -"$(cat "$tmp/gap.pid")" 2>/dev/null
    cat "$tmp/gap.txt"; fail "a signal between the WebAssembly tests' & and web=\$! left them running"
fi
grep -qx '==> stopping the WebAssembly tests' "$tmp/gap.txt" && ! grep -qF "did not run" "$tmp/gap.txt" ||
    { cat "$tmp/gap.txt"; fail "a signal between the WebAssembly tests' & and web=\$!: the stop did not say it stopped them"; }
[ "$status" = 143 ] || { cat "$tmp/gap.txt"; fail "a run stopped by a SIGTERM between the WebAssembly tests' & and web=\$! exited $status, not 143"; }
unnamed=$(awk '/^ *[a-z_]+=\$!$/ { n++; line = $0; getline; if ($0 !~ /^ *job_started$/) print line } END { if (n < 3) print "only " n " jobs" }' "$top/build.sh")
[ -z "$unnamed" ] || fail "build.sh: a job's \$! not followed by job_started (a signal there leaves it unstopped): $unnamed"
# ... and each job started after starting=1 (without it on_signal exits at
# once, before the $!: the defect; the gap above tells it of start_web alone)
unarmed=$(awk '/^ *starting=1$/ { armed = 1 } /^ *job_started$/ { armed = 0 }
    /^ *[a-z_]+=\$!$/ { if (!armed) print }' "$top/build.sh")
[ -z "$unarmed" ] || fail "build.sh: a job started without starting=1 before it (a signal there leaves it unstopped): $unarmed"
echo "build-background: a signal between a job's & and the \$! that names it waits for the naming, and the stop stops the job"

# 10. a C step fails while the browser stand-in runs a tool under timeout
if command -v timeout >/dev/null 2>&1; then
    HS_BROWSER=timeout sh "$tmp/run.sh" running >"$tmp/timeout.txt" 2>&1 && fail "run.sh did not fail"
    [ -f "$tmp/timed.pid" ] || { cat "$tmp/timeout.txt"; fail "the tool under timeout never ran (this check is out of date)"; }
    still_runs "$(cat "$tmp/timed.pid")" &&
        { cat "$tmp/timeout.txt"; fail "a tool a WebAssembly test ran under timeout (a group of its own) still runs after the stop"; }
    echo "build-background: the stop reaches a tool the tests run under timeout, in a process group of its own"
else
    echo "build-background: no timeout: no check of a tool under it (skipped)"
fi
