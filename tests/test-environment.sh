#!/bin/sh
# What make check gives every test (Makefile.am's AM_TESTS_ENVIRONMENT):
# each variable its export line names is set, CK_DEFAULT_TIMEOUT a number of
# seconds, top_srcdir and top_builddir the trees. The defect: they were
# TESTS_ENVIRONMENT, which Automake leaves to the user, so
# `make check TESTS_ENVIRONMENT=...` dropped them all (a Check case back to
# Check's 4 s, a shell test's top_srcdir to "."); run so, this test failed.
# The values are printed, for a user's override to be seen in the log:
#   make check TESTS=tests/test-environment.sh TESTS_ENVIRONMENT='CK_DEFAULT_TIMEOUT=7'
set -u
fail() { echo "FAIL: $*"; exit 1; }
makefile_am="${top_srcdir:-.}/Makefile.am"
[ -f "$makefile_am" ] || fail "no Makefile.am in top_srcdir '${top_srcdir-(unset)}'"
names=$(sed -n 's/^	export \(.*\);$/\1/p' "$makefile_am")
[ -n "$names" ] || fail "no export line in $makefile_am's AM_TESTS_ENVIRONMENT: this check is out of date"
for name in $names; do
    given="" value=""
    eval "given=\${$name+yes} value=\${$name-}"
    [ "$given" = yes ] || fail "$name is not set (Makefile.am exports it to every test)"
    echo "$name=$value"
done
case ${CK_DEFAULT_TIMEOUT:-} in
'' | *[!0-9.]*) fail "CK_DEFAULT_TIMEOUT is '${CK_DEFAULT_TIMEOUT:-}', not a number of seconds" ;;
esac
[ -f "${top_srcdir:-.}/configure.ac" ] || fail "top_srcdir ${top_srcdir:-.} holds no configure.ac"
[ -f "${top_builddir:-.}/config.status" ] || fail "top_builddir ${top_builddir:-.} holds no config.status"
echo "PASS: make check gives each test $names"
