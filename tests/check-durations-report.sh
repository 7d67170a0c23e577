#!/bin/sh
# tests/check-durations.sh reports slow cases and fails only on a timeout:
# no test depends on the speed of the machine. A case of check_api.c's
# "game" test case (no explicit timeout) at 1.37 s, as one took under the
# sanitizers on a loaded machine, is reported and the run passes (it
# failed it before, at the 1 s limit); the same case timed out (Check's
# duration -1) fails it; missing logs fail it.
set -eu
top=${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/tests"
log() { # DURATION: one case's XML log, as Check writes it (one element a line)
    cat > "$work/tests/check_api.xml" <<XML
<?xml version="1.0"?>
<testsuites xmlns="http://check.sourceforge.net/ns">
  <suite>
    <title>api</title>
    <test result="success">
      <path>.</path>
      <fn>check_api.c:100</fn>
      <id>copies_across_equal_sets_and_names</id>
      <iteration>0</iteration>
      <duration>$1</duration>
      <description>game</description>
      <message>Passed</message>
    </test>
  </suite>
</testsuites>
XML
}
fail() { echo "check-durations-report: $*"; exit 1; }

log 1.37
out=$("$top/tests/check-durations.sh" "$work" 1) || fail "a 1.37 s case failed the run: $out"
case $out in *"copies_across_equal_sets_and_names (test case \"game\") took 1.37 s"*) ;;
    *) fail "the slow case is not reported: $out" ;; esac
log 0.20
out=$("$top/tests/check-durations.sh" "$work" 1) || fail "a quick case failed the run: $out"
case $out in *"took at most 1 s"*) ;; *) fail "unexpected report: $out" ;; esac
log -1
if out=$("$top/tests/check-durations.sh" "$work" 1); then fail "a timed-out case passed: $out"; fi
case $out in *"copies_across_equal_sets_and_names (test case \"game\") timed out"*) ;;
    *) fail "the timeout is not named: $out" ;; esac
rm "$work/tests/check_api.xml"
if out=$("$top/tests/check-durations.sh" "$work" 1 2>&1); then fail "no logs passed: $out"; fi
echo "check-durations-report: a slow case reported, a timeout and missing logs fail"
