#!/bin/sh
# The bindings as a user gets them: `make install` into a temporary prefix,
# then, from a directory outside the tree and with no environment variable
# naming the library, the Python package and the Lua module find the
# installed library and play a seeded game to the same scores as a C program
# built against the installed header and library (without a C compiler,
# that check is skipped and the others match the Python package). Then the
# same with the Python package installed by pip into a venv with
# HUNTERS_LIBDIR naming the installed library (the package's own backend
# then compiles nothing; the default build that bundles the library is
# tests/python-pip-install.sh).
set -u
src=$(cd "${top_srcdir:-.}" && pwd)
build=$(cd "${top_builddir:-.}" && pwd)
[ -f "$build/.libs/libhunters.so.0" ] || { echo "SKIP: no shared library"; exit 77; }
. "$(dirname "$0")/sanitizer_build.sh" # sanitized: 1 in a sanitizer build
[ "$sanitized" = 0 ] || { echo "SKIP: the library is built with sanitizers"; exit 77; }
python=${PYTHON:-python3}
command -v "$python" >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
command -v luajit >/dev/null 2>&1 || { echo "SKIP: no luajit"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
. "$(dirname "$0")/c_compiler.sh" # have_cc, build_c
prefix=$tmp/prefix
seed=20021  # the game, and the seed of its random moves
moves=7

${MAKE:-make} -s -C "$build" install prefix="$prefix" >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log"; fail "make install prefix=$prefix"; }
package=$(find "$prefix" -path '*/hunters/__init__.py' | head -n 1)
module=$(find "$prefix" -name hunters.lua | head -n 1)
[ -n "$package" ] || fail "no Python package installed under $prefix"
[ -n "$module" ] || fail "no hunters.lua installed under $prefix"
[ -f "$(dirname "$package")/_config.py" ] || fail "no _config.py installed"
sitedir=$(dirname "$(dirname "$package")")
luadir=$(dirname "$module")
echo "installed: $sitedir/hunters, $luadir/hunters.lua"

# the reference: C, against the installed header and library (without a C
# compiler, the Python package's scores, which the others must then match)
cat >"$tmp/game.c" <<EOC
#include <hunters.h>
#include <stdio.h>
int main(void) {
    hunters_game_options o;
    hunters_game_options_init(&o);
    o.seed = $seed;
    hunters_game *g = NULL;
    if (hunters_game_new(&g, &o, NULL) || hunters_game_play_random(g, $moves)) return 1;
    printf("%d %d\n", hunters_game_score(g, 0), hunters_game_score(g, 1));
    hunters_game_free(g);
    return 0;
}
EOC
reference=C expected=""
if have_cc "the C reference (the bindings compared with the Python package's scores)"; then
    build_c "the C reference" -o "$tmp/game" "$tmp/game.c" -I"$prefix/include" -L"$prefix/lib" -lhunters -Wl,-rpath,"$prefix/lib"
    expected=$("$tmp/game") || fail "the C reference failed"
else
    reference=python
fi

clean_env="env -u HUNTERS_LIBRARY -u LD_LIBRARY_PATH -u PYTHONPATH -u LUA_PATH -u LUA_CPATH"
cd "$tmp" || exit 1
python_check='
import sys
sys.path.insert(0, sys.argv[1]) if len(sys.argv) > 1 else None
import hunters
assert hunters.library_path().startswith(sys.argv[2]), hunters.library_path()
game = hunters.Game(seed=SEED)
game.play_random(MOVES)
from hunters import sim  # the runner is installed with the package
assert sim.play_game(1, ["random", "greedy"], options={"forest_value": "segment"})["seed"] == 1
assert "<svg" in game.svg()
print(*game.scores)'
python_check=$(echo "$python_check" | sed "s/SEED/$seed/; s/MOVES/$moves/")
got=$($clean_env "$python" -c "$python_check" "$sitedir" "$prefix/lib") || fail "python from $sitedir"
if [ "$reference" = C ]; then
    [ "$got" = "$expected" ] || fail "python scores $got, C scores $expected"
    echo "python (make install): scores $got, as C"
else
    expected=$got
    echo "python (make install): scores $got (the reference)"
fi

got=$($clean_env luajit -e "
package.path = '$luadir/?.lua;' .. package.path
local hunters = require('hunters')
local game = assert(hunters.Game.new{ seed = $seed })
assert(game:play_random($moves))
io.write(game:score(0), ' ', game:score(1), '\n')") || fail "lua from $luadir"
[ "$got" = "$expected" ] || fail "lua scores $got, $reference scores $expected"
echo "lua (make install): scores $got, as $reference"

# pip into a venv, straight from the sources: the package's backend needs
# nothing but the standard library (no --no-build-isolation, no system
# packages in the venv) and compiles in a temporary folder, not in the tree
pip_python=""
for candidate in "$python" python3 /usr/bin/python3; do
    if "$candidate" -c 'import venv, ensurepip' >/dev/null 2>&1; then pip_python=$candidate; break; fi
done
# (without one, the uninstall below is checked all the same: the defect
# ended the test there, status 0 and no PASS line, make uninstall unchecked)
if [ -z "$pip_python" ]; then
    echo "SKIP (no python3 with venv and ensurepip: Debian python3-venv): pip install into a venv"
else
    "$pip_python" -m venv "$tmp/venv" || fail "$pip_python -m venv"
    HUNTERS_LIBDIR="$prefix/lib" $clean_env -u PIP_FIND_LINKS PIP_NO_INDEX=1 PIP_CONFIG_FILE=/dev/null \
        "$tmp/venv/bin/python" -m pip install -q --no-index --disable-pip-version-check "$src/bindings/python" \
        >"$tmp/pip.log" 2>&1 || { cat "$tmp/pip.log"; fail "pip install"; }
    got=$($clean_env "$tmp/venv/bin/python" -c "$python_check" "" "$prefix/lib") || fail "python from the venv"
    where=$($clean_env "$tmp/venv/bin/python" -c 'import hunters; print(hunters.__file__)')
    case "$where" in "$tmp/venv/"*) ;; *) fail "the venv imported hunters from $where" ;; esac
    [ "$got" = "$expected" ] || fail "pip-installed python scores $got, $reference scores $expected"
    echo "python (pip install into a venv): scores $got, as $reference"
fi
${MAKE:-make} -s -C "$build" uninstall prefix="$prefix" >/dev/null 2>&1 || fail "make uninstall"
left=$(find "$prefix" -type f | head -n 5)
[ -z "$left" ] || fail "make uninstall left: $left"
echo "PASS: installed bindings find the library and agree with $reference"
