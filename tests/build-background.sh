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
#   one would, and the tests run: the failure this checks for)
#   tests/build-background.sh
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
real_setsid=$(command -v setsid) || { echo "build-background: needs setsid (skipped)"; exit 77; }
tmp=$(mktemp -d)
trap 'for f in "$tmp"/*.pid; do [ -f "$f" ] && kill -- "$(cat "$f")" 2>/dev/null || true; done; rm -rf "$tmp"' EXIT
fail() { echo "build-background: $*" >&2; exit 1; }

sed -n '/^wait_late_install() {/,/^}/p; /^stop_group() {/,/^}/p; /^stop_background() {/,/^}/p
    /^start_web() {/,/^}/p; /^finish_web() {/,/^}/p; /^lap() {/,/^}/p' "$top/build.sh" >"$tmp/functions.sh"
for f in wait_late_install stop_background start_web finish_web lap; do
    grep -q "^$f() {" "$tmp/functions.sh" || fail "no $f() in build.sh: this check is out of date"
done

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
echo "web-browser: the companion page passed"
EOF_SH
chmod +x "$tmp/top/tests/web-node.sh" "$tmp/top/tests/web-browser.sh"
export HS_TMP="$tmp" HS_SETSID="$real_setsid"

# run.sh SCENARIO: as build.sh test runs: set -eu, its functions, the EXIT
# trap, the WebAssembly tests started (start_web); then a step fails
cat >"$tmp/run.sh" <<'EOF_SH'
set -eu
. "$HS_TMP/functions.sh"
install_missing() { :; }   # (npm: not needed by the stand-ins)
started=$(date +%s); last_lap=$started; laps=""
late_install=""; distcheck=""; web=""; web_ended=""
cd "$HS_TMP/top"
trap stop_background EXIT
start_web >/dev/null
case $1 in
window)  # stopped before the child's setsid(): the shim says it is there
    read -r _ <"$HS_TMP/window" ;;
esac
exit 1
EOF_SH

# a setsid that waits before the real one, in the window, for a SIGTERM
cat >"$tmp/bin/setsid" <<'EOF_SH'
#!/bin/sh
echo "$$" >"$HS_TMP/shim.pid"
sleep 30 & nap=$!
echo "$nap" >"$HS_TMP/nap.pid"
trap 'kill "$nap" 2>/dev/null; exit 143' TERM
echo >"$HS_TMP/window"
wait "$nap" || true
trap - TERM
exec "$HS_SETSID" "$@"
EOF_SH
chmod +x "$tmp/bin/setsid"

# 1. a stop in the window between the `&` and the child's setsid()
mkfifo "$tmp/window"
PATH="$tmp/bin:$PATH" sh "$tmp/run.sh" window >"$tmp/window.txt" 2>&1 && fail "run.sh did not fail"
[ -f "$tmp/shim.pid" ] || { cat "$tmp/window.txt"; fail "the WebAssembly tests' setsid never ran"; }
kill -0 "$(cat "$tmp/shim.pid")" 2>/dev/null && fail "a stop before the WebAssembly tests' setsid() left them waiting to start"
[ -f "$tmp/ran-web-node" ] &&
    fail "a stop before the WebAssembly tests' setsid() did not stop them: they ran to their end, and the stop waited for them"
echo "build-background: a stop before the WebAssembly tests' setsid() stops them"
