# Forged and crafted checkpoints (issue 23 A, B): each field of an honest
# part's file changed in turn is refused by --merge and by a resumed run with
# one line and exit 2; none gives a proof, none crashes (coordinates beyond
# the quiet patterns crashed in frame_member, rc 139).
source "$(dirname "$0")/lib/assert.bash"

awk 'BEGIN { row = ""; for (i = 0; i < 39; i++) row = row "1"; for (i = 0; i < 39; i++) print row }' >"$WORK/39.txt"
awk 'BEGIN { for (i = 0; i < 5; i++) print "10101" }' >"$WORK/5.txt"
for i in 1 2; do
  run solve "$WORK/39.txt" --exhaustive --part $i/2 --checkpoint "$WORK/p$i.json" --threads 1 --format json
  expect_status 0 "part $i/2"
done
run solve "$WORK/39.txt" --merge "$WORK/p1.json" "$WORK/p2.json" --format json
expect_out_contains '"count":561,"minimal":true' "honest parts merge into the proof"

forge() {  # forge NAME SED-EXPRESSION: p1.json edited into forged.json, refused by merge and resume
  sed -e "$2" "$WORK/p1.json" >"$WORK/forged.json"
  cmp -s "$WORK/p1.json" "$WORK/forged.json" && fail "$1: the edit changed nothing"
  expect_bad_input "$1 merged" solve "$WORK/39.txt" --merge "$WORK/forged.json" "$WORK/p2.json" --format json
  [[ ${#err} -lt 400 ]] || fail "$1: a message of ${#err} bytes"
  cp "$WORK/forged.json" "$WORK/resume.json"
  expect_bad_input "$1 resumed" solve "$WORK/39.txt" --exhaustive --part 1/2 --checkpoint "$WORK/resume.json" --threads 1
}
forge "coordinates beyond the quiet patterns" 's/"coordinates":"[0-9a-f]*"/"coordinates":"8000000000000000"/'
forge "coordinates of another member" 's/"coordinates":"[0-9a-f]*\([0-9a-f]\)"/"coordinates":"000000000000000\1"/'
forge "presses" 's/"presses":[0-9]*/"presses":1/'
forge "done empty" 's/"done":\[[^]]*\]\]/"done":[]/'
forge "done huge" 's/"done":\[[^]]*\]\]/"done":[[0,1000000000000]]/'
forge "nullity" 's/"nullity":[0-9]*/"nullity":64/'
forge "items" 's/"items":[0-9]*/"items":1000/'
forge "fingerprint" 's/"fingerprint":"[0-9a-f]*"/"fingerprint":"0123456789abcdef"/'
forge "members walked" 's/"members_walked":[0-9.e+]*/"members_walked":1e300/'
forge "duplicate key" 's/^{/{"complete":true,/'
forge "long coordinates" "s/\"coordinates\":\"[0-9a-f]*\"/\"coordinates\":\"$(head -c 100000 /dev/zero | tr '\0' z)\"/"

# Part 1/2 relabelled as the whole search: its done items are not all of them.
sed -e 's/"part":\[1,2\]/"part":[1,1]/' "$WORK/p1.json" >"$WORK/whole.json"
expect_bad_input "part 1/2 relabelled 1/1" solve "$WORK/39.txt" --merge "$WORK/whole.json" --format json
# A part of another board is refused even where no search runs (nullity 0).
expect_bad_input "another board's part at nullity 0" solve "$WORK/5.txt" --merge "$WORK/p1.json" "$WORK/p2.json"

finish
