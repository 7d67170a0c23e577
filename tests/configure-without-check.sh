#!/bin/sh
# A release tarball's tree (make distdir) configured where Check, the C
# unit-test library, is missing (hidden from pkg-config, or no pkg-config
# at all): configure's default (--enable-tests=auto) goes on with a notice
# naming Check, and make check then fails before it builds anything, naming
# the package to install (it used to be configure that stopped, "Package
# requirements (check >= 0.11) were not met", for those who only wanted the
# library). --enable-tests still requires Check, --disable-tests needs no
# notice and leaves make check its script tests. (With Check found, the
# default builds the C suites: every plain build's make check runs them.)
set -u
build=$(cd "${top_builddir:-.}" && pwd)
. "$(dirname "$0")/sanitizer_build.sh" # sanitized: 1 in a sanitizer build
# (configure and make check's refusal are the same in every build: the
# plain build checks them, the sanitizer build need not spend the time)
[ "$sanitized" = 0 ] || { echo "SKIP: configure is the plain build's to check"; exit 77; }
command -v pkg-config >/dev/null 2>&1 || { echo "SKIP: no pkg-config"; exit 77; }
# make distcheck runs the suites again in its read-only copy of the tree:
# there this test would only repeat the plain build's run (25-45 s of CI).
# The tree's mode tells, not test -w: root may write anywhere.
[ -n "$(find "${top_srcdir:-.}" -maxdepth 0 -perm -u=w)" ] ||
    { echo "SKIP: a read-only source tree (make distcheck)"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# a make of the user's own, not the make check running this test's
unset MAKEFLAGS MFLAGS MAKELEVEL
tree=$tmp/libhunters
${MAKE:-make} -s -C "$build" distdir distdir="$tree" >"$tmp/distdir.log" 2>&1 ||
    { cat "$tmp/distdir.log"; fail "make distdir"; }
[ -x "$tree/configure" ] || fail "no configure in make distdir's tree"
cd "$tree" || exit 1

# Check hidden: pkg-config searches only an empty folder, and nothing else
# tells configure where Check is
mkdir "$tmp/no-pc"
unset PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR CHECK_CFLAGS CHECK_LIBS PKG_CONFIG
export PKG_CONFIG_LIBDIR="$tmp/no-pc"
! pkg-config --exists check || fail "pkg-config still finds check"
notice='WARNING: Check (pkg-config: check >= 0.11) was not found'

# the default: configure goes on, with the notice as its last words
./configure --quiet --cache-file="$tmp/config.cache" >"$tmp/auto.log" 2>&1 ||
    { cat "$tmp/auto.log"; fail "./configure without Check failed"; }
grep -q "$notice" "$tmp/auto.log" || { cat "$tmp/auto.log"; fail "./configure without Check gave no notice"; }
tail -n 4 "$tmp/auto.log" | grep -q 'apt-get install check' ||
    { cat "$tmp/auto.log"; fail "configure's last lines do not name the package to install"; }
# make check: fails at once, naming the package, with nothing built
${MAKE:-make} check >"$tmp/check.log" 2>&1 && { cat "$tmp/check.log"; fail "make check passed without Check"; }
for words in 'the C test suites need Check' 'apt-get install check'; do
    grep -q "$words" "$tmp/check.log" || { cat "$tmp/check.log"; fail "make check failed, but did not say '$words'"; }
done
built=$(find . -name '*.o' -o -name '*.lo' -o -name '*.la' | head -n 3)
[ -z "$built" ] || fail "make check compiled before it stopped: $built"
echo "./configure without Check: goes on, notice: $(grep "$notice" "$tmp/auto.log")"
echo "make check: $(grep 'the C test suites need Check' "$tmp/check.log")"

# --enable-tests: Check required, as before
./configure --quiet --cache-file="$tmp/config.cache" --enable-tests >"$tmp/yes.log" 2>&1 &&
    { cat "$tmp/yes.log"; fail "./configure --enable-tests passed without Check"; }
grep -q 'check >= 0.11' "$tmp/yes.log" || { cat "$tmp/yes.log"; fail "./configure --enable-tests failed, but not for Check"; }
./configure --quiet --cache-file="$tmp/config.cache" --enable-tests=maybe >"$tmp/bad.log" 2>&1 &&
    fail "./configure --enable-tests=maybe passed"
grep -q 'use yes, no or auto' "$tmp/bad.log" || { cat "$tmp/bad.log"; fail "--enable-tests=maybe: no usage"; }
echo "./configure --enable-tests without Check: stops ($(grep 'check >= 0.11' "$tmp/yes.log" | head -n 1))"

# --disable-tests: no notice, and make check would run (only the script tests)
./configure --quiet --cache-file="$tmp/config.cache" --disable-tests >"$tmp/no.log" 2>&1 ||
    { cat "$tmp/no.log"; fail "./configure --disable-tests failed"; }
! grep -q "$notice" "$tmp/no.log" || fail "./configure --disable-tests still gives the notice"
${MAKE:-make} -n check >"$tmp/dry.log" 2>&1 || { tail -n 20 "$tmp/dry.log"; fail "make -n check after --disable-tests"; }
! grep -q 'need Check' "$tmp/dry.log" || fail "make check would still fail for Check after --disable-tests"
! grep -q check_api "$tmp/dry.log" || fail "--disable-tests kept the C suites (make -n check builds tests/check_api)"
echo "./configure --disable-tests without Check: no notice, make check runs the script tests"

# no pkg-config at all (a machine with only a compiler and make): the default goes on, with the notice
./configure --quiet PKG_CONFIG=false >"$tmp/nopc.log" 2>&1 || { cat "$tmp/nopc.log"; fail "./configure PKG_CONFIG=false failed"; }
grep -q "$notice" "$tmp/nopc.log" || { cat "$tmp/nopc.log"; fail "./configure PKG_CONFIG=false gave no notice"; }
${MAKE:-make} check >"$tmp/check2.log" 2>&1 && fail "make check passed with no pkg-config"
grep -q 'the C test suites need Check' "$tmp/check2.log" || { cat "$tmp/check2.log"; fail "make check (no pkg-config) did not name Check"; }
echo "PASS: without Check, ./configure goes on with a notice and make check stops, naming it"
