#!/bin/sh
# hunters-sim compare A B: the paired 95% intervals equal a hand computation
# from the per-seed rows (--csv); the "changed" counts follow the variant
# (R5.3: forest-value=segment changes forests only); both sides the same
# changes nothing; bad sides are refused. With Python 3 and the shared
# library: hunters.sim.compare() gives the same numbers on the same seeds.
set -u
# Run with SIGINT, SIGTERM, SIGHUP and SIGPIPE at their defaults, where env
# can set them (as tests/sim-shards.sh): one that came ignored stays so in
# the tool, and a pipe closed would not end it by SIGPIPE.
if [ -z "${HUNTERS_TEST_SIGNALS_DEFAULT:-}" ] && env --default-signal=INT,TERM,HUP,PIPE true 2>/dev/null; then
    HUNTERS_TEST_SIGNALS_DEFAULT=1 exec env --default-signal=INT,TERM,HUP,PIPE sh "$0" "$@"
fi
tool="${top_builddir:-.}/hunters-sim"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$tool" compare --help >"$tmp/help" || fail "--help: exit status $?"
grep -q "^usage: hunters-sim compare" "$tmp/help" || fail "--help"
# its options as a plain run's help says them: --iterations for mcts2 too (the
# defect: "mcts iterations"), and --help itself (the defect: not listed)
grep -q "^      --iterations N    mcts/mcts2 iterations per move (default 1000)$" "$tmp/help" &&
    grep -q "^  -h, --help            this help$" "$tmp/help" || fail "compare --help: $(cat "$tmp/help")"
# compare's messages are its own: its name, not hunters-sim's, also for a
# --help that cannot be written (the defect: "hunters-sim: cannot write
# ..."), and a third side is named
"$tool" compare --help >/dev/full 2>"$tmp/err"
[ $? -eq 1 ] && [ "$(cat "$tmp/err")" = "hunters-sim compare: cannot write to standard output: No space left on device" ] ||
    fail "compare --help >/dev/full: $(cat "$tmp/err")"
for bad in "--bogus" "-n" "-n x" "a" "--json /dev/null --json" "a b c"; do
    # shellcheck disable=SC2086 # the arguments, as many words as they are
    "$tool" compare $bad >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(grep -c "^hunters-sim compare: " "$tmp/err")" -eq 1 ] &&
        ! grep -q "^hunters-sim: " "$tmp/err" || fail "compare $bad: $(cat "$tmp/err")"
done
grep -q "^hunters-sim compare: a third side c: give two sides, A and B (hunters-sim compare --help)$" "$tmp/err" ||
    fail "compare a b c: $(cat "$tmp/err")"
# an empty word is named in quotes, a control character as '?' (the defect: "a third side :",
# "unknown rule option  (", a newline in the message)
nl='
'
# shellcheck disable=SC2089 # the quotes are the message's
for bad in "a|b|||a third side '': give two sides, A and B (hunters-sim compare --help)" "-o||a|b|unknown rule option '' (hunters-sim --list-options)" \
    "|a${nl}b|unknown rule option 'a?b' (hunters-sim --list-options; players=BOT,... for bots)" \
    "-n||a|b|bad game count ''" "a|b|-x${nl}|unknown or incomplete option '-x?' (hunters-sim compare --help)"; do
    IFS='|'
    # shellcheck disable=SC2086,SC2090 # the arguments, split at |
    set -- ${bad%|*}
    unset IFS
    "$tool" compare "$@" >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ "$(cat "$tmp/err")" = "hunters-sim compare: ${bad##*|}" ] || fail "compare ${bad%|*}: $(cat "$tmp/err")"
done
# a known rule option without its '=VALUE' shows the form and the values, as -o and
# as a side's item (the defect: "unknown rule option forest-value")
"$tool" compare -o forest-value a b >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(cat "$tmp/err")" = "hunters-sim compare: rule option forest-value needs a value: -o \
forest-value=VALUE, the values are tile|segment" ] || fail "compare -o forest-value: $(cat "$tmp/err")"
"$tool" compare forest-value b >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(cat "$tmp/err")" = "hunters-sim compare: rule option forest-value needs a value: \
forest-value=VALUE, the values are tile|segment" ] || fail "compare forest-value: $(cat "$tmp/err")"
# an option of one value given twice is refused, named, nothing written, as a plain run
# refuses it (the defect: the last one silently taken, the first --json never written);
# -n and --seeds both set the seeds; -o repeats
for twice in "--json given twice|--json $tmp/a.json --json $tmp/b.json" "--csv given twice|--csv $tmp/a.csv --csv -" \
    "--games given twice|-n 1 --games 2" "--seeds given twice|--seeds 1..2 --seeds 3..4" \
    "--players given twice|-p random,random -p greedy,greedy" "--tileset given twice|--tileset - --tileset -" \
    "--iterations given twice|--iterations 5 --iterations 6" "--threads given twice|-j 1 -j 2" \
    "--games and --seeds both set the seeds: give one|-n 5 --seeds 1..2" \
    "--seeds and --games both set the seeds: give one|--seeds 1..2 -n 5"; do
    # shellcheck disable=SC2086 # the arguments, as many words as they are
    "$tool" compare -q ${twice#*|} "" members=4 </dev/null >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-sim compare: ${twice%%|*}" ] ||
        fail "compare ${twice#*|}: $(cat "$tmp/err")"
done
[ ! -e "$tmp/a.json" ] && [ ! -e "$tmp/b.json" ] && [ ! -e "$tmp/a.csv" ] || fail "a refused compare wrote a file"
"$tool" compare -n 1 -q -o members=3 -o huts=1 "" members=4 || fail "compare: -o given twice refused"
# --NAME=VALUE: the form the options take is said (the defect: "unknown or incomplete" alone)
"$tool" compare --games=5 a b >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(cat "$tmp/err")" = "hunters-sim compare: unknown or incomplete option --games=5; a value is the word \
after its option: --games 5 (hunters-sim compare --help)" ] || fail "compare --games=5: $(cat "$tmp/err")"

args="--seeds 3..42 -p greedy,random --rotate"
"$tool" compare $args "" "table=7x7 forest_value=segment" --json "$tmp/c.json" --csv "$tmp/c.csv" >"$tmp/table" ||
    fail "compare"
grep -q "^seat 1 " "$tmp/table" && grep -q "under B, table changed" "$tmp/table" || fail "table: $(cat "$tmp/table")"
# its seats are counted from 1, as people count (the JSON's and CSV's from 0; the defect: seat 0 and 1)
[ "$(sed -n 's/^seat \([0-9]\) .*/\1/p' "$tmp/table" | sort -u | tr '\n' ,)" = "1,2," ] ||
    fail "the table's seats are not 1 and 2: $(cat "$tmp/table")"
# the sides are named canonically, whatever their spelling and order
grep -q '^B: forest-value=segment table=7x7$' "$tmp/table" || fail "B's label: $(head -2 "$tmp/table")"
# the table fits an 80-column terminal: one row per seat and measure
[ "$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$tmp/table")" -le 80 ] ||
    fail "a line is wider than 80 columns: $(cat "$tmp/table")"
grep -q '^seat 2   margin  *[-+][0-9.]* +-  *[0-9.]*$' "$tmp/table" || fail "no margin row of seat 2: $(cat "$tmp/table")"
"$tool" compare -n 1 -q --json - "table_height=4 lake_huts=forbidden" "draw_mode=caller first-player=1" |
    grep -q '^{"a": "lake-huts=forbidden table-height=4", "b": "first-player=1 draw-mode=caller",' ||
    fail "labels of one table side, of other spellings"
[ "$(wc -l <"$tmp/c.csv")" -eq 81 ] || fail "--csv: not a header and a row per seed and seat"

# The hand computation, for each seat and metric: d = B - A per seed, mean,
# s^2 = sum (d - mean)^2 / (n - 1), interval mean -+ 1.96 s / sqrt(n).
# The CSV's columns: seed,seat,bot_a,bot_b, then each metric's _a and _b.
awk -F, 'NR == 1 { for (i = 5; i <= NF; i += 2) { name[i] = substr($i, 1, length($i) - 2) }; next }
    { for (i = 5; i <= NF; i += 2) { d = $(i + 1) - $i; k = $2 SUBSEP i; n[k]++; s[k] += d; v[k, n[k]] = d } }
    END { for (k in n) { split(k, key, SUBSEP); mean = s[k] / n[k]; ss = 0
              for (j = 1; j <= n[k]; j++) ss += (v[k, j] - mean) ^ 2
              half = 1.96 * sqrt(ss / (n[k] - 1) / n[k])
              printf "%s %s %.4f %.4f\n", key[1], name[key[2]], mean - half, mean + half } }' "$tmp/c.csv" |
    sort >"$tmp/hand"
[ "$(wc -l <"$tmp/hand")" -eq 14 ] || fail "hand computation: $(cat "$tmp/hand")"
# the same numbers from the JSON: seat, metric, low, high
awk '/"seats"/ { seat = -1 } /^  \{/ { seat++ }
     /"n": / { line = $0; sub(/^ *\{?/, "", line); split(line, f, /[":,{} ]+/)
               low = line; sub(/.*"low": /, "", low); sub(/,.*/, "", low)
               high = line; sub(/.*"high": /, "", high); sub(/}.*/, "", high)
               printf "%d %s %.4f %.4f\n", seat, f[2], low, high }' "$tmp/c.json" | sort >"$tmp/json"
diff "$tmp/hand" "$tmp/json" >"$tmp/diff" || fail "the intervals differ from the hand computation: $(cat "$tmp/diff")"

# R5.3: per segment, only forests can change (and the score, margin, wins
# through them); the table (R3.2) changes the rest too, so look at A = B
"$tool" compare $args -q "forest-value=tile" "" --json "$tmp/same.json" || fail "A = B"
grep -q '"games_changed": 0, "winners_changed": 0' "$tmp/same.json" || fail "A = B changed games: $(cat "$tmp/same.json")"
grep -q '"sum": [1-9]' "$tmp/same.json" && fail "A = B has differences"
# seeds 60..89 hold two games in which a forest pays by segments
"$tool" compare --seeds 60..89 -p greedy,random --rotate -q "" "forest_value=segment" --json "$tmp/forest.json" ||
    fail "forest only"
grep -q '"games_changed": 2,' "$tmp/forest.json" || fail "not 2 games changed: $(cat "$tmp/forest.json")"
grep -q '"b": {"forest_value": {"games": 2, "events": 2}' "$tmp/forest.json" ||
    fail "not 2 forest changes counted: $(cat "$tmp/forest.json")"
grep -q '"a": {"forest_value": {"games": 0, "events": 0}' "$tmp/forest.json" || fail "A counted forest changes"
# the table names the option as the B: line does, hyphenated
"$tool" compare --seeds 60..89 -p greedy,random --rotate "" "forest_value=segment" >"$tmp/forest" || fail "forest table"
grep -q '^under B, forest-value changed 2 scorings or events, in 2 games$' "$tmp/forest" ||
    fail "forest-value's changes: $(cat "$tmp/forest")"

# bot line-ups: the same seeds, greedy against random in either seat
"$tool" compare -n 10 -q "players=greedy,random" "players=random,greedy" --json "$tmp/bots.json" || fail "line-ups"
grep -q '"games": 10, "players": 2' "$tmp/bots.json" || fail "line-ups: $(cat "$tmp/bots.json")"

# one game: a mean but no interval (null in JSON, n/a in the table)
"$tool" compare -n 1 "" "forest-value=segment" --json "$tmp/one.json" >"$tmp/one" || fail "one game"
grep -q '"n": 1, "sum": [-0-9]*, "squares": [0-9]*, "mean": [-0-9.]*, "low": null, "high": null}' "$tmp/one.json" ||
    fail "one game has an interval: $(cat "$tmp/one.json")"
grep -q "^seat 1 .* +-     n/a" "$tmp/one" && ! grep -q "+-   *[0-9]" "$tmp/one" || fail "one game: $(cat "$tmp/one")"

for bad in "nope=1" "players=greedy,human" "players=greedy,random,random"; do
    "$tool" compare -n 2 -q "" "$bad" >/dev/null 2>"$tmp/err"
    [ $? -eq 2 ] && [ -s "$tmp/err" ] || fail "side $bad was not refused"
done
"$tool" compare -n 2 -q "" >/dev/null 2>&1 && fail "one side was accepted"
# a bad value names the values allowed
"$tool" compare -n 2 -q "" "forest-value=segments" >/dev/null 2>"$tmp/err" && fail "forest-value=segments accepted"
grep -q "bad value in forest-value=segments: the values are tile|segment" "$tmp/err" || fail "bad value: $(cat "$tmp/err")"
"$tool" compare -n 2 -q -o members=x "" "" >/dev/null 2>"$tmp/err" && fail "-o members=x accepted"
grep -q "bad value in members=x: the values are 0..99" "$tmp/err" || fail "bad -o value: $(cat "$tmp/err")"
"$tool" compare -j 0 -n 2 -q "" "" >/dev/null 2>"$tmp/err" && fail "-j 0 accepted"
grep -q "bad thread count 0" "$tmp/err" || fail "-j 0: $(cat "$tmp/err")"

# --json and --csv are written as FILE.partial and renamed when complete,
# as a plain run's: a comparison killed midway leaves the previous files
# as they were (the defect: they were emptied at the start, and a killed
# or failed comparison left an empty JSON and a cut CSV where good ones
# were); a finished one replaces them and leaves no partial file. The run
# is of the most games compare takes, which no machine ends before the kill,
# and it is killed as soon as its first rows are on the disk, however slow
# (the defect of the test: 400 games, which a fast machine might end first)
printf '{"old": 1}\n' >"$tmp/keep.json"
printf 'old\n' >"$tmp/keep.csv"
"$tool" compare -n 2000000000 -p greedy,greedy -q --json "$tmp/keep.json" --csv "$tmp/keep.csv" "" "forest-value=segment" &
pid=$!
# a run no machine ends must not outlive this script: killed with it, also when the script is
# stopped midway (a harness's timeout, ^C, which the run ignores as a background job; the defect:
# left to run its 2000000000 games on its own)
trap 'kill $pid 2>/dev/null; wait $pid; rm -rf "$tmp"' EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM
tries=0
until [ -s "$tmp/keep.csv.partial" ] || [ "$(head -c 3 "$tmp/keep.csv")" != old ]; do
    tries=$((tries + 1))
    [ $tries -lt 3000 ] || { kill $pid; fail "the comparison wrote no CSV row"; }
    sleep 0.05
done
kill -TERM $pid
wait $pid
trap 'rm -rf "$tmp"' EXIT
trap - HUP INT TERM
[ "$(cat "$tmp/keep.json")" = '{"old": 1}' ] && [ "$(cat "$tmp/keep.csv")" = old ] ||
    fail "a killed comparison changed the files it was to replace: $(head -c 200 "$tmp/keep.json")"
"$tool" compare -n 3 -q --json "$tmp/keep.json" --csv "$tmp/keep.csv" "" "forest-value=segment" || fail "compare over old files"
grep -q '"games": 3,' "$tmp/keep.json" && [ "$(wc -l <"$tmp/keep.csv")" -eq 7 ] || fail "the old files were not replaced"
[ -e "$tmp/keep.json.partial" ] || [ -e "$tmp/keep.csv.partial" ] && fail "a finished comparison left a partial file"
# --json through a symbolic link replaces the file the link names, as
# writing in place did (the defect: the link was replaced by a file)
mkdir "$tmp/results"
printf 'old\n' >"$tmp/results/c.json"
ln -s results/c.json "$tmp/link.json"
"$tool" compare -n 3 -q --json "$tmp/link.json" "" "forest-value=segment" || fail "compare --json through a link"
[ -L "$tmp/link.json" ] && grep -q '"games": 3,' "$tmp/results/c.json" ||
    fail "compare --json through a link replaced the link, not the file it names"
[ -e "$tmp/results/c.json.partial" ] || [ -e "$tmp/link.json.partial" ] && fail "compare through a link left a partial file"
# a JSON that cannot be written: exit 1, and the CSV is not replaced either
cp "$tmp/keep.csv" "$tmp/keep.before"
"$tool" compare -n 3 -q --json /dev/full --csv "$tmp/keep.csv" "" "" 2>"$tmp/err" && fail "--json /dev/full exited 0"
# with the system's reason (the defect: "a write failed", the ENOSPC of
# the flush lost by the time the file was closed)
grep -qx "hunters-sim compare: cannot write /dev/full: No space left on device" "$tmp/err" ||
    fail "--json /dev/full: $(cat "$tmp/err")"
cmp -s "$tmp/keep.before" "$tmp/keep.csv" && [ ! -e "$tmp/keep.csv.partial" ] ||
    fail "a failed comparison replaced the CSV or left its partial file"
# --csv /dev/full: the reason, both when the rows fill the buffer midway
# (-n 60) and when they first go out at the end (-n 3)
for n in 3 60; do
    "$tool" compare -n $n -q --csv /dev/full "" "" 2>"$tmp/err" && fail "--csv /dev/full -n $n exited 0"
    grep -q "cannot write /dev/full: No space left on device" "$tmp/err" && ! grep -q "a write failed\|/dev/full\$" "$tmp/err" ||
        fail "--csv /dev/full -n $n: $(cat "$tmp/err")"
    # said once (the defect: the rows' failure midway was said by the run,
    # then again as the file was closed)
    [ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "--csv /dev/full -n $n: not said once: $(cat "$tmp/err")"
done
# compare takes the stop signals as a plain run does (tools/sim/stop_signals.c):
# --csv - into a pipe closed early ends it by SIGPIPE with no message, the
# --json file it was to replace left as it was (timeout: a run deaf to the
# signal would hang) ...
"$tool" compare -n 3 -q --json "$tmp/kept.json" "" "" || fail "compare --json"
cp "$tmp/kept.json" "$tmp/kept.before"
{
    timeout --foreground -s KILL 120 "$tool" compare -n 3000 -q --csv - --json "$tmp/kept.json" "" "" 2>"$tmp/err"
    echo $? >"$tmp/status"
} | head -n 1 >/dev/null
[ "$(cat "$tmp/status")" = 141 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/kept.before" "$tmp/kept.json" ||
    fail "compare --csv - into a pipe closed: status $(cat "$tmp/status"): $(cat "$tmp/err")"
rm -f "$tmp/kept.json.partial" # a killed run's, taken over by the next (doc/sim.md)
# ... and a pipe closed under the table, found once every seed is played,
# ends it by SIGPIPE only after its files are in place (the defect: at
# once, the --json and --csv files lost, their partial files left): a pipe
# whose reader is gone before the run starts (a FIFO opened both ways,
# then its reading end closed), the table written last
rm -f "$tmp"/placed.*
"$tool" compare -n 20 "" "forest-value=segment" --json "$tmp/placed.want.json" --csv "$tmp/placed.want.csv" \
    >/dev/null || fail "compare -n 20"
mkfifo "$tmp/fifo"
(
    exec 4<>"$tmp/fifo" 5>"$tmp/fifo"
    exec 4<&-
    timeout --foreground -s KILL 120 "$tool" compare -n 20 "" "forest-value=segment" --json "$tmp/placed.json" \
        --csv "$tmp/placed.csv" >&5 2>"$tmp/err"
    echo $? >"$tmp/status"
)
[ "$(cat "$tmp/status")" = 141 ] && [ ! -s "$tmp/err" ] && cmp -s "$tmp/placed.want.json" "$tmp/placed.json" &&
    cmp -s "$tmp/placed.want.csv" "$tmp/placed.csv" && ! ls "$tmp"/placed.*.partial >/dev/null 2>&1 ||
    fail "compare, its table into a pipe closed: status $(cat "$tmp/status"), or its files: $(cat "$tmp/err"; ls "$tmp")"
rm -f "$tmp/fifo"
# --csv - into a pipe closed where SIGPIPE came ignored: status 1, said
# as a plain run says it (doc/sim.md; the defect: "cannot write standard
# output")
(
    trap '' PIPE
    {
        timeout --foreground -s KILL 120 "$tool" compare -n 3000 -q --csv - "" "" 2>"$tmp/err"
        echo $? >"$tmp/status"
    } | head -n 1 >/dev/null
)
[ "$(cat "$tmp/status")" = 1 ] &&
    [ "$(cat "$tmp/err")" = "hunters-sim compare: cannot write to standard output: Broken pipe" ] ||
    fail "--csv - into a pipe closed, SIGPIPE ignored: status $(cat "$tmp/status"): $(cat "$tmp/err")"
# ... and so is its header line lost (standard output line-buffered, by
# stdbuf, and closed): the defect said "cannot write -", with no reason
if stdbuf -oL true 2>/dev/null; then
    ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0" \
        stdbuf -oL "$tool" compare -n 2 -q --csv - "" "" >&- 2>"$tmp/err"
    status=$?
    [ $status -eq 1 ] &&
        [ "$(cat "$tmp/err")" = "hunters-sim compare: cannot write to standard output: Bad file descriptor" ] ||
        fail "--csv - closed, its header line: status $status: $(cat "$tmp/err")"
else
    echo "SKIP: no stdbuf: no check of a header line lost"
fi
# a CSV file that cannot be written midway (its size limit: EFBIG, as a full
# disk) leaves the previous file as it was and no partial one, said once
# (the defect, of 9985871: the rows cut short were renamed over FILE as if
# complete)
printf 'old\n' >"$tmp/limited.csv"
(trap '' XFSZ && ulimit -f 60 && exec "$tool" compare -n 2000 -q --csv "$tmp/limited.csv" "" members=4) 2>"$tmp/err"
[ $? -eq 1 ] && [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -q "cannot write .*limited.csv" "$tmp/err" ||
    fail "--csv beyond the size limit: $(cat "$tmp/err")"
[ "$(cat "$tmp/limited.csv")" = old ] && [ ! -e "$tmp/limited.csv.partial" ] ||
    fail "--csv beyond the size limit replaced FILE: $(head -2 "$tmp/limited.csv")"
"$tool" compare -n 3 -q --json "$tmp/keep.csv" --csv "$tmp/keep.csv" "" "" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "name the same file" "$tmp/err" || fail "--json and --csv one file: $(cat "$tmp/err")"
"$tool" compare -n 3 -q --json "$tmp/new.out" --csv "$tmp/./new.out" "" "" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "name the same file" "$tmp/err" || fail "--json and --csv one new file: $(cat "$tmp/err")"
[ -e "$tmp/new.out" ] && fail "--json and --csv one new file: a mix of both was left"
"$tool" compare -n 3 -q --csv "$tmp/pair" --json "$tmp/pair.partial" "" "" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "the other's partial file" "$tmp/err" || fail "--json naming the CSV's partial file: $(cat "$tmp/err")"
"$tool" compare -n 3 -q --json "$tmp" "" "" 2>"$tmp/err" && fail "--json into a folder exited 0"
grep -q "Is a directory" "$tmp/err" || fail "--json into a folder: $(cat "$tmp/err")"
# a --csv that cannot be created leaves no --json partial file behind (the
# defect: the JSON's FILE.partial, created first, stayed when the CSV's
# open failed)
"$tool" compare -n 3 -q --json "$tmp/lone.json" --csv "$tmp/none/x.csv" "" "" 2>"$tmp/err" &&
    fail "--csv in a missing folder exited 0"
grep -q "cannot write $tmp/none/x.csv.partial: No such file or directory" "$tmp/err" || fail "--csv in a missing folder: $(cat "$tmp/err")"
[ -e "$tmp/lone.json.partial" ] || [ -e "$tmp/lone.json" ] && fail "a comparison that could not open its CSV left the JSON's files"
# a FILE.partial that is a symbolic link (dangling too) or no regular file
# is refused, as by a plain run, and left as it is (the defect: compare
# wrote through the link, emptying the file it names or creating the one
# a dangling link names, then renamed the link over FILE; a FIFO gave
# "Invalid argument")
echo precious >"$tmp/precious"
ln -s precious "$tmp/linked.json.partial"
ln -s nowhere "$tmp/dangling.json.partial"
mkfifo "$tmp/piped.csv.partial"
for case in "--json linked.json is a symbolic link" "--json dangling.json is a symbolic link" \
    "--csv piped.csv is no regular file (a FIFO"; do
    set -- $case
    timeout --foreground -s KILL 60 "$tool" compare -n 3 -q $1 "$tmp/$2" "" "" 2>"$tmp/err"
    status=$?
    [ $status -eq 1 ] && grep -qF "$2.partial ${case#* * }" "$tmp/err" && [ ! -e "$tmp/$2" ] ||
        fail "compare $1 over a link or a FIFO at its partial file: status $status: $(cat "$tmp/err")"
done
[ "$(cat "$tmp/precious")" = precious ] && [ -L "$tmp/linked.json.partial" ] && [ -L "$tmp/dangling.json.partial" ] &&
    [ ! -e "$tmp/nowhere" ] && [ -p "$tmp/piped.csv.partial" ] || fail "compare: a link or a FIFO at a partial file was changed"
rm -f "$tmp/precious" "$tmp/linked.json.partial" "$tmp/dangling.json.partial" "$tmp/piped.csv.partial"
# ... and the way out said for what is no regular file moves it away, as
# for a link (doc/sim.md): a folder there may hold files (the defect:
# "remove it", which for a folder of files is rm -r)
mkdir "$tmp/folder.csv.partial"
echo precious >"$tmp/folder.csv.partial/kept"
"$tool" compare -n 3 -q --csv "$tmp/folder.csv" "" "" 2>"$tmp/err"
status=$?
[ $status -eq 1 ] && grep -qF "folder.csv.partial is no regular file (a FIFO, a device, a folder)" "$tmp/err" &&
    grep -qF "; move it away (what is there is kept), or give another name" "$tmp/err" &&
    [ "$(cat "$tmp/folder.csv.partial/kept")" = precious ] ||
    fail "compare --csv over a folder at its partial file: status $status: $(cat "$tmp/err")"
rm -rf "$tmp/folder.csv.partial"

# -j: the same table, JSON and rows in the same order, whatever the
# threads; 300 seeds are more than one block of the workers (256)
"$tool" compare --seeds 5..304 -p random,random --rotate "" "forest_value=segment" --json "$tmp/j1.json" \
    --csv "$tmp/j1.csv" >"$tmp/j1" || fail "-j 1"
for j in 2 3; do
    "$tool" compare -j $j --seeds 5..304 -p random,random --rotate "" "forest_value=segment" --json "$tmp/j.json" \
        --csv "$tmp/j.csv" >"$tmp/j" || fail "-j $j"
    cmp -s "$tmp/j1" "$tmp/j" && cmp -s "$tmp/j1.json" "$tmp/j.json" && cmp -s "$tmp/j1.csv" "$tmp/j.csv" ||
        fail "-j $j differs from one thread"
done
[ "$(wc -l <"$tmp/j1.csv")" -eq 601 ] || fail "-j: not a row per seed and seat"

# Python: hunters.sim.compare on the same seeds gives the same comparison
so="${top_builddir:-.}/.libs/libhunters.so.0"
. "$(dirname "$0")/sanitizer_build.sh"
# (the reason named: it said "no shared library or python3" in a sanitizer build too)
skip=""
if [ ! -f "$so" ]; then skip="no shared library $so"
elif [ "$sanitized" = 1 ]; then skip="the library is built with sanitizers"
elif ! command -v python3 >/dev/null; then skip="no python3"
fi
[ -z "$skip" ] || { echo "SKIP ($skip): the Python part, hunters.sim against hunters-sim"; echo "PASS"; exit 0; }
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so") \
PYTHONPATH="${top_srcdir:-.}/bindings/python${PYTHONPATH:+:$PYTHONPATH}" python3 - "$tmp/c.json" "$tmp/one.json" "$tmp/bots.json" \
    "$tmp/table" "$tmp/c.csv" <<'END' ||
import csv, json, math, sys
from hunters import sim
cli = json.load(open(sys.argv[1]))
py = sim.compare({}, {"forest-value": "segment", "table": "7x7"}, seeds=range(3, 43), bots=["greedy", "random"],
                 rotate=True, rows=True)
# the paired rows are compare --csv's, seed by seed and seat by seat
cli_rows = list(csv.DictReader(open(sys.argv[5])))
assert list(cli_rows[0]) == list(sim.COMPARE_COLUMNS), list(cli_rows[0])
assert [{k: str(v) for k, v in row.items()} for row in py.pop("rows")] == cli_rows
for key in ("a", "b", "games", "players", "games_changed", "winners_changed", "variants"):
    assert py[key] == cli[key], (key, py[key], cli[key])
for p, (mine, theirs) in enumerate(zip(py["seats"], cli["seats"])):
    for metric, sums in theirs.items():
        for field, value in sums.items():
            assert math.isclose(mine[metric][field], value, abs_tol=1e-6), (p, metric, field, mine[metric], value)
assert sim.compare_table(py) == open(sys.argv[4]).read().rstrip("\n"), (sim.compare_table(py), open(sys.argv[4]).read())
one = json.load(open(sys.argv[2]))
bots = json.load(open(sys.argv[3]))
py_bots = sim.compare({"players": "greedy,random"}, {"bots": ["random", "greedy"]}, seeds=range(1, 11),
                      bots=["random", "random"])
assert (py_bots["a"], py_bots["b"]) == (bots["a"], bots["b"]) == ("players=greedy,random", "players=random,greedy")
labels = sim.compare({"table_height": 4, "lake-huts": "FORBIDDEN"}, {"draw-mode": 1, "first_player": 1}, seeds=[1],
                     bots=["random", "random"])
assert (labels["a"], labels["b"]) == ("lake-huts=forbidden table-height=4", "first-player=1 draw-mode=caller"), labels
py_one = sim.compare({}, {"forest-value": "segment"}, seeds=[1], bots=["random", "random"])
assert py_one["seats"] == one["seats"], (py_one["seats"], one["seats"])
END
    fail "hunters.sim.compare differs from hunters-sim compare"
# and hunters.sim's per-game rows are hunters-sim's: the --jsonl lines and the --csv rows
"$tool" --seeds 5..9 -p greedy,random --rotate -o lake-huts=forbidden --jsonl "$tmp/g.jsonl" --csv "$tmp/g.csv" \
    >"$tmp/g.table" || fail "rows"
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so") \
PYTHONPATH="${top_srcdir:-.}/bindings/python${PYTHONPATH:+:$PYTHONPATH}" python3 - "$tmp/g.jsonl" "$tmp/g.csv" "$tmp/g.table" \
    <<'END' ||
import csv, json, sys
from hunters import sim
from concurrent.futures import ThreadPoolExecutor
cli = [json.loads(line) for line in open(sys.argv[1])][1:]
with ThreadPoolExecutor(1) as pool:
    rows = sim.games(range(5, 10), ["greedy", "random"], options={"lake_huts": "forbidden"}, rotate=True,
                     executor=pool)
assert rows == cli, (rows, cli)
table = list(csv.DictReader(open(sys.argv[2])))
assert list(table[0]) == list(sim.COLUMNS), list(table[0])
assert [{k: str(v) for k, v in row.items()} for row in sim.seat_rows(rows)] == table
# the table is the tool's, but the first line's seeds, line-up and tile set (not in a summary)
mine, theirs = sim.table(sim.summarize(rows)).split("\n"), open(sys.argv[3]).read().rstrip("\n").split("\n")
assert theirs[0].startswith(mine[0] + ", seeds 5..9") and mine[1:] == theirs[1:], (mine, theirs)
END
    fail "hunters.sim.games differs from hunters-sim --jsonl or --csv"
# a table of one game: no interval, n/a in both (sim-output checks the tool's)
"$tool" --seeds 7..7 -p greedy,random >"$tmp/one.table" || fail "one game"
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so") \
PYTHONPATH="${top_srcdir:-.}/bindings/python${PYTHONPATH:+:$PYTHONPATH}" python3 - "$tmp/one.table" <<'END' ||
import sys
from hunters import sim
from concurrent.futures import ThreadPoolExecutor
with ThreadPoolExecutor(1) as pool:
    mine = sim.table(sim.summarize(sim.games(range(7, 8), ["greedy", "random"], executor=pool))).split("\n")
theirs = open(sys.argv[1]).read().rstrip("\n").split("\n")
assert mine[1:] == theirs[1:] and "+-   n/a" in mine[2], (mine, theirs)
END
    fail "hunters.sim.table of one game differs from hunters-sim's"
# the example answers its two questions, and draws its PNG where matplotlib is;
# without matplotlib (in python3 and /usr/bin/python3) its answers are still
# checked, with "not drawn" and no PNG, and the PNG said skipped (it was
# skipped without a word: the same PASS as a run that drew it)
plotter="" nomatplotlib=""
for python in python3 /usr/bin/python3; do
    if "$python" -c "import matplotlib" 2>"$tmp/err"; then
        plotter=$python; break
    fi
    nomatplotlib="$nomatplotlib${nomatplotlib:+; }$python: $(tail -n 1 "$tmp/err")"
done
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so") \
PYTHONPATH="${top_srcdir:-.}/bindings/python${PYTHONPATH:+:$PYTHONPATH}" "${plotter:-python3}" \
    "${top_srcdir:-.}/examples/python/variant_experiment.py" --games 3 --plot "$tmp/plot.png" >"$tmp/example" ||
    fail "variant_experiment.py"
grep -q "Does the first player have an advantage?" "$tmp/example" &&
    grep -q "What does forest per segment change?" "$tmp/example" || fail "example: $(cat "$tmp/example")"
# its words count seats from 1 as the tables under them do (the defect: "changes seat 0's
# wins" and "first player: seat 0 moving second" above the table's "seat 1" rows)
grep -q "^== first player: seat 1 moving second (A) or first (B)$" "$tmp/example" &&
    grep -q "changes seat 1's wins by" "$tmp/example" && grep -q "seat 1's forest points changed by" "$tmp/example" &&
    grep -q "^seat 1   wins" "$tmp/example" && ! grep -q "seat 0" "$tmp/example" ||
    fail "the example's seats not from 1: $(grep -e seat "$tmp/example" | head -5)"
if [ -n "$plotter" ]; then
    [ "$(head -c 4 "$tmp/plot.png" | od -An -c | tr -d ' ')" = "211PNG" ] || fail "no PNG drawn with matplotlib"
else
    grep -qx "plot: not drawn (no matplotlib)" "$tmp/example" && [ ! -e "$tmp/plot.png" ] ||
        fail "example without matplotlib: $(cat "$tmp/example")"
    echo "SKIP (no matplotlib: $nomatplotlib): variant_experiment.py's PNG not checked"
fi
# one game gives no interval: refused; the verdict says yes only when no interval says the opposite
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so") \
PYTHONPATH="${top_srcdir:-.}/bindings/python${PYTHONPATH:+:$PYTHONPATH}" python3 \
    "${top_srcdir:-.}/examples/python/variant_experiment.py" --games 1 >/dev/null 2>"$tmp/err" &&
    fail "variant_experiment.py --games 1 accepted"
grep -q "at least 2" "$tmp/err" || fail "--games 1: $(cat "$tmp/err")"
HUNTERS_LIBRARY=$(cd "$(dirname "$so")" && pwd)/$(basename "$so") \
PYTHONPATH="${top_srcdir:-.}/examples/python:${top_srcdir:-.}/bindings/python${PYTHONPATH:+:$PYTHONPATH}" \
python3 - <<'END' || fail "the example's verdict"
from variant_experiment import last_place, verdict
up, down, zero = {"low": 0.1, "high": 0.5}, {"low": -2.0, "high": -0.5}, {"low": -1.0, "high": 1.0}
assert verdict([up, zero]) == "yes"
assert verdict([up, down]) == "the evidence disagrees"
assert verdict([zero, down]) == "no, a disadvantage"
assert verdict([zero, zero]) == "not measurably"
assert (last_place(2), last_place(3)) == ("second", "last")
END
echo "PASS"
