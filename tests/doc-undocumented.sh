#!/bin/sh
# make doc must fail when a public function has no documentation: run the
# project's Doxyfile on the public header plus one undocumented declaration.
set -u
[ -n "${DOXYGEN:-}" ] || { echo "SKIP: doxygen not found"; exit 77; }
doxyfile="${top_builddir:-.}/doc/Doxyfile"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/include"
cp "${top_srcdir:-.}/include/hunters.h" "${top_srcdir:-.}"/doc/*.md "$tmp/include/"
printf '%s\n' '/** @file extra.h @brief test header */' \
    'int hunters_undocumented_function(int x);' > "$tmp/include/extra.h"

run_doxygen() { # $1: input directory
    { cat "$doxyfile"; echo "INPUT = $1"; echo "USE_MDFILE_AS_MAINPAGE ="; \
      echo "OUTPUT_DIRECTORY = $tmp/out"; } | "$DOXYGEN" - >"$tmp/log" 2>&1
}
mkdir "$tmp/clean"; cp "$tmp/include/hunters.h" "$tmp"/include/*.md "$tmp/clean/"
if ! run_doxygen "$tmp/clean"; then
    echo "FAIL: doxygen rejects the documented public header:"; cat "$tmp/log"; exit 1
fi
if run_doxygen "$tmp/include"; then
    echo "FAIL: doxygen accepted an undocumented public function"; exit 1
fi
grep -q hunters_undocumented_function "$tmp/log" || { echo "FAIL: warning does not name the function"; cat "$tmp/log"; exit 1; }
echo "PASS: an undocumented public function makes the doc build fail"
