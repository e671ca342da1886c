# --topology flat|torus|klein|projective on the commands that had --torus, with
# --torus as its short form, and the refusals of what does not apply.
source "$(dirname "$0")/lib/assert.bash"

printf '1..\n...\n...\n' >"$WORK/corner.txt"

# Nullity tables of plus on the Klein bottle and the projective plane (dense per
# size; cross-checked by tests/solve/topology_test.cpp and a rank in Python).
run table --rule plus --topology klein --max 12 --format json
expect_status 0 "plus klein table"
[[ $out == '{"nullity":[0,0,4,0,4,6,0,0,4,8,0,12],"rule":"plus+klein"}' ]] || fail "plus klein table: $out"
run table --rule plus --topology projective --max 12 --format json
expect_status 0 "plus projective table"
[[ $out == '{"nullity":[0,0,4,0,4,4,0,0,4,8,0,8],"rule":"plus+projective"}' ]] || fail "plus projective table: $out"
run table --rule square --topology projective --rows 3 --cols 3 --format json
expect_status 0 "square projective m x n"
[[ $out == *'"nullity":[[7]]'* ]] || fail "square projective 3x3: $out"
expect_bad_input "twisted table too large" table --rule plus --topology klein --max 65

# --torus is short for --topology torus: the same table.
run table --rule plus --torus --max 6 --format json
torus=$out
run table --rule plus --topology torus --max 6 --format json
[[ $out == "$torus" ]] || fail "--topology torus differs from --torus: $out vs $torus"
run table --rule plus --torus --topology torus --max 6 --format json
expect_status 0 "--torus with --topology torus"

# analyze and solve: the 3x3 projective plane has nullity 4 (the test's hand case).
run analyze --rule plus --topology projective --size 3
expect_out_contains "nullity: 4" "analyze 3x3 projective"
run solve "$WORK/corner.txt" --topology klein --format list
[[ $status == 0 || $status == 1 ]] || fail "solve klein: exit $status ($err)"
if [[ $status == 0 ]]; then
  echo "$out" >"$WORK/klein.txt"
  run check "$WORK/corner.txt" "$WORK/klein.txt" --topology klein
  expect_status 0 "check klein answer"
  run check "$WORK/corner.txt" "$WORK/klein.txt" --topology projective
  [[ $status != 2 ]] || fail "check projective: bad input ($err)"
fi
run solve "$WORK/corner.txt" --topology projective --format json
[[ $out == *'"method"'* ]] || fail "solve projective json: $out"
run solve "$WORK/corner.txt" --rule plus+klein --format list
[[ $status == 0 || $status == 1 ]] || fail "rule plus+klein: exit $status ($err)"
run gen --size 4 --solvable --topology projective --seed 3
expect_status 0 "gen projective"

# Refusals: one line, exit 2, the topology named.
expect_bad_input "unknown topology" solve "$WORK/corner.txt" --topology moebius
[[ $err == *"moebius"* ]] || fail "unknown topology not named: $err"
expect_bad_input "--torus with klein" solve "$WORK/corner.txt" --torus --topology klein
[[ $err == "lightsout: the topology klein is not a torus (--torus is short for --topology torus)" ]] ||
  fail "--torus with klein: $err"
expect_bad_input "rule and topology disagree" solve "$WORK/corner.txt" --rule plus+klein --topology projective
[[ $err == "lightsout: rule 'plus+klein' names the topology klein, not projective (from --topology projective)" ]] ||
  fail "rule and topology disagree: $err"
expect_bad_input "rule and --torus disagree" analyze --rule plus+klein --torus --size 3
[[ $err == "lightsout: rule 'plus+klein' names the topology klein, not a torus (--torus is short for --topology torus)" ]] ||
  fail "rule and --torus disagree: $err"
expect_bad_input "rule and --topology torus disagree" table --rule plus+klein --topology torus --max 3
[[ $err == *"rule 'plus+klein' names the topology klein, not torus (from --topology torus)" ]] ||
  fail "rule and --topology torus disagree: $err"
# What agrees is taken: the rule's own topology named again, --torus with torus.
run analyze --rule plus+klein --topology klein --size 3
expect_out_contains "rule: plus+klein" "rule and --topology agree"
run analyze --rule plus+torus --torus --size 3
expect_out_contains "rule: plus+torus" "rule and --torus agree"
expect_bad_input "chasing on klein" solve "$WORK/corner.txt" --topology klein --method chasing
[[ $err == *"plus+klein"* ]] || fail "chasing refusal does not name the topology: $err"
expect_bad_input "structured on projective" solve "$WORK/corner.txt" --topology projective --method structured
[[ $err == *"plus+projective"* ]] || fail "structured refusal does not name the topology: $err"
expect_bad_input "light chasing on klein" solve "$WORK/corner.txt" --topology klein --method chase
[[ $err == *"Klein"* ]] || fail "light chasing refusal: $err"

# Batch lines name the topology; "torus": true is its short form, false goes
# with any other; they agree with the rule's own, as on the command line.
printf '%s\n' '{"board":"1..\n...\n...","topology":"projective","id":1}' \
  '{"board":"1..\n...\n...","torus":true,"topology":"klein","id":2}' \
  '{"board":"1..\n...\n...","topology":"sphere","id":3}' \
  '{"board":"1..\n...\n...","torus":false,"topology":"klein","id":4}' \
  '{"board":"1..\n...\n...","rule":"plus+klein","topology":"torus","id":5}' \
  '{"board":"1..\n...\n...","rule":"plus+klein","topology":"klein","id":6}' >"$WORK/lines.jsonl"
run solve --batch "$WORK/lines.jsonl"
[[ $(sed -n 1p "$WORK/out") == *'"id":1'* && $(sed -n 1p "$WORK/out") != *'"error"'* ]] || fail "batch projective: $out"
[[ $(sed -n 2p "$WORK/out") == '{"error":"the topology klein is not a torus (\"torus\": true is short for \"topology\": \"torus\")","line":2,"id":2}' ]] ||
  fail "batch torus+klein: $out"
[[ $(sed -n 3p "$WORK/out") == *'"error"'*'sphere'* ]] || fail "batch unknown topology: $out"
[[ $(sed -n 4p "$WORK/out") == *'"rule":"plus+klein"'* ]] || fail "batch torus false with klein: $out"
[[ $(sed -n 5p "$WORK/out") == '{"error":"rule '"'plus+klein'"' names the topology klein, not torus (from \"topology\": \"torus\")","line":5,"id":5}' ]] ||
  fail "batch plus+klein with torus: $out"
[[ $(sed -n 6p "$WORK/out") == *'"rule":"plus+klein"'* ]] || fail "batch plus+klein with klein: $out"

# --help says what each gluing is.
run solve --help
[[ $out == *"klein"*"mirrored"* && $out == *"projective"* ]] || fail "solve --help: $out"

finish
