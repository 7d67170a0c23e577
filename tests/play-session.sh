#!/bin/sh
# hunters-play driven through stdin: a bots-only game replays from its seed;
# a human plays a bot to the end, with an illegal entry refused by its rule
# (R3.2), a hint, an undo and a save; table mode follows a real game entered
# tile by tile, a wrong draw undone, and ends with the same game; text
# that is not ASCII is cut between characters, and answers longer than
# their rows are marked cut.
set -u
tool="${top_builddir:-.}/hunters-play"
abs_tool=$(cd "$(dirname "$tool")" && pwd)/hunters-play
# a short folder: messages shorten long file names, which the greps name whole
tmp=$(mktemp -d /tmp/hp.XXXXXX) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
. "$(dirname "$0")/c_compiler.sh" # have_cc, build_c
. "$(dirname "$0")/terminal_session.sh" # on_terminal
# stop_by SIGNAL PID: sends SIGNAL, waits for PID to end (polled, bounded:
# a signal the program never sees must fail the test, not hang it) and
# sets $status to its exit status
stop_by() {
    kill -"$1" "$2"
    tries=0
    while kill -0 "$2" 2>/dev/null; do
        tries=$((tries + 1))
        [ $tries -lt 600 ] || { kill -KILL "$2"; fail "SIG$1 did not stop hunters-play (ignored?)"; }
        sleep 0.1
    done
    wait "$2"
    status=$?
}
# wait_prompt TEXT FILE PID: waits for TEXT in FILE, the screen of the
# hunters-play PID (polled, bounded: a prompt that never comes fails the
# test, PID killed, not hangs it)
wait_prompt() {
    tries=0
    until grep -q "$1" "$2"; do
        tries=$((tries + 1))
        [ $tries -lt 3000 ] || { kill "$3"; fail "the prompt '$1' never came: $(tail -3 "$2")"; }
        sleep 0.1
    done
}

"$tool" --help | grep -q "^usage: hunters-play" || fail "--help"
# an option of one value given twice is refused, named, as hunters-sim merge refuses a second
# --json (the defect: the last one silently taken: --save a --save b saved to b alone)
for twice in "--save:--save $tmp/a.rec --save $tmp/b.rec" "--seed:-s 1 --seed 2" "--players:-p random,random -p greedy,greedy" \
    "--names:--names A,B --names C,D" "--tileset:--tileset - --tileset -" "--load:--load $tmp/a.rec --load $tmp/b.rec" \
    "--members:--members 3 --huts 2 --members 4" "--huts:-p random,random --huts 1 --huts 2"; do
    # shellcheck disable=SC2086 # the arguments, as many words as they are
    "$tool" ${twice#*:} </dev/null >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-play: ${twice%%:*} given twice" ] ||
        fail "${twice#*:}: $(cat "$tmp/err")"
done
[ ! -e "$tmp/a.rec" ] && [ ! -e "$tmp/b.rec" ] || fail "a refused --save wrote a file"
# --save - is refused, said why: standard output is the game's screen (the defect: a file
# named - in the working folder, where hunters-sim's - is standard output)
(tool=$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool") && cd "$tmp" && "$tool" --players random,random --save - </dev/null >"$tmp/out" 2>"$tmp/err")
[ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ ! -e "$tmp/-" ] && [ "$(cat "$tmp/err")" = "hunters-play: --save -: standard \
output is the game's screen: name a file (./- for one named -)" ] || fail "--save -: $(cat "$tmp/err")"
# and so is save - at the prompt (the defect: a file named - written in the working folder)
(tool=$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool") && cd "$tmp" &&
    printf 'save -\nquit\nquit\n' | "$tool" --players human,greedy >"$tmp/out" 2>&1)
[ ! -e "$tmp/-" ] && grep -q "^save -: standard output is the game's screen: name a file (./- for one named -)$" "$tmp/out" ||
    fail "save -: $(grep 'save' "$tmp/out" | head -3)"
# nor is - standard input for --load and load at the prompt: that is the game's keyboard,
# refused as save - is (the defect: a file named - read, here a saved game)
"$tool" --players random,random --seed 4 --save "$tmp/dash.rec" </dev/null >/dev/null 2>&1 && cp "$tmp/dash.rec" "$tmp/-" ||
    fail "a game for a file named -"
(tool=$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool") && cd "$tmp" && "$tool" --players random,random --load - </dev/null >"$tmp/out" 2>"$tmp/err")
[ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-play: --load -: standard \
input is the keyboard: name a file (./- for one named -)" ] || fail "--load -: $(cat "$tmp/err")"
(tool=$(cd "$(dirname "$tool")" && pwd)/$(basename "$tool") && cd "$tmp" &&
    printf 'load -\nload ./-\nquit\n' | "$tool" --players human,greedy >"$tmp/out" 2>&1)
grep -q "^load -: standard input is the keyboard: name a file (./- for one named -)$" "$tmp/out" &&
    [ "$(grep -c "^loaded " "$tmp/out")" -eq 1 ] && grep -q "^loaded \./-$" "$tmp/out" ||
    fail "load -: $(grep 'load' "$tmp/out" | head -3)"
# nor for --tileset, as hunters-sim's --tileset - reads standard input: here that is the
# keyboard (the defect: a file named - read, here a tile set, the game played on it); ./- it reads
cp "${top_srcdir:-..}/data/tiles-2002.txt" "$tmp/-"
(tool=$abs_tool && cd "$tmp" && "$tool" --players random,random --tileset - </dev/null >"$tmp/out" 2>"$tmp/err")
[ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-play: --tileset -: standard \
input is the keyboard: name a file (./- for one named -)" ] || fail "--tileset -: $(cat "$tmp/err")"
(tool=$abs_tool && cd "$tmp" && "$tool" --players random,random --tileset ./- </dev/null >"$tmp/out" 2>"$tmp/err") &&
    grep -q "^final scoring:" "$tmp/out" || fail "--tileset ./-: $(cat "$tmp/err")"
"$tool" --help | grep -q "^A FILE is never - (standard input or output for hunters-sim)" || fail "--help: FILE never -"
rm "$tmp/-"
# --save=-, --load=-, --tileset=-: the hint gives the form and why not - (the defect: it
# suggested --save -, itself refused)
for option in --save --load --tileset; do
    why="standard input is the keyboard"
    [ "$option" = --save ] && why="standard output is the game's screen"
    "$tool" --players random,random "$option=-" </dev/null >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ "$(head -n 1 "$tmp/err")" = "hunters-play: unknown or incomplete option $option=-; a value is \
the word after its option: $option FILE, not - ($why; ./- names a file -)" ] || fail "$option=-: $(head -n 1 "$tmp/err")"
done
# nor is - by another name, standard input's own file (/dev/stdin on a pipe) for --load and
# --tileset (the defect: the pipe's lines, the game's entries, read as the file's)
for option in --load --tileset; do
    printf 'quit\nquit\n' | "$tool" --players human,greedy "$option" /dev/stdin >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-play: $option /dev/stdin: that is \
standard input, the keyboard: name a file" ] || fail "$option /dev/stdin: $(cat "$tmp/err")"
done
# nor is a --save FILE that is standard output's own, - by another name: /dev/stdout on a pipe
# or a file, FILE with > FILE (the defect: the record written onto the screen, or renamed over
# FILE and the screen lost); nor save there at the prompt
for way in pipe file same; do
    case $way in
    pipe) { "$tool" --players random,random --save /dev/stdout </dev/null 2>"$tmp/err"; echo $? >"$tmp/status"; } | cat >"$tmp/out"
        path=/dev/stdout ;;
    file) "$tool" --players random,random --save /dev/stdout </dev/null >"$tmp/out" 2>"$tmp/err"
        echo $? >"$tmp/status"
        path=/dev/stdout ;;
    same) "$tool" --players random,random --save "$tmp/out" </dev/null >"$tmp/out" 2>"$tmp/err"
        echo $? >"$tmp/status"
        path=$tmp/out ;;
    esac
    [ "$(cat "$tmp/status")" = 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-play: --save $path: that is \
standard output, the game's screen: name another file" ] || fail "--save $path ($way): $(cat "$tmp/err")"
done
# nor standard error's file, nor standard input's: a record renamed over the file of 2> FILE
# (the defect: a file of two records, which no load takes, exit status 0), or written into the
# game's own input pipe (/dev/stdin: read back as moves); nor at the prompt
for way in stderr same stdin; do
    case $way in
    stderr) "$tool" --players random,random --save /dev/stderr </dev/null >"$tmp/out" 2>"$tmp/err"
        echo $? >"$tmp/status"
        path=/dev/stderr what="standard error, where the game's messages go" ;;
    same) "$tool" --players random,random --save "$tmp/err" </dev/null >"$tmp/out" 2>"$tmp/err"
        echo $? >"$tmp/status"
        path=$tmp/err what="standard error, where the game's messages go" ;;
    stdin) { printf 'quit\nquit\n' | timeout --foreground 60 "$tool" --players human,greedy --save /dev/stdin >"$tmp/out" 2>"$tmp/err"
        echo $? >"$tmp/status"; }
        path=/dev/stdin what="standard input, the keyboard's" ;;
    esac
    [ "$(cat "$tmp/status")" = 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-play: --save $path: that is \
$what: name another file" ] || fail "--save $path ($way): $(cat "$tmp/status"; head -c 300 "$tmp/err")"
done
# so too where /dev/stdin, /dev/stdout and /dev/stderr name device nodes of their own, whose
# stat() is no file's (FreeBSD's /dev/fd/N without fdescfs, each opened as a copy of descriptor
# N; the defect: never taken for the stream's file): made so in a mount namespace, /dev a tmpfs
# where /dev/fd/0..2 are null devices (so each reads nothing), as root with unshare, else skipped
fake_dev='mount -t tmpfs none /dev && mknod -m 666 /dev/null c 1 3 && mkdir /dev/fd && mknod /dev/fd/0 c 1 3 &&
    mknod /dev/fd/1 c 1 3 && mknod /dev/fd/2 c 1 3 && ln -s fd/0 /dev/stdin && ln -s fd/1 /dev/stdout &&
    ln -s fd/2 /dev/stderr'
if [ "$(id -u)" = 0 ] && unshare -m sh -c "$fake_dev" 2>/dev/null; then
    for way in "--load /dev/stdin:standard input, the keyboard: name a file" \
        "--save /dev/stdout:standard output, the game's screen: name another file" \
        "--save /dev/stderr:standard error, where the game's messages go: name another file"; do
        set -- ${way%%:*}
        printf 'quit\n' | timeout --foreground 60 unshare -m sh -c "$fake_dev && exec \"\$0\" --players random,random $1 $2" \
            "$abs_tool" >"$tmp/out" 2>"$tmp/err"
        status=$?
        [ $status = 2 ] && [ "$(cat "$tmp/err")" = "hunters-play: $1 $2: that is ${way#*:}" ] ||
            fail "$1 $2 on a /dev/fd of device nodes: $status $(cat "$tmp/err")"
    done
else
    echo "SKIP (not root with unshare -m): /dev/stdin, /dev/stdout and /dev/stderr as device nodes of their own"
fi
printf 'save /dev/stdin\nquit\nquit\n' | timeout --foreground 60 "$tool" --players human,greedy >"$tmp/out" 2>&1
grep -q "^save /dev/stdin: that is standard input, the keyboard's: name another file$" "$tmp/out" ||
    fail "save /dev/stdin: $(grep -e save "$tmp/out" | head -3)"
# but /dev/null as both shows nothing and loses nothing: the game is played, as it was before
# those were refused (the defect: "that is standard output, the game's screen", exit status 2)
"$tool" --players random,random --save /dev/null </dev/null >/dev/null 2>"$tmp/err" && [ ! -s "$tmp/err" ] ||
    fail "--save /dev/null >/dev/null: $(cat "$tmp/err")"
printf 'save /dev/stdout\nquit\nquit\n' | "$tool" --players human,greedy >"$tmp/out" 2>&1
grep -q "^save /dev/stdout: that is standard output, the game's screen: name another file$" "$tmp/out" &&
    ! grep -q "^hunters-record" "$tmp/out" || fail "save /dev/stdout: $(grep -e save -e hunters-record "$tmp/out" | head -3)"
# nor a terminal, the screen by another name (/dev/tty) or another one, for --save and save at
# the prompt: a record written there after every move is no saved game (the defect: written onto
# the screen); run on a terminal of util-linux script's, where there is one
if script -qec true /dev/null </dev/null >/dev/null 2>&1; then
    on_terminal "'$tool' --players random,random --save /dev/tty </dev/null >'$tmp/out' 2>'$tmp/err'; echo \$? >'$tmp/status'" \
        >"$tmp/tty" 2>&1
    [ "$(cat "$tmp/status")" = 2 ] && [ ! -s "$tmp/out" ] && ! grep -q "hunters-record" "$tmp/tty" &&
        [ "$(cat "$tmp/err")" = "hunters-play: --save /dev/tty: that is a terminal, which keeps no saved game: \
name a file" ] || fail "--save /dev/tty: $(cat "$tmp/status" "$tmp/err"; head -c 200 "$tmp/tty")"
    # nor, for --load and --tileset, which read it: the keyboard, as - is (the defect: read to its end)
    for option in --load --tileset; do
        on_terminal "'$tool' --players random,random $option /dev/tty </dev/null >'$tmp/out' 2>'$tmp/err'; echo \$? >'$tmp/status'" \
            >"$tmp/tty" 2>&1
        [ "$(cat "$tmp/status")" = 2 ] && [ ! -s "$tmp/out" ] &&
            [ "$(cat "$tmp/err")" = "hunters-play: $option /dev/tty: that is a terminal, the keyboard: name a file" ] ||
            fail "$option /dev/tty: $(cat "$tmp/status" "$tmp/err")"
    done
    # a terminal one may read and not write is one for --load too (the defect: opened
    # write-only to be asked, refused, so taken for no terminal and read, the keyboard's): run
    # as nobody by root (setpriv) on a terminal the others may read only; timeout a guard (in
    # the terminal's session, which a stop of the test stops too: on_terminal)
    if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1 &&
        setpriv --reuid=65534 --regid=65534 --clear-groups "$abs_tool" --help >/dev/null 2>&1; then
        on_terminal "t=\$(tty) && echo \"\$t\" >'$tmp/ttyname' && chmod 604 \"\$t\" && timeout --foreground 20 setpriv \
--reuid=65534 --regid=65534 --clear-groups '$abs_tool' --players random,random --load \"\$t\" </dev/null >'$tmp/out' \
2>'$tmp/err'; echo \$? >'$tmp/status'" >"$tmp/tty" 2>&1
        [ "$(cat "$tmp/status")" = 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-play: --load \
$(cat "$tmp/ttyname"): that is a terminal, the keyboard: name a file" ] ||
            fail "--load of a terminal read-only: $(cat "$tmp/status" "$tmp/err")"
    else
        echo "SKIP (not root with setpriv, or nobody cannot run $abs_tool): --load of a terminal one may only read"
    fi
    printf 'save /dev/tty\nquit\nquit\n' >"$tmp/in"
    on_terminal "'$tool' --players human,greedy <'$tmp/in' >'$tmp/out' 2>&1" >"$tmp/tty" 2>&1
    grep -q "^save /dev/tty: that is a terminal, which keeps no saved game: name a file$" "$tmp/out" &&
        ! grep -q "hunters-record" "$tmp/tty" || fail "save /dev/tty: $(grep save "$tmp/out" | head -3; head -c 200 "$tmp/tty")"
fi
# supply options: a word is refused, not taken as 0; the game checks the range
"$tool" --players random,random --members five </dev/null >"$tmp/bad" 2>&1 && fail "--members five accepted"
grep -q "^hunters-play: --members needs a whole number, 0..99, not 'five'$" "$tmp/bad" || fail "--members five: $(cat "$tmp/bad")"
"$tool" --players random,random --huts 2x </dev/null >"$tmp/bad" 2>&1 && fail "--huts 2x accepted"
# out of range: said as -o members=500 says it, in the option's words (the defect: the
# game's "options.members and options.huts must be 0 to 99", a C struct's fields)
for option in --members --huts; do
    "$tool" --players random,random $option 500 </dev/null >"$tmp/bad" 2>&1
    [ $? -eq 2 ] && [ "$(cat "$tmp/bad")" = "hunters-play: $option needs a whole number, 0..99, not '500'" ] ||
        fail "$option 500: $(cat "$tmp/bad")"
done
"$tool" --players random,random --members 0 --huts 99 --seed 3 </dev/null >"$tmp/bad" 2>&1 || fail "--members 0 --huts 99: $(tail -n 2 "$tmp/bad")"
# a bad rule option value names the values it may take, as hunters-sim says it
"$tool" --players random,random -o forest-value=segments </dev/null >"$tmp/bad" 2>&1 && fail "forest-value=segments accepted"
grep -q "^hunters-play: bad value in forest-value=segments: the values are tile|segment$" "$tmp/bad" ||
    fail "-o forest-value=segments: $(cat "$tmp/bad")"
"$tool" --players random,random -o forest-values=tile </dev/null >"$tmp/bad" 2>&1 && fail "forest-values accepted"
grep -q "^hunters-play: unknown rule option forest-values=tile" "$tmp/bad" || fail "-o forest-values: $(cat "$tmp/bad")"
"$tool" --players random,random -o lake_huts </dev/null >"$tmp/bad" 2>&1 && fail "-o lake_huts accepted"
grep -q "^hunters-play: rule option lake_huts needs a value: -o lake_huts=VALUE, the values are allowed|forbidden$" \
    "$tmp/bad" || fail "-o lake_huts: $(cat "$tmp/bad")"
# an empty word is named in quotes (the defect: "unknown or incomplete option " and the
# line's end, "unknown rule option ; the rule options are")
"$tool" "" </dev/null >/dev/null 2>"$tmp/bad"
[ $? -eq 2 ] && [ "$(head -n 1 "$tmp/bad")" = "hunters-play: unknown or incomplete option ''" ] || fail "'': $(head -n 1 "$tmp/bad")"
"$tool" -o "" </dev/null >/dev/null 2>"$tmp/bad"
[ $? -eq 2 ] && [ "$(head -n 1 "$tmp/bad")" = "hunters-play: unknown rule option ''; the rule options are:" ] ||
    fail "-o '': $(head -n 1 "$tmp/bad")"
# and so is an empty file name (the defect: "cannot load : cannot open", "--tileset : cannot read
# it", "--save : cannot save the game there")
for empty in "--load:cannot load '': cannot open the file: No such file or directory" \
    "--tileset:--tileset '': cannot read it: No such file or directory" \
    "--save:--save '': cannot save the game there: No such file or directory"; do
    "$tool" --players random,random "${empty%%:*}" "" </dev/null >/dev/null 2>"$tmp/bad"
    [ $? -eq 1 ] && [ "$(head -n 1 "$tmp/bad")" = "hunters-play: ${empty#*:}" ] || fail "${empty%%:*} '': $(head -n 1 "$tmp/bad")"
done

# bots only: the same seed, the same game, the final table
"$tool" --players greedy,random --seed 5 --save "$tmp/bots.rec" >"$tmp/bots1" 2>&1 || fail "bots: $(tail -3 "$tmp/bots1")"
"$tool" --players greedy,random --seed 5 >"$tmp/bots2" 2>&1 || fail "bots again"
cmp -s "$tmp/bots1" "$tmp/bots2" || fail "the same seed played differently"
grep -q "^final scoring:" "$tmp/bots1" || fail "no final table"
grep -q "^P1 greedy .* 1$" "$tmp/bots1" || fail "final table: $(tail -3 "$tmp/bots1")"
grep -q "scores .* (completed river, R5.4)" "$tmp/bots1" || fail "scoring not explained"

# a human against a bot: an illegal place, a hint, an undo, a save, then
# the first label and a pass until the end (refused entries just repeat)
{
    echo "place 5 5 r0"
    echo "hint"
    echo "a"
    echo "undo"
    echo "save $tmp/mid.rec"
    i=0
    while [ $i -lt 400 ]; do echo a; echo 0; i=$((i + 1)); done
} >"$tmp/human.in"
"$tool" --players human,greedy --seed 3 --names Ann,Bot <"$tmp/human.in" >"$tmp/human" 2>&1 ||
    fail "human vs bot did not finish: $(tail -5 "$tmp/human")"
{ grep -q "^refused: a tile at (5,5) would not touch" "$tmp/human" && grep -q "enough (R3.2)$" "$tmp/human"; } || fail "the illegal place was not refused by R3.2"
grep -q "^hint 1 (" "$tmp/human" || fail "no hint"
grep -q "^undone" "$tmp/human" || fail "no undo"
grep -q "^saved to $tmp/mid.rec" "$tmp/human" && [ -s "$tmp/mid.rec" ] || fail "no save"
grep -q "^Ann  .*[0-9]$" "$tmp/human" && grep -q "^final scoring:" "$tmp/human" || fail "no final table"
grep -q "Ann, deploy: number, 0 passes" "$tmp/human" || fail "no deploy prompt"
grep -q "^ 0 pass: deploy nothing" "$tmp/human" || fail "no numbered deployments"
# the screens fit 80x24: 23 rows and the prompt, no row wider than 80
awk 'length($0) > 80 && !/> / { bad = 1 } END { exit bad }' "$tmp/human" || fail "a row is wider than 80 columns"

# the deploy menu shows every legal deployment (R4): J3a placed at a1 with
# seed 7 has 11, numbered 0 to 10, all on the screen at once; its three
# rivers read apart by their sides; hint and help stay visible there
printf 'a1\nhint\nhelp\nquit\n' |
    "$tool" --players human,greedy --seed 7 --names Ann,Bot >"$tmp/menu" 2>&1
awk '/place J3a: .*> a1$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/menu" >"$tmp/menu1"
[ "$(grep -cE '^ ?[0-9]+ (pass|fisher|hut|hunter|gatherer)' "$tmp/menu1")" -eq 11 ] ||
    fail "the deploy menu does not list its 11 choices: $(cat "$tmp/menu1")"
grep -q "^10 hunter on the meadow" "$tmp/menu1" || fail "no choice 10 in the menu"
[ "$(grep -E '^ ?[0-9]+ fisher' "$tmp/menu1" | sort | uniq -d | wc -l)" -eq 0 ] ||
    fail "two deployments read the same: $(cat "$tmp/menu1")"
grep -q "fisher on the river to the west" "$tmp/menu1" || fail "a river not named by its side"
awk '/> hint$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/menu" | grep -q "^hint 1 (" ||
    fail "the hint is not visible at the deploy prompt"
awk '/> help$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/menu" | grep -q "undo, hint, tiles," ||
    fail "help is not visible at the deploy prompt, or lacks tiles"
awk '/> help$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/menu" | grep -q "type + to see them" ||
    fail "a menu cut short by the help does not say how to see the rest"
awk 'length($0) > 80 && !/> / { bad = 1 } END { exit bad }' "$tmp/menu" || fail "a menu row is wider than 80 columns"

# after an undo against the bot, the menu is the placed tile's again and a
# choice deploys what the menu said (the bot's tile is taken back too)
printf 'a1\n0\nundo\n8\nquit\n' |
    "$tool" --players human,greedy --seed 7 --names Ann,Bot >"$tmp/undo" 2>&1
awk '/> undo$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/undo" >"$tmp/undo1"
# the screen says what undo did, under the menu (whose last rows give way)
grep -q "^undone ([0-9]* moves): Ann chooses again what to deploy$" "$tmp/undo1" ||
    fail "undo back to a deploy decision says nothing on its screen: $(grep undone "$tmp/undo")"
grep -v "^undone \|^   \.\.\. [0-9]* more " "$tmp/undo1" >"$tmp/undo1menu"
head -n "$(wc -l <"$tmp/undo1menu")" "$tmp/menu1" | cmp -s - "$tmp/undo1menu" ||
    fail "the menu after undo differs: $(diff "$tmp/menu1" "$tmp/undo1")"
said=$(grep "^ 8 " "$tmp/undo1" | sed 's/^ 8 //; s/: .*//')
grep -q "^Ann deploys a $said" "$tmp/undo" || fail "choice 8 ($said) deployed: $(grep 'Ann deploys' "$tmp/undo")"
awk '/> undo$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/undo" | grep -q "Bot placed" &&
    fail "the log still shows the bot's placement that undo took back"

# table mode: the bots' game entered by hand, after a wrong draw undone and
# an illegal placement refused; the record comes out the same
grep -E '^(draw |place |deploy |pass)' "$tmp/bots.rec" | sed 's/ *#.*//' >"$tmp/entries"
first_draw=$(head -1 "$tmp/entries")
{
    echo "draw FCa"            # the wrong tile
    echo "undo"                # back to the draw: FCa returns to the stack
    echo "$first_draw"
    echo "place 9 9 r0"        # refused (R3.2)
    tail -n +2 "$tmp/entries"
} >"$tmp/table.in"
"$tool" --table --players 2 --names Ann,Bob --save "$tmp/table.rec" <"$tmp/table.in" >"$tmp/table" 2>&1 ||
    fail "table mode did not finish: $(tail -5 "$tmp/table")"
grep -q "Ann drew which tile?" "$tmp/table" || fail "no draw prompt"
grep -q "^drawn: FCa" "$tmp/table" && grep -q "^undone" "$tmp/table" || fail "the wrong draw was not undone"
grep -q "^refused: a tile at (9,9) would not touch" "$tmp/table" || fail "the illegal placement was not refused"
grep -E '^(draw |place |deploy |pass)' "$tmp/table.rec" | sed 's/ *#.*//' >"$tmp/table.entries"
cmp -s "$tmp/entries" "$tmp/table.entries" || fail "table mode ended with another game"
tail -3 "$tmp/bots1" | sed 's/^P1 greedy /Ann       /; s/^P2 random /Bob       /' >"$tmp/want"
tail -3 "$tmp/table" >"$tmp/got"
cmp -s "$tmp/want" "$tmp/got" || fail "table mode scored differently: $(cat "$tmp/got")"

# table mode: an undone pass leaves the draw and the placement in the
# log, and nothing of the turn taken back
printf 'draw L1\na\n0\nundo\nquit\n' | "$tool" --table --players 2 --names Ann,Bob >"$tmp/tundo" 2>&1
awk '/> undo$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/tundo" >"$tmp/tundo1"
grep -q "^drawn: L1" "$tmp/tundo1" && grep -q "^Ann placed L1" "$tmp/tundo1" || fail "undo lost the draw or placement: $(cat "$tmp/tundo1")"
grep -q "Bob.s turn" "$tmp/tundo1" && fail "the log still shows the turn undone: $(cat "$tmp/tundo1")"
grep -q "^ 2 hunter on the meadow all around" "$tmp/tundo1" || fail "no deploy menu after undo"

# a saved table game resumes
head -n 40 "$tmp/table.in" >"$tmp/part.in"
echo "save $tmp/part.rec" >>"$tmp/part.in"
"$tool" --table --players 2 <"$tmp/part.in" >/dev/null 2>&1
[ -s "$tmp/part.rec" ] || fail "no saved table game"
tail -n +41 "$tmp/table.in" | "$tool" --table --players 2 --load "$tmp/part.rec" >"$tmp/resumed" 2>&1 ||
    fail "resumed game did not finish: $(tail -3 "$tmp/resumed")"
grep -q "^final scoring:" "$tmp/resumed" || fail "resumed: no final table"
# quit with moves not saved and no --save warns once, a second quit leaves
# (the defect: a game resumed with --load alone lost its moves unsaid); quit
# with --save says where the game is; --players 3 for a 2-player record is
# not silently ignored
cp "$tmp/part.rec" "$tmp/again.rec"
printf 'lake\n1\na\n0\nquit\nquit\n' | "$tool" --table --players 3 --load "$tmp/again.rec" >"$tmp/unsaved" 2>&1
grep -q "^the moves since the last save or load are not saved (no --save)" "$tmp/unsaved" ||
    fail "quit with moves not saved did not warn: $(tail -5 "$tmp/unsaved")"
cmp -s "$tmp/part.rec" "$tmp/again.rec" || fail "--load alone changed the file"
tr "\n" " " <"$tmp/unsaved" | tr -s " " | grep -q "players gave 3 seats, but [^ ]* is a game of 2 players" || fail "--players 3 silently ignored"
printf 'lake\n1\na\n0\nquit\n' | "$tool" --table --players 2 --load "$tmp/again.rec" --save "$tmp/again.rec" >"$tmp/saved" 2>&1
grep -q "hunters-play: saved to $tmp/again.rec$" "$tmp/saved" || fail "quit with --save: $(tail -3 "$tmp/saved")"
cmp -s "$tmp/part.rec" "$tmp/again.rec" && fail "--load F --save F did not save the moves"
grep -q "not saved" "$tmp/saved" && fail "quit with --save warned of moves not saved"
# --seed is a whole number from 0 to 2^64-1: 'five' was taken as 0 (the defect)
for bad in five -1 18446744073709551616 "" 5x; do
    "$tool" --players random,random --seed "$bad" </dev/null >"$tmp/bad" 2>&1
    [ $? -eq 2 ] || fail "--seed '$bad' was not a usage error: $(tail -2 "$tmp/bad")"
    grep -q -- "--seed needs a whole number" "$tmp/bad" || fail "--seed '$bad': $(cat "$tmp/bad")"
done
"$tool" --players random,random --seed 18446744073709551615 </dev/null >"$tmp/bad" 2>&1 || fail "the largest seed refused"
# --NAME=VALUE is no form the options take: the message says the one they do (the
# defect: "unknown or incomplete option --seed=5" alone, --seed being known)
"$tool" --players random,random --seed=5 </dev/null >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(head -n 1 "$tmp/err")" = "hunters-play: unknown or incomplete option --seed=5; a value is \
the word after its option: --seed 5" ] && grep -q "^usage: hunters-play" "$tmp/err" || fail "--seed=5: $(head -n 1 "$tmp/err")"
# a command-line word a message names shows a control character as '?', in quotes, as unknown
# options do (on the screen's terms in --load's reason) (the defect: an escape in --seed's value, a --names name, a --tileset, --save or --load
# file's name reached the terminal raw, the colours or the screen changed by a typo)
esc=$(printf '\033')
for bad in "--seed:${esc}x:--seed needs a whole number from 0 to 18446744073709551615, not '?x'" \
    "--members:$esc:--members needs a whole number, 0..99, not '?'" \
    "--players:${esc}x:bad --players '?x' (human, random, greedy, mcts, mcts2, a seat each, comma-separated; or a count from 1 to 8)" \
    "--names:${esc}A,B:name '?A' refused: a player name has no control characters: U+001B at byte 1 is one (U+0000 to U+001F, U+007F to U+009F)" \
    "--tileset:$tmp/no${esc}:--tileset '$tmp/no?': cannot read it: No such file or directory" \
    "--save:$tmp/no/${esc}:--save '$tmp/no/?': cannot save the game there: No such file or directory" \
    "--load:$tmp/no${esc}:cannot load $tmp/no?: cannot open the file: No such file or directory"; do
    option=${bad%%:*} && rest=${bad#*:}
    if [ "$option" = --players ]; then set -- --players "${rest%%:*}"; else set -- --players random,random "$option" "${rest%%:*}"; fi
    "$tool" "$@" </dev/null >/dev/null 2>"$tmp/err"
    [ "$(head -n 1 "$tmp/err")" = "hunters-play: ${rest#*:}" ] && ! grep -q "$esc" "$tmp/err" ||
        fail "$option with an escape: $(head -n 1 "$tmp/err" | od -c | head -n 8)"
done
# shown_word() and shown_text() (tools/common/number.c, which the messages above go
# through) in a buffer of any size, 0 to 11 bytes: nothing written past it, and never the
# escape (the defect: under 8 bytes the word came back as it was, the escape raw), a word
# cut as "'...'" shows where it was cut; and utf8_character(), the one UTF-8 decoder of
# shown_word() and hunters-play's --names refusal, over every code point and sequences of
# no UTF-8; cc builds the check, skipped without one
cat >"$tmp/shown.c" <<'EOF_C'
#include <stdio.h>
#include <string.h>
#include "common/number.h"
int main(void)
{
    const char *words[] = {"\033[2Jab", "a b", ""};
    for (size_t w = 0; w < sizeof words / sizeof *words; w++)
        for (size_t size = 0; size < 12; size++)
            for (int text = 0; text < 2; text++) {
                char buffer[16];
                memset(buffer, '#', sizeof buffer);
                const char *s = text ? shown_text(words[w], buffer, size) : shown_word(words[w], buffer, size);
                if (strchr(s, '\033') || strspn(buffer + size, "#") != sizeof buffer - size) {
                    printf("%s(\"%s\", %zu): '%s'\n", text ? "shown_text" : "shown_word", words[w], size, s);
                    return 1;
                }
                if (!text && size < 6 && w < 2 && strcmp(s, "'...'")) {
                    printf("shown_word(\"%s\", %zu): '%s', not '...'\n", words[w], size, s);
                    return 1;
                }
            }
    /* utf8_character(), the one decoder of the tools (shown_word()'s, the --names
     * refusal's): every code point of UTF-8 back as it was, with its length; each
     * sequence that is none (RFC 3629) 0, its first byte */
    for (unsigned long code = 1; code <= 0x10ffff; code++) {
        if (code >= 0xd800 && code <= 0xdfff)
            continue;
        unsigned char u[5] = {0};
        size_t n = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        u[0] = (unsigned char)(n == 1 ? code : (0xf00u >> n & 0xffu) | code >> 6 * (n - 1));
        for (size_t k = 1; k < n; k++)
            u[k] = (unsigned char)(0x80 | (code >> 6 * (n - 1 - k) & 0x3f));
        unsigned long got;
        if (utf8_character(u, &got) != n || got != code) {
            printf("utf8_character(U+%04lX): %zu, U+%04lX\n", code, utf8_character(u, &got), got);
            return 1;
        }
    }
    const char *none[] = {"\x80", "\xbf", "\xc0\xa0", "\xc1\xbf", "\xe0\x80\x80", "\xe0\x9f\xbf", "\xed\xa0\x80",
                          "\xed\xbf\xbf", "\xf0\x8f\xbf\xbf", "\xf4\x90\x80\x80", "\xf5\x80\x80\x80", "\xf8\x88\x80\x80\x80",
                          "\xff", "\xe2\x80", "\xe2\x80" "a", "\xf0\x9f\x98", "\xc3"};
    for (size_t i = 0; i < sizeof none / sizeof *none; i++) {
        unsigned long got;
        const unsigned char *u = (const unsigned char *)none[i];
        if (utf8_character(u, &got) != 0 || got != u[0]) {
            printf("utf8_character(none %zu): %zu, %lX\n", i, utf8_character(u, &got), got);
            return 1;
        }
    }
    return 0;
}
EOF_C
# (a harness that no longer compiles or links, number.c calling a function it does not
# have, fails)
if have_cc "shown_word in a small buffer"; then
    build_c "the shown_word() harness" -I"${top_srcdir:-..}/tools" -o "$tmp/shown" "$tmp/shown.c" "${top_srcdir:-..}/tools/common/number.c"
    "$tmp/shown" >"$tmp/out" 2>&1 || fail "shown_word in a small buffer, utf8_character: $(cat -v "$tmp/out")"
fi
# --players is a seat each, none left empty, or a count of digits alone (the defect:
# "human," played one seat and "human,,greedy" two, strtok() skipping the empty one;
# " 2" and "+2" were counts)
for bad in "human," ",human" "human,,greedy" " 2" "+2" "2 " 0 9 "" ","; do
    "$tool" --players "$bad" </dev/null >"$tmp/bad" 2>&1
    [ $? -eq 2 ] && grep -q "^hunters-play: bad --players '$bad' (" "$tmp/bad" ||
        fail "--players '$bad' was not a usage error: $(tail -2 "$tmp/bad")"
done
# --names: a name a seat, in order; an empty one leaves the seat its own name (the
# defect: the next name went to that seat), one for no seat is refused (the defect:
# lost unsaid), and with --load the game's names are kept, said
"$tool" --players random,random,random --names "Ann,,Cy" --save "$tmp/names.rec" </dev/null >/dev/null 2>&1 ||
    fail "--names Ann,,Cy"
[ "$(grep '^name ' "$tmp/names.rec" | tr '\n' ' ')" = "name 0 Ann name 1 P2 random name 2 Cy " ] ||
    fail "--names Ann,,Cy: $(grep '^name ' "$tmp/names.rec")"
# the panel shows each name by its characters in 10 columns: a wide one in 2, a combining
# mark on the letter before it; on a terminal as they are, in plain ASCII (a pipe) a '?'
# a column (the defect: "%-10.10s" cut at 10 bytes, each byte beyond ASCII a '?': "Zo?? M??ll")
panel_names=$(printf 'Zo\303\253 M\303\274ller,\346\235\216\345\260\217\351\276\215\345\260\217\351\276\215\345\260\217,Jose\314\201')
printf 'quit\nquit\n' | "$tool" --players human,random,random --names "$panel_names" >"$tmp/panel" 2>&1
for row in "| 1 Zo? M?ller   0  m5 h2 <" "| 2 ??????????   0  m5 h2" "| 3 Jose         0  m5 h2"; do
    grep -qF -- "$row" "$tmp/panel" || fail "the panel's names in ASCII: no '$row' in: $(grep -a 'm5 h2' "$tmp/panel")"
done
if script -qec true /dev/null </dev/null >/dev/null 2>&1; then
    on_terminal "printf 'quit\\nquit\\n' | '$tool' --players human,random,random --names '$panel_names'" \
        2>&1 | sed 's/\x1b\[[0-9;]*[A-Za-z]//g' >"$tmp/panel-tty"
    for row in "$(printf '1 Zo\303\253 M\303\274ller   0  m5 h2 <')" \
        "$(printf '2 \346\235\216\345\260\217\351\276\215\345\260\217\351\276\215   0  m5 h2')" \
        "$(printf '3 Jose\314\201         0  m5 h2')"; do
        grep -qF -- "$row" "$tmp/panel-tty" || fail "the panel's names on a terminal: no '$row' in: $(grep -a 'm5 h2' "$tmp/panel-tty")"
    done
fi
# written as a list is written, a space after each comma (and before one): the names without them
"$tool" --players random,random,random --names "Ann, Bo ,  Cy" --save "$tmp/names2.rec" </dev/null >/dev/null 2>"$tmp/err" ||
    fail "--names 'Ann, Bo ,  Cy'"
[ "$(grep '^name ' "$tmp/names2.rec" | tr '\n' ' ')" = "name 0 Ann name 1 Bo name 2 Cy " ] && [ ! -s "$tmp/err" ] ||
    fail "--names 'Ann, Bo ,  Cy': $(grep '^name ' "$tmp/names2.rec") $(cat "$tmp/err")"
# a plain word too long for its quotes is cut after whole characters, as one with a control is
# (the defect: --seed's 'a' and 200 e-acutes cut within one, a lead byte alone, no closing quote)
acute=$(printf '\303\251') && acutes=$(printf '%200s' '' | sed "s/ /$acute/g")
"$tool" --seed "a$acutes" </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(head -n 1 "$tmp/err")" = "hunters-play: --seed needs a whole number from 0 to 18446744073709551615, \
not 'a$(printf '%s' "$acutes" | head -c 252)...'" ] || fail "--seed, a long word: $(head -n 1 "$tmp/err" | tail -c 20 | od -c)"
# and so are the other spaces the library refuses at a name's end, U+00A0 and U+3000, also
# where the cut to 31 bytes leaves one at the end: 28 letters and a U+3000 (the defect: each
# name refused, "a player name may not start or end with a space", the seat's own name kept)
nbsp=$(printf '\302\240') && wide=$(printf '\343\200\200') && a28=$(printf '%28s' '' | tr ' ' a)
"$tool" --players random,random,random --names "${nbsp}Ann$nbsp, ${wide}Bo$wide,$a28${wide}Cy" \
    --save "$tmp/names3.rec" </dev/null >/dev/null 2>"$tmp/err" || fail "--names with U+00A0 and U+3000"
[ "$(grep '^name ' "$tmp/names3.rec" | tr '\n' ' ')" = "name 0 Ann name 1 Bo name 2 $a28 " ] && [ ! -s "$tmp/err" ] ||
    fail "--names with U+00A0 and U+3000: $(grep '^name ' "$tmp/names3.rec") $(cat "$tmp/err")"
# the library's rule whole (hunters_player_name_trim(); check_api compares it over every code point): a
# filler that shows as a blank (U+3164) and a space with an invisible U+200D after it are
# trimmed as a space is (the defect: each name refused, the seat's own name kept); a byte of
# no UTF-8 character is not (the defect: an overlong U+0020, \300\240, trimmed away, the
# name taken without it, where the library says what is wrong)
filler=$(printf '\343\205\244') && zwj=$(printf '\342\200\215')
"$tool" --players random,random,random --names "Ann$filler,${zwj} Bo,Cy $zwj" \
    --save "$tmp/names4.rec" </dev/null >/dev/null 2>"$tmp/err" || fail "--names with U+3164 and U+200D"
[ "$(grep '^name ' "$tmp/names4.rec" | tr '\n' ' ')" = "name 0 Ann name 1 Bo name 2 Cy " ] && [ ! -s "$tmp/err" ] ||
    fail "--names with U+3164 and U+200D: $(grep '^name ' "$tmp/names4.rec") $(cat "$tmp/err")"
"$tool" --players random,random --names "$(printf 'Ann\300\240')" --save "$tmp/names5.rec" </dev/null >/dev/null \
    2>"$tmp/err" || fail "--names with an overlong space"
grep -q "^hunters-play: name 'Ann??' refused: a player name is UTF-8: an overlong form" "$tmp/err" &&
    grep -q '^name 0 P1 random$' "$tmp/names5.rec" || fail "--names with an overlong space: $(cat "$tmp/err"; grep '^name' "$tmp/names5.rec")"
# a name the trim cannot read (no UTF-8) is refused as given, the spaces at its end kept (the
# defect: cut before the refusal showed it, 'A?b')
"$tool" --players random,random --names "$(printf 'A\377b  ')" --save "$tmp/names7.rec" </dev/null >/dev/null \
    2>"$tmp/err" || fail "--names with a byte of no UTF-8"
[ "$(cat "$tmp/err")" = "hunters-play: name 'A?b  ' refused: a player name is UTF-8: a byte UTF-8 never holds, at byte 2" ] ||
    fail "--names with a byte of no UTF-8 and spaces: $(cat "$tmp/err")"
# a name that the cut to 31 bytes leaves invisible alone (11 U+200D, then Ann) is refused, said,
# as other unusable names are (the defect: the seat's default name given in silence), the seat
# left its own name, as by an empty one (the defect: the library's "player 1", not "P1 random"), the
# invisible characters shown as <U+200D> (the defect: shown raw, the terminal showed
# "name 'Ann' refused"); a U+200D that joins an emoji's characters is shown as it is, as
# elsewhere (a man, a woman and a girl: one family)
zwj11=$(printf '%11s' '' | sed "s/ /$(printf '\342\200\215')/g")
shown11=$(printf '%11s' '' | sed "s/ /<U+200D>/g")
"$tool" --players random,random --names "${zwj11}Ann,Bo" --save "$tmp/names8.rec" </dev/null >/dev/null \
    2>"$tmp/err" || fail "--names with 11 U+200D"
[ "$(cat "$tmp/err")" = "hunters-play: name '${shown11}Ann' refused: a player name has at most 31 bytes, and its first \
31 show nothing (spaces and invisible characters alone)" ] && grep -q '^name 0 P1 random$' "$tmp/names8.rec" &&
    grep -q '^name 1 Bo$' "$tmp/names8.rec" || fail "--names with 11 U+200D: $(cat "$tmp/err"; grep '^name' "$tmp/names8.rec")"
family=$(printf '\360\237\221\250\342\200\215\360\237\221\251\342\200\215\360\237\221\247')
"$tool" --players random,random --names "${zwj11}$family" </dev/null >/dev/null 2>"$tmp/err" ||
    fail "--names with 11 U+200D and an emoji"
[ "$(cat "$tmp/err")" = "hunters-play: name '${shown11}$family' refused: a player name has at most 31 bytes, and its \
first 31 show nothing (spaces and invisible characters alone)" ] || fail "--names with 11 U+200D and an emoji: $(cat "$tmp/err")"
# a name whose escaped form is longer than a message shows is cut between whole escapes, the
# cut marked "..." (the defect: 40 U+200D and Ann cut inside the 32nd, '...<U+200...'): 30
# escapes and "..." are the 250 bytes a quoted word shows whole; and a noncharacter (U+FFFE,
# U+FFFF, which the library refuses as no characters) is shown escaped too, and the U+200D
# after it, which joins no character (the defect: both raw)
zwj40=$(printf '%40s' '' | sed "s/ /$(printf '\342\200\215')/g")
shown30=$(printf '%30s' '' | sed "s/ /<U+200D>/g")
"$tool" --players random,random --names "${zwj40}Ann" </dev/null >/dev/null 2>"$tmp/err" ||
    fail "--names with 40 U+200D"
[ "$(cat "$tmp/err")" = "hunters-play: name '${shown30}...' refused: a player name has at most 31 bytes, and its \
first 31 show nothing (spaces and invisible characters alone)" ] || fail "--names with 40 U+200D: $(cat "$tmp/err")"
"$tool" --players random,random --names "${zwj11}$(printf '\357\277\276\342\200\215')Ann$(printf '\357\277\277')" </dev/null \
    >/dev/null 2>"$tmp/err" || fail "--names with 11 U+200D and U+FFFE"
[ "$(cat "$tmp/err")" = "hunters-play: name '${shown11}<U+FFFE><U+200D>Ann<U+FFFF>' refused: a player name has at most 31 bytes, \
and its first 31 show nothing (spaces and invisible characters alone)" ] ||
    fail "--names with 11 U+200D and U+FFFE: $(cat "$tmp/err")"
# the library's refusal shows the name as that one does: a noncharacter as <U+FFFE>, an invisible
# U+200D before "Bo" as <U+200D> (the defect: both raw, the terminal showed 'Ann' and 'Bo#')
"$tool" --players random,random --names "Ann$(printf '\357\277\276'),$(printf '\342\200\215')Bo#" </dev/null \
    >/dev/null 2>"$tmp/err" || fail "--names with U+FFFE and U+200D"
[ "$(cat "$tmp/err")" = "hunters-play: name 'Ann<U+FFFE>' refused: a player name has no noncharacters: U+FFFE at byte 4 \
is one (U+FDD0 to U+FDEF, and the last two code points of every plane: U+FFFE, U+FFFF, U+1FFFE, U+1FFFF ... U+10FFFF)
hunters-play: name '<U+200D>Bo#' refused: a player name has no '#', at byte 6" ] ||
    fail "--names with U+FFFE and U+200D: $(cat -v "$tmp/err")"
# the other noncharacters are refused as U+FFFE is, each escaped (the defect: U+FDD0 and U+10FFFF
# taken, shown raw in the event log, the record's comment and the board's SVG), and the seat keeps
# its own name
"$tool" --players random,random --names "Ann$(printf '\357\267\220'),Bo$(printf '\364\217\277\277')" \
    --save "$tmp/names-nonchar.rec" </dev/null >/dev/null 2>"$tmp/err" || fail "--names with U+FDD0 and U+10FFFF"
[ "$(cat "$tmp/err")" = "hunters-play: name 'Ann<U+FDD0>' refused: a player name has no noncharacters: U+FDD0 at byte 4 \
is one (U+FDD0 to U+FDEF, and the last two code points of every plane: U+FFFE, U+FFFF, U+1FFFE, U+1FFFF ... U+10FFFF)
hunters-play: name 'Bo<U+10FFFF>' refused: a player name has no noncharacters: U+10FFFF at byte 3 is one (U+FDD0 to \
U+FDEF, and the last two code points of every plane: U+FFFE, U+FFFF, U+1FFFE, U+1FFFF ... U+10FFFF)" ] &&
    [ "$(grep '^name ' "$tmp/names-nonchar.rec" | tr '\n' ' ')" = "name 0 P1 random name 1 P2 random " ] ||
    fail "--names with U+FDD0 and U+10FFFF: $(cat -v "$tmp/err"; grep '^name' "$tmp/names-nonchar.rec")"
# an interlinear annotation character (U+FFF9 to U+FFFB, refused in a name: it hides or moves
# the text between them) is shown escaped too (the defect: raw, the terminal showed 'Annx')
"$tool" --players random,random --names "Ann$(printf '\357\277\272')x" </dev/null >/dev/null 2>"$tmp/err" ||
    fail "--names with U+FFFA"
[ "$(cat "$tmp/err")" = "hunters-play: name 'Ann<U+FFFA>x' refused: a player name has no interlinear annotation \
character: U+FFFA at byte 4 is one (U+FFF9 to U+FFFB)" ] || fail "--names with U+FFFA: $(cat -v "$tmp/err")"
# a direction mark or override (U+202E, U+200E, U+061C: every character the other messages
# show as '?') is escaped wherever it is, as the noncharacters are: after a character that shows
# too (the defect: 'A?B' there, '<U+202E>B' at the start, one character shown two ways in the
# refusal that names it)
"$tool" --players random,random --names "A$(printf '\342\200\256')B,$(printf '\342\200\256')B" </dev/null \
    >/dev/null 2>"$tmp/err" || fail "--names with U+202E"
[ "$(cat "$tmp/err")" = "hunters-play: name 'A<U+202E>B' refused: a player name has no bidirectional embedding, \
override or isolate: U+202E at byte 2 is one (U+202A to U+202E, U+2066 to U+2069)
hunters-play: name '<U+202E>B' refused: a player name has no bidirectional embedding, override or isolate: \
U+202E at byte 1 is one (U+202A to U+202E, U+2066 to U+2069)" ] || fail "--names with U+202E: $(cat -v "$tmp/err")"
"$tool" --players random,random --names "A$(printf '\342\200\216\342\200\215')B#,Bo$(printf '\330\234')#" \
    </dev/null >/dev/null 2>"$tmp/err" || fail "--names with U+200E and U+061C"
[ "$(cat "$tmp/err")" = "hunters-play: name 'A<U+200E><U+200D>B#' refused: a player name has no '#', at byte 9
hunters-play: name 'Bo<U+061C>#' refused: a player name has no '#', at byte 5" ] ||
    fail "--names with U+200E and U+061C: $(cat -v "$tmp/err")"
# and every other message shows a noncharacter as '?' (shown_word()), as U+FDD0 and U+10FFFF in
# --seed's value, and so an annotation character, U+FFF9 (the defect: raw, which a terminal
# shows as nothing: not '5')
"$tool" --seed "5$(printf '\357\267\220\364\217\277\277\357\277\271')" </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(head -n 1 "$tmp/err")" = "hunters-play: --seed needs a whole number from 0 to 18446744073709551615, \
not '5???'" ] || fail "--seed with noncharacters: $(head -n 1 "$tmp/err" | cat -v)"
# at the table too, a refused name (a control) gives the seat its own name, as an empty one does
printf 'quit\n' | "$tool" --table --players 2 --names "$(printf 'A\001'),Bo" --save "$tmp/names9.rec" >/dev/null 2>"$tmp/err"
grep -q "^hunters-play: name 'A?' refused: a player name has no control characters: U+0001 at byte 2 is one" "$tmp/err" &&
    [ "$(grep '^name ' "$tmp/names9.rec" | tr '\n' ' ')" = "name 0 P1 name 1 Bo " ] ||
    fail "--table --names with a control: $(cat "$tmp/err"; grep '^name' "$tmp/names9.rec")"
# the library's own trimming (hunters_player_name_trim()), no copy of its rule: a space
# behind an invisible U+200D, the blank filler U+3164, and a name of U+200B and U+200D
# alone, which shows nothing, leaving the seat its own name (the defect: the tool's copy
# knew neither, each name refused and said so)
zwsp=$(printf '\342\200\213')
"$tool" --players random,random,random --names "$zwj Ann,${filler}Bo $zwj,$zwsp$zwj" \
    --save "$tmp/names6.rec" </dev/null >/dev/null 2>"$tmp/err" || fail "--names with U+200D and U+3164"
[ "$(grep '^name ' "$tmp/names6.rec" | tr '\n' ' ')" = "name 0 Ann name 1 Bo name 2 P3 random " ] && [ ! -s "$tmp/err" ] ||
    fail "--names with U+200D and U+3164: $(grep '^name ' "$tmp/names6.rec") $(cat "$tmp/err")"
"$tool" --players random,random --names Ann,Bob,Cy </dev/null >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(cat "$tmp/err")" = "hunters-play: --names gives 3 names for 2 seats: give a name each, or fewer" ] ||
    fail "--names for no seat: $(cat "$tmp/err")"
"$tool" --load "$tmp/names.rec" --names Bob </dev/null >"$tmp/out" 2>&1
tr "\n" " " <"$tmp/out" | tr -s " " | grep -q -- "--names is not used: [^ ]*names.rec keeps the names of its players" ||
    fail "--names with --load silently ignored: $(head -5 "$tmp/out")"

# --save over a file holding another game (last evening's, its --load
# forgotten) or anything this session did not load is refused before the
# game starts, the file untouched (the defect: --save's first write, at the
# start, replaced it by the new game's record, while save FILE asks first);
# with --load naming it, an empty file, or one the --load names through a
# link, it goes on
cp "$tmp/part.rec" "$tmp/yesterday.rec"
printf 'quit\n' | "$tool" --table --players 2 --save "$tmp/yesterday.rec" >"$tmp/refused" 2>"$tmp/refused.err"
[ $? -eq 2 ] || fail "--save over another game was not refused: $(cat "$tmp/refused.err")"
grep -q "^hunters-play: --save $tmp/yesterday.rec: the file exists and is no file of this game: to go on with the game it holds, give --load $tmp/yesterday.rec too" "$tmp/refused.err" ||
    fail "--save over another game: $(cat "$tmp/refused.err")"
cmp -s "$tmp/part.rec" "$tmp/yesterday.rec" || fail "--save refused, yet the file changed"
[ -s "$tmp/refused" ] && fail "a game was shown before --save was refused"
printf 'quit\n' | "$tool" --table --players 2 --load "$tmp/yesterday.rec" --save "$tmp/yesterday.rec" >/dev/null 2>&1
# --tileset's own file (or a link to it) as --save's is refused as that, the tile set kept (the
# defect: "give --load FILE too", which holds no game)
cp "${top_srcdir:-..}/data/tiles-2002.txt" "$tmp/tiles.txt" && ln -s tiles.txt "$tmp/tiles.link"
for save in tiles.txt tiles.link; do
    printf 'quit\n' | "$tool" --players 2 --tileset "$tmp/tiles.txt" --save "$tmp/$save" >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && cmp -s "${top_srcdir:-..}/data/tiles-2002.txt" "$tmp/tiles.txt" &&
        [ "$(cat "$tmp/err")" = "hunters-play: --save $tmp/$save: that is --tileset's file, the tile set of this game: \
name another file" ] || fail "--tileset F --save $save: $(cat "$tmp/err")"
done
# and so is save FILE at the prompt naming it, typed twice too, as --save's file is refused (the
# defect: asked as another file is, "type save FILE again", and the same entry replaced the tile set)
for save in tiles.txt tiles.link; do
    printf 'save %s\nsave %s\nquit\nquit\n' "$tmp/$save" "$tmp/$save" |
        "$tool" --players human,greedy --seed 3 --tileset "$tmp/tiles.txt" >"$tmp/out" 2>&1
    cmp -s "${top_srcdir:-..}/data/tiles-2002.txt" "$tmp/tiles.txt" &&
        [ "$(tr '\n' ' ' <"$tmp/out" | tr -s ' ' | grep -o "save $tmp/$save: that is --tileset's file, the tile set of \
this game: name another file" | wc -l)" -eq 2 ] || fail "save $save of --tileset's file: $(grep -A1 "$save" "$tmp/out")"
done
cmp -s "$tmp/part.rec" "$tmp/yesterday.rec" || fail "--load F --save F changed an unchanged game"
ln -s yesterday.rec "$tmp/yesterday.link"
printf 'quit\n' | "$tool" --table --players 2 --load "$tmp/yesterday.link" --save "$tmp/yesterday.rec" >"$tmp/out" 2>&1 ||
    [ $? -eq 1 ] || fail "--load LINK --save FILE of one game: $(tail -3 "$tmp/out")"
: >"$tmp/empty.rec"
printf 'quit\n' | "$tool" --players human,greedy --save "$tmp/empty.rec" >"$tmp/out" 2>&1
grep -q "^hunters-record" "$tmp/empty.rec" || fail "--save over an empty file: $(tail -3 "$tmp/out")"
# input that cannot be read is said with its reason, not taken for its end
# alone (the defect: a folder or a closed standard input ended the game as
# 'end of input', nothing on standard error); a plain end says nothing there
"$tool" --players human,greedy <"$tmp" >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -qx "hunters-play: cannot read standard input: Is a directory" "$tmp/err" ||
    fail "a folder as input: $(cat "$tmp/err")"
"$tool" --players human,greedy <&- >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "^hunters-play: cannot read standard input: " "$tmp/err" || fail "input closed: $(cat "$tmp/err")"
"$tool" --players human,greedy </dev/null >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && [ ! -s "$tmp/err" ] && grep -q "^end of input: the game is not over" "$tmp/out" ||
    fail "the end of input: $(cat "$tmp/err")"
# save to what is no regular file writes it in place, as hunters-sim's and
# hunters-svg's outputs: a FIFO stays one and its reader gets the record
# (the defect: the library's new file was renamed over it, so the FIFO, or
# run as root /dev/null itself, became a regular file); a folder is said
# to be one ('Device or resource busy' for /)
mkfifo "$tmp/savefifo"
cat "$tmp/savefifo" >"$tmp/savefifo.out" &
reader=$!
printf 'save %s\nsave %s\nquit\nquit\n' "$tmp/savefifo" "$tmp" | "$tool" --players human,greedy >"$tmp/out" 2>&1
if [ -p "$tmp/savefifo" ]; then
    wait $reader
else
    kill $reader 2>/dev/null
    fail "save FIFO replaced the FIFO: $(ls -l "$tmp/savefifo")"
fi
grep -q "^saved to $tmp/savefifo" "$tmp/out" && grep -q "^hunters-record" "$tmp/savefifo.out" || fail "save FIFO: $(grep fifo "$tmp/out")"
grep -q "^cannot save to $tmp: Is a directory" "$tmp/out" || fail "save FOLDER: $(grep 'save to' "$tmp/out")"
# a FIFO nobody reads is said, not waited for (the defect: the open
# waited for a reader: --save FIFO stood still before the game, and save
# FIFO once the reader had left froze the game); timeout only ends a hang
timeout --foreground 60 "$tool" --players human,greedy --save "$tmp/savefifo" </dev/null >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "^hunters-play: --save $tmp/savefifo: cannot save the game there: No such device or address" "$tmp/err" ||
    fail "--save FIFO without a reader: $(cat "$tmp/err")"
printf 'save %s\nquit\nquit\n' "$tmp/savefifo" | timeout --foreground 60 "$tool" --players human,greedy >"$tmp/out" 2>&1
[ $? -ne 124 ] && grep -q "^cannot save to $tmp/savefifo: No such device or address" "$tmp/out" ||
    fail "save FIFO without a reader: $(grep 'save' "$tmp/out" | head -3)"
# load of a FIFO (or a device) at the prompt is refused, not waited on (the
# defect: the game stood still, deaf to quit, until a writer came); timeout
# only ends a hang. The path matched by its end: a long one is shown as
# ".../savefifo" (shorten_path())
printf 'load %s\nload /dev/null\nquit\nquit\n' "$tmp/savefifo" | timeout --foreground 60 "$tool" --players human,greedy >"$tmp/out" 2>&1
[ $? -eq 1 ] && tr "\n" " " <"$tmp/out" | tr -s " " >"$tmp/words" &&
    grep -q "cannot load [^ ]*/savefifo: it is no file (a named pipe, a device): load reads a saved game's file" "$tmp/words" &&
    grep -q "cannot load /dev/null: it is no file" "$tmp/words" || fail "load FIFO: $(grep -A 1 'load' "$tmp/out" | head -6)"
# --save is tried at the start: a file that cannot be written is refused
# before the game, not after it (the defect: only the end tried it)
"$tool" --players human,greedy --save "$tmp/no/such/folder.rec" </dev/null >"$tmp/nosave" 2>"$tmp/nosave.err" &&
    fail "--save into a missing folder was accepted"
grep -q "^hunters-play: --save $tmp/no/such/folder.rec: cannot save" "$tmp/nosave.err" || fail "--save: $(cat "$tmp/nosave.err")"
[ -s "$tmp/nosave" ] && fail "a game was shown before the --save file was refused"
# ... and the file holds a whole record from the start (it loads), never an empty one
printf 'quit\n' | "$tool" --players human,greedy --seed 3 --save "$tmp/quit.rec" >/dev/null 2>&1
"${top_builddir:-.}/hunters-replay" "$tmp/quit.rec" >/dev/null 2>&1 || fail "the record saved on quit does not load"

# a closed output (SIGPIPE, EPIPE) saved nothing: the program died before
# its save at the end (the defect); now it stops, saves the game so far and
# says that the output failed. The session writes some 100 kB, more than a
# pipe holds, so its writes fail once head has gone, however fast either is.
{
    "$tool" --players human,greedy --seed 3 --save "$tmp/pipe.rec" <"$tmp/human.in" 2>"$tmp/pipe.err"
    echo $? >"$tmp/pipe.status"
} | head -c 100 >/dev/null
[ "$(cat "$tmp/pipe.status")" -ne 0 ] || fail "a closed output ended with status 0"
grep -q "^hunters-play: cannot write to standard output" "$tmp/pipe.err" || fail "closed output: $(cat "$tmp/pipe.err")"
"${top_builddir:-.}/hunters-replay" "$tmp/pipe.rec" >"$tmp/pipe.replay" 2>&1 ||
    fail "no record saved after a closed output: $(cat "$tmp/pipe.replay")"

# SIGTERM while the program waits for a line: it saves the game so far
# (the defect: the signal killed it unsaved) and ends with status 128+15.
# The signal is sent once the second prompt is out (polled, never a time).
mkfifo "$tmp/fifo" || fail "mkfifo"
"$tool" --players human,greedy --seed 3 --names Ann,Bot --save "$tmp/term.rec" <"$tmp/fifo" >"$tmp/term" 2>"$tmp/term.err" &
pid=$!
exec 3>"$tmp/fifo"
printf 'a\n0\n' >&3
tries=0
until [ "$(grep -c "Ann, place" "$tmp/term")" -ge 2 ]; do
    tries=$((tries + 1))
    [ $tries -lt 3000 ] || { kill $pid; fail "the second prompt never came: $(tail -3 "$tmp/term")"; }
    sleep 0.1
done
stop_by TERM $pid
exec 3>&-
[ $status -eq 143 ] || fail "SIGTERM: status $status, $(cat "$tmp/term.err")"
grep -q "^hunters-play: stopped by signal 15; the game so far is in $tmp/term.rec" "$tmp/term.err" ||
    fail "SIGTERM: $(cat "$tmp/term.err")"
[ "$(grep -c '^place ' "$tmp/term.rec")" -eq 2 ] || fail "the record saved on SIGTERM lacks the two placements"

# SIGHUP, the terminal closed (a window shut, an ssh connection lost) in the
# middle of a table evening: saved as for SIGTERM, status 128+1 (the
# defect: SIGHUP's default action killed it, the --save file kept only
# the game as it was at the start)
# A job started with SIGHUP ignored (nohup, as a CI runner may start the
# tests) keeps it ignored, as it should: env --default-signal (coreutils
# 8.31) gives it back; without it the check is skipped.
if env --default-signal=HUP true 2>/dev/null; then
    env --default-signal=HUP "$tool" --table --players 2 --names Ann,Bob --save "$tmp/hup.rec" <"$tmp/fifo" >"$tmp/hup" 2>"$tmp/hup.err" &
    pid=$!
    exec 3>"$tmp/fifo"
    printf 'LR2a\na\n0\n' >&3
    wait_prompt "Bob drew which" "$tmp/hup" $pid
    stop_by HUP $pid
    exec 3>&-
    [ $status -eq 129 ] || fail "SIGHUP: status $status, $(cat "$tmp/hup.err")"
    grep -q "^hunters-play: stopped by signal 1; the game so far is in $tmp/hup.rec" "$tmp/hup.err" ||
        fail "SIGHUP: $(cat "$tmp/hup.err")"
    grep -q '^draw LR2a$' "$tmp/hup.rec" && grep -q '^place ' "$tmp/hup.rec" && grep -q '^pass$' "$tmp/hup.rec" ||
        fail "the record saved on SIGHUP lacks Ann's turn: $(grep -v '^#' "$tmp/hup.rec")"
fi

# A signal from the terminal: SIGQUIT (Ctrl-\) and SIGINT (Ctrl-C) save and
# say where the game is as SIGTERM does, status 128+N (the defect they
# guard against: their default action ended the program with no last save
# and no word of where the game is). A non-interactive shell starts a
# background job with both ignored: env --default-signal (coreutils 8.31)
# gives them back; without it the check is skipped.
#   saved_on_terminal_signal NAME NUMBER FILE
saved_on_terminal_signal() {
    env --default-signal="$1" true 2>/dev/null || return 0
    env --default-signal="$1" "$tool" --players human,greedy --seed 3 --names Ann,Bot --save "$tmp/$3.rec" \
        <"$tmp/fifo" >"$tmp/$3" 2>"$tmp/$3.err" &
    pid=$!
    exec 3>"$tmp/fifo"
    printf 'a\n0\n' >&3
    tries=0
    until [ "$(grep -c "Ann, place" "$tmp/$3")" -ge 2 ]; do
        tries=$((tries + 1))
        [ $tries -lt 3000 ] || { kill $pid; fail "the second prompt never came: $(tail -3 "$tmp/$3")"; }
        sleep 0.1
    done
    stop_by "$1" $pid
    exec 3>&-
    [ $status -eq $((128 + $2)) ] || fail "SIG$1: status $status, $(cat "$tmp/$3.err")"
    grep -q "^hunters-play: stopped by signal $2; the game so far is in $tmp/$3.rec" "$tmp/$3.err" ||
        fail "SIG$1: $(cat "$tmp/$3.err")"
    [ "$(grep -c '^place ' "$tmp/$3.rec")" -eq 2 ] || fail "the record saved on SIG$1 lacks the two placements"
}
saved_on_terminal_signal QUIT 3 quit3
saved_on_terminal_signal INT 2 int

# a crash, kill -9, a power cut: nothing can save then, so --save writes the
# game after every move (the defect: it wrote only at the start and at the
# stop, and a killed table evening lost every entry); the record loads
"$tool" --table --players 2 --names Ann,Bob --save "$tmp/kill.rec" <"$tmp/fifo" >"$tmp/kill" 2>&1 &
pid=$!
exec 3>"$tmp/fifo"
printf 'LR2a\na\n0\n' >&3
wait_prompt "Bob drew which" "$tmp/kill" $pid
kill -KILL $pid
wait $pid
exec 3>&-
grep -q '^draw LR2a$' "$tmp/kill.rec" && grep -q '^place ' "$tmp/kill.rec" && grep -q '^pass$' "$tmp/kill.rec" ||
    fail "after kill -9 the --save file lacks Ann's turn: $(grep -v '^#' "$tmp/kill.rec")"
printf 'quit\n' | "$tool" --table --players 2 --load "$tmp/kill.rec" >"$tmp/kill2" 2>&1
grep -q "Bob drew which" "$tmp/kill2" || fail "the record kept after kill -9 does not resume: $(tail -3 "$tmp/kill2")"
# a --save file that cannot be written any more is said on the screen, and the game goes on
mkdir "$tmp/gone"
"$tool" --table --players 2 --names Ann,Bob --save "$tmp/gone/g.rec" <"$tmp/fifo" >"$tmp/gone.out" 2>"$tmp/gone.err" &
pid=$!
exec 3>"$tmp/fifo"
wait_prompt "Ann drew which" "$tmp/gone.out" $pid
rm -rf "$tmp/gone"
printf 'LR2a\nquit\n' >&3
wait $pid
status=$?
exec 3>&-
[ $status -eq 1 ] || fail "a --save file gone: status $status"
tr '\n' ' ' <"$tmp/gone.out" | tr -s ' ' | grep -q "cannot save the game to $tmp/gone/g.rec (--save): No such file or directory; play on" ||
    fail "a --save file that cannot be written is not said: $(tail -8 "$tmp/gone.out")"
grep -q "Ann, place LR2a" "$tmp/gone.out" || fail "the game did not go on after a failed save"

# --save FILE and save FILE through a symbolic link write the file the
# link names, and the link stays one (the defect: the library renames its
# new file over the path it is given, so the link was replaced by a file
# of its own after the first move, and the record it names kept the game
# as it was); the file the link names is still asked about before it is
# replaced, and recognised as --save's own
mkdir "$tmp/site"
: >"$tmp/site/game.rec" # (empty: --save refuses a file holding another game)
printf 'tileset mine\n' >"$tmp/site/other.txt"
ln -s site/game.rec "$tmp/link.rec"
ln -s site/other.txt "$tmp/link.txt"
printf 'a\n0\nsave %s\nsave %s\nsave %s\nsave %s\nquit\n' "$tmp/link.rec" "$tmp/site/game.rec" "$tmp/link.txt" "$tmp/link.txt" |
    "$tool" --players human,greedy --seed 3 --names Ann,Bot --save "$tmp/link.rec" >"$tmp/link" 2>&1
[ -L "$tmp/link.rec" ] && [ -L "$tmp/link.txt" ] || fail "a save replaced a symbolic link by a file: $(ls -l "$tmp/link.rec" "$tmp/link.txt")"
[ "$(grep -c '^place ' "$tmp/site/game.rec")" -ge 2 ] || fail "--save through a link did not write the file it names"
grep -q "no file of this game: type save $tmp/link.rec" "$tmp/link" && fail "save of --save's own file through a link asked"
grep -q "no file of this game: type save $tmp/site/game.rec" "$tmp/link" && fail "save of the file --save's link names asked"
tr '\n' ' ' <"$tmp/link" | tr -s ' ' | grep -q "$tmp/link.txt exists and is no file of this game: type save $tmp/link.txt again" ||
    fail "save through a link to another file did not ask: $(grep -A1 link.txt "$tmp/link")"
grep -q "^hunters-record" "$tmp/site/other.txt" || fail "save through a link, confirmed, did not write the file it names"
# (find, not ls | grep: a name with a newline in it is one name; shellcheck SC2010)
[ -z "$(find "$tmp/site" "$tmp" -maxdepth 1 -name '*.tmp-*')" ] || fail "a save through a link left a temporary file"

# save FILE over an existing file this session neither read nor wrote (a
# tile set, another evening's game) asks first: the same entry again
# replaces it (the defect: it was replaced at once, a tile set typed by
# mistake lost); a failed save says why; a file of this game is saved over
printf 'tileset mine\n' >"$tmp/precious.txt"
printf 'LR2a\nsave %s\nsave %s\nsave %s\nsave %s\nquit\n' "$tmp/precious.txt" "$tmp/no/dir.rec" "$tmp/evening.rec" "$tmp/evening.rec" |
    "$tool" --table --players 2 --save "$tmp/evening.rec" >"$tmp/over" 2>&1
[ "$(cat "$tmp/precious.txt")" = "tileset mine" ] || fail "save replaced a file unasked: $(head -3 "$tmp/precious.txt")"
tr '\n' ' ' <"$tmp/over" | tr -s ' ' | grep -q "$tmp/precious.txt exists and is no file of this game: type save $tmp/precious.txt again to replace it" ||
    fail "save over a file: $(grep -A2 precious "$tmp/over" | tail -4)"
tr '\n' ' ' <"$tmp/over" | tr -s ' ' | grep -q "cannot save to $tmp/no/dir.rec: No such file or directory" ||
    fail "a failed save does not say why: $(grep -A1 'cannot save' "$tmp/over")"
[ "$(grep -c "^saved to $tmp/evening.rec" "$tmp/over")" -eq 2 ] || fail "saving over --save's own file asked"
# --save's file is rewritten (a new file renamed over it) before every
# prompt: save naming it at the first prompt asked as for a stranger's file
# (the defect: only the inode of the first write was known)
printf 'save %s\nquit\n' "$tmp/own.rec" | "$tool" --players human,greedy --seed 3 --save "$tmp/own.rec" >"$tmp/own" 2>&1
grep -q "no file of this game" "$tmp/own" && fail "save FILE of --save's own file asked: $(grep -A1 'own.rec exists' "$tmp/own")"
grep -q "^saved to $tmp/own.rec" "$tmp/own" || fail "save FILE of --save's own file: $(grep own.rec "$tmp/own")"
printf 'save %s\nsave %s\nquit\nquit\n' "$tmp/precious.txt" "$tmp/precious.txt" | "$tool" --table --players 2 >"$tmp/over2" 2>&1
grep -q "^saved to $tmp/precious.txt" "$tmp/over2" && grep -q "^hunters-record" "$tmp/precious.txt" ||
    fail "save typed twice did not replace the file"
# load with moves saved nowhere else asks first (the defect: the game in
# progress was dropped, and --save's file then held the loaded game)
printf 'LR2a\na\n0\nload %s\nquit\n' "$tmp/precious.txt" | "$tool" --table --players 2 --save "$tmp/kept.rec" >"$tmp/keep" 2>&1
grep -q '^draw LR2a$' "$tmp/kept.rec" || fail "load replaced the game in progress unasked: $(grep -v '^#' "$tmp/kept.rec")"
tr '\n' ' ' <"$tmp/keep" | tr -s ' ' | grep -q "load replaces the game in progress, whose moves since the start are saved in no other file (--save's file will hold the loaded game): save FILE first, or type load $tmp/precious.txt again" ||
    fail "load: $(tail -6 "$tmp/keep")"
printf 'LR2a\nload %s\nload %s\nquit\n' "$tmp/precious.txt" "$tmp/precious.txt" | "$tool" --table --players 2 >"$tmp/keep2" 2>&1
grep -q "^loaded $tmp/precious.txt" "$tmp/keep2" || fail "load typed twice did not load"

# blanks after save FILE / load FILE are no part of the name (the defect:
# a file 'g.rec ' was written, and 'load g.rec ' looked for one); a name
# of blanks only, or none, is a usage message, not a file
mkdir "$tmp/blank" && (cd "$tmp/blank" && printf 'save g.rec  \t\nsave   \nload\nload   g.rec \nquit\nquit\n' |
    "$abs_tool" --table --players 2 >"$tmp/blank.out" 2>&1)
[ "$(ls "$tmp/blank")" = g.rec ] || fail "save with blanks wrote: $(ls "$tmp/blank" | sed 's/.*/[&]/')"
grep -q "^saved to g.rec\$" "$tmp/blank.out" || fail "save with blanks: $(grep saved "$tmp/blank.out")"
grep -q "^loaded g.rec\$" "$tmp/blank.out" || fail "load with blanks: $(grep -A1 load "$tmp/blank.out")"
[ "$(grep -c '^save FILE: \|^load FILE: ' "$tmp/blank.out")" -eq 2 ] || fail "save/load without a name: $(grep -A1 -e '^save *$' -e '^load$' "$tmp/blank.out")"

# load of a file that cannot be read: the system's reason, not a "line 0"
printf 'load %s\nquit\n' "$tmp" | "$tool" --table --players 2 >"$tmp/loaddir" 2>&1
tr '\n' ' ' <"$tmp/loaddir" | tr -s ' ' | grep -q "cannot load $tmp: cannot read the file: Is a directory" ||
    fail "load of a folder: $(grep -A1 'cannot load' "$tmp/loaddir")"

# a record refused at a line: the library's message whole, with its column,
# at the prompt and on standard error for --load (the defect: cut at 60
# bytes, before its reason: "... a tile at (5,5) would not touch the board
# alon"; a new user's report)
printf 'hunters-record 2\nplayers 2\ndraw-mode caller\ntileset reconstruction-v1 c674d18ce4e35c33\ndraw FCa\n%s\n' \
    'place 5 5 r0' >"$tmp/illegal.rec"
why="line 6, column 1: illegal move: a tile at (5,5) would not touch the board along a side; corners are not enough (R3.2)"
printf 'load %s\nquit\n' "$tmp/illegal.rec" | "$tool" --table --players 2 >"$tmp/loadillegal" 2>&1
tr '\n' ' ' <"$tmp/loadillegal" | tr -s ' ' | grep -qF "cannot load $tmp/illegal.rec: $why" ||
    fail "load of a record refused at a line: $(grep -A2 'cannot load' "$tmp/loadillegal")"
"$tool" --players random,random --load "$tmp/illegal.rec" </dev/null >/dev/null 2>"$tmp/loadillegal.err"
status=$?
[ $status -ne 0 ] && tr '\n' ' ' <"$tmp/loadillegal.err" | tr -s ' ' | grep -qF "hunters-play: cannot load $tmp/illegal.rec: $why" ||
    fail "--load of a record refused at a line: status $status: $(cat "$tmp/loadillegal.err")"

# a line longer than an entry (254 characters) is refused whole: its rest
# was run as a second entry (the defect: 260 spaces then 'a' placed a tile)
{ printf '%260s' ""; printf 'a\nquit\n'; } |
    "$tool" --players human,greedy --seed 3 --names Ann,Bot --save "$tmp/long.rec" >"$tmp/long" 2>&1
grep -q "^that line is too long (more than 254 characters): ignored" "$tmp/long" || fail "no word on the long line"
grep -q "^place " "$tmp/long.rec" && fail "the rest of a long line was played: $(grep "placed" "$tmp/long")"
# a line of exactly 254 characters is an entry (refused as a label, not as too long)
{ printf 'x%253s\nquit\n' ""; } | "$tool" --players human,greedy --seed 3 >"$tmp/long" 2>&1
grep -q "too long" "$tmp/long" && fail "a line of 254 characters was too long"
grep -q "^no place is labelled 'x" "$tmp/long" || fail "the 254-character line: $(tail -3 "$tmp/long")"

# hint at a draw prompt (table mode) printed nothing (the defect): it says
# that a hint needs the tile, and which tiles are left
printf 'hint\nquit\n' | "$tool" --table --players 2 >"$tmp/drawhint" 2>&1
awk '/> hint$/ { on = 1; next } on && /describe it [(]help[)]> / { exit } on' "$tmp/drawhint" >"$tmp/drawhint1"
grep -q "^a hint needs the tile: enter the tile drawn first (78 left in the stack):" "$tmp/drawhint1" ||
    fail "hint at the draw prompt: $(cat "$tmp/drawhint1")"
grep -q "FCa" "$tmp/drawhint1" || fail "hint at the draw prompt lists no tiles: $(cat "$tmp/drawhint1")"

# table mode: the tile drawn found by what it shows (the library's finder),
# a word it does not know marked at its column, a match taken by its number
printf 'river wiht fish\nlake with 2 fish and mammoth\n1\nquit\n' |
    "$tool" --table --players 2 --names Ann,Bob >"$tmp/finder" 2>&1
grep -q "^The built-in tiles are a reconstruction" "$tmp/finder" || fail "no word that the tiles are a reconstruction"
grep -q "^unknown word 'wiht'" "$tmp/finder" && grep -q "(column 7)$" "$tmp/finder" ||
    fail "the unknown word: $(grep -i -A3 wiht "$tmp/finder")"
grep -q "^        ^$" "$tmp/finder" || fail "no mark under the unknown word"
grep -q "^one tile matches: LR2a (MMRM 2 fish 1 mammoth); y or 1 takes it$" "$tmp/finder" ||
    fail "LR2a is not the one match: $(grep -i match "$tmp/finder")"
grep -q "^drawn: LR2a" "$tmp/finder" || fail "match 1 was not drawn"
# a message that names its column already is shown once, not with a
# second "(column N)" (the defect: "... at column 8) (column 8)")
printf 'lake zz\303\251\nquit\n' | "$tool" --table --players 2 >"$tmp/finder8" 2>&1
grep -q "byte over 127 at column 8)$" "$tmp/finder8" || fail "the byte over 127: $(grep -i column "$tmp/finder8")"
grep -q "column 8) (column 8)" "$tmp/finder8" && fail "the column told twice: $(grep -i column "$tmp/finder8")"
grep -q "Ann, place LR2a" "$tmp/finder" || fail "no placement of LR2a"

# the finder counts as matches only the tiles meeting every term, the near
# misses after them marked ~ (the defect: more words gave more matches, and
# RRRR "matched" 7 tiles): river 39, river with 2 fish 5 (J4's 4 fish and
# STa's lake-less river are close, not matches), RRRR only J4, which y takes
printf 'river\nriver with 2 fish\nRRRR\ny\nquit\n' | "$tool" --table --players 2 >"$tmp/narrow" 2>&1
grep -q "^39 tiles match; the best 12 shown" "$tmp/narrow" || fail "river: $(grep -i match "$tmp/narrow")"
grep -q "^5 tiles match, 36 close (~); the best 12 shown" "$tmp/narrow" ||
    fail "river with 2 fish: $(grep -i match "$tmp/narrow")"
awk '/> river with 2 fish$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/narrow" >"$tmp/narrow2"
grep -q "| 1 J3c MRRR 2 fish *$" "$tmp/narrow2" || fail "river with 2 fish: the best: $(cat "$tmp/narrow2")"
# every match shown has a line in words, beside the gallery or under it (the
# defect: LR2b's 2 fish 2 deer and LR1's 1 fish 1 deer looked the same)
grep -q "| 3 LR2b MMRM 2 fish 2 deer *$" "$tmp/narrow2" && grep -q "| 8~ LR1 MMRM 1 fish 1 deer *$" "$tmp/narrow2" &&
    grep -q "^12~ STa: MRMR$" "$tmp/narrow2" || fail "the matches are not all in words: $(cat "$tmp/narrow2")"
grep -q " J4  " "$tmp/narrow2" && grep -q " 7~ " "$tmp/narrow2" || fail "J4 (4 fish) not shown as close: $(cat "$tmp/narrow2")"
grep -q "^one tile matches: J4 (RRRR 4 fish); y or 1 takes it$" "$tmp/narrow" || fail "RRRR: $(grep -i match "$tmp/narrow")"
grep -q "^drawn: J4" "$tmp/narrow" || fail "y did not take the one match of RRRR"
# the finder example of help and doc/play.md finds tiles meeting every word
# (the defect: FMRM deer, which no tile has)
printf 'help\nMRMR deer\nquit\nquit\n' | "$tool" --table --players 2 >"$tmp/example" 2>&1
example=$(grep -o "| [A-Z?]\{4\} [a-z]* |" "$tmp/example" | head -n 1 | sed 's/^| //; s/ |$//')
[ "$example" = "MRMR deer" ] || fail "help's example: '$example'"
grep -q "^2 tiles match" "$tmp/example" || fail "MRMR deer: $(grep -i match "$tmp/example")"
grep -q "MRMR deer" "${top_srcdir:-..}/doc/play.md" || fail "doc/play.md lacks the example MRMR deer"
# doc/play.md's finder screen is the program's (the defect: a picture
# left at 41 matches after the near misses came)
printf 'river with 2 fish\nquit\nquit\n' | "$tool" --table --players 2 --names Ann,Bob >"$tmp/fishes" 2>&1
shown=$(grep -m 1 "^[0-9]* tiles match, " "${top_srcdir:-..}/doc/play.md")
[ -n "$shown" ] && grep -qxF "$shown" "$tmp/fishes" ||
    fail "doc/play.md's finder line '$shown' is not the program's: $(grep "tiles match" "$tmp/fishes")"
# a piece is drawn at the side its area reaches (the defect: FF2a's
# gatherer on the north forest and on the south forest looked the same)
for choice in 1 2; do
    printf 'FF2a\na\n%s\nquit\nquit\n' "$choice" | "$tool" --table --players 2 >"$tmp/area$choice" 2>&1
    awk -v c="$choice" '$0 ~ "> " c "$" { on = 1; next } on && /1G/ { print NR - start; exit } on && /^[|+]/ && !start { start = NR }' \
        "$tmp/area$choice" >"$tmp/row$choice"
done
[ -s "$tmp/row1" ] && [ -s "$tmp/row2" ] && [ "$(cat "$tmp/row1")" -lt "$(cat "$tmp/row2")" ] ||
    fail "the gatherers on FF2a's north and south forests are drawn alike: $(cat "$tmp/row1" "$tmp/row2")"
# a number not on the screen is refused (the defect: 39 drew a tile unseen)
printf 'river\n39\n13\nquit\n' | "$tool" --table --players 2 >"$tmp/unseen" 2>&1
grep -q "^drawn:" "$tmp/unseen" && fail "a number not on the screen drew a tile"
[ "$(grep -c "^[0-9]* is not on the screen: choose a number from 1 to 12" "$tmp/unseen")" -eq 2 ] ||
    fail "numbers beyond those shown: $(grep -i screen "$tmp/unseen")"

# --tileset: a set of one's own plays bot games; its mistakes are shown by
# line and column; --help names the installed template
cat >"$tmp/mine.txt" <<'EOF'
tileset mine
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
EOF
"$tool" --tileset "$tmp/mine.txt" --players greedy,greedy --seed 2 >"$tmp/mine" 2>&1 || fail "--tileset: $(tail -3 "$tmp/mine")"
grep -q "^final scoring:" "$tmp/mine" || fail "--tileset: no final table"
[ "$(grep -Ec 'placed (POND|BEND)' "$tmp/mine")" -eq 4 ] || fail "--tileset: not its 4 tiles: $(grep placed "$tmp/mine")"
printf 'tileset bad\ntile X 1 MMMQ\n' >"$tmp/bad.txt"
"$tool" --tileset "$tmp/bad.txt" --players greedy,greedy >"$tmp/badset" 2>&1
[ $? -eq 1 ] || fail "a bad --tileset: not exit status 1 (a failure, as --load's; the defect: 2, a usage error)"
grep -q "^hunters-play: --tileset $tmp/bad.txt:2:13: side W is 'Q'" "$tmp/badset" || fail "--tileset error: $(cat "$tmp/badset")"
# "tiles" lists a name of the longest allowed (31 characters) whole, with
# its count (it was cut at 20)
printf 'tile ABCDEFGHIJKLMNOPQRSTUVWXYZ01234 3 MMMM\n  meadow N E S W\n' >>"$tmp/mine.txt"
printf 'tiles\nquit\n' | "$tool" --table --tileset "$tmp/mine.txt" --players 2 >"$tmp/longname" 2>&1
grep -Eq "ABCDEFGHIJKLMNOPQRSTUVWXYZ01234:3( |$)" "$tmp/longname" ||
    fail "a long tile name cut in the list of tiles: $(grep -i abc "$tmp/longname")"
"$tool" --tileset "$tmp/none.txt" >"$tmp/badset" 2>&1
[ $? -eq 1 ] || fail "a missing --tileset: not exit status 1"
grep -q "cannot read it" "$tmp/badset" || fail "a missing --tileset: $(cat "$tmp/badset")"
# --tileset with --load: a game saved with the built-in tiles is replayed on
# one's own set (the missing advice), a tile only that set has is drawn, and
# neither the start nor missing calls those tiles a reconstruction; a set on
# which the record's moves do not fit is refused, saying which line fails
printf 'lake\n1\na\n0\nsave %s\nquit\n' "$tmp/built.rec" | "$tool" --table --players 2 >/dev/null 2>&1
grep -q "^draw L1$" "$tmp/built.rec" || fail "no record with the built-in tiles: $(cat "$tmp/built.rec")"
cp "${top_srcdir:-..}/data/tiles-2002.txt" "$tmp/extra.txt"
printf 'tile EXTRA 1 MMMM\n  meadow N E S W\n' >>"$tmp/extra.txt"
printf 'EXTRA\nmissing\nsave %s\nquit\n' "$tmp/moved.rec" |
    "$tool" --table --players 2 --tileset "$tmp/extra.txt" --load "$tmp/built.rec" >"$tmp/moved" 2>&1
grep -q "built.rec, saved with other tiles: its moves are" "$tmp/moved" || fail "no word of the replay: $(cat "$tmp/moved")"
grep -q "^drawn: EXTRA (MMMM)" "$tmp/moved" || fail "the tile of one's own set was not drawn: $(grep -i extra "$tmp/moved")"
grep -q "uses your tile set" "$tmp/moved" || fail "missing does not say the game uses one's set"
# the copy kept the template's name: a warning says to rename it
tr '\n' ' ' <"$tmp/moved" | tr -s ' ' | grep -q "warning: [^ ]*extra.txt has other tiles than the built-in set but its name, 'reconstruction-v1'" ||
    fail "no warning of a copy keeping the built-in name"
grep -q "^warning: " "$tmp/mine" && fail "a set of its own name was warned of"
grep -q "reconstruction of the 2002" "$tmp/moved" && fail "a game on one's own tiles is called a reconstruction"
grep -q "^draw EXTRA$" "$tmp/moved.rec" && grep -q "^tileset .* embedded$" "$tmp/moved.rec" ||
    fail "the saved game does not carry the new set: $(grep -v '^|' "$tmp/moved.rec")"
# a --load name too long for a line is told by its end (the file's own
# name), marked, on one line with "loaded", and the note whole: all of it
# on the screen (the defects: a long name filled the log's rows, and one
# past say()'s length cut the note's end unsaid)
long="$tmp/$(printf '%0200d' 0 | tr 0 d)/$(printf '%0200d' 0 | tr 0 e)/built.rec"
mkdir -p "$(dirname "$long")" && cp "$tmp/built.rec" "$long" || fail "cannot make $long"
printf 'quit\n' | "$tool" --table --players 2 --tileset "$tmp/extra.txt" --load "$long" >"$tmp/longname" 2>&1
grep -A 1 "^loaded \.\.\.e*/built.rec,$" "$tmp/longname" |
    grep -q "^  saved with other tiles: its moves are replayed on your tile set$" ||
    fail "the loaded note of a long name: $(grep -A 2 '^loaded' "$tmp/longname")"
[ "$(grep '^loaded ' "$tmp/longname" | sed "s/,.*//" | wc -c)" -eq 80 ] ||
    fail "the long name is not shown on one whole line: $(grep '^loaded ' "$tmp/longname")"
# the other messages that name a file show a long name as "loaded" does:
# its end, after "...", on the message's first line, so that the message's
# own end (the reason) stays whole and in view (the defects: "saved to" and
# "cannot load" took a line per 77 characters of the name, and a name long
# enough cut the end of a message unsaid: --load's reason, the --players
# note, the --tileset warning); on standard error, where nothing is cut, a
# name stays whole. An entry holds 254 characters: save and load name a
# file of 237.
pad=$((230 - ${#tmp}))
mid="$tmp/$(printf "%0${pad}d" 0 | tr 0 f)"
mkdir "$mid" || fail "cannot make $mid"
printf 'LR2a\nsave %s\nload %s\nquit\n' "$mid/g.rec" "$mid/none.rec" | "$tool" --table --players 2 >"$tmp/midname" 2>&1
[ -s "$mid/g.rec" ] || fail "save to a long name wrote nothing: $(grep -A 1 saved "$tmp/midname")"
grep -q "^saved to \.\.\.f*/g\.rec$" "$tmp/midname" || fail "saved to a long name: $(grep -A 3 '^saved' "$tmp/midname")"
grep -A 1 "^cannot load \.\.\.f*/none\.rec:$" "$tmp/midname" |
    grep -q "^  cannot open the file: No such file or directory$" ||
    fail "cannot load a long name: $(grep -A 4 '^cannot load' "$tmp/midname")"
awk 'length($0) > 80 && !/> / { bad = 1 } END { exit bad }' "$tmp/midname" || fail "a row is wider than 80 columns"
# a file of another kind is replaced only when the same entry comes again:
# with a shortened name the answer asks for "the same entry" (the defect:
# it said "type save ...fff/x.txt again", another entry, typed as shown)
echo "notes, not a game" >"$mid/x.txt"
printf 'LR2a\nsave %s\nsave %s\nquit\n' "$mid/x.txt" "$mid/x.txt" | "$tool" --table --players 2 >"$tmp/confirm" 2>&1
tr '\n' ' ' <"$tmp/confirm" | tr -s ' ' |
    grep -q "\.\.\.f*/x\.txt exists and is no file of this game: type the same entry again to replace it" ||
    fail "the confirmation of a long name: $(grep -A 3 'exists' "$tmp/confirm")"
grep -q "^saved to \.\.\.f*/x\.txt$" "$tmp/confirm" || fail "the same entry again did not save: $(tail -5 "$tmp/confirm")"
grep -q "notes, not a game" "$mid/x.txt" && fail "the file was not replaced"
"$tool" --table --players 2 --load "$(dirname "$long")/$(printf '%0200d' 0 | tr 0 g)/none.rec" </dev/null \
    >/dev/null 2>"$tmp/midname.err" && fail "--load of a missing file accepted"
grep -A 1 "^hunters-play: cannot load \.\.\.g*/none\.rec:$" "$tmp/midname.err" |
    grep -q "^  cannot open the file: No such file or directory$" ||
    fail "--load of a missing long name: $(cat "$tmp/midname.err")"
cp "$tmp/extra.txt" "$(dirname "$long")/extra.txt"
printf 'quit\n' | "$tool" --table --players 3 --tileset "$(dirname "$long")/extra.txt" --load "$long" \
    --save "$(dirname "$long")/again.rec" >"$tmp/notes" 2>"$tmp/notes.err"
tr '\n' ' ' <"$tmp/notes" | tr -s ' ' | grep -q "warning: \.\.\.e*/extra\.txt has other tiles than the built-in set but its name, 'reconstruction-v1': rename its tileset line, so that messages and saved games tell the two apart" ||
    fail "the --tileset warning of a long name: $(grep -A 3 '^warning' "$tmp/notes")"
tr '\n' ' ' <"$tmp/notes" | tr -s ' ' | grep -q -- "--players gave 3 seats, but \.\.\.e*/built\.rec is a game of 2 players: it is played with 2, all at this keyboard" ||
    fail "the --players note of a long name: $(grep -A 2 '^--players' "$tmp/notes")"
grep -qxF "hunters-play: saved to $(dirname "$long")/again.rec" "$tmp/notes.err" ||
    fail "quit with a long --save name: $(cat "$tmp/notes.err")"
# the record carrying its own set, loaded without --tileset, keeps it
printf 'missing\nquit\n' | "$tool" --table --players 2 --load "$tmp/moved.rec" >"$tmp/carried" 2>&1
grep -q "reconstruction of the 2002" "$tmp/carried" && fail "a record's own set is called the built-in reconstruction"
grep -q "uses the tile set 'reconstruction-v1' its saved game carries" "$tmp/carried" || fail "missing: $(cat "$tmp/carried" | tail -8)"
"$tool" --table --players 2 --tileset "$tmp/mine.txt" --load "$tmp/built.rec" </dev/null >"$tmp/misfit" 2>&1 &&
    fail "a record whose tiles the set lacks was loaded"
grep -q "onto your tile set" "$tmp/misfit" && grep -q "unknown tile.*type 'L1'" "$tmp/misfit" ||
    fail "the refusal: $(cat "$tmp/misfit")"
# --help names a template that exists: the installed one, else (run from
# the build folder, not installed) the source tree's (the defect: the
# installed path was named though nothing was installed there)
template=$("$tool" --help | sed -n '/copy and edit the template$/{n;s/^ *//;p;}')
case $template in */tiles-2002.txt) ;; *) fail "--help names no template: '$template'" ;; esac
cmp -s "$template" "${top_srcdir:-..}/data/tiles-2002.txt" || fail "--help names a template that is not there: $template"
printf 'missing\nquit\n' | "$tool" --table --players 2 2>&1 | tr '\n' ' ' | tr -s ' ' | grep -qF "copy $template " ||
    fail "missing does not name the template $template"

# Text that is not ASCII (an entry, a file name, --names) reaches the
# output in whole UTF-8 characters wherever it is cut (the defects: the
# transcript of a line too long and --names' refusal ended in half a
# character, invalid UTF-8 to a terminal; a word longer than a line was
# broken in the middle of one). The screen shows each byte of such a
# character as '?'. utf8_ok FILE: iconv (or python3) refuses a broken one.
utf8_ok() {
    if command -v iconv >/dev/null 2>&1; then
        iconv -f UTF-8 -t UTF-8 <"$1" >/dev/null 2>&1
    elif command -v python3 >/dev/null 2>&1; then
        python3 -c 'import sys; sys.stdin.buffer.read().decode("utf-8")' <"$1" 2>/dev/null
    else
        echo "SKIP (no iconv, no python3): $1 not checked for UTF-8"
    fi
}
repeat() { printf "%0${1}d" 0 | sed "s/0/$2/g"; } # COUNT TEXT
checks=$(repeat 100 ✓) # 300 bytes, too long: cut at 254, in the 85th ✓
word=xy$(repeat 84 ✓)  # 254 bytes, an entry: a word longer than a line
file="$tmp/$(repeat 70 ✓).rec"
printf '%s\n%s\nsave %s\nquit\nquit\n' "$checks" "$word" "$file" |
    "$tool" --players human,greedy --seed 3 --names "$(repeat 20 é),Bot" >"$tmp/utf8" 2>"$tmp/utf8.err"
utf8_ok "$tmp/utf8" || fail "invalid UTF-8 in the session: $(grep -a -n "> $(repeat 10 ✓)" "$tmp/utf8")"
utf8_ok "$tmp/utf8.err" || fail "invalid UTF-8 on standard error: $(cat "$tmp/utf8.err")"
grep -q "> $(repeat 84 ✓)\.\.\.$" "$tmp/utf8" || fail "the line too long in the transcript: $(grep -a "> ✓" "$tmp/utf8")"
# a line that is not too long is echoed whole, even one that ends in a byte
# that starts a character (the defect: the transcript dropped it, an entry
# other than the one answered: "> zz" for the entry 'zz\303', answered as 'zz?')
printf 'zz\303\nquit\n' | "$tool" --players human,greedy --seed 3 >"$tmp/lead" 2>&1
grep -a -q "> zz$(printf '\303')\$" "$tmp/lead" || fail "the entry zz\\303 not echoed whole: $(grep -a "> zz" "$tmp/lead")"
# --names: a name past the library's 31 bytes is cut to 15 é (30 bytes), whole characters the library takes
! grep -q "refused" "$tmp/utf8.err" && grep -q "^name 0 $(repeat 15 é)\$" "$file" ||
    fail "--names: $(cat "$tmp/utf8.err"; grep "^name" "$file")"
# the word wrapped after "no place is labelled": 'xy and 24 whole ✓ (77 bytes, where 2 more would fit), then 25
grep -A 2 "^no place is labelled$" "$tmp/utf8" | tr '\n' '|' |
    grep -q "^no place is labelled|  'xy$(repeat 72 '?')|  $(repeat 75 '?')|$" ||
    fail "a word longer than a line broken inside a character: $(grep -A 2 '^no place is labelled' "$tmp/utf8")"
[ -s "$file" ] && grep -q "^saved to \.\.\.?*\.rec$" "$tmp/utf8" || fail "save to a long name of ✓: $(grep -a -A 1 saved "$tmp/utf8")"
awk 'length($0) > 80 && !/> / { bad = 1 } END { exit bad }' "$tmp/utf8" || fail "a row is wider than 80 columns"
"$tool" --players human,greedy --load "$tmp/$(repeat 80 é).rec" </dev/null >/dev/null 2>"$tmp/utf8.err" &&
    fail "--load of a missing file accepted"
utf8_ok "$tmp/utf8.err" || fail "invalid UTF-8 in --load's reason: $(cat "$tmp/utf8.err")"
grep -q "^hunters-play: cannot load \.\.\.\(é\)*\.rec:$" "$tmp/utf8.err" || fail "--load of a long name of é: $(cat "$tmp/utf8.err")"
# the final table printed (bots alone) pads names in UTF-8 by terminal
# columns, not bytes: "Zoë" is 3 columns, "李李李" 6 (wide), "é" made of
# e and a combining accent 1; with each name as that many x's, every row
# is as long as the heading (they were 1, 3 and 2 short)
"$tool" --players random,random,random,random --seed 1 --names "Zoë,李李李,Ann,$(printf 'e\314\201')" \
    </dev/null >"$tmp/wide" 2>&1 || fail "a bots' game with names in UTF-8: $(tail -3 "$tmp/wide")"
sed -n '/^player  *forests/,$p' "$tmp/wide" | sed "s/^Zoë /xxx /; s/^李李李 /xxxxxx /; s/^$(printf 'e\314\201') /x /" |
    awk 'NR == 1 { n = length($0) } length($0) != n { bad = 1 } END { exit bad || NR != 5 }' ||
    fail "the final table's rows are out of line: $(sed -n '/^player  *forests/,$p' "$tmp/wide")"

# An answer longer than the rows it gets ends its last row shown with
# "...", never silently short: "tiles" with a set of many types (4 to a
# row) at the draw, where the higher board leaves 7 rows to the answer
# (show()'s mark), and at the deploy prompt, where 10 rows hold all the
# answer keeps and an 11th is refused (notice()'s mark); and a note that
# comes when those rows are nearly full (a --save file gone: wrap()'s mark
# when it runs out of rows). many COUNT FILE: a set of COUNT meadow types.
many() {
    {
        printf 'tileset many\ntile START 1 MMMM start\n  meadow N E S W\n'
        i=10
        while [ $i -lt $((10 + $1)) ]; do
            printf 'tile MEADOW-OF-TILE-%d 1 MMMM\n  meadow N E S W\n' $i
            i=$((i + 1))
        done
    } >"$2"
}
many 44 "$tmp/many44.txt"
printf 'tiles\nMEADOW-OF-TILE-10\na\ntiles\nquit\nquit\n' |
    "$tool" --table --players 2 --names Ann,Bob --tileset "$tmp/many44.txt" >"$tmp/many" 2>&1
awk '/drew which tile.*> tiles$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/many" >"$tmp/many1"
[ "$(grep -c '^MEADOW-OF-TILE-' "$tmp/many1")" -eq 7 ] && grep -q "^MEADOW-OF-TILE-34 .*-37 \.\.\.$" "$tmp/many1" ||
    fail "tiles at the draw (44 types, 11 rows, 7 shown): $(grep -A 12 '^+---' "$tmp/many1")"
awk '/deploy: .*> tiles$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/many" >"$tmp/many2"
[ "$(grep -c '^MEADOW-OF-TILE-' "$tmp/many2")" -eq 10 ] && grep -q "^MEADOW-OF-TILE-47 .*-50 \.\.\.$" "$tmp/many2" ||
    fail "tiles at the deploy (43 types, 11 rows, 10 kept): $(grep -A 14 '^+---' "$tmp/many2")"
awk 'length($0) > 80 && !/> / { bad = 1 } END { exit bad }' "$tmp/many" || fail "a row is wider than 80 columns"
many 36 "$tmp/many36.txt"
mkdir "$tmp/gone2"
"$tool" --table --players 2 --names Ann,Bob --tileset "$tmp/many36.txt" --save "$tmp/gone2/g.rec" <"$tmp/fifo" \
    >"$tmp/gone2.out" 2>/dev/null &
pid=$!
exec 3>"$tmp/fifo"
wait_prompt "Ann drew which" "$tmp/gone2.out" $pid
rm -rf "$tmp/gone2"
printf 'MEADOW-OF-TILE-10\na\ntiles\nquit\n' >&3
wait $pid
exec 3>&-
# 35 types: 9 rows, then the note of the failed save on the 10th, cut
awk '/deploy: .*> tiles$/ { on = 1; next } on && /[(]help[)]> / { exit } on' "$tmp/gone2.out" >"$tmp/gone2.1"
[ "$(grep -c '^MEADOW-OF-TILE-' "$tmp/gone2.1")" -eq 9 ] && tail -n 1 "$tmp/gone2.1" | grep -q "^cannot save the game to .*\.\.\.$" &&
    ! grep -q "play on" "$tmp/gone2.1" || fail "a note past the answer's rows: $(grep -A 14 '^+---' "$tmp/gone2.1")"

# a record saved before the library refused a name of invisible characters alone (U+200B)
# loads with it: its turns say "player 1", as for no name (the defect: "-- <U+200B>'s turn")
sed -n '/^```$/,/^```$/p' "${top_srcdir:-.}/doc/record-format.md" | sed '1d;$d' |
    sed "s/^name 0 Alice\$/name 0 $(printf '\342\200\213')/" >"$tmp/blank-name.rec"
grep -q "^name 0 $(printf '\342\200\213')\$" "$tmp/blank-name.rec" || fail "the record example has no 'name 0 Alice' line"
"$tool" --load "$tmp/blank-name.rec" --players random,random </dev/null >"$tmp/blank-name" 2>&1 ||
    fail "--load with a blank name: $(cat "$tmp/blank-name")"
grep -q "^-- player 1's turn (score " "$tmp/blank-name" || fail "a blank name shown: $(grep -m 2 "turn" "$tmp/blank-name")"
# a read-only --save file (chmod a-w) is never replaced (the defect: the
# library's save renamed over it, which asks only the folder's permission):
# the game it holds, loaded and saved to it, fails with exit status 1 and a
# message saying it is read-only, the file unchanged, nothing beside it
mkdir "$tmp/ro" && "$tool" --players random,random --seed 4 --save "$tmp/ro/r.rec" </dev/null >/dev/null 2>&1 &&
    cp "$tmp/ro/r.rec" "$tmp/ro.before" && chmod 444 "$tmp/ro/r.rec" || fail "setup of a read-only record"
"$tool" --load "$tmp/ro/r.rec" --save "$tmp/ro/r.rec" </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && cmp -s "$tmp/ro/r.rec" "$tmp/ro.before" && [ "$(ls -A "$tmp/ro")" = r.rec ] &&
    [ "$(cat "$tmp/err")" = "hunters-play: --save $tmp/ro/r.rec: cannot save the game there: it is read-only: not \
replaced (make it writable, chmod u+w, or give another name)" ] || fail "--save a read-only file: $(cat "$tmp/err")"

echo "PASS: hunters-play sessions: bots, human vs bot, table mode with undo, strict --seed, saves on every way out, long lines, hint at a draw, the tile finder, --tileset, --tileset with --load, long file names in messages, UTF-8 cut whole, answers cut marked"
