#!/bin/sh
# Runs a command once for each item of a list, JOBS at a time (each run
# takes one core), then reports the runs in the list's order.
#   tests/each-core.sh -j JOBS -o DIR -i "ITEM..." [-l LABEL] [-s REGEX] [-t LINES] -- COMMAND [ARG...]
# {} in COMMAND and its ARGs stands for the item (items are plain words).
# A run's output goes to DIR/ITEM.log, its exit status to DIR/ITEM.rc.
# The report: "    LABELITEM: " and the last line of the run's log that
# matches the extended regular expression REGEX (default: its last line);
# for a failed run, the last LINES lines of its log (default 40; +1: all of
# it) and "FAILED: LABELITEM (exit STATUS)". Exits 1 if any run failed.
set -eu

if [ "${1:-}" = --one ]; then  # one run, started by xargs: --one DIR COMMAND... ITEM
    dir=$2; shift 2
    eval "item=\${$#}"
    words=$#; n=0
    for word do  # (the loop's list is fixed: set -- inside rebuilds "$@")
        shift; n=$((n + 1))
        [ $n -lt $words ] || break  # the item itself: dropped
        expanded=""
        while :; do
            case $word in *"{}"*) ;; *) break ;; esac
            expanded="$expanded${word%%"{}"*}$item"
            word=${word#*"{}"}
        done
        set -- "$@" "$expanded$word"
    done
    status=0
    "$@" >"$dir/$item.log" 2>&1 </dev/null || status=$?
    echo "$status" >"$dir/$item.rc"
    exit 0
fi

usage() {
    echo "usage: $0 -j JOBS -o DIR -i \"ITEM...\" [-l LABEL] [-s REGEX] [-t LINES] -- COMMAND [ARG...]" >&2
    exit 2
}
jobs="" dir="" items="" label="" summary="" tail_lines=40
while getopts j:o:i:l:s:t: option; do
    case $option in
    j) jobs=$OPTARG ;;
    o) dir=$OPTARG ;;
    i) items=$OPTARG ;;
    l) label=$OPTARG ;;
    s) summary=$OPTARG ;;
    t) tail_lines=$OPTARG ;;
    *) usage ;;
    esac
done
shift $((OPTIND - 1))
# (an -i of blanks alone lists nothing: xargs would still run once)
# shellcheck disable=SC2086,SC2116
if [ -z "$dir" ] || [ -z "$(echo $items)" ] || [ $# = 0 ]; then usage; fi
case $jobs in '' | *[!0-9]* | 0) usage ;; esac

mkdir -p "$dir"
for item in $items; do rm -f "$dir/$item.log" "$dir/$item.rc"; done
# (xargs splits the items; a run that wrote no .rc is reported failed)
printf '%s\n' "$items" | xargs -n 1 -P "$jobs" sh "$0" --one "$dir" "$@" || true

failed=0
for item in $items; do
    status=$(cat "$dir/$item.rc" 2>/dev/null) || status="none"
    if [ "$status" = 0 ]; then
        # a run that passed without its summary line (a suite that printed
        # none) says so, instead of an empty line after its name
        line=$(grep -E -e "$summary" "$dir/$item.log" | tail -n 1)
        printf '    %s%s: %s\n' "$label" "$item" "${line:-passed; its log ($dir/$item.log) has no line matching \"$summary\"}"
    else
        tail -n "$tail_lines" "$dir/$item.log" 2>/dev/null || true
        echo "FAILED: $label$item (exit $status)"
        failed=1
    fi
done
exit $failed
