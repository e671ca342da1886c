# Memory short and threads refused (docs/ROBUSTNESS.md "Third-party errors and
# memory pressure"): a batch on 24 threads under ulimit -v, with lines for
# NTL (plus boards), FLINT (three states) and M4RI (a dense 128 x 128 board
# that needs 51 MB), ends with one line on stderr and exit 2, never a core,
# and leaves no temporary file beside its -o. It aborted about one run in two
# (NTL::TerminalError from GF2XModulus) and left .out.jsonl.lightsout-XXXXXX.
# Not under the sanitizers, whose memory ulimit -v cannot bound.
source "$(dirname "$0")/lib/assert.bash"
if grep -qa -e __asan_init -e __tsan_init "$LIGHTSOUT"; then
  finish
  exit 0
fi

/usr/bin/python3 - "$WORK/lines.jsonl" <<'PY'
import json, random, sys
rng = random.Random(5)
def rows(r, c, k=2):
    return ["".join(str(rng.randrange(k)) for _ in range(c)) for _ in range(r)]
with open(sys.argv[1], "w") as f:
    for i in range(600):
        if i % 200 == 100:
            line = {"board": rows(128, 128), "method": "dense"}
        elif i % 5 == 0:
            line = {"board": rows(12, 12, 3), "states": 3}
        else:
            line = {"board": rows(rng.randint(20, 40), rng.randint(20, 40))}
        line["id"] = i
        f.write(json.dumps(line) + "\n")
PY

# One run here; `RUNS=20 bash error_handlers.sh ...` repeats it.
for ((run = 1; run <= ${RUNS:-1}; ++run)); do
  rm -f "$WORK"/out.jsonl "$WORK"/.out.jsonl.lightsout-*
  (ulimit -v 60000; ulimit -c 0; exec "$LIGHTSOUT" solve --batch "$WORK/lines.jsonl" --threads 24 -o "$WORK/out.jsonl") \
    >"$WORK/out" 2>"$WORK/err"
  status=$?
  err=$(cat "$WORK/err")
  what="run $run: batch of 600 lines on 24 threads under ulimit -v 60000"
  [[ $status == 2 ]] || fail "$what: exit $status, expected 2 (stderr: ${err:0:300})"
  [[ $(wc -l <"$WORK/err") == 1 ]] || fail "$what: stderr is not one line: ${err:0:300}"
  [[ ! -s $WORK/out ]] || fail "$what: printed on stdout"
  leftover=$(ls -A "$WORK" | grep -F '.out.jsonl.lightsout-')
  [[ -z $leftover ]] || fail "$what: left $leftover behind"
  # A complete answer (every line answered, the dense ones refused for memory) or none.
  if [[ -e $WORK/out.jsonl ]]; then
    [[ $(wc -l <"$WORK/out.jsonl") == 600 ]] || fail "$what: $(wc -l <"$WORK/out.jsonl") answer lines, expected 600"
    [[ $(grep -c '"error":"not enough memory for this puzzle"' "$WORK/out.jsonl") -ge 3 ]] ||
      fail "$what: the dense 128 x 128 lines were not refused for memory"
    others=$(grep '"error"' "$WORK/out.jsonl" | grep -v '"error":"not enough memory for this puzzle"' | head -1)
    [[ -z $others ]] || fail "$what: a line refused for another reason: ${others:0:300}"
    [[ $err == "lightsout: "*" of 600 batch lines could not be answered"* ]] || fail "$what: $err"
  else
    [[ $err == "lightsout: not enough memory"* ]] || fail "$what: no answer file, and $err"
  fi
done

finish
