#!/bin/sh
# Instructions per game for the native rollout and the public per-move
# loop, each with and without the event log (tools/hunters-instructions.c),
# counted by valgrind's callgrind: (count(N games) - count(0)) / N.
#   tools/bench-instructions.sh BUILD_DIR [GAMES]
set -eu
build=$1
games=${2:-200}
command -v valgrind >/dev/null 2>&1 || { echo "bench-instructions needs valgrind" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
count() { # LOOP GAMES -> instructions
    "$build/libtool" --mode=execute valgrind --tool=callgrind --callgrind-out-file="$tmp/out" \
        "$build/hunters-instructions" "$1" "$2" >/dev/null 2>"$tmp/log"
    sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$tmp/out"
}
# native: hunters_game_play_random() from a copy, the log dropped (rollouts);
# api: hunters_game_legal_moves() + hunters_game_play(), the log kept.
printf '%-11s %14s\n' loop instructions/game
for loop in native native-log api api-nolog; do
    base=$(count "$loop" 0)
    full=$(count "$loop" "$games")
    printf '%-11s %14d\n' "$loop" $(( (full - base) / games ))
done
