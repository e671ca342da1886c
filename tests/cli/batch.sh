# solve --batch: JSON lines in and out, in order; the flags are every line's
# defaults; a bad line gets an error object (exit 2 at the end), the rest go on.
source "$(dirname "$0")/lib/assert.bash"
cat >"$WORK/in.jsonl" <<'LINES'
{"board": ["11110", "10001", "00001", "00100", "01110"], "rule": "plus", "minimal": true, "id": "seed"}
{"board": "000\n000\n000", "goal": "on"}
not json
{"board": "000\n000\n000", "rule": "plus", "goal": "on", "coords": "index"}
LINES

run solve --batch "$WORK/in.jsonl" --rule square
expect_status 2 "batch with a bad line"
[[ $(wc -l <"$WORK/out") == 4 ]] || fail "batch: not one answer per line: $out"
expect_out_contains '"presses":[[1,1],[1,4],[2,5],[5,3]],"method":"structured-plus","line":1,"id":"seed"}' "batch line 1"
expect_out_contains '{"error":"not valid JSON (at byte 2)","line":3}' "batch line 3"
expect_out_contains '"rule":"square","goal":"on"' "batch: --rule square is the default"
expect_out_contains '"rule":"plus","goal":"on","solvable":true,"count":5,"minimal":true,"nullity":0,"presses":[1,3,5,7,9]' "batch: a line's own rule and coords"
expect_err_contains "1 of 4 batch lines could not be answered" "batch summary"
[[ $(wc -l <"$WORK/err") == 1 ]] || fail "batch: stderr is not one line: $err"

# Standard input, -o, one thread: the same answers; no bad line: exit 0.
grep -v 'not json' "$WORK/in.jsonl" >"$WORK/good.jsonl"
run solve --batch - --rule square -o "$WORK/answers.jsonl" --threads 1 <"$WORK/good.jsonl"
"$LIGHTSOUT" solve --batch - --rule square <"$WORK/good.jsonl" >"$WORK/two-threads.jsonl"
expect_status 0 "batch from stdin into a file"
[[ -z $out ]] || fail "batch -o printed on stdout: $out"
cmp -s "$WORK/answers.jsonl" "$WORK/two-threads.jsonl" || fail "batch: one thread and two differ"
[[ $(wc -l <"$WORK/answers.jsonl") == 3 ]] || fail "batch -o: not 3 answers"

expect_bad_input "batch file missing" solve --batch "$WORK/missing.jsonl"
expect_bad_input "batch with --format pbm" solve --batch "$WORK/good.jsonl" --format pbm
: >"$WORK/empty.jsonl"
run solve --batch "$WORK/empty.jsonl"
expect_status 0 "empty batch"
[[ -z $out ]] || fail "empty batch printed: $out"
# A batch line has a size limit, so that a huge "id" cannot cost gigabytes:
# a line over 64 MiB is an error line, the next is answered.
/usr/bin/python3 -c 'import sys; sys.stdout.write("{\"id\": \"" + "x" * 70000000 + "\", \"board\": [\"1\"]}\n{\"board\": [\"1\"]}\n")' >"$WORK/long.jsonl"
run solve --batch "$WORK/long.jsonl"
expect_status 2 "a 70 MB batch line"
[[ $(wc -l <"$WORK/out") == 2 ]] || fail "a 70 MB batch line: not one answer per line: $(head -c 300 "$WORK/out")"
expect_out_contains '{"error":"the line has 70000026 bytes, more than the 67108864 a batch line may have","line":1}' "the long line's error"
expect_out_contains '"line":2' "the line after it is answered"

finish
