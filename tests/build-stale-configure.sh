#!/bin/sh
# The README's order on a fresh machine: `./build.sh demo` configures the
# build before the test tools are installed; `./build.sh test` then
# installs Doxygen (and the rest) and must configure again, or `make doc`
# says "doxygen was not found at configure time". This configures a build
# folder with Doxygen hidden from PATH, as on a machine that lacks it, then
# runs build.sh again with the real PATH: it must configure again, find
# Doxygen and build the docs, and a third run must not configure again.
# Then HUNTERS_PREFIX: a run with it configures again, for that prefix, and
# cleans away what was built for the old one.
#   tests/build-stale-configure.sh
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
command -v doxygen >/dev/null || { echo "build-stale-configure: doxygen is needed (skipped)"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "build-stale-configure: $*" >&2; exit 1; }

# PATH without doxygen: a folder of links to every other program on PATH
mkdir "$tmp/bin"
old_ifs=$IFS; IFS=:
for d in $PATH; do
    IFS=$old_ifs
    [ -d "$d" ] || continue
    for p in "$d"/*; do
        name=${p##*/}
        [ -x "$p" ] && [ ! -d "$p" ] && [ "$name" != doxygen ] && [ ! -e "$tmp/bin/$name" ] &&
            ln -s "$p" "$tmp/bin/$name"
    done
done
IFS=$old_ifs
PATH=$tmp/bin command -v doxygen >/dev/null && fail "doxygen is still on the reduced PATH"

build=$tmp/build
PATH=$tmp/bin HUNTERS_BUILD_DIR=$build "$top/build.sh" configure >"$tmp/first.txt" 2>&1 ||
    { cat "$tmp/first.txt"; fail "the first configure failed"; }
grep -q '^DOXYGEN = *$' "$build/Makefile" || fail "the first configure found doxygen although it was hidden"
# the defect as it was: this build cannot make its docs
make -C "$build" -s doc >"$tmp/doc-before.txt" 2>&1 && fail "make doc worked without doxygen"
grep -q 'doxygen was not found' "$tmp/doc-before.txt" || { cat "$tmp/doc-before.txt"; fail "unexpected make doc failure"; }

HUNTERS_BUILD_DIR=$build "$top/build.sh" configure >"$tmp/second.txt" 2>&1 ||
    { cat "$tmp/second.txt"; fail "the second configure failed"; }
grep -q '^==> configure' "$tmp/second.txt" || { cat "$tmp/second.txt"; fail "doxygen appeared, but build.sh did not configure again"; }
grep -q '^DOXYGEN = doxygen$' "$build/Makefile" || fail "the second configure did not find doxygen"
make -C "$build" -s doc >"$tmp/doc-after.txt" 2>&1 || { cat "$tmp/doc-after.txt"; fail "make doc failed after configuring again"; }
[ -f "$build/doc/html/index.html" ] || fail "make doc wrote no doc/html/index.html"

HUNTERS_BUILD_DIR=$build "$top/build.sh" configure >"$tmp/third.txt" 2>&1 ||
    { cat "$tmp/third.txt"; fail "the third configure failed"; }
grep -q '^==> configure' "$tmp/third.txt" && fail "build.sh configured again although nothing changed"
echo "build-stale-configure: a build configured without doxygen is configured again once it is installed, and make doc works"

# HUNTERS_PREFIX (README.md: Installing) is configure's --prefix: a new one
# configures again and cleans the build, the same one again does neither, a
# relative one is refused
prefix=$tmp/prefix
HUNTERS_PREFIX=$prefix HUNTERS_BUILD_DIR=$build "$top/build.sh" configure >"$tmp/fourth.txt" 2>&1 ||
    { cat "$tmp/fourth.txt"; fail "configure with HUNTERS_PREFIX failed"; }
grep -q "^==> configure .*--prefix=$prefix" "$tmp/fourth.txt" || { cat "$tmp/fourth.txt"; fail "HUNTERS_PREFIX did not configure again with --prefix"; }
grep -qx "prefix = $prefix" "$build/Makefile" || fail "HUNTERS_PREFIX=$prefix: not the Makefile's prefix"
# what was built for the old prefix is gone (make would keep it: programs
# linked with the old prefix's run path), here the docs
grep -q '^==> make clean' "$tmp/fourth.txt" || { cat "$tmp/fourth.txt"; fail "a new HUNTERS_PREFIX did not clean the build"; }
[ -f "$build/doc/html/index.html" ] && fail "a new HUNTERS_PREFIX left what was built for the old one"
HUNTERS_PREFIX=$prefix HUNTERS_BUILD_DIR=$build "$top/build.sh" configure >"$tmp/fifth.txt" 2>&1 ||
    { cat "$tmp/fifth.txt"; fail "the second configure with HUNTERS_PREFIX failed"; }
grep -q -e '^==> configure' -e '^==> make clean' "$tmp/fifth.txt" && fail "build.sh configured again although HUNTERS_PREFIX did not change"
HUNTERS_PREFIX=relative/prefix HUNTERS_BUILD_DIR=$build "$top/build.sh" configure >"$tmp/sixth.txt" 2>&1 &&
    fail "build.sh took a relative HUNTERS_PREFIX"
grep -q 'HUNTERS_PREFIX must be an absolute path' "$tmp/sixth.txt" || { cat "$tmp/sixth.txt"; fail "no message for a relative HUNTERS_PREFIX"; }
echo "build-stale-configure: HUNTERS_PREFIX configures the build for that prefix, once"
