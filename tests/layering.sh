#!/bin/sh
# The layers of lib/ run one way (doc/architecture.md): a file may include
# the headers of, and call the functions defined in, its own layer and the
# layers below, never those above. This test reads the sources for
# #include lines and the built objects (nm) for calls, and fails on any
# edge that points up, or on a lib/ folder that has no layer yet.
set -u
srcdir=${top_srcdir:-.}
builddir=${top_builddir:-.}
nm=${NM:-nm}

# The layer of a path below lib/ (a source file, a header or an object).
layer_of() {
    case $1 in
    hunters.h) echo 0 ;;               # the public header: types only
    util/*) echo 1 ;;
    tiles/*) echo 2 ;;
    game.h) echo 3 ;;                  # the shared game state
    features/*) echo 4 ;;
    board/*) echo 5 ;;
    rules/* | scoring/*) echo 6 ;;     # one layer: turns score, scoring logs events
    api/* | records/*) echo 7 ;;       # the public API; records replay through it
    bots/* | render/* | ml/*) echo 8 ;; # clients of the public API
    *) echo unknown ;;
    esac
}

name_of() {
    case $1 in
    0) echo "public header" ;; 1) echo util ;; 2) echo tiles ;; 3) echo "game state" ;;
    4) echo features ;; 5) echo board ;; 6) echo "rules and scoring" ;; 7) echo "api and records" ;;
    8) echo "bots, render and ml" ;; *) echo "?" ;;
    esac
}

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# 1. includes
for file in $(cd "$srcdir/lib" && find . -name '*.[ch]' | sed 's|^\./||' | sort); do
    from=$(layer_of "$file")
    [ "$from" = unknown ] && { fail "lib/$file: its folder has no layer (add it to tests/layering.sh and doc/architecture.md)"; continue; }
    for header in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$srcdir/lib/$file"); do
        # a header named without its folder is the including file's neighbour
        case $header in */*) path=$header ;; hunters.h | game.h) path=$header ;; *) path="$(dirname "$file")/$header" ;; esac
        to=$(layer_of "$path")
        [ "$to" = unknown ] && { fail "lib/$file includes \"$header\", which has no layer"; continue; }
        [ "$to" -gt "$from" ] &&
            fail "lib/$file ($(name_of "$from")) includes \"$header\" ($(name_of "$to")), a higher layer"
    done
done

# 2. calls, from the objects of the built library (skipped when not built)
objects=$(cd "$builddir" 2>/dev/null && find lib -name 'libhunters_core_la-*.o' -not -path '*/.libs/*' 2>/dev/null | sort)
if [ -z "$objects" ]; then
    objects=$(cd "$builddir" 2>/dev/null && find lib -path '*/.libs/libhunters_core_la-*.o' 2>/dev/null | sort)
fi
if [ -z "$objects" ] || ! command -v $nm >/dev/null 2>&1; then
    echo "note: no objects or no nm; only includes were checked"
else
    defs=$(mktemp)
    trap 'rm -f "$defs"' EXIT
    for obj in $objects; do
        dir=$(echo "$obj" | sed 's|^lib/||; s|/\.libs/|/|; s|/libhunters_core_la-.*||')
        l=$(layer_of "$dir/x")
        $nm -g --defined-only "$builddir/$obj" | awk -v l="$l" -v o="$obj" 'NF == 3 && $2 ~ /[TDBR]/ {print $3, l, o}'
    done >"$defs"
    for obj in $objects; do
        dir=$(echo "$obj" | sed 's|^lib/||; s|/\.libs/|/|; s|/libhunters_core_la-.*||')
        from=$(layer_of "$dir/x")
        [ "$from" = unknown ] && { fail "$obj: its folder has no layer"; continue; }
        for sym in $($nm -u "$builddir/$obj" | awk '{print $NF}' | grep -E '^(hu_|hunters_)'); do
            line=$(grep "^$sym " "$defs" | head -n 1)
            [ -n "$line" ] || continue
            to=$(echo "$line" | cut -d' ' -f2)
            where=$(echo "$line" | cut -d' ' -f3)
            [ "$to" -gt "$from" ] &&
                fail "$obj ($(name_of "$from")) calls $sym, defined in $where ($(name_of "$to")), a higher layer"
        done
    done
fi

[ "$failures" = 0 ] || { echo "FAIL: $failures edge(s) point up the layers"; exit 1; }
echo "PASS: lib/ includes and calls only its own layer and those below"
