#!/bin/sh
# The Python and Lua examples say how to run them from the top of the
# source tree after ./build.sh build (HUNTERS_LIBRARY and PYTHONPATH or
# LUA_PATH); their usage lines alone, `python3 random_games.py`, failed
# there with "No module named 'hunters'". Each example's command is run as
# its header writes it, from a folder laid out as that tree (bindings/,
# examples/ and _build/ as links), on 2 games. (tests/bindings.sh runs the
# examples too, with its own variables: this checks the words a reader
# copies.)
set -u
src=$(cd "${top_srcdir:-.}" && pwd)
build=$(cd "${top_builddir:-.}" && pwd)
[ -f "$build/.libs/libhunters.so.0" ] || { echo "SKIP: no shared library (static-only build)"; exit 77; }
. "$(dirname "$0")/sanitizer_build.sh" # sanitized: 1 in a sanitizer build
[ "$sanitized" = 0 ] || { echo "SKIP: the library is built with sanitizers"; exit 77; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
# the helpers the shell tests source end with status 0, so that a test under
# set -e may source them (the defect: sanitizer_build.sh's last line, a
# failed `&&` list in a plain build, gave the `.` status 1, which ended it)
for helper in sanitizer_build c_compiler limited_run terminal_session; do
    # (a shell of its own: set -e has no effect in a subshell left of ||)
    sh -c 'set -e; . "$1"; echo sourced' sh "$(dirname "$0")/$helper.sh" 2>&1 | grep -qx sourced ||
        fail "tests/$helper.sh sourced under set -e ends the shell"
done
ln -s "$src/bindings" "$tmp/bindings" && ln -s "$src/examples" "$tmp/examples" && ln -s "$build" "$tmp/_build" ||
    fail "cannot lay out $tmp"

# the examples show the documented API: a private attribute (`._name`) of
# the package's objects is no example to copy (ml_linear_policy.py read the
# window by `env._env.encoding.window`; `env.observation_shapes` has it)
private=$(grep -n '[A-Za-z0-9_)]\._[a-z]' "$src"/examples/python/*.py "$src"/examples/lua/*.lua 2>/dev/null | grep -v 'self\._')
[ -z "$private" ] || fail "an example uses a private attribute: $private"

ran=0
for example in "$src"/examples/python/*.py "$src"/examples/lua/*.lua; do
    [ -f "$example" ] || continue
    name=${example#"$src"/}
    case $example in
    *.py) interpreter=python3; more="--games 2" ;;
    *.lua) interpreter=luajit; more=2 ;;
    esac
    # the command: from its HUNTERS_LIBRARY= line to the line naming the example
    # (a Lua comment's "--" taken off, continuation lines joined)
    command=$(sed -n "/HUNTERS_LIBRARY=_build/,\\|$name|p" "$example" | sed 's/^-- *//; s/^ *//; s/ *\\$//' | tr '\n' ' ')
    echo "$command" | grep -Eq "^HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 .*$name( .*)? $" ||
        fail "$name: no command 'HUNTERS_LIBRARY=_build/.libs/libhunters.so.0 ... $name' in its header: '$command'"
    program=$(echo "$command" | awk '{ for (i = 1; i <= NF; i++) if ($i !~ /=/) { print $i; exit } }')
    if ! command -v "$program" >/dev/null 2>&1; then
        echo "$name: skipped, no $program"; continue
    fi
    if grep -q '^ *import numpy' "$example" && ! "$program" -c 'import numpy' >/dev/null 2>&1; then
        echo "$name: skipped, no numpy for $program"; continue
    fi
    [ "$program" = "$interpreter" ] || [ "$program" = "/usr/bin/$interpreter" ] ||
        fail "$name: its command runs $program, not $interpreter"
    (cd "$tmp" && env -u PYTHONPATH -u LUA_PATH -u HUNTERS_LIBRARY sh -c "$command $more") >"$tmp/out" 2>&1 ||
        fail "$name: '$command $more' from the top of the tree: $(tail -n 5 "$tmp/out")"
    echo "$name: $command $more"
    ran=$((ran + 1))
done
[ "$ran" -gt 0 ] || { echo "SKIP: no python3 nor luajit"; exit 77; }
echo "PASS: $ran examples run by the command their headers give"
