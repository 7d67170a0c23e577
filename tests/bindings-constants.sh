#!/bin/sh
# Every constant of hunters.h is an enum member of equal value in the Python
# and the Lua binding (tests/bindings_constants.py).
set -u
src=$(cd "${top_srcdir:-.}" && pwd)
so="${top_builddir:-.}/.libs/libhunters.so.0"
[ -f "$so" ] || { echo "SKIP: no shared library"; exit 77; }
. "$(dirname "$0")/sanitizer_build.sh" # sanitized: 1 in a sanitizer build
[ "$sanitized" = 0 ] || { echo "SKIP: the library is built with sanitizers"; exit 77; }
python=${PYTHON:-python3}
command -v "$python" >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
command -v luajit >/dev/null 2>&1 || { echo "SKIP: no luajit"; exit 77; }
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so")
PYTHONPATH="$src/bindings/python" LUA_PATH="$src/bindings/lua/?.lua;;"
export HUNTERS_LIBRARY PYTHONPATH LUA_PATH
exec "$python" "$src/tests/bindings_constants.py" "$src/include/hunters.h"
