#!/bin/sh
# The browser test of the web companion page: builds `make wasm` in
# BUILDDIR, installs what it needs when missing (Debian's chromium and npm,
# and puppeteer-core from tests/web/package-lock.json; never a downloaded
# browser), then plays the page in headless Chromium (tests/web/browser-test.mjs,
# and the table test by the tile finder on a phone and a desktop screen with
# the tile-set editor, tests/web/table-test.mjs, and the regression tests of
# defects a table hit, tests/web/robust-test.mjs).
# Leaves the screenshots in BUILDDIR/web-test/.
#   tests/web-browser.sh BUILDDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-_build}" && pwd)

apt_install() {
    if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
command -v chromium >/dev/null 2>&1 || { echo "==> installing chromium"; apt_install chromium; }
command -v npm >/dev/null 2>&1 || { echo "==> installing npm"; apt_install npm; }
if [ ! -d "$top/tests/web/node_modules/puppeteer-core" ]; then
    echo "==> npm ci (puppeteer-core, in tests/web)"
    (cd "$top/tests/web" && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
fi

make -C "$build" -s wasm
[ -f "$build/web/hunters-core.wasm" ] || { echo "web-browser: no wasm build (emcc missing)" >&2; exit 1; }
[ -x "$build/hunters-replay" ] || make -C "$build" -s hunters-replay
[ -x "$build/hunters-svg" ] || make -C "$build" -s hunters-svg
out=$build/web-test
rm -rf "$out"
# The three wait on Chromium far more than they compute (about a third of
# their time is CPU): the longest, robust-test, runs beside the other two,
# each with its own server (a port of its own) and Chromium profile; its
# lines are shown after theirs, and any failure fails the whole.
robust_log=$build/robust-test.txt
node "$top/tests/web/robust-test.mjs" "$build/web" >"$robust_log" 2>&1 &
robust=$!
# (stopped with this script, also by a signal: dash runs the EXIT trap on
# one only when it is trapped; puppeteer closes its Chromium on SIGTERM)
trap 'kill "$robust" 2>/dev/null || true' EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM
status=0
node "$top/tests/web/browser-test.mjs" "$build/web" "$out" "$build/hunters-replay" "$build/hunters-svg" || status=1
node "$top/tests/web/table-test.mjs" "$build/web" "$out" || status=1
wait "$robust" || status=1
trap - EXIT HUP INT TERM
cat "$robust_log"
exit "$status"
