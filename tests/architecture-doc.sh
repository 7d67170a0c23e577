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
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# A header as the compiler reads it, without the preprocessor's lines and
# the comments (a doc comment may hold any word, a ';' or a brace, and one
# may stand inside a parameter list), on one line whatever the line breaks
# (a declaration wrapped after a comma) and the spaces, with no space
# around punctuation.
code_of() {
    awk '
    directive { directive = /\\$/; next } # a macro may stand for a call
    !incomment && /^[ \t]*#/ { directive = /\\$/; next }
    {
        rest = $0; out = ""
        while (rest != "") {
            if (incomment) {
                i = index(rest, "*/")
                if (!i) { rest = ""; break }
                rest = substr(rest, i + 2); incomment = 0; out = out " "
            } else {
                b = index(rest, "/*"); l = index(rest, "//")
                if (l && (!b || l < b)) { out = out substr(rest, 1, l - 1); rest = ""; break }
                if (!b) { out = out rest; rest = ""; break }
                out = out substr(rest, 1, b - 1); rest = substr(rest, b + 2); incomment = 1
            }
        }
        print out
    }' "$1" | tr '\t\n' '  ' | tr -s ' ' | sed 's/ *\([(),*;{}]\) */\1/g'
}
# the public functions' declarations of a header, "type name(params)" one a line
decls_of() { code_of "$1" | tr ';{}' '\n\n\n' | sed -n 's/^ *HUNTERS_API //p'; }
# a declaration's function: the identifier before its first '('
name_of() { sed -n 's/^[^(]*[ *]\(hunters_[a-z0-9_]*\)(.*/\1/p'; }
# The functions of a header that take a game they may write: a parameter
# hunters_game * (named or not, the pointer itself maybe const; not const
# hunters_game *, nor the hunters_game ** a constructor fills), or a batch
# struct holding such games (hunters_game *const *games).
writers_of() {
    decls=$(decls_of "$1")
    echo "$decls" | grep '[(,]hunters_game\*\([a-z_]\|[,)]\)' | name_of
    for b in $(code_of "$1" | grep -o 'struct [a-z0-9_]*{[^}]*}[a-z0-9_]*' |
        grep '[{;]hunters_game\*\(const\)\{0,1\}\*' | sed 's/.*}//' | sort -u); do
        echo "$decls" | grep "[(,]$b\*" | name_of
    done
}

# the reading itself, on a header written as hunters.h may come to be
cat >"$tmp/h.h" <<'HEADER'
#define HUNTERS_API
#define hunters_a_macro(game) \
    hunters_read(game)
/** Reads; hunters_game *game is not written {really}. */
HUNTERS_API int hunters_read(const hunters_game *game, int a);
HUNTERS_API int hunters_one_line(hunters_game *game, int a);
HUNTERS_API int hunters_wrapped(const hunters_tileset *tileset, int32_t a,
                                hunters_game *game);
HUNTERS_API int
hunters_name_below(int a, hunters_game* game /* written; see hunters_read() */);
HUNTERS_API int hunters_unnamed(int, hunters_game *);
HUNTERS_API int hunters_new(hunters_game **out, const hunters_game *from);
HUNTERS_API const char *hunters_const_pointer(hunters_game *const game);
typedef struct hunters_batch {
    hunters_game *const *games; /**< [B] games; written */
    size_t count;
} hunters_batch;
HUNTERS_API int hunters_step(hunters_ml *ml, hunters_batch *batch);
HUNTERS_API int hunters_step_read(hunters_ml *ml, const hunters_batch *batch);
HEADER
got=$(writers_of "$tmp/h.h" | sort | tr '\n' ' ')
want="hunters_const_pointer hunters_name_below hunters_one_line hunters_step hunters_unnamed hunters_wrapped "
[ "$got" = "$want" ] || fail "the test reads a header's writers of games wrong: '$got', not '$want'"

# the functions a text names in backticks, written `hunters_x` or `hunters_x()`
names_in() { grep -o '`hunters_[a-z0-9_]*\(()\)\{0,1\}`' | tr -d '`()' | sort -u; }
got=$(echo 'the `hunters_a()` and `hunters_b`, not hunters_c nor `hunters_d(x)`' | names_in | tr '\n' ' ')
[ "$got" = "hunters_a hunters_b " ] || fail "the test reads the names of a text wrong: '$got'"

section=$(sed -n '/^## Where state may change/,/^## /p' "$src/doc/architecture.md")
[ -n "$section" ] || fail "doc/architecture.md has no section 'Where state may change'"
[ -n "$(decls_of "$src/include/hunters.h")" ] || fail "no declaration read from $src/include/hunters.h"
writers=$(writers_of "$src/include/hunters.h")
named=$(echo "$section" | names_in)
count=0
for f in $writers; do
    count=$((count + 1))
    echo "$named" | grep -qx "$f" || fail "hunters.h: $f takes a game it may write, but doc/architecture.md's 'Where state may change' does not name it"
done
[ "$count" -ge 15 ] || fail "only $count writers of games found in hunters.h (the test's pattern is out of date): $writers"
# and every function the section names is one of hunters.h
declared=$(decls_of "$src/include/hunters.h" | name_of)
for f in $named; do
    echo "$declared" | grep -qx "$f" || fail "doc/architecture.md names $f, which hunters.h does not declare"
done
echo "PASS: doc/architecture.md names all $count public functions that may write a game"
