# Sourced by shell tests that run a tool under an address-space limit (and a
# stack limit) to see it refused what it needs: a thread that cannot be
# started, memory it cannot have. The test defines $tmp and $sanitized
# (tests/sanitizer_build.sh).

# limited_run CHECK VLIMIT SLIMIT COMMAND...: runs COMMAND under ulimit -v
# VLIMIT and, unless SLIMIT is -, ulimit -s SLIMIT (KiB), its output in
# $tmp/out and $tmp/err, its exit status in $status; $limits says the limits
# ("ulimit -v 1000 -s 100"). Where it cannot be run so, it says CHECK skipped
# and returns 1 (it was skipped without a word: the same PASS as a run that
# checked it): a sanitizer build, whose shadow memory is far above any such
# limit, or limits the shell cannot set (their refusal said).
limited_run() {
    limited_check=$1 limited_v=$2 limited_s=$3
    shift 3
    limits="ulimit -v $limited_v"
    [ "$limited_s" = - ] || limits="$limits -s $limited_s"
    if [ "$sanitized" = 1 ]; then
        echo "SKIP (a sanitizer build, its shadow memory far above $limits): $limited_check"
        return 1
    fi
    if ! (ulimit -v "$limited_v" && { [ "$limited_s" = - ] || ulimit -s "$limited_s"; }) 2>"$tmp/err"; then
        echo "SKIP ($limits refused: $(cat "$tmp/err")): $limited_check"
        return 1
    fi
    (ulimit -v "$limited_v" && { [ "$limited_s" = - ] || ulimit -s "$limited_s"; } && exec "$@") >"$tmp/out" 2>"$tmp/err"
    status=$?
    return 0
}
