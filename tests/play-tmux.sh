#!/bin/sh
# hunters-play on a real terminal: under tmux, 80x24, the captured screen
# shows the framed board, the players and the prompt; an entry is answered
# by the deploy prompt; after a long game loaded and an undo, the "loaded
# FILE" line is still on the screen; Ctrl-C and a hang-up save and stop.
# Waits for screen contents (or a process's end), never for a time.
set -u
. "$(dirname "$0")/tmux_harness.sh"
pane=play

LC_ALL=C.UTF-8 tmux -u -L "$server" -f /dev/null new-session -d -s play -x 80 -y 24 \
    "TERM=xterm-256color LC_ALL=C.UTF-8 '$tool' --players human,greedy --seed 3 --names Ann,Bot; sleep 60" ||
    fail "tmux did not start"
wait_for "Ann, place SPa: letter and rotation, as b2"
[ "$(wc -l <"$tmp/screen")" -le 24 ] || fail "more than 24 rows"
[ "$(LC_ALL=C.UTF-8 wc -L <"$tmp/screen")" -le 80 ] || fail "a row is wider than 80 columns"
grep -q "┌" "$tmp/screen" && grep -q "┘" "$tmp/screen" || fail "no board frame"
grep -q "1 Ann  *0  m5 h2 <" "$tmp/screen" || fail "no player list"
grep -q "in hand: SPa" "$tmp/screen" || fail "no tile in hand"
grep -q "≈" "$tmp/screen" || fail "no river drawn"
tmux -L "$server" send-keys -t play "b" Enter
wait_for "Ann, deploy: number, 0 passes"
grep -q " 0 pass: deploy nothing" "$tmp/screen" || fail "no numbered deployments"
tmux -L "$server" send-keys -t play "quit" Enter

# the deploy menu of J3a (seed 7, a1): its 11 choices (R4) all on the
# 80x24 screen; hint and undo keep it whole and right
LC_ALL=C.UTF-8 tmux -u -L "$server" -f /dev/null new-session -d -s play7 -x 80 -y 24 \
    "TERM=xterm-256color LC_ALL=C.UTF-8 '$tool' --players human,greedy --seed 7 --names Ann,Bot; sleep 60" ||
    fail "tmux did not start"
pane=play7
wait_for "Ann, place J3a: letter and rotation, as b2"
tmux -L "$server" send-keys -t play7 "a1" Enter
wait_for "Ann, deploy: number, 0 passes"
[ "$(grep -cE '^ ?[0-9]+ (pass|fisher|hut|hunter)' "$tmp/screen")" -eq 11 ] || fail "not all 11 deployments shown"
[ "$(LC_ALL=C.UTF-8 wc -L <"$tmp/screen")" -le 80 ] || fail "a row is wider than 80 columns"
tmux -L "$server" send-keys -t play7 "hint" Enter
wait_for "^hint 3 ("
grep -q "type + to see them" "$tmp/screen" || fail "the menu cut by the hint does not say how to see the rest"
tmux -L "$server" send-keys -t play7 "+" Enter
wait_for "^10 hunter on the meadow"
tmux -L "$server" send-keys -t play7 "0" Enter
wait_for "Ann, place FEb"
tmux -L "$server" send-keys -t play7 "undo" Enter
wait_for "Ann, deploy: number, 0 passes"
# what undo did is said under the menu, whose last rows give way to it
grep -q "^undone ([0-9]* moves): Ann chooses again what to deploy" "$tmp/screen" || fail "undo said nothing"
grep -q "^   \.\.\. 2 more (9 to 10): type + to see them" "$tmp/screen" || fail "the menu cut by undo does not say so"
[ "$(grep -cE '^ ?[0-9]+ (pass|fisher|hut|hunter)' "$tmp/screen")" -eq 9 ] || fail "the menu after undo is not J3a's"
grep -q "^ 8 hunter on the meadow to the east" "$tmp/screen" || fail "choice 8 after undo"
tmux -L "$server" send-keys -t play7 "+" Enter
wait_for "^10 hunter on the meadow"
tmux -L "$server" send-keys -t play7 "quit" Enter
# a long game loaded, then undone: the "loaded FILE" line is told again
# where it was said, after the loaded game's events, so it stays on the
# screen (the defect: it was told first, and the replayed log pushed it
# off the screen's few log rows)
{
    i=0
    while [ $i -lt 15 ]; do echo a; echo 0; i=$((i + 1)); done
    echo "save $tmp/long.rec"
    echo quit
    echo quit
} | "$tool" --players human,greedy --seed 3 --names Ann,Bot >"$tmp/long.out" 2>&1
grep -q "^saved to $tmp/long.rec" "$tmp/long.out" || fail "the long game was not saved: $(tail -3 "$tmp/long.out")"
LC_ALL=C.UTF-8 tmux -u -L "$server" -f /dev/null new-session -d -s playl -x 80 -y 24 \
    "TERM=xterm-256color LC_ALL=C.UTF-8 '$tool' --players human,greedy --load '$tmp/long.rec'; sleep 60" ||
    fail "tmux did not start"
pane=playl
wait_for "Ann, place FBb: letter and rotation, as b2"
grep -q "^loaded $tmp/long.rec$" "$tmp/screen" || fail "no loaded line after --load"
tmux -L "$server" send-keys -t playl "undo" Enter
wait_for "^undone"
wait_for "Ann, deploy: number, 0 passes"
grep -q "^loaded $tmp/long.rec$" "$tmp/screen" || fail "the loaded line is off the screen after undo"
# ... right under the last event left, as when it was first said
grep -A 1 "^Ann placed FLRb" "$tmp/screen" | grep -q "^loaded $tmp/long.rec$" ||
    fail "the loaded line does not follow the replayed log after undo"
tmux -L "$server" send-keys -t playl "quit" Enter "quit" Enter

# Ctrl-C while the program waits for a line saves the game so far to
# --save's file and stops with status 130 (the defect: SIGINT killed it
# before its save at the end). The pane's shell traps INT to live on and
# show the status.
LC_ALL=C.UTF-8 tmux -u -L "$server" -f /dev/null new-session -d -s playc -x 80 -y 24 \
    "trap : INT; TERM=xterm-256color LC_ALL=C.UTF-8 '$tool' --players human,greedy --seed 3 --names Ann,Bot --save '$tmp/ctrlc.rec'; echo \"exit status \$?\"; sleep 60" ||
    fail "tmux did not start"
pane=playc
wait_for "Ann, place SPa: letter and rotation, as b2"
tmux -L "$server" send-keys -t playc "b" Enter
wait_for "Ann, deploy: number, 0 passes"
tmux -L "$server" send-keys -t playc C-c
wait_for "exit status [0-9]"
grep -q "exit status 130" "$tmp/screen" || fail "Ctrl-C: not status 130"
grep -q "hunters-play: stopped by signal 2" "$tmp/screen" || fail "Ctrl-C: no word of the save"
[ "$(grep -c '^place ' "$tmp/ctrlc.rec")" -eq 1 ] || fail "the record saved on Ctrl-C lacks Ann's placement: $(cat "$tmp/ctrlc.rec")"

# The terminal closed (the session killed: its pane hangs up) while the
# program waits for a line: it stops at once, saves the game so far and
# leaves nothing running. It is the pane's own process (exec, no shell
# between), the session leader, which the kernel sends SIGHUP with the
# hang-up itself. (Behind a shell the signals come when the shell exits,
# which may fall in the sanitizer build's leak check at exit and hang it:
# see stop_panes in tests/tmux_harness.sh.)
LC_ALL=C.UTF-8 tmux -u -L "$server" -f /dev/null new-session -d -s playh -x 80 -y 24 \
    "exec env TERM=xterm-256color LC_ALL=C.UTF-8 '$tool' --players human,greedy --seed 3 --names Ann,Bot --save '$tmp/hup.rec' 2>'$tmp/hup.err'" ||
    fail "tmux did not start"
pane=playh
wait_for "Ann, place SPa: letter and rotation, as b2"
tmux -L "$server" send-keys -t playh "b" Enter
wait_for "Ann, deploy: number, 0 passes"
pid=$(tmux -L "$server" list-panes -t playh -F '#{pane_pid}')
tmux -L "$server" kill-session -t playh
wait_gone "$pid"
grep -q "^hunters-play: stopped by signal 1; the game so far is in $tmp/hup.rec" "$tmp/hup.err" ||
    fail "the hang-up: $(cat "$tmp/hup.err")"
[ "$(grep -c '^place ' "$tmp/hup.rec")" -eq 1 ] || fail "the record saved on the hang-up lacks Ann's placement: $(cat "$tmp/hup.rec")"
echo "PASS: hunters-play draws its 80x24 screen under tmux, keeps the loaded line in view after undo, saves on Ctrl-C and ends at once when its terminal hangs up"
