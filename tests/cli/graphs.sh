# Graphs and presets through the command line: solve, check, analyze, variants,
# answers named by label, and bad graph input (exit 2, one line).
source "$(dirname "$0")/lib/assert.bash"
G=$DATA/graphs

# USACO 2009 November Gold "Lights" (public sample): 5 lights, all off, goal all
# on, the published answer is 3 toggles.
printf '' >"$WORK/none.txt"
run solve --graph "$G/usaco2009nov_lights.txt" --lights "$WORK/none.txt" --goal on --minimal --format json
expect_status 0 "usaco sample"
expect_out_contains '"count":3' "usaco: 3 toggles"
expect_out_contains '"minimal":true' "usaco: proven"

# Labels name the presses; check replays them (list, then JSON answers).
printf 'a b\nb c\nc d\n' >"$WORK/path.txt"
run solve --graph "$WORK/path.txt" --format list
expect_status 0 "path"
echo "$out" >"$WORK/presses.txt"
run check --graph "$WORK/path.txt" "$WORK/presses.txt"
expect_status 0 "check the path's answer"
expect_out_contains "ok:" "check ok"
run solve --graph "$WORK/path.txt" --format json
echo "$out" >"$WORK/answer.json"
run check --graph "$WORK/path.txt" "$WORK/answer.json"
expect_status 0 "check a JSON answer"
run check --graph "$WORK/path.txt" "a"
expect_status 1 "a wrong answer"
expect_out_contains "not solved" "check says not solved"

# Three states: presses as [label, t]; lights by label.
printf 'a 2\nc 1\n' >"$WORK/lights3.txt"
run solve --graph "$WORK/path.txt" --lights "$WORK/lights3.txt" --states 3 --format json --minimal
expect_status 0 "three states"
expect_out_contains '"states":3' "states in json"
expect_out_contains '"presses":[["' "pairs when K > 2"
run solve --graph "$WORK/path.txt" --lights "$WORK/lights3.txt" --states 3 --format list
echo "$out" >"$WORK/presses3.txt"
run check --graph "$WORK/path.txt" --lights "$WORK/lights3.txt" --states 3 "$WORK/presses3.txt"
expect_status 0 "check three states"

# sigma on a single isolated vertex cannot change its light: a certificate.
printf 'lonely\n' >"$WORK/lone.txt"
run solve --graph "$WORK/lone.txt" --rule sigma --format json
expect_status 1 "sigma on an isolated vertex"
expect_out_contains '"certificate":["lonely"]' "certificate by label"

# Directed: pressing u changes v.
printf 'u v\n' >"$WORK/arc.txt"
printf 'v 1\n' >"$WORK/v.txt"
run solve --graph "$WORK/arc.txt" --directed --rule sigma --lights "$WORK/v.txt"
expect_status 0 "directed arc"
[[ $out == "u" ]] || fail "directed arc: pressing u clears v, got '$out'"

# Move constraints on a graph: a legal sequence, replayed by check.
run solve --graph "$G/petersen.edgelist" --only-on --format list
expect_status 0 "lit-only on the Petersen graph"
echo "$out" >"$WORK/seq.txt"
run check --graph "$G/petersen.edgelist" --only-on "$WORK/seq.txt"
expect_status 0 "check the lit-only sequence"
run check --graph "$G/petersen.edgelist" --only-off "$WORK/seq.txt"
expect_status 1 "the same sequence is illegal under only-off"
expect_out_contains "illegal: press 1" "first press illegal"

# analyze names quiet patterns by label.
run analyze --graph "$G/petersen.json"
expect_status 0 "analyze petersen"
expect_out_contains "nullity: 5" "petersen nullity"
run analyze --graph "$G/petersen.json" --states 6 --format json
expect_out_contains '"invariant_factors":[2,2,2,2,2]' "petersen mod 6"

# Presets: listed with sources; graphs by label; grids by their board.
run variants
expect_status 0 "variants"
for name in classic mini deluxe 2000 keychain xl25 xl25-knight merlin orbix cube; do
  grep -q "^$name\$" "$WORK/out" || fail "variants lists $name"
done
expect_out_contains "sources: " "variants name sources"
run variants --format json --layout
expect_out_contains '"polygons"' "solid layouts in json"
run solve --variant merlin --format json
expect_status 0 "merlin"
expect_out_contains '"presses":["2","4","5","6","8"]' "merlin: all lit to the ring"
run analyze --variant orbix
expect_out_contains "nullity: 0" "orbix: every position solvable"
run analyze --variant cube
expect_out_contains "nullity: 6" "cube nullity"
printf '11111\n11111\n11111\n11111\n11111\n' >"$WORK/lit5.txt"
run solve "$WORK/lit5.txt" --variant classic --minimal --format json
expect_status 0 "classic all lit"
expect_out_contains '"count":15' "classic all lit: 15 presses"
run solve "$WORK/lit5.txt" --variant xl25 --format json
expect_out_contains '"count":0' "xl25: all lit is its goal"

# Pictures of graphs and presets (PNG and SVG), the presses checked in the caption.
run render --graph "$G/petersen.json" --presses "0 5" -o "$WORK/petersen.png"
expect_status 0 "render a graph"
[[ $(head -c 4 "$WORK/petersen.png" | tail -c 3) == PNG ]] || fail "render a graph: not a PNG"
run render --variant cube --lights "$WORK/none.txt" --presses "F5" -o "$WORK/cube.svg"
expect_status 0 "render the cube"
grep -q "<svg" "$WORK/cube.svg" || fail "render the cube: not an SVG"
run render --graph "$WORK/path.txt" --states 3 --lights "$WORK/lights3.txt" --presses "a,2" -o "$WORK/path3.png"
expect_status 0 "render three states"

# Bad input: exit 2, one line.
printf 'a a\n' >"$WORK/loop.txt"
printf 'a b c\n' >"$WORK/three.txt"
printf '# nothing\n' >"$WORK/novertex.txt"
printf 'zz 1\n' >"$WORK/badlabel.txt"
printf 'a 2\n' >"$WORK/badvalue.txt"
awk 'BEGIN { for (i = 0; i < 1000000; i++) printf "%d %d ", i, i + 1 }' >"$WORK/oneline.txt"
expect_bad_input "an edge to itself" solve --graph "$WORK/loop.txt"
expect_bad_input "three labels on a line" solve --graph "$WORK/three.txt"
expect_bad_input "an empty graph" solve --graph "$WORK/novertex.txt"
expect_bad_input "an empty file" solve --graph "$WORK/none.txt"
expect_bad_input "a million edges, no newline" solve --graph "$WORK/oneline.txt"
expect_bad_input "a label with no vertex" solve --graph "$WORK/path.txt" --lights "$WORK/badlabel.txt"
expect_bad_input "a light >= K" solve --graph "$WORK/path.txt" --lights "$WORK/badvalue.txt"
expect_bad_input "K outside 2..255" solve --graph "$WORK/path.txt" --states 256
expect_bad_input "K = 1" solve --graph "$WORK/path.txt" --states 1
expect_bad_input "a grid rule on a graph" solve --graph "$WORK/path.txt" --rule plus
expect_bad_input "a grid format on a graph" solve --graph "$WORK/path.txt" --format grid
expect_bad_input "--torus on a graph" solve --graph "$WORK/path.txt" --torus
expect_bad_input "missing graph file" solve --graph "$WORK/nope.txt"
expect_bad_input "a press with no vertex" check --graph "$WORK/path.txt" "a zz"
expect_bad_input "unknown variant" solve --variant tetris
expect_bad_input "variant and graph" solve --graph "$WORK/path.txt" --variant orbix
expect_bad_input "variant and rule" solve "$WORK/lit5.txt" --variant classic --rule square
printf '11\n11\n' >"$WORK/ok.txt"
expect_bad_input "variant on the wrong size" solve "$WORK/ok.txt" --variant classic
expect_bad_input "constraint with 3 states" solve --graph "$WORK/path.txt" --states 3 --only-on
expect_bad_input "goal beyond K" solve --graph "$WORK/path.txt" --states 3 --goal 3
expect_bad_input "solve a graph and a board" solve "$WORK/ok.txt" --variant orbix
expect_bad_input "render a graph and a board" render "$WORK/ok.txt" --graph "$WORK/path.txt" -o "$WORK/x.png"
expect_bad_input "render with a press of no vertex" render --graph "$WORK/path.txt" --presses zz -o "$WORK/x.png"
# "directed" is a boolean; "true", 1, "yes" and null are refused, not read as undirected.
for value in '"true"' 1 '"yes"' null; do
  printf '{"directed": %s, "nodes": [{"id": "a"}, {"id": "b"}], "links": [{"source": "a", "target": "b"}]}' "$value" >"$WORK/directed.json"
  expect_bad_input "directed $value" solve --graph "$WORK/directed.json"
  [[ $err == *'"directed" must be true or false'* ]] || fail "directed $value: $err"
done

# A label with a newline or a tab would print as two lines (or two tokens) of an
# answer that check then refuses: refused when the graph is read.
printf '{"nodes": [{"id": "a\\nb"}, {"id": "c"}], "links": [{"source": "a\\nb", "target": "c"}]}' >"$WORK/newline.json"
expect_bad_input "label with a newline" solve --graph "$WORK/newline.json" --format list
[[ $err == *"the label 'a?b' of vertex 1 holds a control character"* ]] || fail "newline label: $err"

finish
