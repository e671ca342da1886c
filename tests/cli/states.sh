# Lights with K states through the command line: solve, check, gen, analyze
# in every format, against published answers and each other.
source "$(dirname "$0")/lib/assert.bash"

# mesa_LightsOut level 4x4_3state_01 (tests/data/external): optimalMoves 3.
printf '0100\n1110\n0120\n0222\n' >"$WORK/mesa1.txt"
run solve "$WORK/mesa1.txt" --states 3 --minimal --format json
expect_status 0 "mesa level 1"
expect_out_contains '"states":3' "mesa json states"
expect_out_contains '"count":3,"minimal":true' "mesa fewest presses"
run solve "$WORK/mesa1.txt" --states 3 --minimal --format list
printf '%s\n' "$out" >"$WORK/mesa1.presses"
[[ $(wc -l <"$WORK/mesa1.presses") -le 3 ]] || fail "mesa list: $out"
[[ $out =~ ^[0-9]+,[0-9]+,[12]$'\n' ]] || fail "mesa list lines are not r,c,t: $out"
run check "$WORK/mesa1.txt" "$WORK/mesa1.presses" --states 3
expect_status 0 "check mesa answer"
expect_out_contains "ok: 3 presses reach all 0" "check mesa answer"

# A board solvable towards goal 2 mod 5, as gen makes it, in text, PGM and JSON.
for format in text pgm json; do
  run gen --size 7x9 --states 5 --solvable --goal 2 --seed 7 --format "$format" -o "$WORK/g5.$format"
  expect_status 0 "gen $format"
  run solve "$WORK/g5.$format" --states 5 --goal 2 --format pgm -o "$WORK/g5.counts.pgm"
  expect_status 0 "solve $format towards 2"
  run check "$WORK/g5.$format" "$WORK/g5.counts.pgm" --states 5 --goal 2
  expect_status 0 "check the PGM counts of $format"
done
# PGM and JSON say K themselves.
run solve "$WORK/g5.pgm" --goal 2 --format json
expect_out_contains '"states":5' "K from the PGM maxval"
run solve "$WORK/g5.json" --goal 2 --format json
expect_out_contains '"states":5' "K from the JSON board"

# More than ten states: numbers separated by spaces, both ways.
printf '11 0 3\n0 7 0\n1 0 11\n' >"$WORK/k12.txt"
run solve "$WORK/k12.txt" --states 12 --format grid
expect_status 0 "12 states"
[[ $(head -1 "$WORK/out") =~ ^[0-9]+\ [0-9]+\ [0-9]+$ ]] || fail "12 states grid: $out"
cp "$WORK/out" "$WORK/k12.counts"
run check "$WORK/k12.txt" "$(awk '{for (c = 1; c <= NF; c++) if ($c) printf "%d,%d,%d ", NR, c, $c}' "$WORK/k12.counts")" --states 12
expect_status 0 "check the 12-state grid answer"

# An unsolvable board mod 3: exit 1, the certificate [r,c,y] in JSON.
printf '1000\n0000\n0000\n0000\n' >"$WORK/corner.txt"
run solve "$WORK/corner.txt" --states 3 --format json
expect_status 1 "unsolvable mod 3"
expect_out_contains '"certificate":[[' "certificate mod 3"
[[ $(wc -l <"$WORK/err") == 1 ]] || fail "unsolvable mod 3: stderr is not one line: $err"

# Two states told or not: the same answer.
printf '10000\n01000\n00100\n00010\n00001\n' >"$WORK/diag.txt"
run solve "$WORK/diag.txt" --format json
two=$out
run solve "$WORK/diag.txt" --states 2 --format json
[[ $out == "$two" ]] || fail "--states 2 changed the answer"

# The structure of the solution space mod K.
run analyze --size 4 --states 6
expect_out_contains "quiet patterns: 2^4 * 3^2 = 144, the group (Z/2)^2 x (Z/6)^2" "analyze mod 6"
run analyze --size 5 --states 3 --format json
expect_out_contains '"invariant_factors":[3,3,3]' "analyze 5x5 mod 3"

# Pictures of K-state boards, the counts marked and the caption's verdict.
run render "$WORK/mesa1.txt" --states 3 --presses "$WORK/mesa1.presses" --rule plus -o "$WORK/mesa1.png"
expect_status 0 "render three states"
[[ $(head -c 4 "$WORK/mesa1.png" | tail -c 3) == PNG ]] || fail "render three states wrote no PNG"
# The library names no flag; the command line adds its own hint.
printf '02\n20\n' >"$WORK/two_digits.txt"
run solve "$WORK/two_digits.txt"
expect_status 2 "a digit 2 without --states"
[[ $err == *"; for lights with more than two states give --states K" ]] || fail "no --states hint: $err"
# Each coded error gets the option that gave the value.
run solve "$WORK/two_digits.txt" --states 3 --method chase
expect_status 2 "a strategy with three states"
[[ $err == *"(from --method chase)" ]] || fail "no --method hint: $err"
run solve "$WORK/two_digits.txt" --states 3 --only-off
expect_status 2 "only-off with three states"
[[ $err == *"(from --only-off)" ]] || fail "no --only-off hint: $err"
run solve "$WORK/two_digits.txt" --states 300
expect_status 2 "300 states"
[[ $err == *"300"* ]] || fail "300 states not named: $err"

finish
