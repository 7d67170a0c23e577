#!/bin/sh
# Builds the unchanged lib/ into WebAssembly with Emscripten and assembles the
# static web companion page (run by `make wasm`):
#   build-wasm.sh SRCDIR BUILDDIR SOURCE...
# SOURCE are the library's sources as Makefile.am lists them (headers are
# skipped; the generated lib/tiles/default_data.c is taken from BUILDDIR).
# Writes BUILDDIR/wasm/hunters-core.{mjs,wasm} (the Emscripten module) and
# BUILDDIR/web/ (examples/web + the wrapper + the module: a static site).
# The exported functions are every defined symbol matching a global pattern
# of lib/libhunters.map, so functions added to the library are exported with
# no change here. Fails (status 1, saying what to install) when emcc is
# missing: a command chained after `make wasm` (a server of web/) must not
# run on a build that did not happen.
set -eu
srcdir=$1; builddir=$2; shift 2
EMCC=${EMCC:-emcc}
EMNM=${EMNM:-emnm}
if ! command -v "$EMCC" >/dev/null 2>&1; then
    echo "make wasm: $EMCC not found, so no WebAssembly build (Debian: apt-get install emscripten node-acorn)" >&2
    exit 1
fi
# emcc's JavaScript optimizer needs acorn, which Debian installs here
NODE_PATH=${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs
export NODE_PATH

out=$builddir/wasm
mkdir -p "$out/obj"
cflags="-O2 -std=c11 -DHUNTERS_BUILDING -I$srcdir/include -I$srcdir/lib"
objects=""
for source in "$@" lib/tiles/default_data.c; do
    case "$source" in *.c) ;; *) continue ;; esac
    if [ "$source" = lib/tiles/default_data.c ]; then path=$builddir/$source; else path=$srcdir/$source; fi
    object=$out/obj/$(echo "$source" | tr / _ | sed 's/\.c$/.o/')
    case " $objects " in *" $object "*) continue ;; esac
    if [ ! -f "$object" ] || [ "$path" -nt "$object" ] || [ -n "$(find "$srcdir/include" "$srcdir/lib" -name '*.h' -newer "$object" | head -n 1)" ]; then
        echo "  EMCC     $source"
        # shellcheck disable=SC2086
        "$EMCC" $cflags -c "$path" -o "$object"
    fi
    objects="$objects $object"
done

# the global patterns of the version script, e.g. "hunters_*"
patterns=$(sed -n '/global:/,/local:/p' "$srcdir/lib/libhunters.map" |
    sed -e 's,/\*.*\*/,,g' -e 's/[[:space:]]//g' -e 's/;$//' | grep -v -E '^(global:|local:|)$')
# shellcheck disable=SC2086
symbols=$("$EMNM" --defined-only -g $objects 2>/dev/null | awk '$2 == "T" { print $3 }' | sort -u)
exports="\"_malloc\",\"_free\""
count=0
for symbol in $symbols; do
    for pattern in $patterns; do
        # shellcheck disable=SC2254
        case "$symbol" in $pattern) exports="$exports,\"_$symbol\""; count=$((count + 1)); break ;; esac
    done
done
if [ "$count" = 0 ]; then echo "make wasm: no function of lib/libhunters.map found in the objects" >&2; exit 1; fi
echo "  EMLINK   wasm/hunters-core.mjs ($count functions exported)"
# shellcheck disable=SC2086
"$EMCC" -O2 $objects -o "$out/hunters-core.mjs" \
    -s MODULARIZE=1 -s EXPORT_ES6=1 -s EXPORT_NAME=createHuntersCore \
    -s ENVIRONMENT=web,worker,node -s FILESYSTEM=0 \
    -s ALLOW_MEMORY_GROWTH=1 -s WASM_BIGINT=1 \
    -s "EXPORTED_FUNCTIONS=[$exports]" \
    -s "EXPORTED_RUNTIME_METHODS=[\"UTF8ToString\",\"stringToUTF8\",\"lengthBytesUTF8\"]"

# the static site: page, wrapper, module
web=$builddir/web
rm -rf "${builddir:?}/web"   # no file the page dropped stays behind
mkdir -p "$web"
cp "$srcdir"/examples/web/* "$web/"
cp "$srcdir/bindings/js/hunters.js" "$out/hunters-core.mjs" "$out/hunters-core.wasm" "$web/"
# (an absolute path: make runs this in the build folder, the reader elsewhere)
echo "  WEB      web/ (serve it: python3 -m http.server --bind 127.0.0.1 -d '$(cd "$web" && pwd)' 8000)"
