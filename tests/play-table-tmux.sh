#!/bin/sh
# hunters-play --table on a real terminal (tmux, 80x24): each tile drawn is
# entered by what it shows, through the library's tile finder, never by its
# name; the matches are drawn as tiles and taken by number; help explains
# the words, missing how to use one's own tiles; and a whole game with
# --tileset on a tile set written here ends with its final table on the
# screen, under the whole final board. Waits for screen contents, never
# for a time.
set -u
. "$(dirname "$0")/tmux_harness.sh"
pane=table
# types a line, then waits for the screen that answers it, drawn to its
# end: the prompt (or the final table), last on the screen that is cleared
# before it is drawn
enter() { # TEXT SHOWN
    tmux -L "$server" send-keys -t "$pane" -l "$1"
    tmux -L "$server" send-keys -t "$pane" Enter
    wait_for "$2"
    wait_for "(help)>\|^player "
}
fits() {
    [ "$(wc -l <"$tmp/screen")" -le 24 ] || fail "more than 24 rows"
    [ "$(LC_ALL=C.UTF-8 wc -L <"$tmp/screen")" -le 80 ] || fail "a row is wider than 80 columns"
}
start() { # NAME ARGUMENTS...
    pane=$1
    shift
    LC_ALL=C.UTF-8 tmux -u -L "$server" -f /dev/null new-session -d -s "$pane" -x 80 -y 24 \
        "TERM=xterm-256color LC_ALL=C.UTF-8 '$tool' $*; sleep 60" || fail "tmux did not start"
}

# the built-in set: the tiles found by their features
start table --table --players 2 --names Ann,Bob
wait_for "Ann drew which tile? describe it (help)>"
grep -q "reconstruction of the 2002 set" "$tmp/screen" || fail "no word that the built-in tiles are a reconstruction"
grep -q "RMRM" "$tmp/screen" || fail "the draw prompt does not say how to describe a tile"
enter "help" "F forest, M meadow, R river"
grep -q "2 fish" "$tmp/screen" && grep -q "mammoth" "$tmp/screen" || fail "help lacks the feature words"
grep -q "^missing: your tile is not listed" "$tmp/screen" || fail "help is cut short: no word of missing"
enter "lake with 2 fish and mammoth" "1 match, [0-9]* close (~): lake with 2 fish"
fits
grep -q "^│LR2a" "$tmp/screen" || fail "the best match LR2a is not first in the gallery"
grep -q "◦" "$tmp/screen" && grep -q "≈" "$tmp/screen" || fail "the matches are not drawn as tiles"
grep -q "^one tile matches: LR2a (MMRM 2 fish 1 mammoth)" "$tmp/screen" || fail "LR2a is not the one match"
grep -q " 2~ " "$tmp/screen" || fail "the near misses are not marked ~ in the gallery"
grep -q "type missing" "$tmp/screen" || fail "no offer for a tile not in the list"
enter "missing" "tiles-2002.txt"
grep -q "not a scan" "$tmp/screen" || fail "missing does not say that the set is a reconstruction"
grep -q -- "--tileset" "$tmp/screen" || fail "missing does not name --tileset"
enter "1" "Ann, place LR2a"
grep -q "places are off screen" "$tmp/screen" && fail "the view does not show the places where LR2a fits"
enter "a" "Ann, deploy: number"
# undo in plain words: what the player does again
enter "undo" "undone: Ann places LR2a again"
# the log is told again without what was taken back, but the start's note
# was never taken back: it stays (it vanished from the log)
grep -q "reconstruction of the 2002 set" "$tmp/screen" || fail "undo took the start's note out of the log"
enter "a" "Ann, deploy: number"
enter "0" "Bob drew which tile?"
# a word the finder does not know: its sentence and the column
enter "river wiht fish" "(column 7)"
grep -q "unknown word 'wiht'" "$tmp/screen" || fail "the unknown word is not named"
# the sides, north first going clockwise, and a feature: one match, taken by y
enter "FMMM gold" "match.*: FMMM gold"
grep -q "FCa" "$tmp/screen" || fail "FMMM gold does not find FCa"
enter "1" "Bob, place"
grep -q "drawn: " "$tmp/screen" || fail "no tile drawn for Bob"
tmux -L "$server" send-keys -t "$pane" "quit" Enter

# a tile set of one's own, and a whole game at the table with it
cat >"$tmp/mine.txt" <<'EOF'
# three tile types of my own
tileset my-table
tile START 1 FFRM start
  forest N E
  river S lake
  lake fish=1
  meadow W S.e S.w mammoth volcano
tile POND 2 MMMM
  lake fish=2
  meadow N E S W deer
tile BEND 2 MMRR
  river S W
  meadow S.w W.s
  meadow N E S.e W.n tiger
tile WOOD 1 FMMM
  forest N nugget
  meadow E S W mammoth
EOF
start mine --table --players 2 --names Ann,Bob --tileset "'$tmp/mine.txt'"
wait_for "Ann drew which tile? describe it"
grep -q "reconstruction" "$tmp/screen" && fail "a game with --tileset says that its tiles are a reconstruction"
# a turn: the tile found by its DESCRIPTION alone, placed at a, then the
# DEPLOYMENT (a number, or the start of a choice's words); waits for NEXT
turn() { # PLAYER DESCRIPTION NAME DEPLOYMENT NEXT
    enter "$2" "one tile matches: $3"
    grep -q "one tile matches: $3" "$tmp/screen" || fail "'$2' does not find $3 alone"
    enter "y" "$1, place $3"
    enter "a" "$1, deploy: number"
    choice=$4
    case $choice in
    [0-9]*) ;;
    *) choice=$(grep -E "^ ?[0-9]+ $4" "$tmp/screen" | head -n 1 | awk '{ print $1 }')
       [ -n "$choice" ] || fail "no choice '$4' for $3" ;;
    esac
    enter "$choice" "$5"
}
turn Ann "lake" POND "hunter on the meadow" "Bob drew which tile?"
grep -q "Ann deploys a hunter on the meadow" "$tmp/screen" || fail "Ann's hunter was not deployed"
turn Bob "river" BEND 0 "Ann drew which tile?"
turn Ann "gold" WOOD 0 "Bob drew which tile?"
turn Bob "lake" POND 0 "Ann drew which tile?"
turn Ann "MMRR" BEND 0 "^final scoring:"
wait_for "^Bob  .*[0-9]$"
grep -q "^player .*total  rank$" "$tmp/screen" && grep -q "^Ann  .*[0-9]$" "$tmp/screen" ||
    fail "the final table is not on the screen"
# Ann's hunter scored the meadow (R8.3), Bob, who deployed nothing, nothing
awk '$1 == "Ann" && $5 > 0 && $6 == $5 && $7 == 1 { ok = 1 } END { exit !ok }' "$tmp/screen" ||
    fail "Ann's hunter on the meadow did not score it"
awk '$1 == "Bob" && $6 == 0 && $7 == 2 { ok = 1 } END { exit !ok }' "$tmp/screen" || fail "Bob scored"
fits
head -n 1 "$tmp/screen" | grep -q "^┌" || fail "the final board scrolled off the screen"
echo "PASS: hunters-play --table: tiles found by their features under tmux, and a game with --tileset"
