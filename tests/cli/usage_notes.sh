# Small points of use: --version; --coords index refuses row,column
# pairs; one press is "1 press"; gen says when its board has no solution.
source "$(dirname "$0")/lib/assert.bash"
printf '010\n111\n010\n' >"$WORK/plus.txt"
printf '11110\n10001\n00001\n00100\n01110\n' >"$WORK/seed.txt"

run --version
expect_status 0 "--version"
[[ $out =~ ^lightsout\ [0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "--version printed '$out'"

expect_bad_input "check: pairs under --coords index" check "$WORK/seed.txt" "1,1 1,4" --coords index
expect_err_contains "'1,1' looks like a row,column pair" "check: pairs under --coords index"
expect_bad_input "render: pairs under --coords index" render "$WORK/seed.txt" --presses "1,1 1,4" --coords index -o "$WORK/x.svg"
[[ ! -e $WORK/x.svg ]] || fail "render wrote a picture for a refused press list"
run check "$WORK/seed.txt" "1 4 10 23" --coords index
expect_status 0 "check: cell numbers"

run check "$WORK/plus.txt" "2,2"
expect_status 0 "check: one press"
expect_out_contains "ok: 1 press reaches all off" "check: one press"
run check "$WORK/plus.txt" "1,1"
expect_status 1 "check: one wrong press"
expect_out_contains "not solved: after the 1 press, " "check: one wrong press"

# Seed 2 gives an unsolvable 5x5 board, seed 1 a solvable one (plus, nullity 2).
run gen --size 5 --seed 2
expect_status 0 "gen: unsolvable board"
expect_err_contains "this board has no solution under plus (goal off): a random 5x5 board has one with probability 1 in 2^2" "gen: unsolvable board"
printf '%s\n' "$out" >"$WORK/gen.txt"
run solve "$WORK/gen.txt"
expect_status 1 "gen: the board the note calls unsolvable"
run gen --size 5 --seed 2 --solvable
[[ -z $err ]] || fail "gen --solvable printed a note: $err"
run gen --size 6 --seed 2
[[ -z $err ]] || fail "gen of a nullity-0 size printed a note: $err"
finish
