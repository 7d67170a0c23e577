#!/bin/sh
# hunters-replay prints a record turn by turn, stops at move N, and reports
# a bad record as FILE:LINE:COL: reason. The documented example must load.
set -u
tool="${top_builddir:-.}/hunters-replay"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
. "$(dirname "$0")/c_compiler.sh" # have_cc, build_c

sed -n '/^```$/,/^```$/p' "${top_srcdir:-.}/doc/record-format.md" | sed '1d;$d' >"$tmp/example.rec"
"$tool" "$tmp/example.rec" >"$tmp/out" 2>&1 || fail "the documented example does not load: $(cat "$tmp/out")"
grep -q "^turn 3: player 1 (Alice)" "$tmp/out" || fail "turns missing: $(cat "$tmp/out")"
# every line for people counts players from 1 (the record's 'name 0 Alice' and
# 'first-player 0' are indexes, from 0): Alice, index 0, is player 1 in the turn
# lines, the event lines, the options and the final table, as on the web page
grep -q "^options: first player 1; " "$tmp/out" && grep -q "^turn 2: player 2 (Bob)\$" "$tmp/out" &&
    grep -q "^    player 1 placed " "$tmp/out" && grep -q "^  player 1 Alice  *[0-9]* points" "$tmp/out" &&
    grep -q "^  player 2 Bob  *[0-9]* points" "$tmp/out" || fail "players not counted from 1: $(cat "$tmp/out")"
if grep -q "player 0" "$tmp/out"; then fail "a player 0: $(grep "player 0" "$tmp/out")"; fi
grep -q "the river at (0,1) area 0 is complete, worth 3" "$tmp/out" || fail "events missing"

"$tool" --stop 2 "$tmp/example.rec" >"$tmp/out2" 2>&1 || fail "--stop 2 failed"
grep -q "deployed a gatherer" "$tmp/out2" || fail "--stop 2 lost move 2"
if grep -q "player 2 placed" "$tmp/out2"; then fail "--stop 2 went past move 2"; fi

# a file that cannot be read says why
if LC_ALL=C "$tool" "$tmp/missing.rec" >"$tmp/out4" 2>&1; then fail "a missing record was accepted"; fi
grep -q "missing.rec: cannot read the file: No such file or directory" "$tmp/out4" || fail "missing: $(cat "$tmp/out4")"
if LC_ALL=C "$tool" "$tmp" >"$tmp/out4" 2>&1; then fail "a directory was read as a record"; fi
grep -q "cannot read the file: Is a directory" "$tmp/out4" || fail "directory: $(cat "$tmp/out4")"

sed 's/^place -1 0 r0$/place 1 1 r0/' "$tmp/example.rec" >"$tmp/bad.rec"
if "$tool" "$tmp/bad.rec" >"$tmp/out3" 2>"$tmp/err"; then fail "an illegal record was accepted"; fi
grep -q "^$tmp/bad.rec:20:1: illegal move: .*corners are not enough" "$tmp/err" || fail "got: $(cat "$tmp/err")"
# the options, rule variants included (doc/rules.md)
grep -q "^rules: bonus-rule redraw, last-bonus played, forest-value tile, .* table unbounded$" "$tmp/out" ||
    fail "the default rules are not shown: $(cat "$tmp/out")"
sed 's/^bonus-rule redraw$/bonus-rule redraw\nforest-value segment\ntable 9 8/' "$tmp/example.rec" >"$tmp/variant.rec"
"$tool" "$tmp/variant.rec" >"$tmp/out4" 2>&1 || fail "a record with rule variants does not load: $(cat "$tmp/out4")"
grep -q "^rules: .*forest-value segment, .* table 9 8$" "$tmp/out4" || fail "the rule variants are not shown: $(cat "$tmp/out4")"

# a full disk on standard output is an error, not exit 0 with the replay lost
# (the defect: write errors on stdout were ignored)
if "$tool" "$tmp/example.rec" >/dev/full 2>"$tmp/err"; then fail "a replay to /dev/full exited 0"; fi
grep -q "^hunters-replay: cannot write to standard output" "$tmp/err" || fail "/dev/full: $(cat "$tmp/err")"

# --stop takes a whole number of moves, 0 or more: a word was read as 0 and
# -1 as "every move" (the defect); both are usage errors naming --stop
for bad in abc -1 2x ""; do
    "$tool" --stop "$bad" "$tmp/example.rec" >"$tmp/out5" 2>&1
    [ $? -eq 2 ] || fail "--stop '$bad' was not a usage error: $(cat "$tmp/out5")"
    grep -q -- "--stop" "$tmp/out5" || fail "--stop '$bad': the message does not name --stop: $(cat "$tmp/out5")"
done
"$tool" --stop 0 "$tmp/example.rec" >"$tmp/out5" 2>&1 || fail "--stop 0 refused: $(cat "$tmp/out5")"
# a word a message names shows a control character as '?', as hunters-sim's and hunters-play's
# messages do (the defect: an escape reached the terminal raw)
esc=$(printf '\033')
"$tool" --stop "${esc}[2J" "$tmp/example.rec" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(cat "$tmp/err")" = "hunters-replay: --stop needs a whole number of moves, 0 or more, not '?[2J'" ] ||
    fail "--stop ESC[2J: $(od -c "$tmp/err" | head -n 4)"
"$tool" "--x${esc}" "$tmp/example.rec" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(head -n 1 "$tmp/err")" = "hunters-replay: unknown option '--x?'" ] ||
    fail "--x ESC: $(head -n 1 "$tmp/err" | od -c | head -n 4)"
# and so do the file names given, the record's and --tileset's (the defect: each raw)
"$tool" "$tmp/no${esc}[2J" >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && [ "$(cat "$tmp/err")" = "'$tmp/no?[2J': cannot read the file: No such file or directory" ] ||
    fail "record ESC: $(od -c "$tmp/err" | head -n 4)"
"$tool" --tileset "$tmp/no${esc}[2J" "$tmp/example.rec" >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && [ "$(head -n 1 "$tmp/err")" = "'$tmp/no?[2J': cannot open the file: No such file or directory" ] ||
    fail "--tileset ESC: $(od -c "$tmp/err" | head -n 4)"
# --stop counts the move lines of a record whose words are separated by
# tabs, or followed by a comment with no space before it, as the library
# reads them (the defect: only "place " with a space was a move, so
# --stop 2 replayed every move of such a record, and its 'end' went uncut)
sed -E 's/^(draw|place|deploy|end) /\1	/; s/^pass$/pass# none/' "$tmp/example.rec" >"$tmp/tabs.rec"
"$tool" --stop 2 "$tmp/tabs.rec" >"$tmp/out5" 2>&1 || fail "--stop 2 of a record with tabs: $(cat "$tmp/out5")"
sed 1d "$tmp/out2" >"$tmp/want5"
sed 1d "$tmp/out5" | cmp -s - "$tmp/want5" || fail "--stop 2 of a record with tabs is not --stop 2: $(cat "$tmp/out5")"
"$tool" --stop 5 "$tmp/tabs.rec" >"$tmp/out5" 2>&1 || fail "--stop 5 of a record with tabs: $(cat "$tmp/out5")"
grep -q "player 1 placed SPa" "$tmp/out5" || fail "--stop 5 lost move 5: $(cat "$tmp/out5")"
grep -q "deployed nothing" "$tmp/out5" && fail "--stop 5 went past move 5 ('pass# none'): $(cat "$tmp/out5")"

# an endless file is refused as too large, at the library's cap for records
# (256 MiB), instead of being read into memory without bound (the defect)
if LC_ALL=C "$tool" /dev/zero >"$tmp/out6" 2>&1; then fail "/dev/zero was read as a record"; fi
grep -q "^/dev/zero: cannot read the file: File too large" "$tmp/out6" || fail "/dev/zero: $(cat "$tmp/out6")"

# a record of exactly 256 MiB is read whole and refused by the library as too
# large: its message without a place in the text (the defect: FILE:0:0:),
# here and in hunters-svg
dd if=/dev/null of="$tmp/big.rec" bs=1048576 seek=256 2>/dev/null || fail "cannot make a 256 MiB file"
for t in "$tool" "${top_builddir:-.}/hunters-svg"; do
    "$t" "$tmp/big.rec" >/dev/null 2>"$tmp/err" && fail "$t: a 256 MiB record was accepted"
    grep -qx "$tmp/big.rec: the text is too large: .*" "$tmp/err" || fail "$t, a 256 MiB record: $(cat "$tmp/err")"
done
rm -f "$tmp/big.rec"

# a --tileset that cannot be read: its reason, not a line 0 (the defect:
# "DIR:0:0: cannot read the file")
"$tool" --tileset "$tmp" "$tmp/none.rec" 2>"$tmp/err" >/dev/null && fail "a folder as --tileset was accepted"
grep -qx "$tmp: cannot read the file: Is a directory" "$tmp/err" || fail "a folder as --tileset: $(cat "$tmp/err")"
# - is standard input for the record and for --tileset, as in hunters-svg
# (the defect: '-' was an unknown option), not both at once
"$tool" - <"$tmp/example.rec" >"$tmp/out7" 2>&1 || fail "- refused: $(cat "$tmp/out7")"
[ "$(head -1 "$tmp/out7")" = "standard input: 2 players, tile set 'reconstruction-v1'" ] || fail "-: $(head -1 "$tmp/out7")"
sed 1d "$tmp/out" >"$tmp/want7"
sed 1d "$tmp/out7" | cmp -s - "$tmp/want7" || fail "- is not the file's replay"
"$tool" --stop 2 - <"$tmp/example.rec" | sed 1d | cmp -s - "$tmp/want5" || fail "--stop 2 - is not --stop 2 FILE"
"$tool" --tileset - "$tmp/example.rec" <"${top_srcdir:-.}/data/tiles-2002.txt" >"$tmp/out7" 2>&1 ||
    fail "--tileset - refused: $(cat "$tmp/out7")"
cmp -s "$tmp/out7" "$tmp/out" || fail "--tileset - changed the replay"
"$tool" - <"$tmp/bad.rec" >/dev/null 2>"$tmp/err" && fail "- accepted an illegal record"
grep -q "^standard input:20:1: illegal move" "$tmp/err" || fail "- with an illegal record: $(cat "$tmp/err")"
"$tool" --tileset - - </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "not both" "$tmp/err" || fail "--tileset - -: $(cat "$tmp/err")"
"$tool" --help | grep -q "^  RECORD .* - reads it from standard input" || fail "--help does not say -"
# the closing scores pad a name in UTF-8 by terminal columns ("%-12s"
# padded bytes: "Zoë" and "李李李" put their points 1 and 3 columns left)
sed 's/^name 0 Alice$/name 0 Zoë/; s/^name 1 Bob$/name 1 李李李/' "$tmp/example.rec" >"$tmp/utf8.rec"
grep -q "^name 1 李李李" "$tmp/utf8.rec" || fail "the example has no 'name 1 Bob' line to change"
"$tool" "$tmp/utf8.rec" >"$tmp/utf8" 2>&1 || fail "names in UTF-8: $(cat "$tmp/utf8")"
sed -n '/^after /,$p' "$tmp/utf8" | sed '1d; s/Zoë /xxx /; s/李李李 /xxxxxx /' |
    awk 'NR == 1 { n = index($0, "points") } index($0, "points") != n { bad = 1 } END { exit bad || NR < 2 }' ||
    fail "the closing scores are out of line: $(sed -n '/^after /,$p' "$tmp/utf8")"
# print_padded() counts columns over utf8_character(), the tools' one decoder: a name as
# before (a wide character 2 columns, a combining or format one 0), and each byte of no UTF-8
# character 1, as a terminal shows each as U+FFFD (the defect: its own decoder took an
# overlong form, '/' in 2 or 3 bytes as one column, U+3000 in 4 as two, U+200B in 4 as none);
# the library's names are valid UTF-8, so only a harness reaches it
cat >"$tmp/padded.c" <<'EOF_C'
#include <stdio.h>
#include <string.h>
#include "common/output.h"
/* (output.c's other functions call these; print_padded() does not) */
const char *hunters_game_player_name(const hunters_game *game, int player)
{
    (void)game, (void)player;
    return NULL;
}
int hunters_player_name_trim(const char *name, size_t length, size_t *start, size_t *trimmed_length)
{
    (void)name, (void)length, (void)start, (void)trimmed_length;
    return -1;
}
int main(void)
{
    static const struct { const char *text; int columns; } cases[] = {
        {"Ann", 3}, {"Zo\xc3\xab", 3}, {"\xe6\x9d\x8e\xe6\x9d\x8e", 4}, {"e\xcc\x81", 1}, {"A\xe2\x80\x8b", 1},
        {"\xf0\x9f\xa6\x8a Fox", 6}, {"\xe3\x80\x80", 2},
        {"\xc0\xaf", 2}, {"x\xe0\x80\xaf", 4}, {"\xf0\x83\x80\x80", 4}, {"\xf0\x82\x80\x8b", 4},
        {"\xed\xa0\x80", 3}, {"\xf4\x90\x80\x80", 4}, {"\xff", 1}, {"Ann\x80", 4}, {"\xe6\x9d", 2},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char line[64] = "";
        FILE *f = tmpfile();
        if (!f)
            return 2;
        print_padded(f, cases[i].text, 12);
        rewind(f);
        if (!fgets(line, sizeof line, f))
            line[0] = '\0';
        fclose(f);
        size_t bytes = strlen(cases[i].text), spaces = strlen(line) - bytes;
        if (strncmp(line, cases[i].text, bytes) != 0 || strspn(line + bytes, " ") != spaces ||
            spaces != (size_t)(12 - cases[i].columns)) {
            printf("case %zu: %zu spaces after it, not %d\n", i, spaces, 12 - cases[i].columns);
            return 1;
        }
    }
    return 0;
}
EOF_C
# (a harness that no longer compiles or links, output.c calling a function it does not
# stub, fails; built as C11 with warnings as errors, as the project's code: a harness
# that warned was built and run without a word)
if have_cc "print_padded()"; then
    build_c "the print_padded() harness" -std=c11 -Wall -Wextra -Wpedantic -Werror -I"${top_srcdir:-.}/tools" \
        -I"${top_srcdir:-.}/include" -o "$tmp/padded" "$tmp/padded.c" \
        "${top_srcdir:-.}/tools/common/output.c" "${top_srcdir:-.}/tools/common/number.c"
    "$tmp/padded" >"$tmp/padded.out" 2>&1 || fail "print_padded(): $(cat "$tmp/padded.out")"
fi
# a record saved before the library refused a name of invisible characters alone (U+200B)
# or one with spaces at its ends (U+3000) loads with it: shown as no name, and without those
# spaces (the defect: "player 1 (<U+200B>)", the spaces shown)
zwsp=$(printf '\342\200\213') && ideo=$(printf '\343\200\200')
sed "s/^name 0 Alice\$/name 0 $zwsp/; s/^name 1 Bob\$/name 1 ${ideo}Bob$ideo/" "$tmp/example.rec" >"$tmp/blank.rec"
"$tool" "$tmp/blank.rec" >"$tmp/blank" 2>&1 || fail "a blank name: $(cat "$tmp/blank")"
grep -q "^turn 1: player 1\$" "$tmp/blank" && grep -q "^turn 2: player 2 (Bob)\$" "$tmp/blank" &&
    grep -q "^  player 1  *[0-9]* points" "$tmp/blank" && grep -q "^  player 2 Bob  *[0-9]* points" "$tmp/blank" ||
    fail "a blank name, or one with spaces at its ends, shown: $(grep -e '^turn [12]:' -e '^  player' "$tmp/blank")"
echo "PASS: hunters-replay prints, stops, shows the options, reports FILE:LINE:COL, refuses bad --stop, huge files and lost output"
