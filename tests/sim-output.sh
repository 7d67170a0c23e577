#!/bin/sh
# hunters-sim: a fixed seed gives fixed games; threads change nothing; the
# points by source add up to the scores; per-game CSV and JSON Lines; no
# progress bar on a pipe; bad options are refused.
set -u
tool="${top_builddir:-.}/hunters-sim"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$tool" --help | grep -q "^usage: hunters-sim" || fail "--help"

# seeds 1..3, two uniform bots: the games of the default tile set
"$tool" -n 3 -p random,random -q --csv - >"$tmp/csv" 2>"$tmp/err" || fail "run: $(cat "$tmp/err")"
[ -s "$tmp/err" ] && fail "stderr is not a terminal, yet got: $(cat "$tmp/err")"
cat >"$tmp/want" <<'END'
seed,seat,bot,score,rank,forests,rivers,huts,meadows,tiles_removed,bonus_drawn,bonus_discarded,turns
1,0,random,39,2,10,11,6,12,0,2,0,78
1,1,random,55,1,16,0,5,34,0,2,0,78
2,0,random,6,1,0,0,4,2,0,0,0,78
2,1,random,5,2,0,0,1,4,0,0,0,78
3,0,random,40,1,0,5,3,32,0,1,0,78
3,1,random,16,2,6,0,4,6,0,1,0,78
END
diff "$tmp/want" "$tmp/csv" >"$tmp/diff" || fail "seeds 1..3 changed: $(cat "$tmp/diff")"

# threads: the same summary and rows; every point has a source (R5, R8)
args="-n 40 -p greedy,random,random --rotate -o members=4 -o bonus-rule=forfeit"
"$tool" $args -q --json "$tmp/j1.json" --csv "$tmp/c1.csv" || fail "-j 1"
"$tool" $args -q -j 3 --json "$tmp/j3.json" --csv "$tmp/c3.csv" --jsonl "$tmp/games.jsonl" || fail "-j 3"
cmp -s "$tmp/j1.json" "$tmp/j3.json" || fail "-j 3 changed the summary"
cmp -s "$tmp/c1.csv" "$tmp/c3.csv" || fail "-j 3 changed the games"
awk -F, 'NR > 1 && $4 != $6 + $7 + $8 + $9 { bad = 1; print } END { exit bad }' "$tmp/c1.csv" ||
    fail "points by source do not add up to the score"
[ "$(wc -l <"$tmp/games.jsonl")" -eq 40 ] || fail "--jsonl: not one line per game"
grep -q '"games": 40,' "$tmp/j1.json" || fail "summary: $(cat "$tmp/j1.json")"
grep -q 'greedy' "$tmp/j1.json" || fail "no greedy row"
# the table: a row per seat and per bot
"$tool" $args >"$tmp/table" || fail "table"
grep -q "^seat 2 " "$tmp/table" && grep -q "^greedy " "$tmp/table" && grep -q "bonus tiles drawn" "$tmp/table" ||
    fail "table: $(cat "$tmp/table")"

if "$tool" -o nope=1 >/dev/null 2>&1; then fail "an unknown rule option was accepted"; fi
if "$tool" -o members=100 >/dev/null 2>&1; then fail "members=100 was accepted (R1.2 allows 0..99)"; fi
if "$tool" -p random,human >/dev/null 2>&1; then fail "a human seat was accepted"; fi
"$tool" --list-options | grep -q "bonus-rule" || fail "--list-options"
echo "PASS: hunters-sim plays fixed games, threads change nothing, outputs add up"
