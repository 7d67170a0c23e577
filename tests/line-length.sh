#!/bin/sh
# The C sources keep to 120 columns (the width the code is written to, so
# a diff and two files side by side stay readable): lists every longer
# line of lib/, include/, tools/, examples/ and tests/ (its subfolders such as
# tests/fuzz/ included) and fails if there is one.
set -u
srcdir=${top_srcdir:-.}
cd "$srcdir" || exit 1
# (node_modules left out: npm's packages for the web tests, in tests/web,
# are not the project's sources)
long=$(find lib include tools examples tests -name node_modules -prune -o -name '*.[ch]' -print | sort |
    xargs awk 'length($0) > 120 { printf "%s:%d: %d columns\n", FILENAME, FNR, length($0) }')
if [ -n "$long" ]; then
    echo "FAIL: lines over 120 columns:"
    echo "$long"
    exit 1
fi
echo "PASS: every line of lib/, include/, tools/, examples/ and tests/ within 120 columns"
