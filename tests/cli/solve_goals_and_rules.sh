# Goals, rules and unsolvable boards through the command line.
source "$(dirname "$0")/lib/assert.bash"

# Seed 003: an empty 2x2 board with goal on needs all four cells pressed.
printf '00\n00\n' >"$WORK/empty2.txt"
run solve "$WORK/empty2.txt" --goal on --format grid
expect_status 0 "2x2 goal on"
[[ $out == $'11\n11' ]] || fail "2x2 goal on: $out"

# An unsolvable 5x5 board: exit 1, one sentence on stderr, the certificate in
# the JSON answer, and the certificate really has odd overlap with the board.
printf '10000\n00000\n00000\n00000\n00000\n' >"$WORK/corner.txt"
run solve "$WORK/corner.txt" --format json
expect_status 1 "unsolvable"
expect_out_contains '"solvable":false' "unsolvable json"
expect_out_contains '"certificate":[' "certificate present"
[[ $(wc -l <"$WORK/err") == 1 ]] || fail "unsolvable: stderr is not one line: $err"
run solve "$WORK/corner.txt" --format list
expect_status 1 "unsolvable list"
[[ -n $out ]] || fail "unsolvable list prints no certificate"

# On a torus the answer (if any) is accepted by check.
run solve "$WORK/corner.txt" --torus --format list
if [[ $status == 0 ]]; then
  echo "$out" >"$WORK/torus.txt"
  run check "$WORK/corner.txt" "$WORK/torus.txt" --torus
  expect_status 0 "check torus answer"
fi

# Every rule solves a random board that it can, and check agrees.
for rule in plus square cross "stencil:x.x/.x./x.x" "stencil:.x./xxx/.x."; do
  run gen --size 12x9 --seed 7 --solvable --rule "$rule"
  if [[ $status != 0 ]]; then fail "gen --solvable --rule $rule: $err"; continue; fi
  echo "$out" >"$WORK/board.txt"
  run solve "$WORK/board.txt" --rule "$rule" --format list
  expect_status 0 "solve --rule $rule"
  echo "$out" >"$WORK/presses.txt"
  run check "$WORK/board.txt" "$WORK/presses.txt" --rule "$rule"
  expect_status 0 "check --rule $rule"
done

# The dense engine and the default agree on solvability of the seed example.
run solve "$ROOT/examples/5x5-seed.txt" --method dense --format json
expect_status 0 "--method dense"

# Every engine by name: the same board, the same fewest presses.
for method in auto dense structured chasing; do
  run solve "$ROOT/examples/5x5-seed.txt" --method "$method" --minimal --format json
  expect_status 0 "--method $method"
  expect_out_contains '"count":4' "--method $method --minimal"
done

# The chasing engine beyond the dense engine's size, for a custom stencil.
run gen --size 200x200 --seed 3 --solvable --rule stencil:x.x/.x./x.x
printf '%s\n' "$out" >"$WORK/big.txt"
run solve "$WORK/big.txt" --rule stencil:x.x/.x./x.x --format json
expect_status 0 "200x200 stencil"
expect_out_contains '"method":"chasing"' "200x200 stencil engine"
run solve "$WORK/big.txt" --rule stencil:x.x/.x./x.x --method dense
expect_status 2 "200x200 stencil, dense engine refused"

# Every "no" says whether it is proven. The search for a legal
# order gives up on this board: exit 3, "proven": false, "none found (not
# proven)" on stderr, not "no solution".
printf '1101110\n0011000\n1001111\n0110110\n0110001\n1110001\n' >"$WORK/gaveup.txt"
run solve "$WORK/gaveup.txt" --rule stencil:xxx/x.x/xxx --only-on --format json
expect_status 3 "a search that gave up"
expect_out_contains '"solvable":false,"proven":false' "unproven no in json"
[[ $err == "lightsout: none found (not proven): "* ]] || fail "unproven no on stderr: $err"
run solve "$WORK/gaveup.txt" --rule stencil:xxx/x.x/xxx --only-on
expect_status 3 "a search that gave up, grid format"
# A proven "no" keeps exit 1 and says why: under --only-off towards all off the
# last press always leaves its own light lit.
printf '01000\n11100\n01000\n00000\n00000\n' >"$WORK/one_press.txt"
run solve "$WORK/one_press.txt" --only-off --format json
expect_status 1 "no legal sequence exists"
expect_out_contains '"solvable":false,"proven":true' "proven no in json"
[[ $err == "lightsout: no solution: no legal sequence exists"* ]] || fail "proven no on stderr: $err"
# A certificate is a proof too.
run solve "$WORK/corner.txt" --format json
expect_out_contains '"solvable":false,"proven":true' "certificate is proven"

finish
