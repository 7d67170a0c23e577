#!/bin/sh
# doc/architecture.md's "Where state may change" names every public function
# that takes a game it may write: a `hunters_game *` parameter without
# `const`, or a batch holding such games (hunters_ml_step's). It said "the
# setters" and "the bots ... change only the message", leaving out
# hunters_ml_set_caller_draws, the batched steps and the bots' plan; a new
# writer of games must be placed there, as a new folder of lib/ must be
# given a layer (tests/layering.sh).
set -u
src="${top_srcdir:-.}"
fail() { echo "FAIL: $*"; exit 1; }
section=$(sed -n '/^## Where state may change/,/^## /p' "$src/doc/architecture.md")
[ -n "$section" ] || fail "doc/architecture.md has no section 'Where state may change'"
# each declaration on one line, from HUNTERS_API to its ';'
decls=$(sed -n '/^HUNTERS_API/,/;/p' "$src/include/hunters.h" | tr '\n' ' ' | tr ';' '\n')
# the batch structs that hold writable games, then the functions taking them
batches=$(sed -n '/^typedef struct /,/^} /p' "$src/include/hunters.h" | tr '\n' ' ' | sed 's/} \([a-z_]*\);/} \1;\n/g' |
    grep 'hunters_game \*const \*' | sed -n 's/.*} \([a-z_]*\);.*/\1/p')
[ -n "$batches" ] || fail "no batch struct of games found in hunters.h (the test's pattern is out of date)"
writers=$(echo "$decls" | grep -E '(\(|, )hunters_game \*[a-z]' | sed -n 's/.* \**\(hunters_[a-z_]*\)(.*/\1/p')
for b in $batches; do
    writers="$writers $(echo "$decls" | grep -E "(\(|, )$b \*" | sed -n 's/.* \**\(hunters_[a-z_]*\)(.*/\1/p')"
done
count=0
for f in $writers; do
    count=$((count + 1))
    echo "$section" | grep -q "\`$f\`" || fail "hunters.h: $f takes a game it may write, but doc/architecture.md's 'Where state may change' does not name it"
done
[ "$count" -ge 15 ] || fail "only $count writers of games found in hunters.h (the test's pattern is out of date): $writers"
# and every function the section names is one of hunters.h
for f in $(echo "$section" | grep -o '`hunters_[a-z_]*`' | tr -d '`' | sort -u); do
    grep -q "^HUNTERS_API.* \**$f(" "$src/include/hunters.h" || fail "doc/architecture.md names $f, which hunters.h does not declare"
done
echo "PASS: doc/architecture.md names all $count public functions that may write a game"
