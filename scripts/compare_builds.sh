#!/usr/bin/env bash
# Two builds of lightsout side by side on the same 10,000 x 10,000 board, in
# alternated pairs, so that the machine's noise falls on both: docs/PERFORMANCE.md
# "Rings as policies". The pairs alternate their order too (before, after;
# after, before; ...): with a fixed order, rules whose code was the same in both
# builds came out 0.82-1.47x apart (2026-11-27), a bias of the position in the pair.
#
#   scripts/compare_builds.sh BEFORE/lightsout AFTER/lightsout [--size 10000] [--pairs 5]
#
# For each rule (plus, square, cross, plus and square on a torus) prints the
# fastest end-to-end `solve IN --rule R --format pbm -o OUT` of each build and
# the ratio after / before (below 1.10: within 10%).
set -euo pipefail
export LC_ALL=C
(($# >= 2)) || { sed -n '2,12p' "$0"; exit 2; }
before=$1 after=$2; shift 2
size=10000 pairs=5
while (($#)); do
    case "$1" in
        --size) size=$2; shift ;;
        --pairs) pairs=$2; shift ;;
        *) echo "compare_builds.sh: unknown option $1" >&2; exit 2 ;;
    esac
    shift
done
work="$(mktemp -d "${TMPDIR:-/tmp}/lightsout-compare.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$after" gen --size "${size}x$size" --seed "$size" --format pbm -o "$work/board.pbm"

seconds_of() {  # seconds_of BIN RULE...: one end-to-end solve, wall seconds
    local bin=$1 start; shift
    start=$EPOCHREALTIME
    "$bin" solve "$work/board.pbm" "$@" --format pbm -o "$work/out.pbm" 2>/dev/null || (($? == 1))
    awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.4f", b - a }'
}

echo "$size x $size, fastest of $pairs alternated pairs; $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
for spec in "plus" "square" "cross" "plus --torus" "square --torus"; do
    best_before=999 best_after=999
    for ((i = 0; i < 2 * pairs; i++)); do
        # shellcheck disable=SC2086
        if (((i + i / 2) % 2 == 0)); then
            t=$(seconds_of "$before" --rule $spec); best_before=$(awk -v a="$t" -v b="$best_before" 'BEGIN { print (a < b) ? a : b }')
        else
            t=$(seconds_of "$after" --rule $spec); best_after=$(awk -v a="$t" -v b="$best_after" 'BEGIN { print (a < b) ? a : b }')
        fi
    done
    awk -v r="$spec" -v a="$best_before" -v b="$best_after" \
        'BEGIN { printf "%-15s before %.3f s   after %.3f s   after/before %.2f\n", r, a, b, b / a }'
done
