#!/bin/sh
# hunters-demo, the README's main job: a whole game by default between the
# strongest bot (mcts2) and greedy, with its scoring log and final scores
# (R8.4); the bots chosen by --bot and --others; --save FILE its record,
# refused over a file that holds no record, and before the game into a
# place it cannot write, and as - (standard output is the screen); --seed, --players and --iterations numbers or a usage
# error; a usage error for anything else, --help not one.
set -u
tool="${top_builddir:-.}/hunters-demo"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
. "$(dirname "$0")/terminal_session.sh" # on_terminal
. "$(dirname "$0")/as_nobody.sh" # as_nobody: $user, $skip

"$tool" --seed 5 >"$tmp/out" 2>"$tmp/err" || fail "the default demo: $(cat "$tmp/err")"
grep -q "Player 1 is the library's mcts2 bot, the others its greedy bot\." "$tmp/out" || fail "the default bots: $(head -3 "$tmp/out")"
# players are counted from 1 in every line, as on the web page and in hunters-replay (the defect:
# "Player 0", "turn 1, player 0", "player 0: N points" and a piece of player 0 as 0 on the board)
grep -q "^turn 1, player 1 (score 0 0)$" "$tmp/out" && grep -q "^turn 2, player 2 (score " "$tmp/out" &&
    grep -q "^  player 2: *[0-9]* points, place [12]$" "$tmp/out" || fail "players not counted from 1: $(head -8 "$tmp/out")"
if grep -q "player 0" "$tmp/out"; then fail "a player 0: $(grep "player 0" "$tmp/out")"; fi
sed -n '/^The board/,/^Final scores:/p' "$tmp/out" | grep '^  ' | grep -q -E ' [1-2]( |$)' ||
    fail "no piece of player 1 or 2 on the board: $(sed -n '/^The board/,$p' "$tmp/out")"
if sed -n '/^The board/,/^Final scores:/p' "$tmp/out" | grep '^  ' | grep -q -E ' [03-9]( |$)'; then
    fail "a piece of a player but 1 and 2 on the board: $(sed -n '/^The board/,$p' "$tmp/out")"
fi
grep -q "^Final scores:" "$tmp/out" && grep -q "^  player 1: *[0-9]* points, place [12]$" "$tmp/out" ||
    fail "no final scores: $(tail -5 "$tmp/out")"
grep -q "^  \* " "$tmp/out" || fail "no scoring log"
"$tool" --seed 5 --quiet --players 3 --bot greedy --others random >"$tmp/out" 2>"$tmp/err" || fail "greedy and random: $(cat "$tmp/err")"
grep -q "Player 1 is the library's greedy bot, the others its random bot\." "$tmp/out" && grep -q "^  player 3: " "$tmp/out" ||
    fail "greedy against two random bots: $(head -3 "$tmp/out")"
# --save: the game's record, which replays to the printed scores; the legend names it for
# hunters-svg (it named `hunters-svg --seed N`, which draws a game of random moves, not this one)
"$tool" --seed 5 --iterations 50 --save "$tmp/game.rec" >"$tmp/out" 2>"$tmp/err" || fail "--save: $(cat "$tmp/err")"
grep -q "^hunters-svg $tmp/game.rec -o $tmp/game.svg (in _build/ until make install) draws this game as a picture\.$" "$tmp/out" ||
    fail "--save: the legend does not name the record: $(grep hunters-svg "$tmp/out")"
grep -q -- "--seed N" "$tmp/out" && fail "the legend still offers hunters-svg --seed N"
want=$(sed -n 's/^  player \([0-9]\): *\([0-9]*\) points.*/\1 \2/p' "$tmp/out")
got=$("${top_builddir:-.}/hunters-replay" "$tmp/game.rec" | sed -n 's/^  player \([0-9]\) .* \([0-9]*\) points.*/\1 \2/p')
[ -n "$want" ] && [ "$got" = "$want" ] || fail "--save: the record replays to '$got', the demo printed '$want'"
# the legend's command, run as a reader copies it (it wrote the picture to the terminal),
# for a name a shell must be given in quotes
bin=$(cd "${top_builddir:-.}" && pwd)
mkdir "$tmp/svg" && (cd "$tmp/svg" && "$bin/hunters-demo" --seed 5 --quiet --iterations 20 --save "Ann's game.rec") >"$tmp/out" 2>"$tmp/err" ||
    fail "--save \"Ann's game.rec\": $(cat "$tmp/err")"
legend=$(sed -n 's/ (in _build\/ until make install) draws this game as a picture\.$//p' "$tmp/out")
[ "$legend" = "hunters-svg 'Ann'\\''s game.rec' -o 'Ann'\\''s game.svg'" ] || fail "the legend for \"Ann's game.rec\": '$legend'"
(cd "$tmp/svg" && eval "\"\$bin/hunters-svg\" ${legend#hunters-svg }") >"$tmp/out" 2>"$tmp/err" || fail "the legend's command: $(cat "$tmp/err")"
[ ! -s "$tmp/out" ] && grep -q '^<svg ' "$tmp/svg/Ann's game.svg" || fail "the legend's command wrote no picture into Ann's game.svg"
# --save - is refused, as hunters-play refuses it: standard output is the game's screen (the
# defect: a file named - written in the working folder); ./- names one
(cd "$tmp/svg" && "$bin/hunters-demo" --seed 5 --quiet --iterations 20 --save -) >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ ! -e "$tmp/svg/-" ] && [ "$(cat "$tmp/err")" = "hunters-demo: --save -: standard \
output is the game's screen: name a file (./- for one named -)" ] || fail "--save -: $(cat "$tmp/err")"
(cd "$tmp/svg" && "$bin/hunters-demo" --seed 5 --quiet --iterations 20 --save ./-) >"$tmp/out" 2>"$tmp/err" &&
    grep -q '^hunters-record ' "$tmp/svg/-" || fail "--save ./-: $(cat "$tmp/err")"
# and so is - by another name, a FILE that is standard output's own: /dev/stdout on a pipe or a
# file, FILE with > FILE (the defect: the record among the game's lines, or renamed over FILE
# and those lines lost)
for way in pipe file same; do
    case $way in
    pipe) { "$tool" --seed 5 --quiet --iterations 20 --save /dev/stdout 2>"$tmp/err"; echo $? >"$tmp/status"; } |
        cat >"$tmp/out"
        path=/dev/stdout ;;
    file) "$tool" --seed 5 --quiet --iterations 20 --save /dev/stdout >"$tmp/out" 2>"$tmp/err"
        echo $? >"$tmp/status"
        path=/dev/stdout ;;
    same) "$tool" --seed 5 --quiet --iterations 20 --save "$tmp/out" >"$tmp/out" 2>"$tmp/err"
        echo $? >"$tmp/status"
        path=$tmp/out ;;
    esac
    [ "$(cat "$tmp/status")" = 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-demo: --save $path: that is \
standard output, the game's screen: name another file" ] || fail "--save $path ($way): $(cat "$tmp/err")"
done
# so too where /dev/stdout names a device node of its own, whose stat() is no file's
# (FreeBSD's /dev/fd/1 without fdescfs, opened as a copy of the descriptor; the defect: never
# taken for standard output's file): made so in a mount namespace, /dev a tmpfs where
# /dev/fd/0..2 are null devices, as root with unshare, else skipped
fake_dev='mount -t tmpfs none /dev && mknod -m 666 /dev/null c 1 3 && mkdir /dev/fd && mknod /dev/fd/0 c 1 3 &&
    mknod /dev/fd/1 c 1 3 && mknod /dev/fd/2 c 1 3 && ln -s fd/0 /dev/stdin && ln -s fd/1 /dev/stdout &&
    ln -s fd/2 /dev/stderr'
if [ "$(id -u)" = 0 ] && unshare -m sh -c "$fake_dev" 2>/dev/null; then
    demo_path=$(cd "$(dirname "$tool")" && pwd)/hunters-demo
    unshare -m sh -c "$fake_dev && exec \"\$0\" --seed 5 --quiet --iterations 20 --save /dev/stdout" "$demo_path" \
        >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-demo: --save /dev/stdout: that is \
standard output, the game's screen: name another file" ] || fail "--save /dev/stdout as a node of its own: $(cat "$tmp/err")"
else
    echo "SKIP (not root with unshare -m): /dev/stdout as a device node of its own"
fi
# but /dev/null as both shows nothing and loses nothing: the game runs, as it did before those
# were refused (the defect: "that is standard output, the game's screen", exit status 2)
"$tool" --seed 5 --quiet --iterations 20 --save /dev/null >/dev/null 2>"$tmp/err" && [ ! -s "$tmp/err" ] ||
    fail "--save /dev/null >/dev/null: $(cat "$tmp/err")"
# nor the terminal standard output is on by another name, the screen's (/dev/tty): the
# record among the game's lines, as with - (the defect: written there); with the game in a file,
# the record shown there once, as asked. Run on a terminal of util-linux script's, where there is one
# (through on_terminal: a stop of the test stops that terminal's session too)
if script -qec true /dev/null </dev/null >/dev/null 2>&1; then
    on_terminal "'$tool' --seed 5 --quiet --iterations 20 --save /dev/tty 2>'$tmp/err'; echo \$? >'$tmp/status'" \
        >"$tmp/tty" 2>&1
    [ "$(cat "$tmp/status")" = 2 ] && ! grep -q "hunters-record" "$tmp/tty" && [ "$(cat "$tmp/err")" = \
        "hunters-demo: --save /dev/tty: that is a terminal, the game's screen: name a file" ] ||
        fail "--save /dev/tty: $(cat "$tmp/status" "$tmp/err"; head -c 200 "$tmp/tty")"
    # and the other way round: the game on /dev/tty, the record to the terminal's own /dev/pts/N
    # (the defect: written among the game's lines, /dev/tty's device 5,0 being no pts's)
    on_terminal "'$tool' --seed 5 --quiet --iterations 20 --save \"\$(tty)\" >/dev/tty 2>'$tmp/err'; echo \$? >'$tmp/status'" \
        >"$tmp/tty" 2>&1
    [ "$(cat "$tmp/status")" = 2 ] && ! grep -q "hunters-record" "$tmp/tty" &&
        grep -qx "hunters-demo: --save /dev/[a-z/]*[0-9]*: that is a terminal, the game's screen: name a file" "$tmp/err" ||
        fail ">/dev/tty --save \$(tty): $(cat "$tmp/status" "$tmp/err"; head -c 200 "$tmp/tty")"
    on_terminal "'$tool' --seed 5 --quiet --iterations 20 --save /dev/tty >'$tmp/out' 2>'$tmp/err'; echo \$? >'$tmp/status'" \
        >"$tmp/tty" 2>&1
    [ "$(cat "$tmp/status")" = 0 ] && [ "$(grep -c "^hunters-record " "$tmp/tty")" -eq 1 ] && grep -q "^Final scores:" "$tmp/out" ||
        fail "--save /dev/tty >FILE: $(cat "$tmp/status" "$tmp/err"; head -c 200 "$tmp/tty")"
    # and that is told from the stat() of the FILE named, never by opening it: with the game on
    # /dev/tty, a character device (a link to /dev/null, a name of the test's own) is opened once,
    # by the save (the defect: opened and closed first to ask whether it was the screen, a device
    # whose opening does something, a tape's rewind, a watchdog's start, done for a question);
    # under strace, where it runs ('?open': arm64 and riscv64 have no open(), only openat(), and
    # strace refuses a name its architecture lacks, "invalid system call", unless marked '?'; in
    # the sanitizer build without LeakSanitizer, which cannot run under ptrace and ended the tool
    # with status 1: the build's other runs look for leaks)
    if strace -f -qq -o /dev/null true >/dev/null 2>&1; then
        ln -s /dev/null "$tmp/device"
        on_terminal "ASAN_OPTIONS='${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0' strace -f -qq -e 'trace=?open,openat' \
-o '$tmp/trace' '$tool' --seed 5 --quiet --iterations 20 --save '$tmp/device' >/dev/tty 2>'$tmp/err'; \
echo \$? >'$tmp/status'" >"$tmp/tty" 2>&1
        [ "$(cat "$tmp/status")" = 0 ] && [ ! -s "$tmp/err" ] && [ "$(grep -c "\"$tmp/device\"" "$tmp/trace")" = 1 ] ||
            fail ">/dev/tty --save DEVICE: opened to ask: $(cat "$tmp/status" "$tmp/err"; grep "$tmp/device" "$tmp/trace")"
    else
        echo "SKIP (no strace that runs here): >/dev/tty --save DEVICE, opened once"
    fi
    # but another terminal, another window's /dev/pts/N, is no screen of the game's: the record
    # shown there once, as asked (the defect: refused as every terminal while standard output was
    # one); the game on a terminal of script's within another's, whose /dev/pts/N it is given
    printf '"$1" --seed 5 --quiet --iterations 20 --save "$2" 2>"$3/err"; echo $? >"$3/status"\n' >"$tmp/inner.sh"
    printf 't=$(tty) && echo "$t" >"$2/ttyname" && script -qec "sh $2/inner.sh $1 $t $2" /dev/null </dev/null\n' \
        >"$tmp/outer.sh"
    tool_path=$(cd "$(dirname "$tool")" && pwd)/hunters-demo
    on_terminal "sh '$tmp/outer.sh' '$tool_path' '$tmp'" >"$tmp/tty" 2>&1
    [ "$(cat "$tmp/status")" = 0 ] && [ ! -s "$tmp/err" ] && [ "$(grep -c "^hunters-record " "$tmp/tty")" -eq 1 ] &&
        grep -q "^Final scores:" "$tmp/tty" ||
        fail "--save $(cat "$tmp/ttyname"), another terminal: $(cat "$tmp/status" "$tmp/err"; head -c 200 "$tmp/tty")"
    # and so with the game on /dev/tty, where the tool asks standard output for its terminal's device
    # (the test above, the game on its own /dev/pts/N, never comes to that question): another window's
    # is shown the record, not refused as the game's own terminal by its own name is (above)
    sed 's|--save "$2"|--save "$2" >/dev/tty|' "$tmp/inner.sh" >"$tmp/inner-tty.sh"
    sed 's|inner.sh|inner-tty.sh|' "$tmp/outer.sh" >"$tmp/outer-tty.sh"
    rm -f "$tmp/status" "$tmp/err"
    on_terminal "sh '$tmp/outer-tty.sh' '$tool_path' '$tmp'" >"$tmp/tty" 2>&1
    [ "$(cat "$tmp/status")" = 0 ] && [ ! -s "$tmp/err" ] && [ "$(grep -c "^hunters-record " "$tmp/tty")" -eq 1 ] &&
        grep -q "^Final scores:" "$tmp/tty" ||
        fail ">/dev/tty --save $(cat "$tmp/ttyname"), another terminal: $(cat "$tmp/status" "$tmp/err"; head -c 200 "$tmp/tty")"
fi
# --save over a record (of an earlier run) replaces it; over anything else (notes, a tile set:
# a slip of the keyboard) it is refused before the game, the file as it was (the defect: replaced)
"$tool" --seed 6 --quiet --iterations 20 --save "$tmp/game.rec" >/dev/null 2>"$tmp/err" || fail "--save over a record: $(cat "$tmp/err")"
grep -q "^seed 6$" "$tmp/game.rec" || fail "--save over a record: not replaced: $(head -n 5 "$tmp/game.rec")"
# (a record with a comment longer than a line buffer too: the defect took
# the comment's rest for its first line and refused it)
{ printf '# %0300d\n' 0; cat "$tmp/game.rec"; } >"$tmp/commented.rec"
"$tool" --seed 7 --quiet --iterations 20 --save "$tmp/commented.rec" >/dev/null 2>"$tmp/err" &&
    grep -q "^seed 7$" "$tmp/commented.rec" || fail "--save over a record with a long comment: $(cat "$tmp/err")"
# (and one that starts with a UTF-8 byte-order mark, as Notepad saves it, which the library
# loads as a record: the defect refused it as no game record)
{ printf '\357\273\277'; cat "$tmp/game.rec"; } >"$tmp/marked.rec"
"$tool" --seed 8 --quiet --iterations 20 --save "$tmp/marked.rec" >/dev/null 2>"$tmp/err" &&
    grep -q "^seed 8$" "$tmp/marked.rec" || fail "--save over a record with a byte-order mark: $(cat "$tmp/err")"
printf '# notes\nAnn 12, Bob 9\n' >"$tmp/notes.txt"
cp "$tmp/notes.txt" "$tmp/notes.before"
"$tool" --seed 5 --quiet --iterations 20 --save "$tmp/notes.txt" >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ ! -s "$tmp/out" ] && cmp -s "$tmp/notes.before" "$tmp/notes.txt" &&
    grep -q "^hunters-demo: --save $tmp/notes.txt: the file exists and is no game record: it would be replaced; move it away or name another file$" "$tmp/err" ||
    fail "--save over notes: $(cat "$tmp/err")"
# permissions stop no one as root: the cases of a file or folder the user may not read or
# write are run as nobody there, where setpriv can, else skipped saying why: no setpriv, or
# nobody cannot run the tool, its error said (the defect said "without setpriv" for both)
as_nobody "$tool"
# a file that cannot be read to tell whether it is a record: refused as one that is none
# (the defect: taken for one and replaced)
mkdir "$tmp/open" && chmod 777 "$tmp/open" && cp "$tmp/notes.before" "$tmp/open/secret.txt" &&
    chmod 000 "$tmp/open/secret.txt"
if [ "$user" = none ]; then
    echo "SKIP ($skip): --save over a file it cannot read"
else
    $user "$tool" --seed 5 --quiet --iterations 20 --save "$tmp/open/secret.txt" >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-demo: --save $tmp/open/secret.txt: cannot read \
the file to tell whether it is a game record (Permission denied): it would be replaced; move it away or name another file" ] ||
        fail "--save over a file it cannot read: $(cat "$tmp/err") $(tail -n 1 "$tmp/out")"
    chmod 600 "$tmp/open/secret.txt"
    cmp -s "$tmp/notes.before" "$tmp/open/secret.txt" || fail "--save over a file it cannot read: replaced"
fi
# a place --save cannot write (a folder, a missing folder, a file taken for
# one, a folder the user may not write): said before the game, as the save
# would say it, nothing played nor created (the defect: a whole game
# played, the record lost at its end)
# and so through symbolic links: a dangling one into a missing folder, a
# chain of two to it, one looping (the defect: passed, found at the end)
mkdir "$tmp/folder" && : >"$tmp/plain"
ln -s no/such/folder.rec "$tmp/dangling" && ln -s dangling "$tmp/chain" &&
    ln -s loop2 "$tmp/loop1" && ln -s loop1 "$tmp/loop2" || fail "links"
for bad in "folder:Is a directory" "no/such/folder.rec:No such file or directory" \
    "plain/game.rec:Not a directory" ":No such file or directory" "dangling:No such file or directory" \
    "chain:No such file or directory" "loop1:Too many levels of symbolic links"; do
    name=${bad%%:*}
    [ -n "$name" ] && path="$tmp/$name" shown=$path || path="" shown="''"
    "$tool" --seed 5 --iterations 20 --save "$path" >"$tmp/out" 2>"$tmp/err"
    # (the empty name in quotes: the defect, "cannot save : No such file or directory")
    [ $? -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-demo: cannot save $shown: ${bad#*:}" ] ||
        fail "--save '$path': not refused before the game: $(cat "$tmp/err") $(tail -n 1 "$tmp/out")"
done
[ -z "$(ls "$tmp/folder")" ] && [ ! -e "$tmp/no" ] && [ -f "$tmp/plain" ] && [ ! -s "$tmp/plain" ] ||
    fail "a refused --save created or changed a file"
# a dangling link into a folder that is there: the file it names is created
ln -s folder/linked.rec "$tmp/to-new"
"$tool" --seed 5 --quiet --iterations 20 --save "$tmp/to-new" >"$tmp/out" 2>"$tmp/err" && [ -L "$tmp/to-new" ] &&
    grep -q '^hunters-record ' "$tmp/folder/linked.rec" || fail "--save through a dangling link: $(cat "$tmp/err")"
rm "$tmp/folder/linked.rec"
# a read-only record (no write bit for anyone), also through a link: refused before the game, as
# the library's save refuses it, whoever the user (the defect: the game played, then "Permission
# denied" at its end)
"$tool" --seed 5 --quiet --iterations 20 --save "$tmp/kept.rec" >/dev/null 2>&1 && chmod 444 "$tmp/kept.rec" &&
    cp "$tmp/kept.rec" "$tmp/kept.copy" && ln -s kept.rec "$tmp/to-kept" || fail "kept.rec"
for path in "$tmp/kept.rec" "$tmp/to-kept"; do
    "$tool" --seed 6 --iterations 20 --save "$path" >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-demo: cannot save $path: it is read-only: \
not replaced (make it writable, chmod u+w, or give another name)" ] ||
        fail "--save $path, read-only: $(cat "$tmp/err") $(tail -n 1 "$tmp/out")"
done
cmp -s "$tmp/kept.rec" "$tmp/kept.copy" || fail "--save: a read-only record changed"
chmod 644 "$tmp/kept.rec"
# a folder the user may not write into, also through a link to a file there, which the save
# replaces in that folder (the defect: the link passed, the record lost at the game's end)
: >"$tmp/folder/old.rec" && chmod 666 "$tmp/folder/old.rec" && ln -s folder/old.rec "$tmp/to-old" || fail "to-old"
chmod 555 "$tmp/folder"
if [ "$user" = none ]; then
    echo "SKIP ($skip): --save into a folder it may not write"
else
    for path in "$tmp/folder/game.rec" "$tmp/to-old"; do
        $user "$tool" --seed 5 --iterations 20 --save "$path" >"$tmp/out" 2>"$tmp/err"
        [ $? -eq 1 ] && [ ! -s "$tmp/out" ] && [ "$(cat "$tmp/err")" = "hunters-demo: cannot save $path: Permission denied" ] ||
            fail "--save $path into a folder it may not write: $(cat "$tmp/err") $(tail -n 1 "$tmp/out")"
    done
    [ ! -s "$tmp/folder/old.rec" ] || fail "--save $tmp/to-old: the file changed"
    # but that file open on a descriptor (--save /dev/fd/3 3>>FILE) is written through it, in
    # place: no folder written, passed (the defect: refused for the file's folder, a save that works)
    $user "$tool" --seed 5 --iterations 20 --save /dev/fd/3 3>>"$tmp/folder/old.rec" >"$tmp/out" 2>"$tmp/err" &&
        grep -q '^hunters-record ' "$tmp/folder/old.rec" ||
        fail "--save /dev/fd/3 3>>FILE in a folder it may not write: $(cat "$tmp/err")"
fi
chmod 755 "$tmp/folder"
# a write that fails at the end all the same (a full disk): the reason, after the board and the final
# scores (they were lost), and the legend names no record
"$tool" --seed 5 --iterations 20 --save /dev/full >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q "^hunters-demo: cannot save /dev/full: No space left on device$" "$tmp/err" ||
    fail "--save /dev/full: $(cat "$tmp/err")"
grep -q "^  player 1: *[0-9]* points, place [12]$" "$tmp/out" && grep -q "^The board" "$tmp/out" ||
    fail "--save /dev/full: no board or final scores: $(tail -n 3 "$tmp/out")"
grep -q "hunters-svg" "$tmp/out" && fail "--save /dev/full: the legend names a record not written"
# one record, written once: through a descriptor (as --save /dev/stderr, or a pipe) two would follow each other
"$tool" --seed 5 --quiet --iterations 20 --save /dev/stderr >"$tmp/out" 2>"$tmp/err" || fail "--save /dev/stderr: exit status $?"
[ "$(grep -c '^hunters-record ' "$tmp/err")" -eq 1 ] || fail "--save /dev/stderr: not one record: $(grep -c '^hunters-record ' "$tmp/err")"
"${top_builddir:-.}/hunters-replay" - <"$tmp/err" >/dev/null 2>&1 || fail "--save /dev/stderr: the record does not replay"
# output that cannot be written (a full disk) is said, exit status 1 (the defect: 0, the game lost)
for args in "--seed 5 --quiet --iterations 20" "--help"; do
    # shellcheck disable=SC2086 # the arguments, as many words as they are
    "$tool" $args >/dev/full 2>"$tmp/err"
    [ $? -eq 1 ] && [ "$(cat "$tmp/err")" = "hunters-demo: cannot write to standard output: No space left on device" ] ||
        fail "$args >/dev/full: $(cat "$tmp/err")"
done
# -h as --help, as the other tools take it, and both named in the usage (the defect: -h a usage error)
for help in --help -h; do
    "$tool" $help >"$tmp/out" 2>"$tmp/err" || fail "$help exited $?"
    grep -q "^usage: hunters-demo .* \[-h|--help\]$" "$tmp/out" && [ ! -s "$tmp/err" ] || fail "$help: $(cat "$tmp/out" "$tmp/err")"
done
# --seed takes digits alone, up to 2^64 - 1 (the defect: "abc" played seed 0, "-1" the largest)
for bad in abc -1 5x "" 18446744073709551616; do
    "$tool" --seed "$bad" --quiet >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && grep -q "^usage: hunters-demo" "$tmp/err" &&
        grep -q "^hunters-demo: --seed needs a whole number from 0 to 18446744073709551615, not '$bad'$" "$tmp/err" ||
        fail "--seed '$bad': not a usage error: $(cat "$tmp/err")"
done
# --players and --iterations too, each in its range (the defect: atoi() took "abc" for 0
# players, refused after the usage by the game, "3x" for 3 and "-1" iterations as no limit)
for option in "--players 8" "--iterations 100000000"; do
    for bad in abc "" -1 99999999999 3x 0 " 2" +2 "${option#* }1"; do
        "$tool" ${option% *} "$bad" --quiet >"$tmp/out" 2>"$tmp/err"
        [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && grep -q "^usage: hunters-demo" "$tmp/err" &&
            grep -q "^hunters-demo: ${option% *} needs a whole number from 1 to ${option#* }, not '$bad'$" "$tmp/err" ||
            fail "${option% *} '$bad': not a usage error: $(cat "$tmp/err")"
    done
done
"$tool" --players 8 --quiet --bot random --others random >"$tmp/out" 2>"$tmp/err" && grep -q "^  player 8: " "$tmp/out" ||
    fail "--players 8: $(cat "$tmp/err")"
"$tool" --seed 18446744073709551615 --quiet --iterations 20 --others random --bot random >"$tmp/out" 2>"$tmp/err" &&
    grep -q "seed 18446744073709551615$" "$tmp/out" || fail "--seed 2^64 - 1: $(cat "$tmp/err")"
# each usage error says what is wrong before the usage (the defect: the usage alone; for
# --save=-, the hint named --save -, refused in its turn)
for bad in "--bogus:unknown or incomplete option --bogus" "--bot:unknown or incomplete option --bot" \
    "--save:unknown or incomplete option --save" "--others clever:--others needs random, greedy, mcts or mcts2, not 'clever'" \
    "--bot mcts3:--bot needs random, greedy, mcts or mcts2, not 'mcts3'" \
    "--seed=5:unknown or incomplete option --seed=5; a value is the word after its option: --seed 5" \
    "--save=:unknown or incomplete option --save=; a value is the word after its option: --save ''" \
    "--save=-:unknown or incomplete option --save=-; a value is the word after its option: --save FILE, not - \
(standard output is the game's screen; ./- names a file -)"; do
    # the arguments apart from the message, whose quotes ('clever') would read as theirs: split
    # into words on blanks alone, no quote of them taken (shellcheck SC2089, SC2090)
    args=${bad%%:*}
    # shellcheck disable=SC2086 # the arguments, as many words as they are
    "$tool" $args >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(head -n 1 "$tmp/err")" = "hunters-demo: ${bad#*:}" ] &&
        [ "$(sed -n 2p "$tmp/err" | cut -c1-19)" = "usage: hunters-demo" ] || fail "${bad%%:*}: $(cat "$tmp/err")"
done
# an empty word is named in quotes (the defect: "unknown or incomplete option " and the line's end)
"$tool" "" >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(head -n 1 "$tmp/err")" = "hunters-demo: unknown or incomplete option ''" ] || fail "'': $(cat "$tmp/err")"
# a command-line word a message names shows a control character as '?', in quotes, as
# hunters-play's messages do (the defect: the escape reached the terminal raw, the screen
# cleared or its colours changed by a typo); a bidirectional override, U+202E, so too
esc=$(printf '\033') && rlo=$(printf '\342\200\256') && cp "$tmp/notes.before" "$tmp/n$rlo.txt"
for bad in "--seed:${esc}[2J:--seed needs a whole number from 0 to 18446744073709551615, not '?[2J'" \
    "--bot:${rlo}x:--bot needs random, greedy, mcts or mcts2, not '?x'" \
    "--bogus$esc::unknown or incomplete option '--bogus?'" \
    "--seed=$esc::unknown or incomplete option '--seed=?'; a value is the word after its option: --seed '?'" \
    "--save:$tmp/no/$esc:cannot save '$tmp/no/?': No such file or directory" \
    "--save:$tmp/n$rlo.txt:--save '$tmp/n?.txt': the file exists and is no game record: it would be replaced; \
move it away or name another file"; do
    option=${bad%%:*} && rest=${bad#*:} && value=${rest%%:*}
    if [ -n "$value" ]; then set -- "$option" "$value"; else set -- "$option"; fi
    "$tool" --quiet --iterations 20 "$@" >"$tmp/out" 2>"$tmp/err"
    [ "$(head -n 1 "$tmp/err")" = "hunters-demo: ${rest#*:}" ] && ! grep -q -e "$esc" -e "$rlo" "$tmp/err" ||
        fail "$option with an escape: $(head -n 1 "$tmp/err" | od -c | head -n 8)"
done
echo "PASS: hunters-demo plays mcts2 against greedy by default, the bots as chosen, --save writes its record, usage errors refused"
