# Seed 002's 5x5 example through the command line: the fewest presses are 4
# (the seed's "+ Template 4" solution), every format agrees, check accepts it.
source "$(dirname "$0")/lib/assert.bash"
board="$ROOT/examples/5x5-seed.txt"

run solve "$board" --minimal --format list --coords index
expect_status 0 "solve --minimal"
[[ $(echo "$out" | wc -l) == 4 ]] || fail "minimal solution has $(echo "$out" | wc -l) presses, expected 4"
[[ $(echo "$out" | tr '\n' ' ') == "1 4 10 23 " ]] || fail "minimal presses are '$out', expected 1 4 10 23"

run solve "$board" --minimal --format grid
expect_status 0 "grid"
[[ "$out" == $'10010\n00001\n00000\n00000\n00100' ]] || fail "grid answer: $out"

run solve "$board" --minimal --format json
expect_status 0 "json"
for key in '"rows":5' '"cols":5' '"rule":"plus"' '"goal":"off"' '"solvable":true' '"count":4' '"minimal":true' '"nullity":2' '"presses":[[1,1],[1,4],[2,5],[5,3]]'; do
  expect_out_contains "$key" "json key $key"
done

# The 24 touches of the seed's worked example reach all-off.
run check "$board" "6 7 8 9 11 12 13 16 18 20 22 23 25 1 2 3 7 9 13 14 15 23 24 25" --coords index
expect_status 0 "check the seed's 24 touches"
expect_out_contains "ok: 24 presses" "check output"

# One touch fewer does not.
run check "$board" "6 7 8 9 11 12 13 16 18 20 22 23 25 1 2 3 7 9 13 14 15 23 24" --coords index
expect_status 1 "check 23 touches"

# -o writes the same answer to a file and nothing to stdout.
run solve "$board" --minimal --format list --coords index -o "$WORK/answer.txt"
expect_status 0 "solve -o"
[[ -z $out ]] || fail "-o also printed on stdout"
[[ $(tr '\n' ' ' <"$WORK/answer.txt") == "1 4 10 23 " ]] || fail "-o file: $(cat "$WORK/answer.txt")"

# Standard input works as the board.
out=$("$LIGHTSOUT" solve - --minimal --format list --coords index <"$board" | tr '\n' ' ')
[[ $out == "1 4 10 23 " ]] || fail "stdin board: $out"
finish
