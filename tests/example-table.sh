#!/bin/sh
# examples/table.c (example-table), README's companion app in caller draw
# mode: a tile found by its description or name (several equally good
# matches draw nothing, nor does a type meeting only part of the
# description), a placement refused by R3.2, the placed tile's areas
# (numbered for deploy), undo of a draw (the tile back in the stack), a
# tile that fits nowhere removed (R3.3), the legal moves and a hint,
# entries typed with extra spaces and tabs; and whole recorded games
# (hunters-play's bots, two and three players, bonus tiles) followed line
# by line from their records end with the records' final scores, and the
# last entry undone after the end.
set -u
tool="${top_builddir:-.}/example-table"
play="${top_builddir:-.}/hunters-play"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# the README's hunters-play game: Ann places J3a at (-1,0), and L1 then fits nowhere
printf '%s\n' 'L2 with 5 fish' 'meadow deer' 'river with 2 fish' 'RMRM deer' 'FMFM deer' LR2a 'place 0 1 r0' moves undo 'draw J3a   # as in a record' \
    "$(printf '\t')place  -1 0 r1 " hint "pass$(printf '\t')" L1 'wiht fish' F3a 'place 0 -1 2' >"$tmp/in"
"$tool" <"$tmp/in" >"$tmp/out" 2>"$tmp/err" || fail "exit status $?: $(cat "$tmp/err")"
out=$(cat "$tmp/out")
expect() { grep -q -- "$1" "$tmp/out" || fail "$2: no '$1' in
$out"; }
# L2 meets the name but has 2 fish, not 5: it was drawn, as the type meeting most words
expect "^no tile left in this stack shows all of 'L2 with 5 fish'; say which by its name, the nearest:$" "part of a description"
# each candidate with what the person sees on it (the tiles carry no printed name): L2 is MMMM with a lake and 2 fish
expect "^  L2     MMMM, a lake, 2 fish" "L2 described"
# 24 land types show deer on a meadow (data/tiles-2002.txt): 8 listed, and how many more
sed -n "/^'meadow deer' fits several tiles equally well; say which by its name:$/,/^  (and/p" "$tmp/out" >"$tmp/deer"
[ "$(grep -c '^  [A-Za-z0-9]* *[FMR]\{4\}\(, .*\)*deer' "$tmp/deer")" -eq 8 ] &&
    grep -q '^  (and 16 more: say more of what the tile shows)$' "$tmp/deer" ||
    fail "more than 8 candidates: not 8 described and 16 more:
$out"
expect "^'river with 2 fish' fits several tiles equally well; say which by its name:$" "an ambiguous description"
expect "^  LR2a   [FMR]\{4\}, a lake, 2 fish" "LR2a among the ambiguous, described"
# told apart where sides and items are alike: a straight river from two springs, one forest from
# two (the defect: STb and SP2a both "RMRM, 1 deer", FBc and FF2a both "FMFM, 1 deer")
expect "^  STb    MRMR, 1 deer$" "STb described"
expect "^  SP2a   RMRM, 2 springs, 1 deer$" "SP2a's springs"
expect "^  FF2a   FMFM, 2 forests, 1 deer$" "FF2a's two forests"
expect "^  FBc    FMFM, 1 deer$" "FBc described"
[ "$(grep -c 'drew' "$tmp/out")" -eq 4 ] || fail "not 4 draws (LR2a, J3a, L1, F3a):
$out"
expect "^illegal move: at (0,1) with rotation 0 the north side does not match its neighbour (R3.2)$" "R3.2"
expect "^place 0 1 r2, place -1 0 r0" "the legal moves of LR2a"
expect "^undone$" "undo"
[ "$(grep -c '^player 1 draws a tile (78 left)' "$tmp/out")" -eq 2 ] || fail "LR2a not back in the stack after undo:
$out"
# typed with a tab before, two spaces inside and one after: taken as 'place -1 0 r1'
expect "^> place -1 0 r1$" "an entry's spaces"
expect "^  player 1 placed J3a at (-1,0) rotation 1$" "J3a placed"
expect "^  player 1 deployed nothing on (-1,0)$" "pass and a tab"
# the areas of J3a turned once (river E, S, W and its meadows): the A of deploy A member
expect "^  areas: 0 river (S), 1 river (W), 2 river (N), 3 lake, 4 meadow (N E S), 5 meadow (S W), 6 meadow (N W)$" "the areas of J3a"
expect "^hint 1: " "a hint"
expect "^  L1 fits nowhere and is removed; player 2 draws again$" "R3.3"
expect "^unknown word 'wiht'" "a word the finder does not know"
expect "^player 2 places F3a: where?$" "F3a drawn after L1"
# a move mistyped (no r before the rotation) is told what a move reads (the defect: only "no tile
# is drawn now: enter ...", as if a tile had been described out of turn)
expect "^'place 0 -1 2' is not a move, and no tile is to be drawn now: enter place X Y rR (R 0 to 3), deploy A member" \
    "a mistyped move"
# players are counted from 1 in every line, as in the event lines (the defect: "player 0 draws
# a tile" before "player 1 placed J3a", the same player)
expect "^player 1 places J3a: where?$" "J3a, the first player's"
grep -q "player 0" "$tmp/out" && fail "a player 0: $(grep "player 0" "$tmp/out")"
expect "^the game is not over$" "the end of input"

# whole games from their records
for game in "greedy,greedy 5" "greedy,random,greedy 2" "random,greedy 11"; do
    # shellcheck disable=SC2086 # the bots and the seed, two words
    set -- $game
    players=$(echo "$1" | tr ',' '\n' | wc -l)
    rm -f "$tmp/game.rec" # --save refuses a file holding another game
    "$play" --players "$1" --seed "$2" --save "$tmp/game.rec" --ascii </dev/null >/dev/null 2>&1 ||
        fail "hunters-play --players $1 --seed $2"
    want=$(sed -n 's/^# game over; scores: //p' "$tmp/game.rec")
    [ -n "$want" ] || fail "no final scores in the record of $1 --seed $2"
    grep -E '^(draw|place|deploy|pass)( |$)' "$tmp/game.rec" | "$tool" "$players" >"$tmp/out" 2>"$tmp/err" ||
        fail "$1 --seed $2: exit status $?: $(cat "$tmp/err")"
    got=$(sed -n 's/^scores \([0-9 ]*\) (projected .*/\1/p' "$tmp/out" | tail -n 1)
    grep -q '^final scores:$' "$tmp/out" && [ "$got" = "$want" ] ||
        fail "$1 --seed $2: scores '$got', the record's '$want': $(tail -n 5 "$tmp/out")"
    # the final table counts players from 1: 1 to $players
    [ "$(sed -n 's/^  player \([0-9]\): [0-9]* points, place [0-9]$/\1/p' "$tmp/out" | tr '\n' ' ')" = "$(seq -s ' ' 1 "$players") " ] ||
        fail "$1 --seed $2: the final table: $(tail -n 4 "$tmp/out")"
    if grep -q -e '^illegal' -e '^wrong' -e "^unknown" -e "say which" "$tmp/out"; then
        fail "$1 --seed $2: an entry of the record refused: $(grep -e '^illegal' -e '^wrong' -e '^unknown' -e 'say which' "$tmp/out" | head -n 3)"
    fi
    bonus=$(grep -c '^draw B-' "$tmp/game.rec")
    echo "$1 --seed $2 ($players players, $bonus bonus tiles): $got"
done
# once the game is over (the last record, two players): another entry is
# refused, and undo takes back the last one, the game on again; entered
# again, it ends with the same scores (the defect: input stopped at the end).
# moves there says the game is over (the defect: "no moves now: a tile is
# to be drawn", a draw that the game over takes no more)
grep -E '^(draw|place|deploy|pass)( |$)' "$tmp/game.rec" >"$tmp/entries"
{ cat "$tmp/entries"; echo pass; echo moves; echo undo; tail -n 1 "$tmp/entries"; } | "$tool" >"$tmp/out" 2>"$tmp/err" ||
    fail "undo at the end: exit status $?: $(cat "$tmp/err")"
out=$(cat "$tmp/out")
expect "^the game is over: undo takes back its last entry$" "an entry after the end"
[ "$(sed -n '/^> moves$/{n;p;q;}' "$tmp/out")" = "no moves now: the game is over" ] ||
    fail "moves after the end: $(sed -n '/^> moves$/,$p' "$tmp/out" | head -n 2)"
[ "$(sed -n '/^final scores:$/,$p' "$tmp/out" | grep -c '^undone$')" -eq 1 ] &&
    [ "$(grep -c '^final scores:$' "$tmp/out")" -eq 2 ] || fail "undo at the end: $(tail -n 20 "$tmp/out")"
got=$(sed -n 's/^scores \([0-9 ]*\) (projected .*/\1/p' "$tmp/out" | tail -n 1)
[ "$got" = "$want" ] && ! grep -q "^the game is not over$" "$tmp/out" ||
    fail "undo at the end, the last entry again: scores '$got', the record's '$want'"
for bad in "2 3" 0 9 2x -1; do
    # shellcheck disable=SC2086 # the arguments, as many words as they are
    "$tool" $bad </dev/null >/dev/null 2>"$tmp/err"
    [ $? -eq 2 ] && grep -q '^usage: example-table' "$tmp/err" || fail "'$bad': not a usage error"
done
# PLAYERS is digits alone, as hunters-demo's numbers (the defect: strtol() took " 2" and "+2")
for bad in abc "" -1 99999999999 3x " 2" +2 "2 "; do
    "$tool" "$bad" </dev/null >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && grep -q '^usage: example-table' "$tmp/err" &&
        grep -q "^example-table: PLAYERS needs a whole number from 1 to 8, not '$bad'$" "$tmp/err" ||
        fail "'$bad': not a usage error: $(cat "$tmp/err")"
done
# a word after PLAYERS is named, the empty one as '' (the defect: the usage alone)
for extra in "" 3; do
    "$tool" 1 "$extra" </dev/null >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(sed -n 2p "$tmp/err" | cut -c1-20)" = "usage: example-table" ] &&
        [ "$(head -n 1 "$tmp/err")" = "example-table: one argument at most, PLAYERS, not also '$extra'" ] ||
        fail "1 '$extra': not said: $(cat "$tmp/err")"
done
# -h and --help: the usage on standard output, no game, exit status 0, as the tools (the defect:
# "PLAYERS needs a whole number ... not '--help'", a usage error)
for help in -h --help; do
    "$tool" $help </dev/null >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 0 ] && [ ! -s "$tmp/err" ] && [ "$(cat "$tmp/out")" = "usage: example-table [-h|--help] [PLAYERS]   (PLAYERS 1 to 8, default 2)" ] ||
        fail "$help: $(cat "$tmp/out" "$tmp/err")"
done
"$tool" --help >/dev/full 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "^example-table: cannot write to standard output$" "$tmp/err" || fail "--help >/dev/full: $(cat "$tmp/err")"
echo "PASS: example-table finds, draws, refuses, undoes and removes tiles, and follows recorded games to their scores"
