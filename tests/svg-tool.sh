#!/bin/sh
# hunters-svg draws well-formed SVG (xmllint) that a real renderer turns
# into a PNG (rsvg-convert): a bot game's board, the board after a turn
# with the legal positions of the tile in hand (R3.2), a recorded game, the
# catalogue of the default set and one tile; the same input gives the same
# bytes; bad arguments are refused.
set -u
tool="${top_builddir:-.}/hunters-svg"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
for t in xmllint rsvg-convert; do
    command -v "$t" >/dev/null 2>&1 || fail "$t is missing (Debian packages libxml2-utils, librsvg2-bin)"
done

# check NAME: well-formed XML, and a PNG rendered from it
check() {
    xmllint --noout "$tmp/$1.svg" 2>"$tmp/xmllint.err" || fail "$1.svg is not well-formed: $(head -3 "$tmp/xmllint.err")"
    rsvg-convert "$tmp/$1.svg" -o "$tmp/$1.png" 2>"$tmp/rsvg.err" || fail "rsvg-convert $1.svg: $(cat "$tmp/rsvg.err")"
    [ "$(head -c 8 "$tmp/$1.png" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] || fail "$1.png is no PNG"
}
count() { grep -o "$1" "$2" | wc -l | tr -d ' '; }

"$tool" --seed 7 --players 3 -o "$tmp/game.svg" || fail "--seed failed"
check game
[ "$(count '<g class="tile"' "$tmp/game.svg")" -gt 60 ] || fail "a finished game has few tiles"
grep -q 'game over' "$tmp/game.svg" || fail "the finished game is not over"
"$tool" --seed 7 --players 3 >"$tmp/again.svg" || fail "--seed to stdout failed"
cmp -s "$tmp/game.svg" "$tmp/again.svg" || fail "the same game gave different bytes"

# after turn 5: the start tile and 5 land tiles (a bonus tile may add one)
"$tool" --seed 7 --players 3 --turn 5 --legal -o "$tmp/turn5.svg" || fail "--turn failed"
check turn5
tiles=$(count '<g class="tile"' "$tmp/turn5.svg")
[ "$tiles" -ge 6 ] && [ "$tiles" -le 8 ] || fail "after turn 5, $tiles tiles"
[ "$(count '<g class="legal"' "$tmp/turn5.svg")" -gt 0 ] || fail "no legal positions marked"
grep -q 'class="in-hand"' "$tmp/turn5.svg" || fail "the tile in hand is not shown"

# a recorded game: the record of the documentation's example
sed -n '/^```$/,/^```$/p' "${top_srcdir:-.}/doc/record-format.md" | sed '1d;$d' >"$tmp/example.rec"
"$tool" --no-legend "$tmp/example.rec" -o "$tmp/record.svg" || fail "the documented record does not draw"
check record
[ "$(count '<g class="tile"' "$tmp/record.svg")" -eq 4 ] || fail "the record's board is not 4 tiles"
[ "$(count '<g class="piece"' "$tmp/record.svg")" -eq 2 ] || fail "the record's board has not 2 pieces"
grep -q '>Alice</text>' "$tmp/record.svg" || fail "the players' names are missing"

"$tool" --catalog -o "$tmp/catalog.svg" || fail "--catalog failed"
check catalog
[ "$(count '<g class="tile"' "$tmp/catalog.svg")" -eq 73 ] || fail "the catalogue has not the 73 types"
cmp -s "$tmp/catalog.svg" "${top_srcdir:-.}/doc/catalog-2002.svg" ||
    fail "doc/catalog-2002.svg is not the default set's catalogue any more: run make pictures"
printf 'tile S 1 MMRM start\n  river S spring\n  meadow N E S.e S.w W deer=4\n' >"$tmp/one.txt"
"$tool" --catalog "$tmp/one.txt" -o "$tmp/custom.svg" || fail "--catalog FILE failed"
check custom
grep -q 'data-item="deer" data-count="4"' "$tmp/custom.svg" || fail "the custom tile's deer are missing"

"$tool" --tile FLRa --rotation 3 -o "$tmp/tile.svg" || fail "--tile failed"
check tile
grep -q 'data-type="FLRa" data-rotation="3"' "$tmp/tile.svg" || fail "the tile element is missing"

"$tool" --help >"$tmp/help" || fail "--help failed"
grep -q -- '--catalog' "$tmp/help" || fail "--help does not describe --catalog"
"$tool" >/dev/null 2>&1 && fail "no input was accepted"
"$tool" --seed x >/dev/null 2>&1 && fail "a bad seed was accepted"
"$tool" --tile NOPE >/dev/null 2>&1 && fail "an unknown tile was accepted"
"$tool" "$tmp/missing.rec" >/dev/null 2>&1 && fail "a missing record was accepted"
echo "PASS: hunters-svg draws boards, records, catalogues and tiles that xmllint and rsvg-convert accept"
