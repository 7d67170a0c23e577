#!/bin/sh
# The WebAssembly build under Node: builds `make wasm` in BUILDDIR, runs the
# wrapper's tests (tests/web/node-test.mjs), and checks that its seeded games
# end with the same scores, hashes and records as the native C library's for
# the same seeds and moves (through the Python binding).
#   tests/web-node.sh BUILDDIR
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-_build}" && pwd)
make -C "$build" -s wasm
[ -f "$build/web/hunters-core.wasm" ] || { echo "web-node: no wasm build (emcc missing)" >&2; exit 1; }
out=$build/web-node.json
node "$top/tests/web/node-test.mjs" "$build/web" "$out"
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
PY
