#!/bin/sh
# `pip install ./bindings/python` on its own: no network (--no-index), no
# `make install`, no variable naming the library. The package's build backend
# (bindings/python/build_backend) compiles libhunters into the package, so
# `import hunters` works in a fresh venv, loads the library from inside the
# venv and plays a seeded game to the same scores as the build tree's library.
# Done for /usr/bin/python3 and every other distinct python3 on PATH (the
# defect: pip reported success but the package had no library, and with a
# non-Debian Python the documented --no-build-isolation failed on a missing
# `wheel`); for the first alone in build.sh's make distcheck
# (HUNTERS_DISTCHECK). Then, once: an sdist made by the backend, `pip
# wheel` of it (the wheel's name, its RECORD hashes) and the wheel
# installed into another venv.
set -u
src=$(cd "${top_srcdir:-.}" && pwd)
build=$(cd "${top_builddir:-.}" && pwd)
library="$build/.libs/libhunters.so.0"
[ -f "$library" ] || { echo "SKIP: no shared library"; exit 77; }
. "$(dirname "$0")/sanitizer_build.sh" # sanitized: 1 in a sanitizer build
[ "$sanitized" = 0 ] || { echo "SKIP: the library is built with sanitizers"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
seed=20021  # the game, and the seed of its random moves
moves=7
version=$(sed -n 's/^#define HUNTERS_VERSION_STRING "\(.*\)"$/\1/p' "$src/include/hunters.h")
[ -n "$version" ] || fail "no HUNTERS_VERSION_STRING in include/hunters.h"

# No library but the bundled one, no network, no user pip configuration,
# no bytecode written into the source tree pip builds in. The bundled library
# unoptimized (CFLAGS follows the backend's -O2): this test is about the
# packaging, and it compiles the library for each Python and once more for
# the wheel, at -O0 in under half the time.
clean_env="env -u HUNTERS_LIBRARY -u HUNTERS_LIBDIR -u DESTDIR -u LD_LIBRARY_PATH -u PYTHONPATH -u PIP_FIND_LINKS
    PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_CACHE_DIR=1 PIP_CONFIG_FILE=/dev/null
    PYTHONDONTWRITEBYTECODE=1 CFLAGS=-O0"
game="import hunters
game = hunters.Game(seed=$seed)
game.play_random($moves)
print(hunters.library_path())
print(*game.scores)"

cd "$tmp" || exit 1  # outside the tree: nothing is imported from it by accident
reference_python=${PYTHON:-python3}
command -v "$reference_python" >/dev/null 2>&1 || reference_python=/usr/bin/python3
reference=$(HUNTERS_LIBRARY="$library" PYTHONPATH="$src/bindings/python" "$reference_python" -c "$game") ||
    fail "the build tree's package with its library"
[ "$(echo "$reference" | sed -n 1p)" = "$library" ] || fail "the reference loaded $(echo "$reference" | sed -n 1p)"
expected=$(echo "$reference" | sed -n 2p)
echo "build tree: scores $expected"

# plays the game with a venv's python; the library must come from the venv
check_venv() {  # venv, what was installed
    got=$($clean_env "$1/bin/python" -c "$game") || fail "import hunters after $2"
    where=$(echo "$got" | sed -n 1p)
    case "$where" in "$1/"*) ;; *) fail "after $2, the library came from $where, not the venv $1" ;; esac
    [ "$(echo "$got" | sed -n 2p)" = "$expected" ] ||
        fail "after $2: scores $(echo "$got" | sed -n 2p), the build tree's $expected"
    echo "  $2: library $where, scores $expected"
}

# python -m venv [option] venv: 0 when made; 1, with the reason in $novenv,
# when python has no venv or ensurepip module (Debian: python3-venv, which
# the project's test command installs); a FAIL with venv's messages when
# they are there and it fails anyway (the defect: any failure was said to
# be a missing python3-venv, and for the [ml] extra not even that)
make_venv() {  # python, venv, [option]
    # shellcheck disable=SC2086 # the option: no word when none is given
    "$1" -m venv ${3:-} "$2" >"$tmp/venv.log" 2>&1 && return 0
    if ! "$1" -c 'import venv; from ensurepip import bootstrap' >"$tmp/venv-probe.log" 2>&1; then
        novenv="no venv or ensurepip module ($(tail -n 1 "$tmp/venv-probe.log"); Debian: python3-venv)"
        return 1
    fi
    sed 's/^/    /' "$tmp/venv.log"
    fail "$1 -m venv ${3:+$3 }failed, its venv and ensurepip modules there: $(grep . "$tmp/venv.log" | tail -n 1)"
}

# /usr/bin/python3, configure's Python and each python3 on PATH, once each
{
    echo /usr/bin/python3
    echo "${PYTHON:-}"
    old_ifs=$IFS
    IFS=:
    for dir in $PATH; do
        [ -x "$dir/python3" ] && echo "$dir/python3"
    done
    IFS=$old_ifs
} >"$tmp/candidates"
seen="|"
venvs=""
count=0
while IFS= read -r python; do
    [ -n "$python" ] && command -v "$python" >/dev/null 2>&1 || continue
    real=$("$python" -c 'import os, sys
print(os.path.realpath(sys.executable) if sys.version_info >= (3, 9) else "")' 2>/dev/null)
    [ -n "$real" ] || { echo "skipped $python: not Python 3.9 or later"; continue; }
    case "$seen" in *"|$real|"*) continue ;; esac
    seen="$seen$real|"
    count=$((count + 1))
    venv="$tmp/venv$count"
    make_venv "$python" "$venv" || { echo "skipped $python ($real): $novenv"; continue; }
    echo "$python ($real):"
    $clean_env "$venv/bin/python" -m pip install --no-index "$src/bindings/python" >"$tmp/pip.log" 2>&1 </dev/null ||
        { cat "$tmp/pip.log"; fail "$python: pip install --no-index ./bindings/python"; }
    check_venv "$venv" "pip install --no-index ./bindings/python"
    venvs="$venvs$venv
"
    # (in build.sh's make distcheck, HUNTERS_DISTCHECK set: the first alone,
    # which shows the tarball's package builds; the gcc build's make check
    # tried every python3 on the same sources)
    if [ -n "${HUNTERS_DISTCHECK:-}" ]; then
        echo "any other python3 on PATH not tried (HUNTERS_DISTCHECK: build.sh test's gcc build tried each)"
        break
    fi
done <"$tmp/candidates"
[ -n "$venvs" ] || fail "no python3 could make a venv"

# Once: the sdist (the backend's build_sdist, with the C sources under csrc/),
# `pip wheel` of it, and that wheel in a venv of the last interpreter.
first=$(echo "$venvs" | sed -n 1p)
last=$(echo "$venvs" | sed '/^$/d' | tail -n 1)
(cd "$src/bindings/python" && $clean_env "$first/bin/python" -c '
import sys
sys.path.insert(0, "build_backend")
import hunters_build
print(hunters_build.build_sdist(sys.argv[1]))' "$tmp/sdist") >"$tmp/sdist.log" 2>&1 ||
    { cat "$tmp/sdist.log"; fail "build_sdist"; }
sdist="$tmp/sdist/hunters-$version.tar.gz"
[ -f "$sdist" ] || fail "build_sdist made $(ls "$tmp/sdist"), not hunters-$version.tar.gz"
$clean_env "$first/bin/python" -m pip wheel --no-index --no-deps -w "$tmp/wheels" "$sdist" >"$tmp/wheel.log" 2>&1 ||
    { cat "$tmp/wheel.log"; fail "pip wheel of the sdist"; }
platform=$("$first/bin/python" -c 'import re, sysconfig; print(re.sub("[^A-Za-z0-9]", "_", sysconfig.get_platform()))')
wheel="$tmp/wheels/hunters-$version-py3-none-$platform.whl"
[ -f "$wheel" ] || fail "pip wheel made $(ls "$tmp/wheels"), not $(basename "$wheel")"
# the wheel: the library inside, RECORD lists every file with its sha256
"$first/bin/python" -c '
import base64, csv, hashlib, io, sys, zipfile
wheel = zipfile.ZipFile(sys.argv[1])
names = set(wheel.namelist())
assert "hunters/_lib/libhunters.so.0" in names and "hunters/__init__.py" in names, sorted(names)
assert "hunters/_config.py" not in names
record = [name for name in names if name.endswith(".dist-info/RECORD")]
assert len(record) == 1, record
rows = list(csv.reader(io.StringIO(wheel.read(record[0]).decode())))
assert {row[0] for row in rows} == names, names ^ {row[0] for row in rows}
for name, digest, size in rows:
    if name == record[0]:
        continue
    data = wheel.read(name)
    assert digest == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode(), name
    assert int(size) == len(data), name
wheel_info = wheel.read(record[0].replace("RECORD", "WHEEL")).decode()
assert "Root-Is-Purelib: false" in wheel_info, wheel_info
# the ml extra (pyproject.toml): numpy, only when asked for
metadata = wheel.read(record[0].replace("RECORD", "METADATA")).decode()
assert "Provides-Extra: ml\n" in metadata and "Requires-Dist: numpy; extra == \"ml\"\n" in metadata, metadata
' "$wheel" || fail "the wheel's contents"
echo "sdist -> pip wheel: $(basename "$wheel")"
make_venv "$last/bin/python" "$tmp/wheel-venv" || fail "a venv for the wheel: $novenv"
$clean_env "$tmp/wheel-venv/bin/python" -m pip install --no-index "$wheel" >"$tmp/pip.log" 2>&1 ||
    { cat "$tmp/pip.log"; fail "pip install of the wheel"; }
check_venv "$tmp/wheel-venv" "pip install of the wheel"
# The ml extra offline, in a venv that sees Debian's numpy (doc/ml.md,
# "Install"): pip finds numpy there and fetches nothing.
# Without numpy or python3-venv it is said skipped, with the reason.
if ! /usr/bin/python3 -c 'import numpy' >"$tmp/numpy.log" 2>&1; then
    echo "SKIP (/usr/bin/python3 has no numpy: $(tail -n 1 "$tmp/numpy.log")): the [ml] extra not tried"
elif ! make_venv /usr/bin/python3 "$tmp/ml-venv" --system-site-packages; then
    echo "SKIP (/usr/bin/python3: $novenv): the [ml] extra not tried"
else
    $clean_env "$tmp/ml-venv/bin/python" -m pip install --no-index "$wheel[ml]" >"$tmp/pip.log" 2>&1 ||
        { cat "$tmp/pip.log"; fail "pip install --no-index of the wheel with [ml], numpy present"; }
    $clean_env "$tmp/ml-venv/bin/python" -c 'import hunters.ml as ml; ml.VectorEnv(num_envs=1).reset()' ||
        fail "hunters.ml after pip install of the wheel with [ml]"
    echo "  pip install of the wheel with [ml] (numpy from the system): hunters.ml works"
fi
# HUNTERS_LIBDIR (doc/python.md): an installed library's folder, checked
# when pip builds (the defect: any value was written into _config.py, a
# missing folder or a relative path, relative to wherever Python later ran,
# and the package failed only at import). A refused one names the variable,
# its value and what is wrong; an accepted one is stored absolute and
# normalized, and the package loads the library from there.
libdir_refused() {  # value, what the message must say, [another variable's VAR=value]
    $clean_env HUNTERS_LIBDIR="$1" ${3:+"$3"} "$first/bin/python" -m pip install --no-index "$src/bindings/python" \
        >"$tmp/pip.log" 2>&1 </dev/null && fail "pip installed with HUNTERS_LIBDIR=$1"
    grep -qF "HUNTERS_LIBDIR='$1'$2" "$tmp/pip.log" ||
        { cat "$tmp/pip.log"; fail "HUNTERS_LIBDIR=$1: no \"HUNTERS_LIBDIR='$1'$2\" in pip's output"; }
    echo "  HUNTERS_LIBDIR=$1: refused ($(grep -F "HUNTERS_LIBDIR='$1'" "$tmp/pip.log" | head -n 1 | cut -c1-80)...)"
}
libdir_refused "$tmp/nowhere" ": no such folder"
libdir_refused "$tmp" ": the folder has no libhunters.so.0"
libdir_refused "relative/lib" " is a relative path"
# a ~ no shell expanded (quoted): the example is the home's folder, not
# $PWD/~/lib (the defect: the suggestion named a folder under the tree)
libdir_refused "~/lib" " is a relative path" HOME="$tmp/home"
grep -qF "e.g. $tmp/home/lib" "$tmp/pip.log" ||
    { cat "$tmp/pip.log"; fail "HUNTERS_LIBDIR=~/lib: no \"e.g. $tmp/home/lib\""; }
# the config setting libdir given empty (a script's libdir=$LIBDIR of an
# unset LIBDIR): refused, saying so (the defect: it fell back to
# $HUNTERS_LIBDIR, here one that is accepted, unsaid)
$clean_env HUNTERS_LIBDIR="$build/.libs" "$first/bin/python" -m pip install --no-index --config-settings libdir= \
    "$src/bindings/python" >"$tmp/pip.log" 2>&1 </dev/null && fail "pip installed with --config-settings libdir="
grep -qF "the config setting libdir is empty" "$tmp/pip.log" ||
    { cat "$tmp/pip.log"; fail "--config-settings libdir=: no \"the config setting libdir is empty\" in pip's output"; }
echo "  --config-settings libdir= (HUNTERS_LIBDIR=$build/.libs): refused"
$clean_env HUNTERS_LIBDIR="$build/.libs/" "$first/bin/python" -m pip install --no-index "$src/bindings/python" \
    >"$tmp/pip.log" 2>&1 </dev/null || { cat "$tmp/pip.log"; fail "pip install with HUNTERS_LIBDIR=$build/.libs/"; }
got=$(cd / && $clean_env "$first/bin/python" -c "$game") || fail "import hunters after HUNTERS_LIBDIR=$build/.libs/"
[ "$(echo "$got" | sed -n 1p)" = "$build/.libs/libhunters.so.0" ] ||
    fail "HUNTERS_LIBDIR=$build/.libs/: the library came from $(echo "$got" | sed -n 1p)"
[ "$(echo "$got" | sed -n 2p)" = "$expected" ] || fail "HUNTERS_LIBDIR=$build/.libs/: scores $(echo "$got" | sed -n 2p)"
echo "  HUNTERS_LIBDIR=$build/.libs/: library $build/.libs/libhunters.so.0, scores $expected"
# A staged build (README: make install DESTDIR=STAGE): the library is under
# $DESTDIR, not yet in HUNTERS_LIBDIR, where the package loads it once
# installed; and an sdist, which holds no libdir (the defects: both were
# refused, "no such folder", of a library not installed yet).
final="$tmp/final/lib"
mkdir -p "$tmp/stage$final" && cp "$library" "$tmp/stage$final/" || fail "a stage"
libdir_refused "$final" " (under DESTDIR='$tmp/nowhere': '$tmp/nowhere$final'): no such folder" DESTDIR="$tmp/nowhere"
$clean_env DESTDIR="$tmp/stage" HUNTERS_LIBDIR="$final" "$first/bin/python" -m pip install --no-index \
    "$src/bindings/python" >"$tmp/pip.log" 2>&1 </dev/null ||
    { cat "$tmp/pip.log"; fail "pip install with HUNTERS_LIBDIR=$final DESTDIR=$tmp/stage"; }
mkdir -p "$final" && cp "$library" "$final/" || fail "installing the staged library"
got=$(cd / && $clean_env "$first/bin/python" -c "$game") || fail "import hunters after a staged HUNTERS_LIBDIR=$final"
[ "$(echo "$got" | sed -n 1p)" = "$final/libhunters.so.0" ] ||
    fail "staged HUNTERS_LIBDIR=$final: the library came from $(echo "$got" | sed -n 1p)"
echo "  HUNTERS_LIBDIR=$final DESTDIR=$tmp/stage: accepted, loaded from $final once installed there"
(cd "$src/bindings/python" && $clean_env HUNTERS_LIBDIR="$tmp/nowhere" "$first/bin/python" -c '
import sys
sys.path.insert(0, "build_backend")
import hunters_build
print(hunters_build.build_sdist(sys.argv[1]))' "$tmp/sdist2") >"$tmp/sdist.log" 2>&1 ||
    { cat "$tmp/sdist.log"; fail "build_sdist with HUNTERS_LIBDIR=$tmp/nowhere"; }
echo "  build_sdist with HUNTERS_LIBDIR=$tmp/nowhere: made, no libdir in an sdist"
echo "PASS: pip builds libhunters into the package, offline, for every python3 found"
