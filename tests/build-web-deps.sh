#!/bin/sh
# build.sh test runs the WebAssembly tests in the background, in a session
# of their own (setsid) with no terminal: a package tests/web-browser.sh
# would install there (apt_install NAME, when its program is missing) must
# be installed by build.sh before, in the foreground, where sudo can ask a
# non-root user for a password (the defect: npm was installed by the
# background tests, whose sudo failed, "a terminal is required"). Each
# NAME must be in build.sh's DEPS or LATE_DEPS, or given to install_missing
# before the line that starts the WebAssembly tests.
#   tests/build-web-deps.sh
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
fail() { echo "build-web-deps: $*" >&2; exit 1; }
names=$(sed -n 's/.*apt_install \([a-z0-9][a-z0-9.+-]*\).*/\1/p' "$top/tests/web-browser.sh" | sort -u)
[ -n "$names" ] || fail "tests/web-browser.sh installs nothing by apt_install: this check is out of date"
# build.sh up to the start of the WebAssembly tests in the background
before=$(sed -n '1,/tests\/web-node\.sh _build/p' "$top/build.sh")
printf '%s\n' "$before" | grep -q 'setsid sh -c .*tests/web-node\.sh _build' ||
    fail "build.sh starts no WebAssembly tests with setsid: this check is out of date"
deps=$(printf '%s\n' "$before" | sed -E -n 's/^ *(BUILD_DEPS|DEPS|LATE_DEPS)="([^"]*)".*/\2/p' | tr ' ' '\n' | grep -v '^\$' || true)
for name in $names; do
    printf '%s\n' "$deps" | grep -qx "$name" && continue
    printf '%s\n' "$before" | grep -Eq "^ *[^#]*install_missing ([^ ]+ )*$name( |\$)" && continue
    fail "tests/web-browser.sh installs $name, which build.sh does not install before the WebAssembly tests run in the background"
done
echo "build-web-deps: $(printf '%s\n' "$names" | tr '\n' ' ')installed by build.sh before the WebAssembly tests start, with no terminal"
