#!/bin/sh
# The Python runner (bindings/python/hunters/sim.py, the module hunters.sim): local, in pieces, and
# on a Dask LocalCluster with 2 workers, the same summary. Needs Debian's
# python3-distributed for the Dask part (with another python3 first on the
# PATH, the system one is used when only it has the module).
set -u
so="${top_builddir:-.}/.libs/libhunters.so.0"
[ -f "$so" ] || { echo "SKIP: no shared library (static-only build)"; exit 77; }
. "$(dirname "$0")/sanitizer_build.sh" # sanitized: 1 in a sanitizer build
[ "$sanitized" = 0 ] || { echo "SKIP: the library is built with sanitizers"; exit 77; }
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so")
PYTHONPATH="${top_srcdir:-.}/bindings/python${PYTHONPATH:+:$PYTHONPATH}"
export HUNTERS_LIBRARY PYTHONPATH
python=
for candidate in python3 /usr/bin/python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c "import distributed" 2>/dev/null; then
        python=$candidate; break
    fi
done
if [ -z "$python" ]; then
    echo "FAIL: no python3 with the distributed module (Debian: python3-distributed)"; exit 1
fi
exec "$python" "${top_srcdir:-.}/bindings/python/test_sim.py"
