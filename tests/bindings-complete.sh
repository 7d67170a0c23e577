#!/bin/sh
# Every function the library exports is declared in both bindings (Python
# ctypes, the function table of bindings/python/hunters/_native.py, and
# LuaJIT FFI), so neither silently lags behind the C API.
set -u
so="${top_builddir:-.}/.libs/libhunters.so"
[ -f "$so" ] || { echo "SKIP: no shared library"; exit 77; }
objdump="${OBJDUMP:-objdump}"
missing=0
for f in $("$objdump" -T "$so" | awk '$4 != "*UND*" && $NF ~ /^hunters_/ {print $NF}'); do
    cat "${top_srcdir:-.}"/bindings/python/hunters/*.py | grep -q "\"$f\"" || { echo "python lacks $f"; missing=1; }
    grep -q "[ *]$f(" "${top_srcdir:-.}/bindings/lua/hunters.lua" || { echo "lua lacks $f"; missing=1; }
done
[ $missing = 0 ] || { echo "FAIL: bindings lag behind the C API"; exit 1; }
echo "PASS: both bindings declare every exported function"
