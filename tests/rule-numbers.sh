#!/bin/sh
# Every rule number that the code, the tests, the tools or the docs cite
# ("(R4.2)", "R6.6: ...") must be defined in doc/rules.md, so a reader of a
# message or a test always has the rule to look up.
set -u
src="${top_srcdir:-.}"
rules="$src/doc/rules.md"
[ -f "$rules" ] || { echo "FAIL: $rules is missing"; exit 1; }
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

# Defined: the section headings "## R3 A turn" and the items "- **R3.2** ...".
{
    sed -n 's/^## \(R[0-9][0-9]*\) .*/\1/p' "$rules"
    sed -n 's/^- \*\*\(R[0-9][0-9]*\.[0-9][0-9]*\)\*\*.*/\1/p' "$rules"
} | sort -u >"$tmp/defined"
[ "$(wc -l <"$tmp/defined")" -ge 50 ] || { echo "FAIL: doc/rules.md defines too few rules"; exit 1; }

# Cited somewhere under the given paths, with file:line for the report.
cited() {
    # (not the npm packages the web tests install under tests/web)
    grep -rnoE --exclude-dir=node_modules '(^|[^A-Za-z0-9_])R[1-9][0-9]*(\.[0-9]+)?' "$@" 2>/dev/null |
        sed -E 's/^([^:]*:[0-9]+):[^R]*(R[1-9][0-9]*(\.[0-9]+)?).*/\1 \2/'
}

# The checker must catch an undefined number (here R12.7) ...
mkdir "$tmp/probe"
echo 'return "no such move (R12.7)";' >"$tmp/probe/x.c"
cited "$tmp/probe" | while read -r where rule; do
    grep -qx "$rule" "$tmp/defined" || echo "$where $rule"
done >"$tmp/probe.out"
grep -q "R12.7" "$tmp/probe.out" || { echo "FAIL: the checker misses an undefined rule number"; exit 1; }

# ... and find none in the project.
paths=
for p in lib include tests tools examples bindings README.md doc; do
    [ -e "$src/$p" ] && paths="$paths $src/$p"
done
# shellcheck disable=SC2086
cited $paths | grep -v '/tests/rule-numbers\.sh:' | while read -r where rule; do
    grep -qx "$rule" "$tmp/defined" || echo "$where cites $rule, which doc/rules.md does not define"
done >"$tmp/undefined"
if [ -s "$tmp/undefined" ]; then
    echo "FAIL: undefined rule numbers:"; cat "$tmp/undefined"; exit 1
fi
echo "PASS: $(cited $paths | wc -l) rule citations, all defined in doc/rules.md ($(wc -l <"$tmp/defined") rules)"
