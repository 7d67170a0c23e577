#!/bin/sh
# The WebAssembly build under Node: builds `make wasm` in BUILDDIR, runs the
# wrapper's tests (tests/web/node-test.mjs) and its hostile-input test
# (tests/web/hostile-test.mjs), and checks through the Python binding that
# the native C library agrees with the wasm build: seeded games end with the
# same scores, hashes and records for the same seeds and moves, and every
# input of the fuzz corpora (plus inputs with numbers that wrap a 32-bit
# long) is accepted or refused alike, with the same game, tile set or move,
# or the same error status and place.
#   tests/web-node.sh BUILDDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-_build}" && pwd)
# without emcc, make wasm fails and says what to install (a server chained
# after it with && must not start on a build that did not happen)
if make -C "$build" -s wasm EMCC=no-such-emcc >"$build/web-node-noemcc.log" 2>&1; then
    echo "web-node: make wasm without emcc succeeded" >&2; exit 1
fi
grep -q "no-such-emcc not found, so no WebAssembly build (Debian: apt-get install emscripten node-acorn)" \
    "$build/web-node-noemcc.log" || { cat "$build/web-node-noemcc.log" >&2; echo "web-node: make wasm without emcc did not say so" >&2; exit 1; }
echo "make wasm without emcc: fails, saying what to install"
make -C "$build" -s wasm
[ -f "$build/web/hunters-core.wasm" ] || { echo "web-node: no wasm build (emcc missing)" >&2; exit 1; }
out=$build/web-node.json
# Emscripten's loader prints its whole source with an uncaught exception:
# show the start of each line, keep the test's status
run_node() {
    status=0
    node "$@" >"$build/web-node.log" 2>&1 || status=$?
    cut -c1-400 "$build/web-node.log"
    [ "$status" = 0 ] || { echo "web-node: $(basename "$1") failed ($status)" >&2; exit 1; }
}
run_node "$top/tests/web/node-test.mjs" "$build/web" "$out"
run_node "$top/tests/web/hostile-test.mjs" "$build/web"
HUNTERS_LIBRARY=$build/.libs/libhunters.so.0 PYTHONPATH=$top/bindings/python python3 - "$out" <<'PY'
import json, sys
import hunters
data = json.load(open(sys.argv[1]))
for g in data["games"]:
    native = hunters.Game.load(g["record"])      # the same moves, replayed by the C library
    assert native.over, g["seed"]
    assert native.scores == g["scores"], (g["seed"], native.scores, g["scores"])
    assert "%x" % native.hash == g["hash"], g["seed"]
    assert native.save() == g["record"], g["seed"]
    if g["kind"] == "random":                    # the same seeds, played natively
        game = hunters.Game(players=g["players"], seed=g["seed"])
        game.play_random(g["seed"] * 1000003)
        assert game.scores == g["scores"] and "%x" % game.hash == g["hash"], g["seed"]
print("web-node: %d seeded games: the same final scores, hashes and records as the C library" % len(data["games"]))

def native(entry):
    """The native library's outcome for a corpus input, as node-test.mjs writes the wasm build's."""
    raw = entry["text"].encode("latin1")
    try:
        if entry["kind"] == "record":
            game = hunters.Game.load(raw)
            result = {"hash": "%x" % game.hash, "scores": game.scores, "record": game.save()}
            game.close()
        elif entry["kind"] == "tileset":
            tileset = hunters.TileSet.from_string(raw)
            result = {"hash": "%x" % tileset.hash, "describe": tileset.describe()}
            tileset.close()
        else:
            result = {"value": "%x" % hunters.Move.parse(entry["text"].split("\0")[0])}
    except hunters.HuntersError as e:
        return {"accepted": False, "status": int(e.status), "line": e.line, "column": e.column}
    return dict(result, accepted=True)

differ = []
for entry in data["corpus"]:
    wasm = {key: value for key, value in entry.items() if key not in ("kind", "name", "text", "message")}
    if native(entry) != wasm:
        differ.append(entry["name"])
        print("web-node: %s %s: native %s, wasm %s" % (entry["kind"], entry["name"], native(entry),
                                                       {k: v for k, v in wasm.items() if k != "record"}))
assert not differ, "the wasm build and the C library differ on %d corpus inputs" % len(differ)
accepted = sum(1 for entry in data["corpus"] if entry["accepted"])
print("web-node: %d corpus inputs (%d accepted): the same outcome as the C library" % (len(data["corpus"]), accepted))
PY
