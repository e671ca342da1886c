# Fewest presses through the command line: proven minima of all-lit boards
# (OEIS A075464), the exhaustive search split into parts and merged, resumed
# from a checkpoint, bounds beyond proof, and bad options refused.
source "$(dirname "$0")/lib/assert.bash"

all_lit() {  # all_lit N FILE
  awk -v n="$1" 'BEGIN { row = ""; for (i = 0; i < n; i++) row = row "1"; for (i = 0; i < n; i++) print row }' >"$2"
}
all_lit 39 "$WORK/39.txt"
all_lit 19 "$WORK/19.txt"
all_lit 65 "$WORK/65.txt"

run solve "$WORK/39.txt" --minimal --format json
expect_status 0 "39x39 --minimal"
expect_out_contains '"count":561,"minimal":true' "39x39 all lit: 561 presses, proven (A075464)"

# Two parts, each a job of its own; the merge proves the minimum.
run solve "$WORK/39.txt" --exhaustive --part 1/2 --checkpoint "$WORK/p1.json" --format json
expect_status 0 "part 1/2"
expect_out_contains '"minimal":false' "a part alone proves nothing"
expect_err_contains "merging the checkpoints of all parts proves the minimum (lightsout solve BOARD --merge" "part 1/2 says what to do next"
run solve "$WORK/39.txt" --exhaustive --part 2/2 --checkpoint "$WORK/p2.json" --threads 1 --format json
expect_status 0 "part 2/2"
run solve "$WORK/39.txt" --merge "$WORK/p1.json" "$WORK/p2.json" --format json
expect_status 0 "merge"
expect_out_contains '"count":561,"minimal":true' "merged parts: proven 561"
[[ -z $err ]] || fail "merge printed on stderr: $err"

# A finished checkpoint resumes to the same answer at once.
run solve "$WORK/39.txt" --exhaustive --checkpoint "$WORK/whole.json" --format json
expect_status 0 "checkpoint"
run solve "$WORK/39.txt" --exhaustive --checkpoint "$WORK/whole.json" --format json
expect_out_contains '"count":561,"minimal":true' "resumed from a finished checkpoint"

# Beyond proof: 2^39 solutions to walk is above the default limit; the JSON
# carries the lower bound, the note says "between L and U".
run solve "$WORK/65.txt" --minimal --search-seconds 0 --format json
expect_status 0 "65x65 --minimal"
expect_out_contains '"minimal":false,"lower_bound":' "65x65 JSON lower bound"
expect_err_contains "fewest presses between " "65x65 note"

# The table of the all-lit boards: OEIS A075464 for n = 1..20, each proven.
run table --rule plus --fewest --max 20
expect_status 0 "table --fewest"
expected=$(grep -v '^#' "$DATA/oeis_a075464.txt" | head -20 | awk '{ print $1, $2 }')
[[ $(echo "$out" | awk '{ print $1, $3 }') == "$expected" ]] || fail "table --fewest differs from A075464: $out"
[[ $(echo "$out" | grep -vc ' proven$') == 0 ]] || fail "table --fewest: rows not proven: $out"
run table --rule square --fewest --max 8 --format json
expect_out_contains '"fewest":[' "table --fewest json"
expect_out_contains '"n":8,"nullity":15,"presses":9' "square 8x8 (nullity 15): 9 presses"
expect_bad_input "table --fewest with --rows" table --fewest --rows 3 --cols 4
expect_bad_input "table --fewest with --part" table --fewest --max 5 --part 1/2

expect_bad_input "part out of range" solve "$WORK/39.txt" --exhaustive --part 3/2
expect_bad_input "malformed part" solve "$WORK/39.txt" --exhaustive --part half
expect_bad_input "missing part" solve "$WORK/39.txt" --merge "$WORK/p1.json"
expect_bad_input "part twice" solve "$WORK/39.txt" --merge "$WORK/p1.json" "$WORK/p1.json"
expect_bad_input "checkpoint of another board" solve "$WORK/19.txt" --exhaustive --checkpoint "$WORK/whole.json"
echo '{"kind": "something else"}' >"$WORK/bad.json"
expect_bad_input "not a checkpoint" solve "$WORK/39.txt" --exhaustive --checkpoint "$WORK/bad.json"
expect_bad_input "merge with a part" solve "$WORK/39.txt" --merge "$WORK/p1.json" "$WORK/p2.json" --part 1/2

# --checkpoint or --part alone is refused: it does not start an exhaustive search
# silently, and the message says to add --exhaustive.
expect_bad_input "checkpoint without --exhaustive" solve "$WORK/39.txt" --checkpoint "$WORK/whole.json"
expect_bad_input "part without --exhaustive" solve "$WORK/39.txt" --part 1/2
[[ $err == *"add --exhaustive"* ]] || fail "--part alone does not say what to add: $err"

# Requests that would take hours or never end are refused up front.
expect_bad_input "fewest table of 10^9 boards" table --fewest --max 1000000000
[[ $err == *"goes up to n = 4096"* ]] || fail "table --fewest --max 1e9: $err"
expect_bad_input "nan seconds" solve "$WORK/19.txt" --minimal --search-seconds nan
expect_bad_input "infinite seconds" solve "$WORK/19.txt" --minimal --search-seconds inf

# --threads 100000 is refused, and threads that cannot be started are one line
# and exit 2, not an abort (not checked under the sanitizers, whose memory
# ulimit -v cannot bound).
expect_bad_input "100000 threads" solve "$WORK/39.txt" --minimal --threads 100000
grep -qa -e __asan_init -e __tsan_init "$LIGHTSOUT" ||
  { (ulimit -v 400000; "$LIGHTSOUT" solve "$WORK/39.txt" --exhaustive --threads 1000 --format json >"$WORK/out" 2>"$WORK/err"); status=$?
    err=$(cat "$WORK/err")
    [[ $status == 2 && $err == "lightsout: could not start 1000 threads"* && ! -s $WORK/out ]] ||
      fail "1000 threads under ulimit -v 400000: exit $status, $err"; }

finish
