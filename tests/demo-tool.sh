#!/bin/sh
# hunters-demo, the README's main job: a whole game by default between the
# strongest bot (mcts2) and greedy, with its scoring log and final scores
# (R8.4); the bots chosen by --bot and --others; a usage error for anything
# else, --help not one.
set -u
tool="${top_builddir:-.}/hunters-demo"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$tool" --seed 5 >"$tmp/out" 2>"$tmp/err" || fail "the default demo: $(cat "$tmp/err")"
grep -q "Player 0 is the library's mcts2 bot, the others its greedy bot\." "$tmp/out" || fail "the default bots: $(head -3 "$tmp/out")"
grep -q "^Final scores:" "$tmp/out" && grep -q "^  player 1: *[0-9]* points, place [12]$" "$tmp/out" ||
    fail "no final scores: $(tail -5 "$tmp/out")"
grep -q "^  \* " "$tmp/out" || fail "no scoring log"
"$tool" --seed 5 --quiet --players 3 --bot greedy --others random >"$tmp/out" 2>"$tmp/err" || fail "greedy and random: $(cat "$tmp/err")"
grep -q "Player 0 is the library's greedy bot, the others its random bot\." "$tmp/out" && grep -q "^  player 2: " "$tmp/out" ||
    fail "greedy against two random bots: $(head -3 "$tmp/out")"
"$tool" --help >"$tmp/out" 2>"$tmp/err" || fail "--help exited $?"
grep -q "^usage: hunters-demo" "$tmp/out" && [ ! -s "$tmp/err" ] || fail "--help: $(cat "$tmp/out" "$tmp/err")"
for bad in "--bogus" "--others clever" "--bot"; do
    "$tool" $bad >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && grep -q "^usage: hunters-demo" "$tmp/err" && [ ! -s "$tmp/out" ] || fail "$bad: not a usage error"
done
echo "PASS: hunters-demo plays mcts2 against greedy by default, the bots as chosen, usage errors refused"
