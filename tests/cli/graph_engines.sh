# Which engine a graph gets (docs/GRAPHS.md, "Which engine a graph gets"): a
# big sparse graph goes to graph chasing, a dense one and a small one to the
# dense GF(2) engine; --method dense and --method chasing force one; both agree.
source "$(dirname "$0")/lib/assert.bash"

# The 33 x 33 grid as a graph (1,089 vertices, 4 neighbours at most).
awk -v n=33 'BEGIN { for (r = 0; r < n; r++) for (c = 0; c < n; c++) { v = r * n + c; print "v" v
  if (c + 1 < n) print "v" v " v" (v + 1); if (r + 1 < n) print "v" v " v" (v + n) } }' >"$WORK/grid.txt"
run solve --graph "$WORK/grid.txt" --format json
expect_status 0 "the grid graph, all lit"
expect_out_contains '"method":"graph-chasing"' "auto chases a big sparse graph"
expect_out_contains '"nullity":16' "the 33 x 33 plus nullity"
echo "$out" >"$WORK/answer.json"
run check --graph "$WORK/grid.txt" "$WORK/answer.json"
expect_status 0 "check the chased answer"
run solve --graph "$WORK/grid.txt" --method dense --format json
expect_out_contains '"method":"gf2"' "--method dense forces the dense engine"
expect_out_contains '"nullity":16' "the same nullity densely"

# One lit corner has no solution there: a certificate from either engine.
printf 'v0 1\n' >"$WORK/corner.txt"
run solve --graph "$WORK/grid.txt" --lights "$WORK/corner.txt" --format json
expect_status 1 "one lit corner"
expect_out_contains '"certificate":[' "a chased certificate"
expect_out_contains '"method":"graph-chasing"' "chased"
run solve --graph "$WORK/grid.txt" --lights "$WORK/corner.txt" --method dense --format json
expect_status 1 "one lit corner, dense"

# A small sparse graph stays with the dense engine too (below 1,024 vertices).
awk -v n=20 'BEGIN { for (r = 0; r < n; r++) for (c = 0; c < n; c++) { v = r * n + c; print "v" v
  if (c + 1 < n) print "v" v " v" (v + 1); if (r + 1 < n) print "v" v " v" (v + n) } }' >"$WORK/small.txt"
run solve --graph "$WORK/small.txt" --format json
expect_out_contains '"method":"gf2"' "a small graph stays dense"

# --method chasing forces graph chasing, on a small graph too, mod 2 and mod 3;
# mod 4 it is refused (a coefficient need not be a unit there), naming the option.
run solve --graph "$WORK/small.txt" --method chasing --format json
expect_out_contains '"method":"graph-chasing"' "--method chasing on a small graph"
run solve --graph "$WORK/small.txt" --method chasing --states 3 --format json
expect_out_contains '"method":"graph-chasing"' "--method chasing mod 3"
expect_bad_input "--method chasing mod 4" solve --graph "$WORK/small.txt" --method chasing --states 4
[[ $err == *"graph chasing works mod primes"*"(from --method chasing)"* ]] || fail "chasing mod 4: $err"

# A dense graph (1,100 vertices, about half of all pairs joined) stays dense.
awk 'BEGIN { srand(22); n = 1100; for (v = 0; v < n; v++) print "v" v
  for (u = 0; u < n; u++) for (v = u + 1; v < n; v++) if (rand() < 0.5) print "v" u " v" v }' >"$WORK/dense.txt"
run solve --graph "$WORK/dense.txt" --format json
expect_out_contains '"method":"gf2"' "auto keeps a dense graph dense"

finish
