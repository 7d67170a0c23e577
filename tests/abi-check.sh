#!/bin/sh
# The built libhunters.so.0 keeps the ABI recorded in abi/ (doc/abi.md):
# abidiff against the baseline, public types only (--headers-dir2). Added
# functions and enumerators pass; any other change (a removed or changed
# function, a changed public type) fails unless configure.ac's libtool
# -version-info differs from the one recorded with the baseline, i.e. unless
# the version was bumped for it (then regenerate: make abi-baseline).
set -u
srcdir="${top_srcdir:-.}"
lib="${top_builddir:-.}/.libs/libhunters.so.0"
baseline="$srcdir/abi/libhunters.so.0.abi"
recorded_file="$srcdir/abi/libhunters.so.0.version-info"
command -v abidiff >/dev/null 2>&1 || { echo "SKIP: abidiff not found (Debian: abigail-tools)"; exit 77; }
[ -f "$lib" ] || { echo "SKIP: no shared library"; exit 77; }
# without DWARF abidiff compares symbols only and misreads every type
if ! "${OBJDUMP:-objdump}" -h "$lib" | grep -q '\.debug_info'; then
    echo "SKIP: $lib has no debug information (build with -g)"; exit 77
fi
current=$(sed -n 's/^HUNTERS_LT_VERSION_INFO=\([0-9:]*\).*/\1/p' "$srcdir/configure.ac")
recorded=$(cat "$recorded_file")
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

abidiff --no-added-syms --headers-dir2 "$srcdir/include" "$baseline" "$lib" >"$tmp/report" 2>&1
status=$?
# the exit status is a bit set: 1 error, 2 usage error, 4 ABI change,
# 8 incompatible change; additions were left out (--no-added-syms)
if [ $((status & 3)) -ne 0 ]; then
    cat "$tmp/report"; echo "FAIL: abidiff could not compare (status $status)"; exit 1
fi
if [ "$status" -ne 0 ]; then
    cat "$tmp/report"
    if [ "$current" = "$recorded" ]; then
        echo "FAIL: the ABI changed beyond additions, but -version-info is still $current;"
        echo "      bump HUNTERS_LT_VERSION_INFO in configure.ac and run make abi-baseline (doc/abi.md)"
        exit 1
    fi
    echo "PASS: the ABI changed and -version-info went from $recorded to $current;"
    echo "      run make abi-baseline to record the new ABI"
    exit 0
fi
abidiff --headers-dir2 "$srcdir/include" "$baseline" "$lib" >"$tmp/all" 2>&1
sed -n 's/^Functions changes summary: /functions: /p' "$tmp/all"
echo "PASS: the ABI of $(basename "$lib") is the baseline's ($recorded), or adds to it"
