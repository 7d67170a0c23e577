#!/bin/sh
# Builds the libFuzzer targets with clang (address and undefined-behaviour
# sanitizers) straight from the library's sources, and runs each for a while.
#   tests/fuzz/run.sh BUILD_DIR [SECONDS] [TARGET...]
# BUILD_DIR is a configured build (for lib/tiles/default_data.c). Without
# TARGETs, all run: tileset, record, moves, game (whole games on fuzzed tile
# sets), move_parse. Each corpus starts from the seeds in
# tests/fuzz/corpus/TARGET/ (embedded tile sets, blank lines, duplicates,
# comments, version-1 records ...) and what earlier runs found. An input
# that crashes a target is kept as BUILD_DIR/fuzz/TARGET-crash-* (not in the
# folder the script runs from, which build.sh runs in the source tree).
# $HUNTERS_JOBS at a time (default: nproc).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
build=$(cd "$1" && pwd)
seconds=${2:-10}
shift; [ $# -gt 0 ] && shift
targets=${*:-tileset record moves game move_parse}
command -v clang >/dev/null 2>&1 || { echo "SKIP: fuzzing needs clang"; exit 0; }
out="$build/fuzz"
mkdir -p "$out"
# libFuzzer comes with clang's runtime (Debian: libclang-rt-dev): without
# it (the linker cannot find libclang_rt.fuzzer, or clang knows no
# -fsanitize=fuzzer) a SKIP naming clang's line; a probe that fails for
# another reason (a compile error, a linker that fails) shows clang's lines
# and fails (the defect: every failure was "cannot link libFuzzer", the
# messages thrown away, and the run ended as a success). In the C locale:
# the linker's and the C library's words are translated elsewhere ("Datei
# oder Verzeichnis nicht gefunden"), which read as another reason failed
# the run. A clang that has no libFuzzer for its target (newer ones say
# "unsupported option '-fsanitize=fuzzer' for target") is one without it
printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; return (int)(n & 0); }\n' >"$out/probe.c"
if ! LC_ALL=C clang -fsanitize=fuzzer "$out/probe.c" -o "$out/probe" 2>"$out/probe.log"; then
    nofuzzer="libclang_rt\.fuzzer[-_.a-z0-9]*: No such file|unsupported argument 'fuzzer'|unsupported option '-fsanitize=fuzzer'"
    if grep -Eq "$nofuzzer" "$out/probe.log"; then
        echo "SKIP: clang here cannot link libFuzzer (Debian: libclang-rt-dev): $(grep -E "$nofuzzer" "$out/probe.log" |
            head -n 1)"
        exit 0
    fi
    sed 's/^/    /' "$out/probe.log"
    echo "FAIL: clang -fsanitize=fuzzer of a probe failed, not for want of libFuzzer (its messages above)"
    exit 1
fi
make -C "$build" -s lib/tiles/default_data.c >/dev/null
flags="-g -O1 -std=c11 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all"
jobs=${HUNTERS_JOBS:-$(nproc 2>/dev/null || echo 2)}
case $jobs in '' | *[!0-9]* | 0) echo "run.sh: HUNTERS_JOBS must be a whole number above 0" >&2; exit 2 ;; esac
# the library once, as objects, $jobs compilers at a time
rm -f "$out"/lib-*.o
export FUZZ_FLAGS="$flags" FUZZ_TOP="$top"
for src in $(find "$top/lib" -name '*.c' | sort) "$build/lib/tiles/default_data.c"; do
    printf '%s\0%s\0' "$src" "$out/lib-$(echo "$src" | sed 's|.*/lib/||; s|/|-|g; s|\.c$|.o|')"
done | xargs -0 -n 2 -P "$jobs" sh -c \
    'clang $FUZZ_FLAGS -I"$FUZZ_TOP/include" -I"$FUZZ_TOP/lib" -DHUNTERS_BUILDING -c "$0" -o "$1"'
for target in $targets; do
    clang $flags -fsanitize=fuzzer -I"$top/include" "$here/fuzz_$target.c" "$out"/lib-*.o -o "$out/fuzz_$target"
    corpus="$out/corpus_$target"
    mkdir -p "$corpus"
    [ -d "$here/corpus/$target" ] && cp -f "$here/corpus/$target"/* "$corpus/"
    case $target in
    tileset) cp "$top/data/tiles-2002.txt" "$corpus/default.txt"
             sed -n '/^```$/,/^```$/p' "$top/doc/tileset-format.md" | sed '1d;$d' >"$corpus/example.txt" ;;
    record) sed -n '/^```$/,/^```$/p' "$top/doc/record-format.md" | sed '1d;$d' >"$corpus/example.rec" ;;
    esac
done
# each target for $seconds, one a core; the logs in $out/logs/
echo "==> $(echo $targets | sed 's/\([a-z_]*\)/fuzz_\1/g') for ${seconds}s each, $jobs at a time"
"$top/tests/each-core.sh" -j "$jobs" -o "$out/logs" -i "$targets" \
    -l fuzz_ -s 'stat::number_of_executed_runs|Done [0-9]+ runs' -- \
    "$out/fuzz_{}" -max_total_time="$seconds" -timeout=25 -max_len=65536 -print_final_stats=1 \
    -artifact_prefix="$out/{}-" "$out/corpus_{}"
