#!/bin/sh
# The version node itself appears as an *ABS* symbol named after the node.
# The shared library exports exactly the public API: every defined dynamic
# symbol starts with hunters_ and sits in a version node of lib/libhunters.map.
set -u
so="${top_builddir:-.}/.libs/libhunters.so"
if [ ! -f "$so" ]; then
    echo "SKIP: $so not built (static-only build?)"; exit 77
fi
objdump="${OBJDUMP:-objdump}"
command -v "$objdump" >/dev/null 2>&1 || { echo "SKIP: no objdump"; exit 77; }

# objdump -T columns: ... section, size/alignment, version, name.
symbols=$("$objdump" -T "$so" | awk '$4 != "*UND*" && $4 != "*ABS*" && NF >= 7 && $2 ~ /g/ {print $(NF-1), $NF}')
if [ -z "$symbols" ]; then echo "FAIL: no exported symbols found"; exit 1; fi
bad=$(printf '%s\n' "$symbols" | awk '$2 !~ /^hunters_/ || $1 !~ /^HUNTERS_[0-9]+$/')
count=$(printf '%s\n' "$symbols" | wc -l)
if [ -n "$bad" ]; then
    echo "FAIL: symbols outside the hunters_ prefix or without a HUNTERS_n version node:"
    printf '%s\n' "$bad"
    exit 1
fi
soname=$("$objdump" -p "$so" | awk '$1 == "SONAME" {print $2}')
case "$soname" in
    libhunters.so.[0-9]*) ;;
    *) echo "FAIL: unexpected SONAME '$soname'"; exit 1 ;;
esac
echo "PASS: $count exported symbols, all hunters_* in a HUNTERS_n node; SONAME $soname"
