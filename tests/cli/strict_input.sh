# Sizes and numbers a user gives are held to one reading (docs/ROBUSTNESS.md):
# stencils at most 99 x 99 everywhere, netpbm rasters that end where their
# header says, whole-number options in decimal only. Each case beyond them is
# refused with the reason (a 999 x 999 stencil in a batch line would run for minutes).
source "$(dirname "$0")/lib/assert.bash"

printf '01\n10\n' >"$WORK/ok.txt"
printf '00\n00\n' >"$WORK/off.txt"
stencil() {  # stencil ROWS COLS: every cell flipped
  local row text="stencil:"
  row=$(printf 'x%.0s' $(seq "$2"))
  for ((r = 0; r < $1; ++r)); do text+="${row}/"; done
  echo "${text%/}"
}

# Stencils: the largest is taken; one row or column more is refused, on the
# command line and in a batch line, with the same sentence.
expect_bad_input "101 x 101 stencil" solve "$WORK/ok.txt" --rule "$(stencil 101 101)"
expect_err_contains "stencil rule: 101 x 101 is larger than the largest stencil, 99 x 99" "101 x 101 stencil"
expect_bad_input "301 x 301 stencil" check "$WORK/ok.txt" 1,1 --rule "$(stencil 301 301)"
expect_err_contains "301 x 301 is larger than the largest stencil" "301 x 301 stencil"
run solve "$WORK/off.txt" --rule "$(stencil 99 99)"
expect_status 0 "99 x 99 stencil"
printf '{"board": ["01", "10"], "rule": "%s"}\n{"board": ["00", "00"], "rule": "%s"}\n' \
  "$(stencil 999 999)" "$(stencil 99 99)" >"$WORK/stencils.jsonl"
run solve --batch "$WORK/stencils.jsonl"
expect_status 2 "batch with a 999 x 999 stencil"
[[ $(sed -n 1p "$WORK/out") == *'"error":"stencil rule: 999 x 999 is larger than the largest stencil, 99 x 99"'* ]] ||
  fail "batch line 1: $(sed -n 1p "$WORK/out" | cut -c1-200)"
[[ $(sed -n 2p "$WORK/out") == *'"solvable":true'* ]] || fail "batch line 2: $(sed -n 2p "$WORK/out" | cut -c1-200)"

# Netpbm: samples after the last light are refused by P1, P4 and P5 as by P2.
printf 'P1 2 1\n0 1\n1\n' >"$WORK/p1.pbm"
expect_bad_input "P1 with a sample too many" solve "$WORK/p1.pbm"
expect_err_contains "PBM has samples after its last light (2 x 1 = 2 lights)" "P1 with a sample too many"
printf 'P4 2 1\n\xc0\n' >"$WORK/p4.pbm"
expect_bad_input "P4 with a byte too many" solve "$WORK/p4.pbm"
expect_err_contains "PBM has samples after its last light (2 x 1 = 2 lights)" "P4 with a byte too many"
printf 'P5 2 1 2\n\x00\x01\x01' >"$WORK/p5.pgm"
expect_bad_input "P5 with a byte too many" solve "$WORK/p5.pgm"
expect_err_contains "PGM has samples after its last light (2 x 1 = 2 lights)" "P5 with a byte too many"
expect_bad_input "P5 with a byte too many, through a pipe" solve - <"$WORK/p5.pgm"
printf 'P4 2 1\n\xc0' >"$WORK/p4-exact.pbm"
run solve "$WORK/p4-exact.pbm"
expect_status 0 "P4 that ends with its raster"

# Whole numbers: no fraction, no other base, no sign but '-'; ranges as before.
printf '0\n' >"$WORK/dark.txt"
for value in 1.5 1e3 0x10 +2 " 2" ""; do
  expect_bad_input "--threads '$value'" solve "$WORK/dark.txt" --minimal --threads "$value"
  expect_err_contains "expected a whole number" "--threads '$value'"
done
expect_bad_input "--threads -1" solve "$WORK/dark.txt" --minimal --threads -1
expect_bad_input "--threads 99999999999" solve "$WORK/dark.txt" --minimal --threads 99999999999
expect_bad_input "--states 2.5" solve "$WORK/ok.txt" --states 2.5
expect_bad_input "--states 0x3" solve "$WORK/ok.txt" --states 0x3
run solve "$WORK/ok.txt" --states 010 --format json
expect_status 0 "--states 010"
expect_out_contains '"states":10' "--states 010 is ten, not octal eight"
expect_bad_input "--search-work 1.5" solve "$WORK/dark.txt" --minimal --search-work 1.5
expect_err_contains "--search-work must be a whole number of solutions" "--search-work 1.5"
expect_bad_input "--search-work -1" solve "$WORK/dark.txt" --minimal --search-work -1
expect_bad_input "--search-work 1e19" solve "$WORK/dark.txt" --minimal --search-work 1e19
run solve "$WORK/dark.txt" --minimal --search-work 1e6
expect_status 0 "--search-work 1e6"
expect_bad_input "table --max 2.5" table --max 2.5
expect_bad_input "table --max 0x10" table --max 0x10
expect_bad_input "serve --port 80.5" serve --port 80.5

finish
