#!/bin/sh
# The README's order on a fresh machine: `./build.sh demo` configures the
# build before the test tools are installed; `./build.sh test` then
# installs Doxygen (and the rest) and must configure again, or `make doc`
# says "doxygen was not found at configure time". This configures a build
# folder with Doxygen hidden from PATH, as on a machine that lacks it, then
# runs build.sh again with the real PATH: it must configure again, find
# Doxygen and build the docs, and a third run must not configure again.
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
