# Seed 004, the IBM Ponder This puzzle of April 2023, through the command line:
# the README's command finds a legal sequence of 280 (24x24) and 429 (30x30)
# moves, `check` replays it, and the published answers replay too.
source "$(dirname "$0")/lib/assert.bash"

for case in 24x24:280 30x30:429; do
  size=${case%%:*} moves=${case##*:}
  board="$DATA/ponder/ponder-2023-04-$size.txt"

  run solve "$board" --rule cross --goal on --only-off --coords xy --format list
  expect_status 0 "$size solve"
  [[ $(echo "$out" | wc -l) == "$moves" ]] || fail "$size: $(echo "$out" | wc -l) moves, expected $moves"
  echo "$out" >"$WORK/moves-$size.txt"

  run check "$board" "$WORK/moves-$size.txt" --rule cross --goal on --only-off --coords xy
  expect_status 0 "$size check of our sequence"
  expect_out_contains "ok: $moves presses" "$size check output"

  run check "$board" "$DATA/ponder/ponder-2023-04-$size-moves.txt" --rule cross --goal on --only-off --coords xy
  expect_status 0 "$size check of the published sequence"

  # The same presses in JSON keep their order.
  run solve "$board" --rule cross --goal on --only-off --format json
  expect_status 0 "$size json"
  expect_out_contains '"solvable":true' "$size json verdict"

  # Reversed, the sequence still reaches the goal but breaks the rule somewhere.
  tac "$WORK/moves-$size.txt" >"$WORK/reversed-$size.txt"
  run check "$board" "$WORK/reversed-$size.txt" --rule cross --goal on --only-off --coords xy
  expect_status 1 "$size reversed sequence"
done

finish
