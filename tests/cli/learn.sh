# `lightsout learn`: every lesson on the seed's worked example (text and JSON),
# on a given board, and bad input refused with one line and exit 2.
source "$(dirname "$0")/lib/assert.bash"

for lesson in chasing squares elimination ordering; do
  run learn "$lesson"
  expect_status 0 "learn $lesson"
  expect_out_contains "Step 1. " "learn $lesson steps"
  expect_out_contains "(checked by replay)" "learn $lesson reaches its end"
  run learn "$lesson" --format json
  expect_status 0 "learn $lesson json"
  python3 -c 'import json,sys; d=json.load(sys.stdin); assert d["reached"] and d["steps"], d["name"]' <"$WORK/out" ||
    fail "learn $lesson: JSON not a reached lesson"
done

# Seed 003 on the classic 5x5: 23 pivots and 2 free variables (x24, x25).
run learn elimination "$ROOT/examples/5x5-seed.txt" --goal off --format json
expect_status 0 "elimination 5x5"
python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d["pivots"]) == 23 and d["free"] == [23, 24], d["free"]' \
  <"$WORK/out" || fail "5x5 elimination: pivots/free"
run learn elimination "$ROOT/examples/5x5-seed.txt" --goal off
expect_out_contains "23 pivots, 2 free variables (x24, x25)" "5x5 elimination text"
expect_out_contains "Factor once" "factor once step"

# Seed 004's 30x30 puzzle orders.
run learn ordering "$DATA/ponder/ponder-2023-04-30x30.txt"
expect_status 0 "ordering 30x30"
expect_out_contains "every bulb on after" "ordering 30x30 end"

# A 3k+2 board that cannot be cleared says which lights and the dimension.
printf '10000\n00000\n00000\n00000\n00000\n' >"$WORK/corner.txt"
run learn squares "$WORK/corner.txt"
expect_status 0 "squares unsolvable"
expect_out_contains "These lights cannot be cleared: (1,1)" "names the lights"
expect_out_contains "4x4 = 16 of the 25" "states the dimension"

run learn --help
expect_status 0 "learn --help"
expect_out_contains "elimination" "help lists the lessons"

expect_bad_input "unknown lesson" learn nothing
for i in 1 2 3 4 5 6 7; do echo 0000000; done >"$WORK/7x7.txt"
expect_bad_input "elimination on 7x7" learn elimination "$WORK/7x7.txt"
expect_err_contains "6x6" "elimination limit named"
expect_bad_input "bad format" learn chasing --format xml
expect_bad_input "bad goal" learn chasing --goal maybe
expect_bad_input "squares on 5x6" learn squares <(printf '00000\n00000\n00000\n00000\n00000\n00000\n')
expect_bad_input "missing board file" learn chasing "$WORK/none.txt"

# chase is unchanged.
run chase "$ROOT/examples/5x5-seed.txt"
expect_status 0 "chase still works"
expect_out_contains "Step 1 (chase down)" "chase output"
finish
