# Small faults: each exact command, its exit code and its one line on stderr.
source "$(dirname "$0")/lib/assert.bash"
printf '101\n010\n101\n' >"$WORK/B"

# A bad input named by its message: exit 2, one stderr line containing TEXT.
expect_refused() {
  local what=$1 text=$2
  shift 2
  expect_bad_input "$what" "$@"
  expect_err_contains "$text" "$what"
}

# A folder where a file belongs: exit 2 and the folder's name.
mkdir "$WORK/folder"
expect_refused "check B FOLDER" "'$WORK/folder' is a folder" check "$WORK/B" "$WORK/folder"
expect_refused "a folder as the board" "'$WORK/folder' is a folder" solve "$WORK/folder"
expect_refused "a folder as the board of check" "'$WORK/folder' is a folder" check "$WORK/folder" "1,1"
expect_refused "a folder as the K-state board" "'$WORK/folder' is a folder" solve "$WORK/folder" --states 3
expect_refused "a folder as the graph" "'$WORK/folder' is a folder" solve --graph "$WORK/folder"
expect_refused "a folder as a batch" "'$WORK/folder' is a folder" solve --batch "$WORK/folder"
expect_refused "a folder as render's presses" "'$WORK/folder' is a folder" render "$WORK/B" --presses "$WORK/folder" \
  -o "$WORK/b.svg"

# A press file that exists but cannot be read is not taken for the list itself.
ln -s "$WORK/nowhere" "$WORK/dangling"
ln -s "$WORK/loop" "$WORK/loop"
expect_refused "dangling press file" "cannot open press file '$WORK/dangling'" check "$WORK/B" "$WORK/dangling"
expect_refused "looping press file" "cannot open press file '$WORK/loop'" check "$WORK/B" "$WORK/loop"
expect_refused "dangling press counts" "cannot open press file '$WORK/dangling'" check "$WORK/B" "$WORK/dangling" \
  --states 3
expect_refused "dangling render presses" "cannot open press file '$WORK/dangling'" render "$WORK/B" \
  --presses "$WORK/dangling" -o "$WORK/b.svg"
if [[ $(id -u) != 0 ]]; then  # root reads any file
  printf '1,1\n' >"$WORK/locked"
  chmod 000 "$WORK/locked"
  expect_refused "unreadable press file" "cannot open press file '$WORK/locked'" check "$WORK/B" "$WORK/locked"
fi
run check "$WORK/B" "1,1 1,2 1,3 2,1 2,2 2,3 3,1 3,2 3,3"  # no such file: the list itself
expect_status 0 "an inline press list"

# render checks --rule, --torus and --goal even without --presses.
expect_refused "render --rule zz --goal maybe" "unknown rule 'zz'" render --rule zz --goal maybe "$WORK/B" -o "$WORK/b.svg"
expect_refused "render --goal maybe" "unknown goal 'maybe'" render --goal maybe "$WORK/B" -o "$WORK/b.svg"
expect_refused "render --goal 7 of 3 states" "goal" render --goal 7 --states 3 "$WORK/B" -o "$WORK/b.svg"
expect_refused "render --rule without --presses" "without --presses" render --rule plus "$WORK/B" -o "$WORK/b.svg"
expect_refused "render --torus without --presses" "without --presses" render --torus "$WORK/B" -o "$WORK/b.svg"
[[ ! -e $WORK/b.svg ]] || fail "a refused render wrote its picture"

# --seed: a whole number from 0 to 2^64 - 1, nothing clamped.
expect_refused "gen --seed -1" "--seed" gen --size 3 --seed -1
expect_refused "gen --seed 2^64" "--seed" gen --size 3 --seed 18446744073709551616
expect_refused "gen --seed 10^23" "--seed" gen --size 3 --seed 100000000000000000000000
expect_refused "gen --seed 1e23" "--seed" gen --size 3 --seed 1e23
expect_refused "gen --seed empty" "--seed" gen --size 3 --seed ""
run gen --size 8 --seed 18446744073709551615
expect_status 0 "gen --seed 2^64 - 1"
largest=$out
run gen --size 8 --seed 18446744073709551614
[[ $out != "$largest" ]] || fail "seeds 2^64 - 1 and 2^64 - 2 gave the same board"
run gen --size 8 --seed 0
expect_status 0 "gen --seed 0"

# CR-only line endings (classic Mac) are rows, as LF and CR LF are.
run solve "$WORK/B"
expected=$out
for ending in '\r' '\r\n'; do
  printf "101${ending}010${ending}101${ending}" >"$WORK/ending.txt"
  run solve "$WORK/ending.txt"
  expect_status 0 "line endings $ending"
  [[ $out == "$expected" ]] || fail "line endings $ending: $out"
done
printf '012\n210\n' >"$WORK/three.txt"
printf '012\r210\r' >"$WORK/three_cr.txt"
run check "$WORK/three.txt" "1,1,2 2,3" --states 3
expected="$status $out"
run check "$WORK/three_cr.txt" "1,1,2 2,3" --states 3
[[ "$status $out" == "$expected" ]] || fail "K-state rows with CR endings: $status $out, expected $expected"
printf 'a b\rb c\r' >"$WORK/path_cr.txt"
run analyze --graph "$WORK/path_cr.txt"
expect_status 0 "an edge list with CR endings"
expect_out_contains "3 vertices, 2 edges" "an edge list with CR endings"
printf '1,1 # a comment\r3,3\r' >"$WORK/presses_cr.txt"
run check "$WORK/B" "$WORK/presses_cr.txt"
expect_out_contains "2 presses" "a press list with CR endings"

# Duplicate JSON keys are refused by every JSON reader.
printf '{"rows":3,"rows":3,"cells":["101","010","101"]}' >"$WORK/dup.json"
expect_refused "duplicate key in a board" "appears twice" solve "$WORK/dup.json"
printf '{"states":3,"states":3,"cells":[[0,1],[2,0]]}' >"$WORK/dup3.json"
expect_refused "duplicate key in a K-state board" "appears twice" solve "$WORK/dup3.json"
printf '{"nodes":[{"id":1},{"id":2}],"links":[{"source":1,"target":2,"target":1}]}' >"$WORK/dupgraph.json"
expect_refused "duplicate key in a node-link graph" "appears twice" analyze --graph "$WORK/dupgraph.json"
printf '{"board":"11\\n11","board":"10\\n01"}\n' >"$WORK/dup.jsonl"
run solve --batch "$WORK/dup.jsonl"
expect_status 2 "duplicate key in a batch line"
expect_out_contains "appears twice" "duplicate key in a batch line"
finish
