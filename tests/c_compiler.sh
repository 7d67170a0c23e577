# Sourced by shell tests that build a C program of their own (a harness of a
# file of tools/, a shim they preload) with the C compiler make check passes
# them ($CC, configure's; cc without it). The test defines fail() and $tmp.
# A check is skipped only where there is no compiler: a program that no
# longer builds fails the test (it said SKIP and the test passed).

# have_cc CHECK: whether the compiler is there (${CC:-cc}, or the first word
# of a $CC with options, "gcc -m32"); where it is not, says CHECK skipped
have_cc() {
    command -v "${CC:-cc}" >/dev/null 2>&1 || command -v "${CC:+${CC%% *}}" >/dev/null 2>&1 && return 0
    echo "SKIP (no C compiler ${CC:-cc}): $1"
    return 1
}

# build_c WHAT ARGUMENTS...: ${CC:-cc} ARGUMENTS, its messages in $tmp/cc;
# a failed build fails the test, naming WHAT and the compiler's first errors
build_c() {
    cc_what=$1
    shift
    ${CC:-cc} "$@" 2>"$tmp/cc" ||
        fail "$cc_what does not build (${CC:-cc}: status $?): $(grep -m 3 -e error -e undefined "$tmp/cc" || head -n 3 "$tmp/cc")"
}
