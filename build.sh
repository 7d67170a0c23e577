#!/bin/sh
# libhunters quick start: one command does all set-up.
#   ./build.sh demo   install missing build tools (Debian), build, play a bot game
#   ./build.sh test   install missing build tools, build, run every test:
#                     Check suites, the Python and Lua binding tests, a
#                     sanitizer build's tests, a clang build, valgrind, the
#                     doc build and make distcheck
#   ./build.sh build  install missing build tools and build only
#   ./build.sh configure  configure only ($HUNTERS_BUILD_DIR or _build)
# $HUNTERS_JOBS jobs at a time (default: nproc)
# $HUNTERS_PREFIX: where `make -C _build install` installs (configure's
# --prefix; default /usr/local), e.g. HUNTERS_PREFIX=$HOME/hunters; the
# installed programs then find the library there with no LD_LIBRARY_PATH.
# Give it to every run (or export it): a run without it configures _build
# again for /usr/local.
set -eu
case ${HUNTERS_PREFIX:-/} in
/*) ;;
*) echo "build.sh: HUNTERS_PREFIX must be an absolute path, not '$HUNTERS_PREFIX'" >&2; exit 2 ;;
esac
cd "$(dirname "$0")"
top=$(pwd)
jobs=${HUNTERS_JOBS:-$(nproc 2>/dev/null || echo 2)}
case $jobs in '' | *[!0-9]* | 0) echo "build.sh: HUNTERS_JOBS must be a whole number above 0" >&2; exit 2 ;; esac
export HUNTERS_JOBS="$jobs"  # tests/fuzz/run.sh's too
mode=${1:-demo}

# Debian packages the build needs (demo, build) ...
BUILD_DEPS="autoconf automake libtool make gcc pkg-config check python3"
# ... and those the tests need as well (test).
DEPS="$BUILD_DEPS clang libclang-rt-dev doxygen binutils valgrind luajit abigail-tools lcov"
# the frontends: the Dask runner test and the terminal test under tmux
DEPS="$DEPS python3-distributed tmux"
# pictures: tests/svg-tool.sh checks the SVG with xmllint and renders it with rsvg-convert
DEPS="$DEPS libxml2-utils librsvg2-bin"
# the WebAssembly build and its Node and browser tests (tests/web-*.sh), the
# largest downloads and needed last: installed while the C builds and tests run
LATE_DEPS="emscripten node-acorn nodejs chromium"
# the bindings' tests: type check, pip install into a venv
DEPS="$DEPS python3-mypy python3-venv"
# the system calls of the tools, where the tests can trace them:
# tests/sim-output.sh (an fsync before each rename), tests/demo-tool.sh
# (--save's check never opens the file named)
DEPS="$DEPS strace"
DEPS="$DEPS python3-pyflakes"  # the Python package's lint test (bindings/python/test_hunters.py: Lint)
DEPS="$DEPS python3-numpy"  # hunters.ml (bindings/python/test_ml.py)
DEPS="$DEPS python3-pandas python3-matplotlib"  # hunters.sim.dataframe (test_sim.py), examples/python/variant_experiment.py

install_missing() { # PACKAGES...
    command -v dpkg-query >/dev/null 2>&1 || return 0   # not Debian: trust the user
    missing=""
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
    done
    [ -z "$missing" ] && return 0
    echo "==> installing build dependencies:$missing"
    if [ "$(id -u)" = 0 ]; then sudo=""; elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
        echo "error: missing packages:$missing (run as root or install them)" >&2; exit 1
    fi
    # (apt waits for another apt's lock rather than fail; $install_nice: the
    # background install gives way to the builds and tests)
    $sudo ${install_nice:-} env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update -qq
    # shellcheck disable=SC2086
    $sudo ${install_nice:-} env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 \
        install -y -qq --no-install-recommends $missing >/dev/null
}

bootstrap() {
    if [ ! -x configure ] || [ configure.ac -nt configure ] || [ Makefile.am -nt configure ]; then
        echo "==> autoreconf"
        autoreconf -fi >/dev/null
    fi
}

# What configure looks for and remembers: a build folder configured before
# one of these was installed (./build.sh demo, then ./build.sh test, which
# installs Doxygen and the rest) must be configured again, or the build
# keeps believing it is missing.
CONFIGURED_TOOLS="doxygen objdump python3 pkg-config lcov genhtml"
tools_found() {
    for tool in $CONFIGURED_TOOLS; do
        printf '%s=%s\n' "$tool" "$(command -v "$tool" 2>/dev/null || true)"
    done
    printf 'check=%s\n' "$(pkg-config --modversion check 2>/dev/null || true)"
}

# configure_build DIR [configure options...]
configure_build() {
    dir=$1; shift
    configure_only "$dir" "$@"
    echo "==> make (in $dir)"
    make -C "$dir" -s -j"$jobs" >/dev/null
}

# configure_only DIR [configure options...]: configure DIR again when
# configure changed, the options differ or the tools configure found changed.
# When the options differ, what was built with the old ones is cleaned
# away: make would keep it (nothing it built depends on the options), so a
# new --prefix (HUNTERS_PREFIX) would install programs and a library that
# look for the library and the template in the old one.
configure_only() {
    dir=$1; shift
    mkdir -p "$dir"
    found=$(tools_found)
    other_options=false
    [ -f "$dir/Makefile" ] && [ "$(cat "$dir/.build-options" 2>/dev/null)" != "$*" ] && other_options=true
    if [ ! -f "$dir/Makefile" ] || [ "$top/configure" -nt "$dir/Makefile" ] || $other_options ||
       [ "$(cat "$dir/.build-tools" 2>/dev/null)" != "$found" ]; then
        echo "==> configure $* (in $dir)"
        rm -f "$dir/.build-options" "$dir/.build-tools"
        (cd "$dir" && "$top/configure" --quiet "$@")
        if $other_options; then
            echo "==> make clean (in $dir: built with other configure options)"
            make -C "$dir" -s clean >/dev/null
        fi
        echo "$*" >"$dir/.build-options"
        printf '%s\n' "$found" >"$dir/.build-tools"
    fi
}

# Prints the Check summaries of a build's test logs and adds them up.
check_summary() {
    dir=$1
    grep -h '%: Checks:' "$dir"/tests/*.log 2>/dev/null | sed 's/^/    /' || true
}

run_check() { # DIR LABEL
    dir=$1; label=$2
    echo "==> make check ($label)"
    if ! make -C "$dir" -s -j"$jobs" check >"$dir/check-output.txt" 2>&1; then
        cat "$dir/check-output.txt"
        for f in "$dir"/tests/*.log; do
            case "$f" in */test-suite.log) ;; *) grep -q -E ':test-result: (FAIL|ERROR)' "${f%.log}.trs" 2>/dev/null && cat "$f" ;; esac
        done
        echo "FAILED: make check ($label)"; exit 1
    fi
    grep -E '^# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR):' "$dir/check-output.txt" | sed 's/^/    /'
    check_summary "$dir"
    for lang in python lua; do
        sed -n 's/^\(Ran [0-9]* tests.*\|lua: .*passed.*\)$/    '$lang' bindings: \1/p' "$dir/tests/$lang-bindings.sh.log" 2>/dev/null
    done
}

# No test may leave a process running: one left spinning (hunters-play's
# leak check at exit under a hung-up tmux terminal) took a core from every
# later step. Processes whose program or working folder is in the build
# folder, still there after 30 s, are listed, killed, and fail the run.
# (a process of this run: it inherited HUNTERS_BUILD_RUN, set below; so a
# developer's shell in _build is none of them)
processes_in() { # DIR
    real=$(cd "$top/$1" 2>/dev/null && pwd -P) || return 0
    for proc in /proc/[0-9]*; do
        [ "${proc#/proc/}" = "$$" ] && continue
        { tr '\0' '\n' <"$proc/environ"; } 2>/dev/null | grep -qx "HUNTERS_BUILD_RUN=$HUNTERS_BUILD_RUN" || continue
        exe=$(readlink "$proc/exe" 2>/dev/null) || continue
        cwd=$(readlink "$proc/cwd" 2>/dev/null) || cwd=""
        case "$exe/|$cwd/" in
        "$real/"* | *"|$real/"*) echo "${proc#/proc/} $({ tr '\0' ' ' <"$proc/cmdline"; } 2>/dev/null)" ;;
        esac
    done
}
no_stray_processes() { # DIR
    [ -d /proc/self ] || return 0
    tries=0
    while stray=$(processes_in "$1") && [ -n "$stray" ]; do
        tries=$((tries + 1))
        if [ $tries -ge 30 ]; then
            echo "$stray" | sed 's/^/    /'
            echo "$stray" | while read -r pid _; do kill -KILL "$pid" 2>/dev/null || true; done
            echo "FAILED: the tests of $1 left these processes running"; exit 1
        fi
        sleep 1
    done
}

# The C suites again under valgrind's memcheck (fewer random games: it is
# slow; HUNTERS_RANDOM_GAMES=40, which each suite reads as
# tests/check_main.h says: 40 games of check_random, 4 of check_undo, ...),
# one a core; the logs in DIR/valgrind/
VALGRIND_SUITES="check_api check_tileset check_rules check_random check_records check_undo check_finder check_ml check_ml_views check_eval"
run_valgrind() {
    dir=$1
    echo "==> valgrind memcheck ($jobs at a time)"
    HUNTERS_RANDOM_GAMES=40 CK_FORK=no tests/each-core.sh -j "$jobs" -o "$dir/valgrind" -i "$VALGRIND_SUITES" \
        -l "valgrind " -s '%: Checks:' -t +1 -- \
        "$dir/libtool" --mode=execute valgrind --quiet --error-exitcode=99 --leak-check=full \
        --errors-for-leak-kinds=definite,indirect "$dir/tests/{}" || exit 1
}

# waits for the packages installed in the background (test): their log, and
# the run stops if the install failed
wait_late_install() {
    [ -n "$late_install" ] || return 0
    late_status=0
    wait "$late_install" || late_status=$?
    late_install=""
    sed 's/^==> installing build dependencies:/==> installed meanwhile:/' "$late_log"
    rm -f "$late_log" "$late_log.ended"
    [ "$late_status" = 0 ] || { echo "FAILED: installing $LATE_DEPS (exit $late_status)"; exit 1; }
}

# stop_group PID: stops a child started in the background in a process
# group of its own (`setsid CMD &`, PID its $!) and all it started, and
# waits for it. Until the child's setsid() it is still in this shell's
# group, and no group PID exists: a kill of the group alone then reached
# no one, and the wait lasted as long as the whole step. So PID is
# signalled first, which ends it there, before it can start anything,
# then the group, which reaches the rest once it is in a group of its own.
# Before its setsid() (its group not PID) it is sent SIGKILL, not SIGTERM:
# until its exec the child is this shell's copy, whose handler of SIGTERM
# is this shell's trap, which took the signal and went on to the exec,
# and the tests ran to their end (nothing of it to clean up yet).
# The rest of its session too (setsid: PID's session): the processes
# there in groups of their own, such as a test's GNU timeout and the tool
# it runs (timeout puts itself in a group of its own), which the group's
# kill missed: the tool ran on up to its timeout (120 s) after the stop.
# PID, ended, may be another process's by then: dash reaps a background
# child that ends while it waits for a foreground one, not when the
# script waits for it, and pid_max may be 32768. So PID, its group and
# its session are signalled only while PID is this shell's child (its
# parent $$), or gone (its group may still run: a pid is not reused while
# a group or a session is named after it); a PID of another parent is
# another process, and its group and session another's. (Without /proc:
# signalled, as before, but its session's other groups.)
stop_group() {
    # (/proc/PID/stat: after the name in parentheses, the state, the
    # parent, the group)
    { read -r stat <"/proc/$1/stat"; } 2>/dev/null || stat=""
    fields=${stat##*) }; fields=${fields#* }
    parent=${fields%% *}; fields=${fields#* }
    group=${fields%% *}
    if [ -z "$parent" ] || [ "$parent" = "$$" ]; then
        if [ -n "$group" ] && [ "$group" != "$1" ]; then kill -KILL "$1" 2>/dev/null || true
        else kill "$1" 2>/dev/null || true; fi
        kill -- -"$1" 2>/dev/null || true
        kill_session "$1"
    fi
    wait "$1" 2>/dev/null || true
}

# kill_session SID: sends SIGTERM to the processes of session SID (from
# /proc: after the name in parentheses, the state, the parent, the group,
# the session; read by the shell alone, no process started for each)
kill_session() {
    for stat in /proc/[0-9]*/stat; do
        { read -r line <"$stat"; } 2>/dev/null || continue
        fields=${line##*) }; fields=${fields#* }; fields=${fields#* }; fields=${fields#* }
        if [ "${fields%% *}" = "$1" ]; then kill "${line%% *}" 2>/dev/null || true; fi
    done
}

# at the end of a test run stopped early: stops the WebAssembly tests and
# the distcheck running in the background, if any (each its process group:
# make or the test scripts, and what they started; the WebAssembly tests'
# log shown, with their result when they had ended; not started yet, said
# so),
# waits for it and leaves its folder writable again (distcheck makes it
# read-only), then waits for the late packages (wait_late_install)
stop_background() {
    # (a second Ctrl-C, or a SIGTERM or SIGHUP, while this runs is
    # ignored: the trap's `exit` ran inside it and ended it there, after
    # the command it came during or in a `wait`, so the WebAssembly tests'
    # log and result went unshown and distcheck or apt on unseen. What it
    # waits for ends within moments once signalled, but the late
    # packages' install, which it says it waits for; Ctrl-\ (SIGQUIT, not
    # trapped) still ends the run)
    trap '' HUP INT TERM
    # (its messages may find no reader: a closed terminal fails every
    # write, a pipe whose reader was stopped too, ./build.sh test | tee,
    # raises SIGPIPE; a failed echo ended the trap there under set -e, or
    # the shell, and what runs in the background went on unseen)
    set +e
    trap '' PIPE
    # (the WebAssembly tests' log is shown, else the user never learns
    # whether they passed: all of it and their result when they had ended,
    # their last line "web: N s"; else what they wrote until stopped.
    # They may end after the look at their log, before the stop's kill:
    # their status, which they write as they end (start_web), says so
    # then; the defect: shown as stopped, with no result)
    if [ -n "${web:-}" ]; then
        if grep -q '^web: [0-9]* s$' _build/web-output.txt 2>/dev/null; then
            web_status=0
            wait "$web" || web_status=$?
        else
            echo "==> stopping the WebAssembly tests"
            stop_group "$web"
            web_status=$(cat _build/web-status.txt 2>/dev/null) || web_status=""
        fi
        if [ -n "$web_status" ]; then
            echo "==> the WebAssembly tests, which ended in the background before the run stopped:"
            cat _build/web-output.txt
            if [ "$web_status" = 0 ]; then echo "==> the WebAssembly tests passed"
            else echo "FAILED: the WebAssembly tests (Node, browser)"; fi
        else
            echo "==> the WebAssembly tests' log until they were stopped:"
            cat _build/web-output.txt
        fi
        web=""
    elif [ "${web_ended:-}" != 1 ]; then
        # (else the log says nothing of them: its last WebAssembly line
        # may be the late packages' or a note that they start later)
        echo "==> the WebAssembly tests (Node, browser) did not run: the run stopped before they started"
    fi
    if [ -n "${distcheck:-}" ]; then
        echo "==> stopping make distcheck"
        stop_group "$distcheck"
        distcheck=""
        chmod -R u+w "$top"/_build/libhunters-[0-9]* 2>/dev/null || true  # (distdir: PACKAGE-VERSION)
    fi
    # (a wait that may last minutes, which Ctrl-C no longer ends, above:
    # the line says what does)
    [ -z "$late_install" ] || {
        printf '%s\n' "==> waiting for the packages installed in the background (Ctrl-\\ stops waiting for them)"
        wait_late_install; }
}

# A signal that ends the run (the HUP, INT and TERM traps of test: on_signal)
# between a job's `&` and the `$!` that names it (web=$!, late_install=$!,
# distcheck=$!) ended it there, the job unnamed: the stop (stop_background)
# never stopped it, and it ran on unseen. So a job is started after
# starting=1 and named before job_started, and a signal that comes
# meanwhile ends the run in job_started, once the job is named
on_signal() { # STATUS: the run's exit status
    if [ -n "${starting:-}" ]; then signalled=$1; else exit "$1"; fi
}
job_started() {
    starting=""
    [ -z "${signalled:-}" ] || exit "$signalled"
}

# starts the WebAssembly tests in the background (test), in a process
# group of their own, once the late packages are in: their log in
# _build/web-output.txt, whose last line "web: N s" says they have ended;
# their exit status in _build/web-status.txt, written before that line
# (a stop that kills them once they have written it, or after they
# ended, tells their result from it)
start_web() {
    wait_late_install
    # (npm, for tests/web-browser.sh's npm ci of puppeteer-core, installed
    # here when missing, not by that script: the tests run in a session of
    # their own, with no terminal, where sudo cannot ask for a password;
    # asked of the command, as the script asks: a nodejs that brings its
    # own npm needs no package npm, which would conflict with it)
    command -v npm >/dev/null 2>&1 || install_missing npm
    echo "==> WebAssembly: make wasm, the Node test and the browser test, in the background (their log once they have ended: after make doc, else after distcheck)"
    # (the log emptied here, before the fork: a stop between the fork and
    # the child's own redirection read an earlier run's last line "web: N s"
    # and waited for these tests instead of stopping them)
    : >_build/web-output.txt
    rm -f _build/web-status.txt
    starting=1
    setsid sh -c 'started=$(date +%s); tests/web-node.sh _build && echo "==> browser test" && tests/web-browser.sh _build;
        status=$?; echo "$status" >_build/web-status.txt; echo "web: $(( $(date +%s) - started )) s"; exit $status' \
        >_build/web-output.txt 2>&1 &
    web=$!
    job_started
}

# waits for the WebAssembly tests running in the background (test), shows
# their log, and the run stops if they failed
finish_web() {
    web_status=0
    wait "$web" || web_status=$?
    web=""
    web_ended=1
    cat _build/web-output.txt
    [ "$web_status" = 0 ] || { echo "FAILED: the WebAssembly tests (Node, browser)"; exit 1; }
    # (the lap's seconds: the wait for them, since the step before; their
    # own time, in the background beside the other steps, in the label)
    lap "WebAssembly: the wait for make wasm, the Node and browser tests (which ran $(sed -n 's/^web: //p' _build/web-output.txt) in all, in the background)"
}

# lap LABEL: the seconds since the last lap (or the start), kept for the
# test command's closing lines: where the time of a run goes
started=$(date +%s); last_lap=$started; laps=""
lap() {
    now=$(date +%s)
    laps="$laps$(printf '    %4d s  %s' $((now - last_lap)) "$1")
"
    last_lap=$now
}

# the demo and a plain build need only the compilers; the tests need the rest
late_install=""
case "$mode" in
test)
    HUNTERS_BUILD_RUN="$$.$(date +%s)"  # marks the processes of this run (no_stray_processes)
    export HUNTERS_BUILD_RUN
    # shellcheck disable=SC2086
    install_missing $DEPS
    # apt-get waits on the network and the disk, the C builds on the CPU:
    # the late packages install meanwhile (apt's lock allows one at a time,
    # so only after the others), and the WebAssembly step waits for them
    late_log=$(mktemp)
    # a run that stops early (a failed test, Ctrl-C, a closed terminal)
    # still waits for the late install, so no apt-get or dpkg goes on
    # unseen, holding the lock of the next run; and stops the WebAssembly
    # tests and a distcheck running in the background (dash runs the EXIT
    # trap on a signal only when the signal is trapped). Set before the
    # late install starts, whose start, as the others', a signal's exit
    # waits for (on_signal, job_started)
    distcheck=""
    web=""
    web_ended=""
    trap stop_background EXIT
    trap 'on_signal 129' HUP
    trap 'on_signal 130' INT
    trap 'on_signal 143' TERM
    starting=1
    # shellcheck disable=SC2086
    # (late_log.ended: it has ended, which the shell cannot ask of its
    # child without waiting for it)
    (status=0; (install_nice="nice -n 19"; install_missing $LATE_DEPS) || status=$?
        : >"$late_log.ended"; exit $status) >"$late_log" 2>&1 &
    late_install=$!
    job_started
    ;;
*) install_missing $BUILD_DEPS ;;
esac
lap "install missing packages"
bootstrap

case "$mode" in
build)
    configure_build _build --enable-werror ${HUNTERS_PREFIX:+"--prefix=$HUNTERS_PREFIX"}
    ;;
configure)  # configure (again, when needed) only; the build folder is $HUNTERS_BUILD_DIR or _build
    configure_only "${HUNTERS_BUILD_DIR:-_build}" --enable-werror ${HUNTERS_PREFIX:+"--prefix=$HUNTERS_PREFIX"}
    ;;
demo)
    configure_build _build --enable-werror ${HUNTERS_PREFIX:+"--prefix=$HUNTERS_PREFIX"}
    echo "==> hunters-demo"
    "$top/_build/hunters-demo"
    ;;
test)
    configure_build _build --enable-werror ${HUNTERS_PREFIX:+"--prefix=$HUNTERS_PREFIX"}
    lap "configure and make (gcc)"
    run_check _build "gcc, -Wall -Wextra -Wpedantic -Werror"
    no_stray_processes _build
    lap "make check (gcc; the bindings', tools' and frontends' tests)"
    # The WebAssembly tests run in the background, in a process group of
    # their own, beside the sanitizer, clang, valgrind and libFuzzer steps;
    # their log is shown when they end, and a failure fails the run (make
    # distcheck runs after those steps, no longer beside the browser test).
    # This saves no time (2026-12-07, an idle fresh clone: 786 s of steps,
    # where distcheck beside the browser test took 764 s): the run is
    # CPU-bound on 2 cores, Chromium and Node computing more than they
    # wait; a faster run needs less work, not more overlap
    if [ -z "$late_install" ] || [ -f "$late_log.ended" ]; then
        start_web
    else
        echo "==> the WebAssembly step's packages are still installing: its tests start after make doc, beside make distcheck"
    fi
    # shared only, as the tests use it: libtool then compiles the library once, not twice
    configure_build _build-san --enable-sanitizers --enable-werror --disable-static
    lap "configure and make (sanitizers)"
    run_check _build-san "AddressSanitizer + UndefinedBehaviorSanitizer"
    no_stray_processes _build-san
    lap "make check (sanitizers)"
    echo "==> Check cases without an explicit timeout: none timed out; those over 1 s under the sanitizers (a report)"
    tests/check-durations.sh _build-san 1
    echo "==> a build folder configured before the test tools were installed is configured again"
    tests/build-stale-configure.sh
    echo "==> clang build with the test programs, -Wall -Wextra -Wpedantic -Werror"
    lap "test durations, stale configure"
    configure_build _build-clang CC=clang --enable-werror --disable-static
    # the test programs too: the warnings standard covers them, and only
    # clang's -Wstring-concatenation saw two tests' slips (an empty TESTS
    # builds check_PROGRAMS and runs none; its lines and empty summary
    # to /dev/null, clang's errors on stderr)
    make -C _build-clang -s -j"$jobs" check TESTS= >/dev/null
    echo "clang: the test programs build without a warning"
    lap "configure and make (clang)"
    run_valgrind _build
    lap "valgrind"
    echo "==> libFuzzer: tile sets, records and move sequences (10 s each, one a core)"
    tests/fuzz/run.sh _build 10
    lap "libFuzzer"
    echo "==> make doc"
    make -C _build -s doc
    lap "make doc"
    # (WebAssembly tests that have ended already are shown now: a failure
    # need not wait for distcheck; their last line says they ended. Not
    # started yet, the late packages still installing then: they start now)
    [ -n "$web" ] && grep -q '^web: [0-9]* s$' _build/web-output.txt && finish_web
    [ -n "$web" ] || [ "$web_ended" = 1 ] || start_web
    echo "==> make distcheck"
    # (in a process group of their own, so that a run stopped early stops
    # all of it: make and what it started. Its tests at a smaller size: the
    # gcc build's make check ran them in full on the same sources, and the
    # tarball's tests need only show it builds, installs and passes them.
    # So the Lua suite's finalizer children without valgrind, the C
    # suites' random games 200 (HUNTERS_RANDOM_GAMES: check_random plays
    # 200 of its 10000, check_undo 20 of 40, ...: tests/check_main.h says
    # what each suite makes of it), and HUNTERS_DISTCHECK:
    # python-pip-install.sh's pip install with one python3, not each on
    # PATH; no mypy in tests/bindings.sh)
    starting=1
    HUNTERS_NO_MEMCHECK=1 HUNTERS_RANDOM_GAMES=200 HUNTERS_DISTCHECK=1 \
        setsid make -C _build -s -j"$jobs" distcheck >_build/distcheck-output.txt 2>&1 &
    distcheck=$!
    job_started
    distcheck_status=0
    wait "$distcheck" || distcheck_status=$?
    distcheck=""
    [ "$distcheck_status" = 0 ] || {
        tail -n 80 _build/distcheck-output.txt; echo "FAILED: make distcheck"; exit 1; }
    lap "make distcheck"
    grep -E 'archives ready for distribution|hunters_version\(\) =|pkg-config --cflags|installed programs:' _build/distcheck-output.txt | sed 's/^/    /' || true
    [ -z "$web" ] || finish_web
    # one closing line for every test counted: Check cases of both builds,
    # and the Python and Lua binding tests
    checks=$(cat _build/tests/*.log _build-san/tests/*.log 2>/dev/null |
        sed -n 's/.*%: Checks: \([0-9]*\), Failures: \([0-9]*\), Errors: \([0-9]*\).*/\1 \2 \3/p' |
        awk '{c+=$1; f+=$2+$3} END {print c-f, f+0}')
    python=$(sed -n 's/^Ran \([0-9]*\) tests.*/\1/p' _build/tests/python-bindings.sh.log 2>/dev/null)
    lua=$(sed -n 's/^lua: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' _build/tests/lua-bindings.sh.log 2>/dev/null)
    echo "==> all tests passed (Check suites of both builds, Python and Lua bindings):"
    echo "$checks ${python:-0} ${lua:-0 0}" | awk '{printf "%d passed, %d failed\n", $1 + $3 + $4, $2 + $5}'
    echo "==> time by step ($(( $(date +%s) - started )) s in all):"
    printf '%s' "$laps"
    ;;
*)
    echo "usage: $0 demo|test|build|configure" >&2; exit 2
    ;;
esac
