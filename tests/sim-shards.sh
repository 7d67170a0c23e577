#!/bin/sh
# hunters-sim --shard K/N: two shards merged equal one run, byte for byte;
# a shard merged twice, or shards of other runs, are refused.
set -u
tool="${top_builddir:-.}/hunters-sim"
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

args="--seeds 11..71 -p greedy,random,random --rotate -o huts=3"
"$tool" $args -q --json "$tmp/one.json" || fail "one run"
"$tool" $args >"$tmp/one.table" || fail "one run, table"
"$tool" $args -q --shard 1/2 -j 2 --json "$tmp/s1.json" || fail "shard 1/2"
"$tool" $args -q --shard 2/2 --json "$tmp/s2.json" || fail "shard 2/2"
grep -q '"shards": "1/2"' "$tmp/s1.json" || fail "shard 1 not marked"
"$tool" merge --json "$tmp/merged.json" "$tmp/s2.json" "$tmp/s1.json" >"$tmp/merged.table" || fail "merge"
cmp -s "$tmp/one.json" "$tmp/merged.json" || fail "merged summary differs: $(diff "$tmp/one.json" "$tmp/merged.json")"
cmp -s "$tmp/one.table" "$tmp/merged.table" || fail "merged table differs"

if "$tool" merge "$tmp/s1.json" "$tmp/s1.json" >/dev/null 2>&1; then fail "a shard merged twice"; fi
"$tool" --seeds 11..71 -p random,random,random -q --shard 2/2 --json "$tmp/other.json" || fail "other run"
if "$tool" merge "$tmp/s1.json" "$tmp/other.json" >/dev/null 2>&1; then fail "shards of other runs merged"; fi
echo "PASS: hunters-sim shards merge into exactly one run"
