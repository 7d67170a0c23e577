#!/bin/sh
# hunters-bench (not installed): its figures, as a table or as JSON, reach
# standard output or the run fails. The figures themselves are not checked
# (they depend on the machine).
set -u
tool="${top_builddir:-.}/hunters-bench"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$tool" --quick --json >"$tmp/out" 2>"$tmp/err" || fail "--quick --json: $(cat "$tmp/err")"
grep -q '"allocations_in_play": ' "$tmp/out" || fail "--quick --json: no figures: $(cat "$tmp/out")"
# a full disk on standard output is an error (the defect: exit 0, the
# results lost, e.g. a 'make bench > results.json' on a full disk)
for args in "--quick --json" "--quick"; do
    if "$tool" $args >/dev/full 2>"$tmp/err"; then fail "$args to /dev/full exited 0"; fi
    grep -q "^hunters-bench: cannot write to standard output" "$tmp/err" || fail "$args, /dev/full: $(cat "$tmp/err")"
done
"$tool" --bogus >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ] && grep -q "^usage: hunters-bench" "$tmp/err" || fail "--bogus: not a usage error: $(cat "$tmp/err")"
"$tool" --help >"$tmp/out" 2>"$tmp/err" || fail "--help exited $?: $(cat "$tmp/err")"
grep -q "^usage: hunters-bench" "$tmp/out" || fail "--help: $(cat "$tmp/out")" # (it was a usage error, exit 2)
echo "PASS: hunters-bench reports lost output"
