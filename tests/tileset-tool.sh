#!/bin/sh
# hunters-tileset reports a mistake as FILE:LINE:COL: reason, and prints the
# totals of a valid set (R2.7).
set -u
tool="${top_builddir:-.}/hunters-tileset"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

printf 'tile S 1 MMRM start\n  river S spring\n  meadow N E S.e W\n' > "$tmp/bad.txt"
if "$tool" "$tmp/bad.txt" >"$tmp/out" 2>"$tmp/err"; then fail "a bad set was accepted"; fi
expected="$tmp/bad.txt:1:12: half-side S.w beside the river of tile S is in no meadow area"
[ "$(cat "$tmp/err")" = "$expected" ] || fail "got '$(cat "$tmp/err")', expected '$expected'"

"$tool" --default >"$tmp/out" 2>&1 || fail "the default set is rejected"
grep -q "tiles  *79  *12" "$tmp/out" || fail "default totals missing: $(cat "$tmp/out")"

"$tool" --describe --default >"$tmp/copy.txt" || fail "--describe failed"
"$tool" "$tmp/copy.txt" >"$tmp/out2" 2>&1 || fail "the described set does not load"
h1=$(grep 'content hash' "$tmp/out"); h2=$(grep 'content hash' "$tmp/out2")
[ "$h1" = "$h2" ] || fail "hash changed over describe: '$h1' vs '$h2'"
# a copy of the built-in set with a changed tile but the built-in name is
# warned of (messages and saved games would read it as the built-in set);
# the copy unchanged, or renamed, is not
grep -q "warning" "$tmp/out2" && fail "an unchanged copy was warned of: $(cat "$tmp/out2")"
sed '0,/ 2 /s// 3 /' "$tmp/copy.txt" >"$tmp/changed.txt"
cmp -s "$tmp/copy.txt" "$tmp/changed.txt" && fail "the test could not change a tile's copies"
"$tool" "$tmp/changed.txt" >"$tmp/out5" 2>&1 || fail "the changed copy is rejected: $(cat "$tmp/out5")"
grep -q "warning: .*changed.txt has other tiles than the built-in set but its name" "$tmp/out5" ||
    fail "no warning for a changed copy keeping the built-in name: $(cat "$tmp/out5")"
sed 's/^tileset .*/tileset my-own-copy/' "$tmp/changed.txt" >"$tmp/renamed.txt"
"$tool" "$tmp/renamed.txt" >"$tmp/out5" 2>&1 || fail "the renamed copy is rejected: $(cat "$tmp/out5")"
grep -q "warning" "$tmp/out5" && fail "a renamed copy was warned of: $(cat "$tmp/out5")"
# the complete example of the format's documentation is a valid set
sed -n '/^```$/,/^```$/p' "${top_srcdir:-.}/doc/tileset-format.md" | sed '1d;$d' >"$tmp/example.txt"
"$tool" "$tmp/example.txt" >"$tmp/out3" 2>&1 || fail "the documented example is rejected: $(cat "$tmp/out3")"
grep -q "tiles  *9  *1" "$tmp/out3" || fail "documented example totals: $(cat "$tmp/out3")"
# a full disk on standard output is an error (the defect: exit 0 on /dev/full)
if "$tool" --describe --default >/dev/full 2>"$tmp/err"; then fail "--describe to /dev/full exited 0"; fi
# with its reason (the defect: "a write failed": the text, longer than the stream's buffer, went
# out at once, and its failure left nothing for the closing flush to fail on), closed too
[ "$(cat "$tmp/err")" = "hunters-tileset: cannot write to standard output: No space left on device" ] ||
    fail "--describe to /dev/full: $(cat "$tmp/err")"
"$tool" --describe --default >&- 2>"$tmp/err"
[ $? -eq 1 ] && [ "$(cat "$tmp/err")" = "hunters-tileset: cannot write to standard output: Bad file descriptor" ] ||
    fail "--describe >&-: $(cat "$tmp/err")"
if "$tool" --default >/dev/full 2>"$tmp/err"; then fail "the totals to /dev/full exited 0"; fi
# an unknown option is a usage error naming it, not a file that cannot be opened (the defect)
"$tool" --bogus --default >"$tmp/out4" 2>&1
[ $? -eq 2 ] || fail "--bogus was not a usage error: $(cat "$tmp/out4")"
grep -q "unknown option --bogus" "$tmp/out4" || fail "--bogus: $(cat "$tmp/out4")"
grep -q "cannot open" "$tmp/out4" && fail "--bogus was taken for a file: $(cat "$tmp/out4")"
# and names it with a control character as '?', as hunters-sim does (the defect: an escape raw)
"$tool" "--x$(printf '\033')" >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && [ "$(head -n 1 "$tmp/err")" = "hunters-tileset: unknown option '--x?'" ] ||
    fail "--x ESC: $(head -n 1 "$tmp/err" | od -c | head -n 4)"
# and so does a file name given (the defect: raw)
"$tool" "$tmp/no$(printf '\033')[2J" >/dev/null 2>"$tmp/err"
[ $? -eq 1 ] && [ "$(head -n 1 "$tmp/err")" = "'$tmp/no?[2J': cannot open the file: No such file or directory" ] ||
    fail "file ESC: $(head -n 1 "$tmp/err" | od -c | head -n 4)"
"$tool" --help >"$tmp/out4" 2>&1 || fail "--help failed"
grep -q "^usage: hunters-tileset" "$tmp/out4" || fail "--help: $(cat "$tmp/out4")"
# a file that cannot be read says the system's reason (the defect: only
# "cannot read the file", for a folder or a missing file alike)
"$tool" "$tmp" 2>"$tmp/err" >/dev/null && fail "a folder was accepted"
grep -qx "$tmp: cannot read the file: Is a directory" "$tmp/err" || fail "a folder: $(cat "$tmp/err")"
"$tool" "$tmp/none.txt" 2>"$tmp/err" >/dev/null && fail "a missing file was accepted"
grep -q "^$tmp/none.txt: .*: No such file or directory$" "$tmp/err" || fail "a missing file: $(cat "$tmp/err")"
# hunters-digest (not installed) reads a tile set file the same way (the
# defect: "DIR:0:0: cannot read the file", no reason); a mistake in the
# text keeps FILE:LINE:COL
digest="${top_builddir:-.}/hunters-digest"
"$digest" 0 "$tmp" 2>"$tmp/err" >/dev/null && fail "hunters-digest: a folder was accepted"
grep -qx "$tmp: cannot read the file: Is a directory" "$tmp/err" || fail "hunters-digest, a folder: $(cat "$tmp/err")"
"$digest" 0 "$tmp/none.txt" 2>"$tmp/err" >/dev/null && fail "hunters-digest: a missing file was accepted"
grep -q "^$tmp/none.txt: .*: No such file or directory$" "$tmp/err" || fail "hunters-digest, a missing file: $(cat "$tmp/err")"
"$digest" 0 "$tmp/bad.txt" 2>"$tmp/err" >/dev/null && fail "hunters-digest: a bad set was accepted"
grep -q "^$tmp/bad.txt:1:12: " "$tmp/err" || fail "hunters-digest, a bad set: $(cat "$tmp/err")"
"$digest" --help >"$tmp/out" 2>"$tmp/err" || fail "hunters-digest --help exited $?" # (it was exit 2)
grep -q "^usage: .*hunters-digest \[GAMES\] \[TILESET-FILE\]" "$tmp/out" || fail "hunters-digest --help: $(cat "$tmp/out")"
# the digest to a full disk is an error, not a lost digest reported as
# success (the defect: exit 0 on /dev/full)
if "$digest" 1 >/dev/full 2>"$tmp/err"; then fail "hunters-digest to /dev/full exited 0"; fi
grep -q "^hunters-digest: cannot write to standard output" "$tmp/err" || fail "hunters-digest, /dev/full: $(cat "$tmp/err")"
# a game count that is no whole number of 0 or more is a usage error (the
# defect: strtol() read "abc" and "--help" as 0 games and "5x" as 5, and a
# digest of those was printed with exit 0; --help is now the usage, exit 0)
for bad in abc 5x -3 -- --helpme 99999999999; do
    "$digest" "$bad" >"$tmp/out" 2>"$tmp/err"
    [ $? -eq 2 ] || fail "hunters-digest $bad was not a usage error: $(cat "$tmp/out" "$tmp/err")"
    grep -q "^usage: " "$tmp/err" || fail "hunters-digest $bad: $(cat "$tmp/err")"
done
# - is standard input, as in hunters-svg and hunters-replay (the defect: a
# file named "-" was opened: "-: cannot open the file")
"$tool" - <"$tmp/copy.txt" >"$tmp/out6" 2>&1 || fail "- refused: $(cat "$tmp/out6")"
grep -q "^standard input: valid tile set" "$tmp/out6" && grep -q "$(grep 'content hash' "$tmp/out")" "$tmp/out6" ||
    fail "-: $(cat "$tmp/out6")"
"$tool" --describe - <"$tmp/copy.txt" | cmp -s - "$tmp/copy.txt" || fail "--describe - is not the set"
"$tool" - <"$tmp/bad.txt" >/dev/null 2>"$tmp/err" && fail "- accepted a bad set"
[ "$(cat "$tmp/err")" = "standard input:1:12: half-side S.w beside the river of tile S is in no meadow area" ] ||
    fail "- with a bad set: $(cat "$tmp/err")"
echo "PASS: hunters-tileset reports FILE:LINE:COL and round-trips the default set, refuses unknown options and lost output"
