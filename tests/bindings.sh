#!/bin/sh
# Runs the Python (ctypes) and Lua (LuaJIT FFI) binding tests against the
# shared library just built, and mypy --strict on the Python package.
# Usage: bindings.sh python|lua
set -u
lang=$1
src=$(cd "${top_srcdir:-.}" && pwd)
so="${top_builddir:-.}/.libs/libhunters.so.0"
[ -f "$so" ] || { echo "SKIP: no shared library (static-only build)"; exit 77; }
# a sanitizer build cannot be loaded into an uninstrumented interpreter
if ldd "$so" 2>/dev/null | grep -q -e libasan -e libubsan; then
    echo "SKIP: the library is built with sanitizers"; exit 77
fi
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so")
export HUNTERS_LIBRARY
tmp_dir=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp_dir"' EXIT
case "$lang" in
python)
    python=${PYTHON:-python3}
    command -v "$python" >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
    # mypy --strict: from the interpreter's modules, else Debian's python3-mypy
    mypy=""
    for candidate in "$python" python3 /usr/bin/python3; do
        if "$candidate" -m mypy --version >/dev/null 2>&1; then mypy=$candidate; break; fi
    done
    if [ -n "$mypy" ]; then
        echo "mypy --strict bindings/python/hunters (with $mypy)"
        (cd "$src/bindings/python" && "$mypy" -m mypy --strict --cache-dir=/dev/null hunters test_hunters.py test_sim.py test_ml.py bench.py bench_ml.py "$src"/examples/python/*.py) || exit 1
    else
        echo "mypy: not installed, type check skipped (Debian: python3-mypy)"
    fi
    cd "${top_builddir:-.}" || exit 1
    PYTHONPATH="$src/bindings/python" "$python" "$src/bindings/python/test_hunters.py" || exit 1
    # hunters.ml needs numpy (Debian: python3-numpy): the first interpreter that has it
    numpy_python=""
    for candidate in "$python" python3 /usr/bin/python3; do
        "$candidate" -c 'import numpy' >/dev/null 2>&1 || continue
        numpy_python=$candidate
        PYTHONPATH="$src/bindings/python" "$candidate" "$src/bindings/python/test_ml.py" || exit 1
        break
    done
    for example in "$src"/examples/python/*.py; do
        [ -f "$example" ] || continue
        runner=$python
        if grep -q '^ *import numpy' "$example"; then # (such an example fails without numpy, saying so)
            runner=$numpy_python
            [ -n "$runner" ] || { echo "example: $(basename "$example"): no python3 with numpy, skipped"; continue; }
        fi
        echo "example: $(basename "$example") --games 4 (with $runner)"
        PYTHONPATH="$src/bindings/python" "$runner" "$example" --games 4 >/dev/null || { echo "FAIL: $example"; exit 1; }
    done
    # where_points_go.py --per-game: a line a game, each game's points adding up to its score (R8.4);
    # MCTS2 at 100 iterations, as the lines' form is checked, not the bot's strength (1000: 6 s)
    PYTHONPATH="$src/bindings/python" "$python" "$src/examples/python/where_points_go.py" --games 2 --bot-b greedy \
        --iterations-a 100 --per-game >"$tmp_dir/per_game.txt" || { echo "FAIL: where_points_go.py --per-game"; exit 1; }
    "$python" - "$tmp_dir/per_game.txt" <<'PY' || { cat "$tmp_dir/per_game.txt"; echo "FAIL: where_points_go.py --per-game's lines"; exit 1; }
import re, sys
games = [re.match(r"seed (\d+), A in seat ([01]), A (won|lost|tied) (\d+)-(\d+) \| points f/r/h/m A ([\d/]+) B ([\d/]+) \| "
                  r"hunters in rounds A ([\d,]+|-) B ([\d,]+|-)$", line) for line in open(sys.argv[1]) if line.startswith("seed ")]
assert len(games) == 2 and all(games), games
for g in games:
    assert sum(map(int, g.group(6).split("/"))) == int(g.group(4)) and sum(map(int, g.group(7).split("/"))) == int(g.group(5))
assert [g.group(2) for g in games] == ["0", "1"]  # the seats swapped on the same tiles
PY
    # the Python blocks of the README and doc/python.md run as written, a
    # file's blocks in order as one script (doc/ml.md's run in test_ml.py)
    for doc in README.md doc/python.md; do
        echo "doc examples: $doc"
        awk '/^```python/ { on = 1; next } /^```/ { on = 0 } on' "$src/$doc" >"$tmp_dir/doc_examples.py"
        PYTHONPATH="$src/bindings/python" "$python" "$tmp_dir/doc_examples.py" >/dev/null ||
            { echo "FAIL: a Python example of $doc"; exit 1; }
    done
    exit 0 ;;
lua)
    command -v luajit >/dev/null 2>&1 || { echo "SKIP: no luajit"; exit 77; }
    luajit "$src/bindings/lua/test_hunters.lua" || exit 1
    for example in "$src"/examples/lua/*.lua; do
        [ -f "$example" ] || continue
        echo "example: $(basename "$example") 20"
        LUA_PATH="$src/bindings/lua/?.lua;;" luajit "$example" 20 >/dev/null || { echo "FAIL: $example"; exit 1; }
    done
    # the Lua blocks of doc/lua.md run as written, in order as one chunk
    echo "doc examples: doc/lua.md"
    awk '/^```lua/ { on = 1; next } /^```/ { on = 0 } on' "$src/doc/lua.md" >"$tmp_dir/doc_examples.lua"
    LUA_PATH="$src/bindings/lua/?.lua;;" luajit "$tmp_dir/doc_examples.lua" >/dev/null ||
        { echo "FAIL: a Lua example of doc/lua.md"; exit 1; }
    exit 0 ;;
esac
echo "usage: bindings.sh python|lua"; exit 2
