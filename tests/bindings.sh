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
. "$(dirname "$0")/sanitizer_build.sh" # sanitized: 1 in a sanitizer build
[ "$sanitized" = 0 ] || { echo "SKIP: the library is built with sanitizers"; exit 77; }
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so")
export HUNTERS_LIBRARY
tmp_dir=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp_dir"' EXIT
# The doc examples. A user pastes one block at a time, so each ```python or
# ```lua block of a doc runs on its own, in a new interpreter, as a script
# (python3 FILE, luajit FILE); a block that goes on from the one before it
# has the line <!-- continues the block above --> before its fence, and runs
# after it (and what that one continues). A comment after code on a line
# that prints, with the comment-only lines right below it, is that line's
# output, line for line ("..." is any text, lines included; "  # remark",
# or "  -- remark" in Lua, after it is not output); one starting "e.g." is
# not checked: random, or depends on the machine or the time taken. A
# comment on a line that prints nothing is a remark, except on a print(...).
export DOC_CHECK_DIR="$tmp_dir"
cat >"$tmp_dir/doc_check.py" <<'PY'
import io, os, re, subprocess, sys, tokenize
# doc_check.py python|lua DOC INTERPRETER [OLD NEW]...: DOC's ```LANG blocks
# (OLD replaced by NEW first), as the comment of bindings.sh above says
lang, doc, interpreter, subs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
lead = "#" if lang == "python" else "--"
tmp = os.environ["DOC_CHECK_DIR"]
RUNNER = {"python": r'''
import io, runpy, sys
path = sys.argv[1]
class Tagged(io.TextIOBase):
    """Each line printed, after the line of the block that printed it (the
    outermost frame of the block: the call, not the print inside a function)."""
    def __init__(self, out):
        self.out, self.line, self.text = out, None, ""
    def write(self, text):
        frame, line = sys._getframe(1), 0
        while frame is not None:
            if frame.f_code.co_filename == path:
                line = frame.f_lineno
            frame = frame.f_back
        for piece in text.splitlines(True):
            self.line = line if self.line is None else self.line
            self.text += piece
            if piece.endswith("\n"):
                self.out.write("%d\t%s" % (self.line, self.text))
                self.line, self.text = None, ""
        return len(text)
    def flush(self):
        self.out.flush()
    def __getattr__(self, name):
        return getattr(self.out, name)
sys.stdout = Tagged(sys.stdout)
try:
    runpy.run_path(path, run_name="__main__")
finally:
    if sys.stdout.text:  # a last line without its newline
        sys.stdout.write("\n")
    sys.stdout.flush()
''', "lua": r'''
local path, out = arg[1], io.stdout
function print(...)
  local line, level = 0, 2
  while true do  -- the outermost level of the block: the call, not the print inside a function
    local info = debug.getinfo(level, "Sl")
    if not info then break end
    if info.source == "@" .. path then line = info.currentline end
    level = level + 1
  end
  local parts = {}
  for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
  for text in (table.concat(parts, "\t") .. "\n"):gmatch("(.-)\n") do out:write(line, "\t", text, "\n") end
end
local chunk = assert(loadfile(path))
chunk()
'''}[lang]
runner = os.path.join(tmp, "runner." + ("py" if lang == "python" else "lua"))
with open(runner, "w") as f:
    f.write(RUNNER)

def comments(code):
    """{line: (column, text)} of the comments of a block's code."""
    found = {}
    if lang == "python":
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type == tokenize.COMMENT:
                found[token.start[0]] = (token.start[1], token.string[1:].strip())
        return found
    for number, line in enumerate(code.split("\n"), 1):
        quote, i = None, 0
        while i < len(line):
            c = line[i]
            if quote:
                if c == "\\": i += 1
                elif c == quote: quote = None
            elif c in "'\"": quote = c
            elif line.startswith("--", i):
                found[number] = (i, line[i + 2:].strip())
                break
            i += 1
    return found

def expected(code):
    """{line: [output lines]}: a comment after code on a line, with the
    comment-only lines right below it."""
    lines, found, result, owner = code.split("\n"), comments(code), {}, None
    for number, line in enumerate(lines, 1):
        if number not in found:
            owner = None
            continue
        column, text = found[number]
        if line[:column].strip():
            owner = number if not text.startswith("e.g.") else None
            if owner: result[owner] = [text]
        elif owner:
            result[owner].append(text)
    for number in result:  # "  # remark" after the output
        result[number] = [re.split(r"\s+%s\s" % re.escape(lead), t + " ")[0].rstrip() for t in result[number]]
    return result

text = open(doc, encoding="utf-8").read()
for old, new in zip(subs[::2], subs[1::2]):
    assert old in text, (doc, old)
    text = text.replace(old, new)
blocks, chain = [], []   # (line of the fence, code, the blocks it continues)
doc_lines = text.split("\n")
number = 0
while number < len(doc_lines):
    if doc_lines[number] == "```" + lang:
        start = number
        end = doc_lines.index("```", start + 1)
        code = "\n".join(doc_lines[start + 1:end]) + "\n"
        before = [l for l in doc_lines[:start] if l.strip()][-1:]
        continues = before == ["<!-- continues the block above -->"]
        chain = (chain if continues else []) + [(start + 2, code)]
        blocks.append(list(chain))
        number = end
    number += 1

failed, checked = 0, 0
for index, chain in enumerate(blocks):
    first, code = chain[-1]
    program = "".join(c for _, c in chain)
    offset = program.count("\n") - code.count("\n")  # this block's line 1 is the program's offset + 1
    path = os.path.join(tmp, "block%d.%s" % (index, "py" if lang == "python" else "lua"))
    with open(path, "w") as f:
        f.write(program)
    where = "%s:%d" % (doc, first)
    if lang == "python":
        # a block needing an optional module the interpreter lacks is skipped, saying so
        missing = [m for m in re.findall(r"^\s*(?:from|import) (distributed|gymnasium)\b", code, re.M)
                   if subprocess.run([interpreter, "-c", "import " + m], capture_output=True).returncode]
        if missing:
            print("  %s: skipped, no %s in %s" % (where, missing[0], interpreter))
            continue
    run = subprocess.run([interpreter, runner, path], capture_output=True, text=True, cwd=tmp)
    printed = {}
    for line in run.stdout.splitlines():
        tag, _, out = line.partition("\t")
        printed.setdefault(int(tag) - offset if tag.isdigit() else 0, []).append(out.rstrip())
    if run.returncode != 0:
        print("FAIL: the block at %s, run alone, exits %d:\n%s%s" % (where, run.returncode, run.stdout, run.stderr))
        failed += 1
        continue
    code_lines = code.split("\n")
    for line, want in sorted(expected(code).items()):
        got = printed.get(line)
        if got is None:
            if code_lines[line - 1].lstrip().startswith("print("):
                print("FAIL: %s:%d printed nothing, its comment says: %s" % (doc, first + line - 1, "\n".join(want)))
                failed += 1
            continue  # a remark on a line that prints nothing
        pattern = ".*?".join(map(re.escape, re.split(r"\s*\.\.\.\s*", "\n".join(want))))  # "..." and the space around it
        checked += 1
        if not re.fullmatch(pattern, "\n".join(got), re.S):
            print("FAIL: %s:%d printed\n  %s\nits comment says\n  %s" %
                  (doc, first + line - 1, "\n  ".join(got), "\n  ".join(want)))
            failed += 1
print("  %s: %d blocks run one by one, %d output comments checked" % (doc, len(blocks), checked))
sys.exit(1 if failed else 0)
PY
case "$lang" in
python)
    python=${PYTHON:-python3}
    command -v "$python" >/dev/null 2>&1 || { echo "SKIP: no python3"; exit 77; }
    # mypy --strict: from the interpreter's modules, else Debian's python3-mypy
    mypy=""
    for candidate in "$python" python3 /usr/bin/python3; do
        if "$candidate" -m mypy --version >/dev/null 2>&1; then mypy=$candidate; break; fi
    done
    if [ -z "$mypy" ]; then
        echo "mypy: not installed, type check skipped (Debian: python3-mypy)"
    elif [ -n "${HUNTERS_DISTCHECK:-}" ]; then
        # (build.sh's make distcheck: the same sources, which build.sh test's gcc build type-checked
        # before with this mypy; the defect said so where mypy was missing and nothing had run it)
        echo "mypy: skipped in make distcheck (HUNTERS_DISTCHECK: build.sh test's gcc build ran it on the same sources)"
    else
        echo "mypy --strict bindings/python/hunters (with $mypy)"
        (cd "$src/bindings/python" && "$mypy" -m mypy --strict --cache-dir=/dev/null hunters test_hunters.py test_sim.py test_ml.py bench.py bench_ml.py bench_library.py "$src"/examples/python/*.py) || exit 1
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
    # (said, as the examples below and mypy say it: a run without numpy
    # looked the same as one whose hunters.ml tests passed)
    [ -n "$numpy_python" ] || echo "test_ml.py: no python3 with numpy, hunters.ml's tests skipped (Debian: python3-numpy)"
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
games = [re.match(r"seed (\d+), A in seat ([12]), A (won|lost|tied) (\d+)-(\d+) \| points f/r/h/m A ([\d/]+) B ([\d/]+) \| "
                  r"hunters in rounds A ([\d,]+|-) B ([\d,]+|-)$", line) for line in open(sys.argv[1]) if line.startswith("seed ")]
assert len(games) == 2 and all(games), games
for g in games:
    assert sum(map(int, g.group(6).split("/"))) == int(g.group(4)) and sum(map(int, g.group(7).split("/"))) == int(g.group(5))
assert [g.group(2) for g in games] == ["1", "2"]  # the seats swapped on the same tiles, counted from 1 as people do
PY
    # the Python blocks of the docs (see "The doc examples" above; doc/ml.md's
    # run in test_ml.py). doc/sim.md's needs distributed (Debian:
    # python3-distributed, as sim-python.sh) and plays 20 games where it
    # says 1000 (1000: 26 s)
    for doc in README.md doc/python.md; do
        echo "doc examples: $doc"
        PYTHONPATH="$src/bindings/python" "$python" "$tmp_dir/doc_check.py" python "$src/$doc" "$python" ||
            { echo "FAIL: a Python example of $doc"; exit 1; }
    done
    dask_python=$python
    for candidate in "$python" python3 /usr/bin/python3; do
        if "$candidate" -c 'import distributed' >/dev/null 2>&1; then dask_python=$candidate; break; fi
    done
    echo "doc examples: doc/sim.md (with $dask_python)"
    PYTHONPATH="$src/bindings/python" "$python" "$tmp_dir/doc_check.py" python "$src/doc/sim.md" "$dask_python" \
        'range(1, 1001)' 'range(1, 21)' || { echo "FAIL: a Python example of doc/sim.md"; exit 1; }
    exit 0 ;;
lua)
    command -v luajit >/dev/null 2>&1 || { echo "SKIP: no luajit"; exit 77; }
    luajit "$src/bindings/lua/test_hunters.lua" || exit 1
    for example in "$src"/examples/lua/*.lua; do
        [ -f "$example" ] || continue
        echo "example: $(basename "$example") 20"
        LUA_PATH="$src/bindings/lua/?.lua;;" luajit "$example" 20 >"$tmp_dir/example.txt" || { echo "FAIL: $example"; exit 1; }
        # vector_env.lua's seats are counted from 1, as people count (the defect: seat 0 and seat 1)
        if [ "$(basename "$example")" = vector_env.lua ]; then
            [ "$(sed -n 's/^  seat \([0-9]\) won [0-9]*$/\1/p' "$tmp_dir/example.txt" | tr '\n' ,)" = "1,2," ] ||
                { cat "$tmp_dir/example.txt"; echo "FAIL: vector_env.lua's seats are not 1 and 2"; exit 1; }
        fi
    done
    # the Lua blocks of doc/lua.md (see "The doc examples" above: the check is
    # in Python), and the README's luajit -e command
    python=${PYTHON:-python3}
    if command -v "$python" >/dev/null 2>&1; then
        echo "doc examples: doc/lua.md"
        LUA_PATH="$src/bindings/lua/?.lua;;" "$python" "$tmp_dir/doc_check.py" lua "$src/doc/lua.md" luajit ||
            { echo "FAIL: a Lua example of doc/lua.md"; exit 1; }
    else
        echo "doc examples: doc/lua.md skipped, no python3 to check them"
    fi
    echo "doc examples: README.md's luajit -e"
    awk '/^```sh/ { on = 1; next } /^```/ { on = 0; run = 0 } on && /^luajit -e/ { run = 1 } on && run' "$src/README.md" >"$tmp_dir/readme_lua.sh"
    grep -q luajit "$tmp_dir/readme_lua.sh" || { echo "FAIL: no luajit -e command in README.md"; exit 1; }
    LUA_PATH="$src/bindings/lua/?.lua;;" sh "$tmp_dir/readme_lua.sh" >/dev/null ||
        { echo "FAIL: README.md's luajit -e command"; exit 1; }
    exit 0 ;;
esac
echo "usage: bindings.sh python|lua"; exit 2
