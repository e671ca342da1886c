# Tiny inputs, huge requests: memory follows the data actually read, and
# absurd sizes are refused up front with the reason (docs/ROBUSTNESS.md "Input
# sizes and memory"), rather than taking gigabytes or never ending.
source "$(dirname "$0")/lib/assert.bash"

# Under ASan or TSan (make sanitize, make tsan) resident memory is the
# sanitizer's: the bounds are not checked, and headers through a pipe are left
# out (TSan's calloc writes the zeros the board's pages would otherwise get free).
sanitized=0
grep -qa -e __asan_init -e __tsan_init "$LIGHTSOUT" && sanitized=1

# bounded WHAT MAX_MB TEXT [--pipe FILE] CMD...: (FILE's bytes through a pipe
# on standard input) exit 2, one stderr line containing
# TEXT, nothing on stdout, and at most MAX_MB of peak memory (the process's
# maximum resident set, from getrusage: Debian's python3, as the project uses).
bounded() {
  local what=$1 max_mb=$2 text=$3 input=/dev/null
  shift 3
  if [[ $1 == --pipe ]]; then
    input=$2
    shift 2
    ((sanitized)) && return
  fi
  local peak_kb
  peak_kb=$(/usr/bin/python3 - "$input" "$LIGHTSOUT" "$@" 3>&1 >"$WORK/out" 2>"$WORK/err" <<'PY'
import os, resource, subprocess, sys
with open(sys.argv[1], "rb") as f:
    data = f.read()
child = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE)  # a pipe: it cannot seek
child.communicate(data)
code = child.returncode
os.write(3, f"{resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss} {code}".encode())
PY
  )
  status=${peak_kb#* }
  peak_kb=${peak_kb% *}
  out=$(cat "$WORK/out")
  err=$(cat "$WORK/err")
  [[ $status == 2 ]] || fail "$what: exit $status, expected 2 (stderr: $err)"
  [[ -z $out ]] || fail "$what: printed on stdout: ${out:0:200}"
  [[ $(wc -l <"$WORK/err") == 1 ]] || fail "$what: stderr is not one line: $err"
  expect_err_contains "$text" "$what"
  ((sanitized || peak_kb <= max_mb * 1024)) || fail "$what: peak memory $((peak_kb / 1024)) MB, expected at most $max_mb MB"
}

# Headers that promise far more than follows: nothing is taken for rows that never come.
printf 'P1\n1 300000000\n1\n' >"$WORK/tall.pbm"
bounded "P1 file, 1 x 300000000" 64 "holds only 3 bytes" solve "$WORK/tall.pbm"
bounded "P1 pipe, 1 x 300000000" 64 "ends after 1 of the 300000000 rows" --pipe "$WORK/tall.pbm" solve -
printf 'P4\n1 400000000\n\x80' >"$WORK/tall4.pbm"
bounded "P4 pipe, 1 x 400000000" 64 "ends after 1 of the 400000000 rows" --pipe "$WORK/tall4.pbm" solve -
printf 'P4\n181000 181000\n\x80' >"$WORK/wide4.pbm"
bounded "P4 pipe, 181000^2" 64 "ends after 0 of the 181000 rows" --pipe "$WORK/wide4.pbm" solve -
bounded "P4 file, 181000^2" 64 "holds only 1 bytes" solve "$WORK/wide4.pbm"
printf 'P1\n181000 181000\n1\n' >"$WORK/wide1.pbm"
bounded "P1 pipe, 181000^2" 64 "ends after 0 of the 181000 rows" --pipe "$WORK/wide1.pbm" check - "1,1"
printf 'P5\n18100 18100 2\n\x01' >"$WORK/square.pgm"
bounded "P5 pipe, 18100^2" 64 "ends after 1 of the 327610000 lights" --pipe "$WORK/square.pgm" solve -
bounded "P5 file, 18100^2" 64 "holds only 1 bytes" solve "$WORK/square.pgm"
printf 'P2\n18100 18100 2\n1 0\n' >"$WORK/square2.pgm"
bounded "P2 pipe, 18100^2" 64 "ends after 2 of the 327610000 lights" --pipe "$WORK/square2.pgm" solve -

# Boards whose memory is absurd: refused before anything is taken.
bounded "gen 999999999x34 (64 bits a cell)" 64 "more than the 4294967296 a board may take" gen --size 999999999x34
bounded "gen 999999999x34, 3 states" 64 "more than the 4294967296 a board may take" gen --size 999999999x34 --states 3
printf 'P4\n34 999999999\n' >"$WORK/narrow.pbm"
bounded "PBM 999999999 rows of 34" 64 "more than the 4294967296 a board may take" --pipe "$WORK/narrow.pbm" solve -
printf '{"rows":999999999,"cols":34,"cells":["1"]}' >"$WORK/narrow.json"
bounded "JSON 999999999 rows of 34" 64 "more than the 4294967296 a board may take" solve "$WORK/narrow.json"

# Tables and chasing: refused above their documented limits, with the reason.
bounded "table --max 1000000000" 64 "goes up to sides of 100000" table --max 1000000000
bounded "table --max 100001" 64 "goes up to sides of 100000" table --max 100001 --torus
bounded "m x n plus table, a side of 10^8" 64 "goes up to sides of 100000" table --rows 1 --cols 100000000
bounded "square table of 10^8 entries" 64 "more than 67108864" table --max 100000000 --rule square
bounded "chase --table --size 100000" 64 "go up to 4096x4096" chase --table --size 100000
bounded "chase --table --size 3x4097" 64 "go up to 4096x4096" chase --table --size 3x4097
run chase --table --size 4096x2
[[ $status == 0 ]] || fail "chase --table --size 4096x2: exit $status ($err)"

# read_peak WHAT MAX_MB FILE CMD...: CMD (with FILE's path, or FILE through a
# pipe as "-" when FILE is given as "|FILE") reads a board and answers (exit 0
# or 1, nothing on stderr) within MAX_MB of peak memory.
read_peak() {
  local what=$1 max_mb=$2 file=$3 input=/dev/null
  shift 3
  if [[ $file == \|* ]]; then
    input=${file#|}
    ((sanitized)) && return
  fi
  local result
  result=$(/usr/bin/python3 - "$input" "$LIGHTSOUT" "$@" 3>&1 >/dev/null 2>"$WORK/err" <<'PY'
import os, resource, subprocess, sys
child = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE)
with open(sys.argv[1], "rb") as f:
    while block := f.read(1 << 20):
        child.stdin.write(block)
child.stdin.close()
code = child.wait()
os.write(3, f"{resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss} {code}".encode())
PY
  )
  local status=${result#* } peak_kb=${result% *}
  [[ $status == 0 || $status == 1 ]] || fail "$what: exit $status (stderr: $(cat "$WORK/err"))"
  [[ ! -s $WORK/err ]] || fail "$what: stderr: $(head -c 300 "$WORK/err")"
  ((sanitized || peak_kb <= max_mb * 1024)) || fail "$what: peak memory $((peak_kb / 1024)) MB, expected at most $max_mb MB"
}

# Text and JSON boards are read as streams: memory follows the board, not the
# text (a JSON document held whole would cost about 10 times its size: 593 MB
# for 59 MB of 8-cell rows).
row=$(head -c 7700 /dev/zero | tr '\0' '1')
yes "$row" | head -n 7700 >"$WORK/square.txt"
# json_rows ROWS COLS: the lines of standard input as a JSON board.
json_rows() {
  awk -v rows="$1" -v cols="$2" 'BEGIN { printf "{\"rows\":%d,\"cols\":%d,\"cells\":[", rows, cols }
    { printf "%s\"%s\"", (NR > 1 ? "," : ""), $0 } END { printf "]}" }'
}
json_rows 7700 7700 <"$WORK/square.txt" >"$WORK/square.json"
yes 10110101 | head -n 5400000 | json_rows 5400000 8 >"$WORK/narrow_rows.json"
read_peak "59 MB JSON board, 7700 x 7700" 48 "$WORK/square.json" check "$WORK/square.json" "1,1"
read_peak "59 MB JSON board through a pipe" 96 "|$WORK/square.json" check - "1,1"
read_peak "59 MB JSON board of 8-cell rows" 160 "$WORK/narrow_rows.json" check "$WORK/narrow_rows.json" "1,1"
read_peak "59 MB text board, 7700 x 7700" 48 "$WORK/square.txt" check "$WORK/square.txt" "1,1"
read_peak "59 MB text board through a pipe" 48 "|$WORK/square.txt" check - "1,1"
rm -f "$WORK/square.txt" "$WORK/square.json" "$WORK/narrow_rows.json"

# An edge list is streamed and repeats of an edge are merged as they pile up,
# so one edge repeated costs little, not every repeat kept. 40 MB here:
# 10 million repeats, one edge.
/usr/bin/python3 -c "
import sys
with open(sys.argv[1], 'w') as f:
    for _ in range(10): f.write('a b\\n' * 1000000)
" "$WORK/repeats.txt"
read_peak "40 MB of one repeated edge" 64 "$WORK/repeats.txt" check --graph "$WORK/repeats.txt" a
read_peak "the same through a pipe" 64 "|$WORK/repeats.txt" check --graph - a
rm -f "$WORK/repeats.txt"
# Out of memory in M4RI's elimination: std::bad_alloc reaches the top, not an
# abort in M4RI ("m4ri_mm_malloc: malloc returned NULL"): one line, exit 2, no
# half-written answer (src/gf2/m4ri_threads.cpp). Not under the sanitizers, whose
# memory ulimit -v cannot bound.
"$LIGHTSOUT" gen --size 128x128 --seed 3 -o "$WORK/b128.txt"
grep -qa -e __asan_init -e __tsan_init "$LIGHTSOUT" ||
  { (ulimit -v 40000; "$LIGHTSOUT" solve "$WORK/b128.txt" --method dense -o "$WORK/b128-answer.txt" 2>"$WORK/err"); status=$?
    err=$(cat "$WORK/err")
    [[ $status == 2 && $err == "lightsout: not enough memory for this board" && ! -e $WORK/b128-answer.txt ]] ||
      fail "dense 128x128 under ulimit -v 40000: exit $status, $err"; }

# A graph mod an odd prime beyond FLINT's limit (8,192 buttons mod 3 take
# about 1 GB in the dense engine). A sparse one is solved by graph
# chasing (a ring leaves 2 seeds); one whose chase would leave more seeds than
# FLINT takes (12,000 vertices of average degree 100) is refused after the
# plan (O(edges)), before any arithmetic, in one line, with exit 2.
awk 'BEGIN { for (v = 0; v < 8193; ++v) print "v" v, "v" (v + 1) % 8193 }' >"$WORK/ring8193.txt"
run solve --graph "$WORK/ring8193.txt" --states 3 --format json
expect_status 0 "an 8,193-vertex ring mod 3"
expect_out_contains '"method":"graph-chasing"' "the ring mod 3 is chased"
awk 'BEGIN { srand(23); n = 12000; for (v = 0; v < n; ++v) print "v" v
  for (e = 0; e < 600000; ++e) { u = int(rand() * n); v = int(rand() * n); if (u != v) print "v" u, "v" v } }' \
  >"$WORK/thick12000.txt"
run solve --graph "$WORK/thick12000.txt" --states 3
expect_status 2 "a 12,000-vertex graph of degree 100 mod 3"
[[ $err == "lightsout: the dense engine mod 3 takes at most 8192 buttons, not 12000" ]] ||
  fail "12,000 buttons mod 3: $err"
rm -f "$WORK/ring8193.txt" "$WORK/thick12000.txt"

# A JSON header costs nothing to write: 46 bytes declaring 411 x 44,444,440
# (2.3 GB of board) with one row of one cell. The reader checks the rows
# against the header before it takes that memory, so even under 1 GB of address
# space the error gives the reason, not "not enough memory for this board".
# (Not under the sanitizers, whose shadow memory needs terabytes of address space.)
if ((!sanitized)); then
  printf '{"rows": 411, "cols":44444440, "cells": ["1"]}' >"$WORK/header.json"
  err=$( (ulimit -v 1000000; "$LIGHTSOUT" solve "$WORK/header.json") 2>&1 >/dev/null); status=$?
  [[ $status == 2 && $err == *'"rows" is 411 but "cells" has 1 rows'* ]] ||
    fail "a JSON header of 2.3 GB under ulimit -v: exit $status, $err"
fi

finish
