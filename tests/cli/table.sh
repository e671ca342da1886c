# lightsout table: n x n and m x n tables, text and JSON, and its bad requests.
source "$(dirname "$0")/lib/assert.bash"

# OEIS A159257 (plus) and A165738 (plus on a torus), the first twelve terms.
run table --rule plus --max 12 --format json
expect_status 0 "plus table"
[[ $out == '{"nullity":[0,0,0,4,2,0,0,0,8,0,6,0],"rule":"plus"}' ]] || fail "plus table: $out"
run table --rule plus --torus --max 12 --format json
expect_status 0 "plus torus table"
[[ $out == '{"nullity":[0,0,4,0,8,8,0,0,4,16,0,16],"rule":"plus+torus"}' ]] || fail "plus torus table: $out"

# m x n: lines "m n nullity", rows outer; the diagonal is the n x n table.
run table --rule plus --rows 4..5 --cols 4..5
expect_status 0 "m x n table"
[[ $out == $'4 4 4\n4 5 0\n5 4 0\n5 5 2' ]] || fail "m x n table: $out"
run table --rule square --torus --rows 3 --cols 1..6 --format json
expect_status 0 "square torus m x n json"
[[ $out == '{"cols":[1,6],"nullity":[[2,4,8,8,10,14]],"rows":[3,3],"rule":"square+torus"}' ]] || fail "square torus: $out"

# analyze says the same as the table.
run analyze --rule plus --torus --size 10
expect_out_contains "nullity: 16" "analyze 10x10 torus"

expect_bad_input "no size" table --rule plus
expect_bad_input "--max with --rows" table --rule plus --max 5 --rows 3 --cols 3
expect_bad_input "--rows without --cols" table --rule plus --rows 3
expect_bad_input "empty range" table --rule plus --rows 5..3 --cols 1
expect_bad_input "not a range" table --rule plus --rows 1..x --cols 1
expect_bad_input "zero side" table --rule plus --rows 0..3 --cols 1
expect_bad_input "stencil" table --rule stencil:x.x/.x./x.x --max 4
expect_bad_input "too many entries" table --rule plus --rows 1..100000 --cols 1..100000

# table --help speaks of tables, not of solve's --batch.
run table --help
[[ $out != *"--batch"* ]] || fail "table --help mentions --batch"

finish
