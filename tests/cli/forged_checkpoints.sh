# Forged and crafted checkpoints: each field of an honest part's file changed
# in turn is refused by --merge and by a resumed run with one line and exit 2;
# none gives a proof, none crashes (not even coordinates beyond the quiet
# patterns). Then the forgeries that every cheap check
# lets through (a hidden best, a relabelled part, another board's parts): the
# MAC refuses them; unsigned files merge only on request, as "not proven".
# And a checkpoint is never written through a link planted beside it.
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


# ---- trust: the MAC over every part and checkpoint --------------------------
run gen --size 30 --seed 3 --solvable
echo "$out" >"$WORK/b.txt"
for i in 1 2 3 4; do
  run solve "$WORK/b.txt" --exhaustive --part $i/4 --checkpoint "$WORK/q$i.json" --threads 1 --format json
  expect_status 0 "30 x 30 part $i/4"
done
run solve "$WORK/b.txt" --exhaustive --part 5/8 --checkpoint "$WORK/e5.json" --threads 1 --format json
run solve "$WORK/b.txt" --merge "$WORK"/q[1-4].json --format json
expect_out_contains '"count":370,"minimal":true,"proof":"walk of 4 parts, authenticated"' "honest parts: 370, on what it rests"
parts() { echo "$WORK/q1.json" "$WORK/q2.json" "$WORK/q3.json" "$WORK/q4.json"; }

# forge_part NAME FILE: q1.json replaced by FILE is refused by the merge, and
# stripped of its MAC merges only with --trust-unsigned, as "not proven".
forge_part() {
  cp "$WORK/q1.json" "$WORK/q1.honest"
  cp "$2" "$WORK/q1.json"
  cmp -s "$WORK/q1.json" "$WORK/q1.honest" && fail "$1: the forgery changed nothing"
  expect_bad_input "$1 merged" solve "$WORK/b.txt" --merge $(parts) --format json
  [[ $err == *"fails its authentication"* ]] || fail "$1: $err"
  sed -E 's/"mac":"[0-9a-f]*",?//' "$2" >"$WORK/q1.json"
  expect_bad_input "$1 unsigned" solve "$WORK/b.txt" --merge $(parts) --format json
  [[ $err == *"is not signed"*"--trust-unsigned"* ]] || fail "$1 unsigned: $err"
  run solve "$WORK/b.txt" --merge $(parts) --trust-unsigned --format json
  if [[ $status == 0 ]]; then
    expect_out_contains '"minimal":false,"lower_bound":' "$1 merged on request is not proven"
    expect_out_contains '"proof":"not proven: walk of 4 parts resting on '"$WORK/q1.json"', not authenticated"' "$1 says why"
  else
    expect_status 2 "$1 unsigned, refused by a cheap check"
  fi
  cp "$WORK/q1.honest" "$WORK/q1.json"
}
# The best of part 1 removed: merged into 378 "minimal" (the minimum is 370).
sed -e 's/"best":{[^}]*}/"best":null/' "$WORK/q1.json" >"$WORK/forged.json"
forge_part "best null" "$WORK/forged.json"
# A heavier best, a real solution of part 1's items (part 5 of 8 holds half of them): 374.
best5=$(grep -o '"best":{[^}]*}' "$WORK/e5.json")
sed -e "s/\"best\":{[^}]*}/$best5/" "$WORK/q1.json" >"$WORK/forged.json"
forge_part "heavier best" "$WORK/forged.json"
# Part 5 of 8 relabelled part 1 of 4 (it walked half its items), done as all of them: 374.
done1=$(grep -o '"done":\[\[[0-9,]*\]\]' "$WORK/q1.json")
sed -e 's/"part":\[5,8\]/"part":[1,4]/' -e "s/\"done\":\[\[[0-9,]*\]\]/$done1/" "$WORK/e5.json" >"$WORK/forged.json"
forge_part "relabelled" "$WORK/forged.json"
# A dropped range: part 1 unfinished.
sed -e 's/"done":\[\[0,/"done":[[1,/' -e 's/"complete":true/"complete":false/' "$WORK/q1.json" >"$WORK/forged.json"
forge_part "dropped range" "$WORK/forged.json"
# Replayed: the parts of board b merged for its complement with goal on (the
# same lights to change, the same solutions): bound to another board.
tr 01 10 <"$WORK/b.txt" >"$WORK/b-on.txt"
expect_bad_input "another board's parts" solve "$WORK/b-on.txt" --goal on --merge $(parts) --format json
[[ $err == *"fails its authentication"* ]] || fail "replayed: $err"
# Another key's parts: not authenticated; --key-file names the key they need.
head -c 32 /dev/urandom >"$WORK/other.key"
expect_bad_input "another key" solve "$WORK/b.txt" --merge $(parts) --key-file "$WORK/other.key"
[[ $err == *"signed with another key"* ]] || fail "another key: $err"
LIGHTSOUT_KEY_FILE="$WORK/config/lightsout/key" run solve "$WORK/b.txt" --merge $(parts) --format json
expect_out_contains '"minimal":true' "the key named by LIGHTSOUT_KEY_FILE"

# Resumed checkpoints, each kind forged: refused (a resume had no seed check:
# best null proved 31 for the all-lit 9 x 9, whose minimum is 25).
awk 'BEGIN { for (i = 0; i < 9; i++) print "111111111" }' >"$WORK/9.txt"
resume() {  # resume NAME BOARD HONEST FORGED
  cp "$4" "$WORK/ck.json"
  expect_bad_input "$1 resumed" solve "$2" --exhaustive --checkpoint "$WORK/ck.json" --threads 1 --format json
  [[ $err == *"fails its authentication"* ]] || fail "$1 resumed: $err"
}
run solve "$WORK/9.txt" --exhaustive --checkpoint "$WORK/w9.json" --format json
expect_out_contains '"count":25,"minimal":true,"proof":"walk in this process"' "9 x 9 walked with a checkpoint"
run solve "$WORK/9.txt" --exhaustive --checkpoint "$WORK/w9.json" --format json
expect_out_contains '"count":25,"minimal":true,"proof":"walk resumed from an authenticated checkpoint"' "9 x 9 resumed"
sed -e 's/"best":{[^}]*}/"best":null/' "$WORK/w9.json" >"$WORK/forged.json"
resume "9 x 9 best null" "$WORK/9.txt" "$WORK/w9.json" "$WORK/forged.json"
run solve "$WORK/b.txt" --exhaustive --checkpoint "$WORK/w30.json" --threads 1 --format json
expect_out_contains '"count":370,"minimal":true' "30 x 30 whole"
sed -e 's/"best":{[^}]*}/"best":null/' "$WORK/w30.json" >"$WORK/forged.json"
resume "best null" "$WORK/b.txt" "$WORK/w30.json" "$WORK/forged.json"
sed -e "s/\"best\":{[^}]*}/$best5/" "$WORK/w30.json" >"$WORK/forged.json"
resume "heavier best" "$WORK/b.txt" "$WORK/w30.json" "$WORK/forged.json"
sed -e 's/"best":{[^}]*}/"best":null/' -e 's/"done":\[\[0,/"done":[[1,/' -e 's/"complete":true/"complete":false/' \
  "$WORK/w30.json" >"$WORK/forged.json"
resume "dropped range" "$WORK/b.txt" "$WORK/w30.json" "$WORK/forged.json"
done_all=$(grep -o '"done":\[\[[0-9,]*\]\]' "$WORK/w30.json")
sed -e 's/"part":\[2,4\]/"part":[1,1]/' -e "s/\"done\":\[\[[0-9,]*\]\]/$done_all/" "$WORK/q2.json" >"$WORK/forged.json"
resume "relabelled" "$WORK/b.txt" "$WORK/w30.json" "$WORK/forged.json"
cp "$WORK/w30.json" "$WORK/ck.json"
expect_bad_input "another board's checkpoint resumed" solve "$WORK/b-on.txt" --goal on --exhaustive --checkpoint "$WORK/ck.json"
[[ $err == *"fails its authentication"* ]] || fail "replayed checkpoint: $err"
# An unsigned checkpoint resumes only on request, and then proves nothing.
sed -E 's/"(key_id|mac)":"[0-9a-f]*",?//g' "$WORK/w30.json" >"$WORK/ck.json"
expect_bad_input "unsigned checkpoint" solve "$WORK/b.txt" --exhaustive --checkpoint "$WORK/ck.json"
run solve "$WORK/b.txt" --exhaustive --checkpoint "$WORK/ck.json" --trust-unsigned --format json
expect_status 0 "unsigned checkpoint resumed on request"
expect_out_contains '"minimal":false' "resumed from an unsigned checkpoint: not proven"
expect_out_contains '"proof":"not proven: walk resting on' "resumed from an unsigned checkpoint: why"
# ... and the checkpoint it saves carries that: resumed again, still not proven.
expect_bad_input "a checkpoint resting on an unsigned one" solve "$WORK/b.txt" --exhaustive --checkpoint "$WORK/ck.json"
[[ $err == *"rests on a checkpoint that was not authenticated"* ]] || fail "taint: $err"

# A link planted at the temporary name is never written through.
mkdir "$WORK/shared"
echo "precious" >"$WORK/shared/victim.txt"
ln -s victim.txt "$WORK/shared/ck.json.tmp"
run solve "$WORK/9.txt" --exhaustive --checkpoint "$WORK/shared/ck.json" --format json
expect_status 0 "checkpoint beside a planted link"
[[ $(cat "$WORK/shared/victim.txt") == precious ]] || fail "the planted link's target was overwritten"
[[ -f $WORK/shared/ck.json && ! -L $WORK/shared/ck.json ]] || fail "ck.json is not a file of its own"
# ... nor one planted at the checkpoint's own name (read first: not a checkpoint).
rm "$WORK/shared/ck.json"
ln -s victim.txt "$WORK/shared/ck.json"
expect_bad_input "a link at the checkpoint's name" solve "$WORK/9.txt" --exhaustive --checkpoint "$WORK/shared/ck.json"
[[ $(cat "$WORK/shared/victim.txt") == precious ]] || fail "the link at the checkpoint's name was written through"
[[ $(ls -A "$WORK/shared" | sort | tr '\n' ' ') == "ck.json ck.json.tmp victim.txt " ]] ||
  fail "files left behind: $(ls -A "$WORK/shared")"
# The default key: made on first use, mode 0600.
[[ $(stat -c %a "$WORK/config/lightsout/key") == 600 && $(stat -c %s "$WORK/config/lightsout/key") == 32 ]] ||
  fail "the key: $(stat -c '%a %s' "$WORK/config/lightsout/key")"

finish
