#!/bin/sh
# Runs the Python (ctypes) and Lua (LuaJIT FFI) binding tests against the
# shared library just built. Usage: bindings.sh python|lua
set -u
lang=$1
so="${top_builddir:-.}/.libs/libhunters.so.0"
[ -f "$so" ] || { echo "SKIP: no shared library (static-only build)"; exit 77; }
# a sanitizer build cannot be loaded into an uninstrumented interpreter
if ldd "$so" 2>/dev/null | grep -q -e libasan -e libubsan; then
    echo "SKIP: the library is built with sanitizers"; exit 77
fi
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so")
export HUNTERS_LIBRARY
case "$lang" in
python)
    command -v python3 >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
    exec python3 "${top_srcdir:-.}/bindings/python/test_hunters.py" ;;
lua)
    command -v luajit >/dev/null 2>&1 || { echo "SKIP: no luajit"; exit 77; }
    exec luajit "${top_srcdir:-.}/bindings/lua/test_hunters.lua" ;;
esac
echo "usage: bindings.sh python|lua"; exit 2
