# Bad input and usage: exit 2, one clear line on stderr, nothing on stdout.
source "$(dirname "$0")/lib/assert.bash"
printf '101\n11\n' >"$WORK/ragged.txt"
printf '1a1\n111\n' >"$WORK/letters.txt"
: >"$WORK/empty.txt"
printf '\n\n  \n' >"$WORK/blank.txt"
printf 'P1\n3 3\n1 0 1\n' >"$WORK/short.pbm"
printf 'P4\n100000000 100000000\n' >"$WORK/huge.pbm"
printf 'P1\n0 3\n' >"$WORK/zero.pbm"
printf '{"rows": 2, "cols": 2, "cells": ["01"]}' >"$WORK/short.json"
printf '{"rows": 2, "cols": ' >"$WORK/broken.json"
printf '11\n11\n' >"$WORK/ok.txt"

expect_bad_input "ragged rows" solve "$WORK/ragged.txt"
expect_bad_input "unknown characters" solve "$WORK/letters.txt"
expect_bad_input "empty input" solve "$WORK/empty.txt"
expect_bad_input "blank input" solve "$WORK/blank.txt"
expect_bad_input "PBM shorter than declared" solve "$WORK/short.pbm"
expect_bad_input "PBM larger than memory allows" solve "$WORK/huge.pbm"
expect_bad_input "PBM of size 0" solve "$WORK/zero.pbm"
expect_bad_input "JSON with too few rows" solve "$WORK/short.json"
expect_bad_input "broken JSON" solve "$WORK/broken.json"
expect_bad_input "missing file" solve "$WORK/does-not-exist.txt"
expect_bad_input "unknown rule" solve "$WORK/ok.txt" --rule hexagon
expect_bad_input "even stencil" solve "$WORK/ok.txt" --rule "stencil:xx/xx"
expect_bad_input "unknown goal" solve "$WORK/ok.txt" --goal maybe
expect_bad_input "unknown format" solve "$WORK/ok.txt" --format yaml
# --format text|json is checked when the command line is parsed, the same way in
# every command that takes it (analyze, table, variants, chase, learn), before the
# command reads anything; a value with a newline still makes one line.
expect_bad_input "unknown analyze format" analyze --size 3 --format yaml
[[ $err == "lightsout: --format: expected text or json, not 'yaml' (see lightsout --help)" ]] ||
  fail "unknown analyze format: $err"
for command in "table --max 3" "variants" "chase --table --size 3" "learn chasing" "analyze --variant orbix" \
  "analyze --size 3 --states 3" "analyze --size 3 --rule hexagon"; do
  # shellcheck disable=SC2086
  expect_bad_input "unknown format for $command" $command --format JSON
  [[ $err == "lightsout: --format: expected text or json, not 'JSON' (see lightsout --help)" ]] ||
    fail "unknown format for $command: $err"
done
expect_bad_input "format with a newline" table --max 3 --format $'a\nb'
expect_bad_input "unknown coords" solve "$WORK/ok.txt" --coords polar
expect_bad_input "unknown method" solve "$WORK/ok.txt" --method magic
expect_bad_input "unknown flag" solve "$WORK/ok.txt" --frobnicate
expect_bad_input "both constraints" solve "$WORK/ok.txt" --only-off --only-on
expect_bad_input "no command" 
expect_bad_input "unknown command" frobnicate
expect_bad_input "size 0" analyze --size 0
expect_bad_input "size 0x5" analyze --size 0x5
expect_bad_input "bad size" analyze --size five
expect_bad_input "negative size" analyze --size -3
expect_bad_input "analyze without size" analyze --rule plus
expect_bad_input "press off the board" check "$WORK/ok.txt" "3,3"
expect_bad_input "garbage press list" check "$WORK/ok.txt" "1,x"
expect_bad_input "method that does not apply" solve "$WORK/ok.txt" --rule cross --method two-way
expect_bad_input "no linear-time solver for a stencil" solve "$WORK/ok.txt" --method structured --rule "stencil:x.x/.x./x.x"

# Lights with K states.
printf '012\n210\n' >"$WORK/three.txt"
printf 'P2 2 1 4\n0 3\n' >"$WORK/four.pgm"
printf '{"states": 4, "cells": [[0, 1]]}' >"$WORK/four.json"
expect_bad_input "a light >= K" solve "$WORK/three.txt" --states 2
expect_bad_input "a light >= K, K not told" solve "$WORK/three.txt"
expect_bad_input "K = 1" solve "$WORK/three.txt" --states 1
expect_bad_input "K = 256" solve "$WORK/three.txt" --states 256
expect_bad_input "K not a number" solve "$WORK/three.txt" --states many
expect_bad_input "PGM maxval is not K - 1" solve "$WORK/four.pgm" --states 3
expect_bad_input "JSON states is not K" solve "$WORK/four.json" --states 5
expect_bad_input "goal value >= K" solve "$WORK/three.txt" --states 3 --goal 3
expect_bad_input "PBM answer of three states" solve "$WORK/three.txt" --states 3 --format pbm
expect_bad_input "move constraint with three states" solve "$WORK/three.txt" --states 3 --only-off
expect_bad_input "strategy with three states" solve "$WORK/three.txt" --states 3 --method chase
expect_bad_input "press count list off the board" check "$WORK/three.txt" "3,1,2" --states 3
expect_bad_input "press count entry of four numbers" check "$WORK/three.txt" "1,1,2,2" --states 3
expect_bad_input "analyze K = 0" analyze --size 3 --states 0

# Nothing half written: a failed solve with -o leaves no file behind.
run solve "$WORK/ragged.txt" -o "$WORK/answer.txt"
[[ ! -e $WORK/answer.txt && ! -e $WORK/answer.txt.tmp ]] || fail "a failed solve left a file behind"

# Typos get a suggestion; a word far from every command gets none.
run solv x
expect_status 2 "mistyped command"
[[ $err == "lightsout: unknown command 'solv': did you mean solve? (commands: "* ]] || fail "no suggestion for solv: $err"
run frobnicate x
[[ $err != *"did you mean"* ]] || fail "a suggestion for a word far from every command: $err"
run solve "$ROOT/examples/5x5-seed.txt" --minmal
expect_status 2 "mistyped option"
[[ $err == "lightsout: unknown option '--minmal' for solve: did you mean --minimal? (see lightsout solve --help)" ]] || fail "no suggestion for --minmal: $err"
run analyze --rule plus --size 5 --torsu
[[ $err == *"did you mean --torus?"* ]] || fail "no suggestion for --torsu: $err"

finish
