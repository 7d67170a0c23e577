#!/bin/sh
# No test may depend on the speed of the machine. A Check case without an
# explicit tcase_set_timeout() runs under the default timeout, which make
# check sets to 60 s (CK_DEFAULT_TIMEOUT in Makefile.am; Check's own is
# 4 s). This reports the cases without an explicit timeout that took
# longer than LIMIT seconds (default 1): the ones to make cheaper or give
# a timeout of their own before they near the default. It fails only when
# the logs are missing or such a case timed out (Check writes its duration
# as -1), never for a duration: a loaded machine makes any case slower.
# It reads the XML logs (with each case's duration) that the suites write
# into BUILDDIR/tests when HUNTERS_CHECK_XML_DIR is set (make check sets it).
#   tests/check-durations.sh BUILDDIR [LIMIT]
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${1:?usage: check-durations.sh BUILDDIR [LIMIT]}
limit=${2:-1}
set -- "$build"/tests/check_*.xml
[ -f "$1" ] || { echo "check-durations: no Check XML logs in $build/tests" >&2; exit 1; }

# "FILE TCASE" of every test case that sets an explicit timeout: the name
# of the last tcase_create("...") before each tcase_set_timeout(...).
timed=$(awk '
    FNR == 1 { tcase = "" }
    match($0, /tcase_create\("[^"]*"\)/) { tcase = substr($0, RSTART + 14, RLENGTH - 16) }
    /tcase_set_timeout\(/ && tcase != "" { n = split(FILENAME, p, "/"); print p[n] "\t" tcase }
' "$top"/tests/check_*.c)

# one line a case: FILE TAB TCASE TAB TEST TAB DURATION. FILE is the
# suite's source, named by its XML log (check_x.xml: check_x.c), not by the
# case's <fn>, which names where its last check ran: a helper in a shared
# test header (tests/bot_games.h) would hide the case's explicit timeout.
cases=$(awk '
    FNR == 1        { n = split(FILENAME, p, "/"); source = p[n]; sub(/\.xml$/, ".c", source) }
    /<test /        { fn = source; id = ""; d = ""; tc = "" }
    /<id>/          { id = $0; sub(/.*<id>/, "", id); sub(/<\/id>.*/, "", id) }
    /<duration>/    { d = $0; sub(/.*<duration>/, "", d); sub(/<\/duration>.*/, "", d) }
    /<description>/ { tc = $0; sub(/.*<description>/, "", tc); sub(/<\/description>.*/, "", tc) }
    /<\/test>/      { print fn "\t" tc "\t" id "\t" d }
' "$@")
[ -n "$cases" ] || { echo "check-durations: no test cases in the XML logs" >&2; exit 1; }

slow=$(printf '%s\n' "$cases" | awk -F '\t' -v limit="$limit" -v timed="$timed" '
    BEGIN { n = split(timed, t, "\n"); for (i = 1; i <= n; i++) explicit[t[i]] = 1 }
    ($1 "\t" $2) in explicit { next }
    $4 + 0 > limit + 0 { printf "  %s: %s (test case \"%s\") took %.2f s\n", $1, $3, $2, $4 }')
timed_out=$(printf '%s\n' "$cases" | awk -F '\t' -v timed="$timed" '
    BEGIN { n = split(timed, t, "\n"); for (i = 1; i <= n; i++) explicit[t[i]] = 1 }
    ($1 "\t" $2) in explicit { next }
    $4 + 0 < 0 { printf "  %s: %s (test case \"%s\") timed out (or crashed: Check writes -1 for both)\n", $1, $3, $2 }')
total=$(printf '%s\n' "$cases" | wc -l)
if [ -n "$timed_out" ]; then
    echo "check-durations: cases without an explicit timeout that timed out (the default, CK_DEFAULT_TIMEOUT):"
    printf '%s\n' "$timed_out"
    echo "give their test case an explicit, generous tcase_set_timeout() or make them cheaper"
    exit 1
fi
if [ -n "$slow" ]; then
    echo "check-durations: $total cases; those without an explicit timeout that took over $limit s here (a report, not a failure: the default timeout is ${CK_DEFAULT_TIMEOUT:-60} s):"
    printf '%s\n' "$slow"
else
    echo "check-durations: $total cases; every case without an explicit timeout took at most $limit s"
fi
