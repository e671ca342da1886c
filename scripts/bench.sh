#!/usr/bin/env bash
# The end-to-end benchmark (docs/PERFORMANCE.md): `make bench`.
#
#   scripts/bench.sh [BUILD] [--huge] [--sizes "1000 4096"] [--rules "plus cross"]
#
# For each size (1000, 4096, 10000, 16384, 32768; 65536 with --huge) one random
# board is written by `lightsout gen --format pbm`, then for each rule (plus,
# square, cross, plus+torus, square+torus; R+torus means --rule R --torus)
#   solve   `lightsout solve IN --rule R --format pbm -o OUT`, end to end
#   plain   `bench_solve_pbm R IN OUT plain`: read the PBM, XOR every word once,
#           write it: the least any solver must do with the same data
# are timed in the same run (the fastest of a few runs on small boards), with
# the peak resident memory of each process. The table gives the ratio
# solve / plain, which holds up better than raw seconds on a busy machine.
# Exit 1 from solve (no solution; the certificate is written) is a valid
# answer and shows in the table; any other failure stops the script non-zero.
# Then the nullity tables, the start-up of a small solve against /bin/true
# (hyperfine when installed), lights with K states (the flat rules that --rules
# names), and graphs: random graphs written as edge lists by bench_graph_file,
# solved with every light lit by
# `lightsout solve --graph G --states K --format json -o OUT`, end to end,
# beside `lightsout check --graph G v0` (read the graph, build its press
# matrix, press once: what every command on a graph pays first).
set -euo pipefail
export LC_ALL=C  # a decimal point in EPOCHREALTIME and printf

build=build
huge=0
sizes="1000 4096 10000 16384 32768"
rules="plus square cross plus+torus square+torus"
while (($#)); do
    case "$1" in
        --huge) huge=1 ;;
        --sizes) sizes="$2"; shift ;;
        --rules) rules="$2"; shift ;;
        -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;;
        -*) echo "bench.sh: unknown option $1" >&2; exit 2 ;;
        *) build="$1" ;;
    esac
    shift
done
((huge)) && sizes="$sizes 65536"

lightsout="$build/lightsout"
plain_pass="$build/bench/bench_solve_pbm"
graph_file="$build/bench/bench_graph_file"
for tool in "$lightsout" "$plain_pass" "$graph_file"; do
    [[ -x "$tool" ]] || { echo "bench.sh: $tool is missing (build it: make build)" >&2; exit 2; }
done

[[ -n "${EPOCHREALTIME:-}" ]] || { echo "bench.sh: needs bash 5 (EPOCHREALTIME)" >&2; exit 2; }

work="$(mktemp -d "${TMPDIR:-/tmp}/lightsout-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT

fail() {
    echo "bench.sh: FAILED: $*" >&2
    [[ -s "$work/stderr" ]] && sed 's/^/    /' "$work/stderr" >&2
    exit 3
}

# ---- measuring one command -------------------------------------------------

# measure CMD...: runs CMD; sets `seconds` (wall clock, from bash's
# EPOCHREALTIME: no process started around the command), `rss_kib` (peak
# resident set, KiB) and `status` (exit code). stdout is dropped, stderr kept
# in $work/stderr.
if [[ -x /usr/bin/time ]]; then
    measure() {
        local start end
        start=$EPOCHREALTIME
        set +e
        /usr/bin/time -f %M -o "$work/rss" "$@" >/dev/null 2>"$work/stderr"
        status=$?
        set -e
        end=$EPOCHREALTIME
        seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')
        # GNU time writes "Command exited with non-zero status N" before the number.
        rss_kib=$(tail -n 1 "$work/rss")
    }
else
    # No GNU time: sample the kernel's high-water mark (VmHWM) while it runs.
    measure() {
        local start end pid hwm
        start=$EPOCHREALTIME
        "$@" >/dev/null 2>"$work/stderr" &
        pid=$!
        rss_kib=0
        while kill -0 "$pid" 2>/dev/null; do
            hwm=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
            [[ -n "$hwm" ]] && rss_kib=$hwm
            sleep 0.01
        done
        set +e
        wait "$pid"
        status=$?
        set -e
        end=$EPOCHREALTIME
        seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')
    }
fi

# How many runs a board of n x n gets (the fastest counts): small boards are
# over in milliseconds and easily disturbed.
runs_for() {
    if (($1 <= 4096)); then echo 5; elif (($1 <= 10000)); then echo 3; else echo 1; fi
}

# best_of N CMD...: the fastest of N runs; sets best_seconds, best_rss_kib
# (the largest peak seen) and best_status (every run must agree).
best_of() {
    local n=$1; shift
    best_seconds="" best_rss_kib=0 best_status=""
    for ((i = 0; i < n; i++)); do
        measure "$@"
        [[ -z "$best_status" ]] && best_status=$status
        [[ "$status" == "$best_status" ]] || fail "$* exited $best_status, then $status"
        if [[ -z "$best_seconds" ]] || awk -v a="$seconds" -v b="$best_seconds" 'BEGIN { exit !(a < b) }'; then
            best_seconds=$seconds
        fi
        ((rss_kib > best_rss_kib)) && best_rss_kib=$rss_kib
    done
    return 0
}

# The bytes of a P4 file of rows x cols: the header plus whole bytes per row.
p4_bytes() {
    local header="P4
$2 $1
"
    echo $((${#header} + $1 * (($2 + 7) / 8)))
}

# ---- the machine -----------------------------------------------------------

model=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo)
ram_gib=$(awk '/^MemTotal:/ { printf "%.1f", $2 / 1048576 }' /proc/meminfo)
echo "machine: $(nproc) cores, ${model:-unknown CPU}, ${ram_gib} GiB RAM, $(uname -sr)"
echo "load:    $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) at $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "build:   $build ($(git -C "$(dirname "$0")/.." rev-parse --short HEAD 2>/dev/null || echo '?'))"
echo "rss:     $([[ -x /usr/bin/time ]] && echo 'GNU time %M' || echo 'VmHWM sampled every 10 ms')"
echo

# ---- the table -------------------------------------------------------------

declare -A row gen_seconds solve_seconds solve_rss_kib plain_seconds_of
for n in $sizes; do
    board="$work/board-$n.pbm"
    measure "$lightsout" gen --size "${n}x$n" --seed "$n" --format pbm -o "$board"
    ((status == 0)) || fail "lightsout gen --size ${n}x$n exited $status"
    gen_seconds[$n]=$seconds
    expected=$(p4_bytes "$n" "$n")
    for rule in $rules; do
        echo "  $rule ${n}x$n ..." >&2
        runs=$(runs_for "$n")
        out="$work/out-$n.pbm"

        best_of "$runs" "$plain_pass" "$rule" "$board" "$out" plain
        ((best_status == 0)) || fail "the plain pass on ${n}x$n exited $best_status"
        plain_seconds=$best_seconds

        rule_options=(--rule "${rule%+torus}")
        [[ $rule == *+torus ]] && rule_options+=(--torus)
        best_of "$runs" "$lightsout" solve "$board" "${rule_options[@]}" --format pbm -o "$out"
        case "$best_status" in
            0) answer=solved ;;
            1) answer=unsolvable ;;
            *) fail "lightsout solve --rule $rule on ${n}x$n exited $best_status" ;;
        esac
        [[ "$(stat -c %s "$out")" == "$expected" ]] ||
            fail "lightsout solve --rule $rule on ${n}x$n wrote $(stat -c %s "$out") bytes, not $expected"
        rm -f "$out"

        row[$rule,$n]=$(awk -v rule="$rule" -v n="$n" -v s="$best_seconds" -v kib="$best_rss_kib" \
            -v plain="$plain_seconds" -v answer="$answer" 'BEGIN {
                cells = n * n
                printf "%-12s %6d %12.0f %9.3f %10.1f %9.1f %9.3f %7.2f  %s\n",
                    rule, n, cells, s, cells / s / 1e6, kib / 1024, plain, s / plain, answer
            }')
        solve_seconds[$rule,$n]=$best_seconds
        plain_seconds_of[$rule,$n]=$plain_seconds
        solve_rss_kib[$rule,$n]=$best_rss_kib
    done
    rm -f "$board"
done

printf '%-12s %6s %12s %9s %10s %9s %9s %7s  %s\n' \
    rule size cells seconds Mcells/s "RSS MiB" "plain s" ratio answer
for rule in $rules; do
    for n in $sizes; do printf '%s\n' "${row[$rule,$n]}"; done
done
echo "(size = n for an n x n board; seconds: lightsout solve IN --rule R --format pbm -o OUT,"
echo " end to end; plain s: read the PBM, XOR once, write; ratio = seconds / plain s;"
echo " the fastest of 5 runs up to 4096, of 3 up to 10000, one run above)"
echo
for n in $sizes; do printf 'gen %6dx%-6d %8.3f s\n' "$n" "$n" "${gen_seconds[$n]}"; done

# ---- nullity tables ----------------------------------------------------------

# table_time NAME ARGS...: seconds of `lightsout table ARGS` into table_seconds[NAME].
declare -A table_seconds
table_time() {
    local name=$1; shift
    measure "$lightsout" table "$@"
    ((status == 0)) || fail "lightsout table $* exited $status"
    table_seconds[$name]=$seconds
    printf 'table %-50s %8.3f s\n' "$*" "$seconds"
}
table_time plus10k --rule plus --max 10000
table_time plus25k --rule plus --max 25000
table_time torus10k --rule plus --torus --max 10000
table_time square_torus10k --rule square --torus --max 10000
table_time torus_row --rule plus --torus --rows 9999 --cols 1..10000
table_time torus_rows --rule plus --torus --rows 1..100 --cols 1..10000
echo

# ---- start-up ----------------------------------------------------------------

# The seed's 5x5 board solved end to end against /bin/true: the mean of many
# runs (hyperfine -N: no shell in between), or of 200 runs timed from bash.
small="$(dirname "$0")/../examples/5x5-seed.txt"
startup_ms() {
    if command -v hyperfine >/dev/null; then
        hyperfine -N --warmup 20 --runs 300 --export-json "$work/hf.json" "$*" >/dev/null 2>&1 ||
            fail "hyperfine $*"
        awk -F: '/"mean"/ { gsub(/[ ,]/, "", $2); printf "%.2f", $2 * 1000; exit }' "$work/hf.json"
    else
        local start end
        start=$EPOCHREALTIME
        for ((i = 0; i < 200; i++)); do "$@" >/dev/null 2>&1; done
        end=$EPOCHREALTIME
        awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", (b - a) * 1000 / 200 }'
    fi
}
true_ms=$(startup_ms /bin/true) || exit 3
small_ms=$(startup_ms "$lightsout" solve "$small")
help_ms=$(startup_ms "$lightsout" --help)
printf 'start-up: /bin/true %s ms, lightsout solve 5x5 %s ms (%+.2f ms, ratio %.1f), lightsout --help %s ms\n' \
    "$true_ms" "$small_ms" "$(awk -v a="$small_ms" -v b="$true_ms" 'BEGIN { print a - b }')" \
    "$(awk -v a="$small_ms" -v b="$true_ms" 'BEGIN { print a / b }')" "$help_ms"
echo

# ---- lights with K states ------------------------------------------

# A solvable 4096 x 4096 board mod K (plus, square, cross), solved end to end
# in PGM, against the two-state solve of the same size: the fastest of 3 runs.
# Only the flat rules that --rules names.
declare -A states_seconds two_state_seconds
k_n=4096
k_rules=()
for rule in plus square cross; do [[ " $rules " == *" $rule "* ]] && k_rules+=("$rule"); done
for rule in "${k_rules[@]}"; do
    measure "$lightsout" gen --size "${k_n}x$k_n" --seed 9 --solvable --rule "$rule" --format pbm -o "$work/k2.pbm"
    best_of 3 "$lightsout" solve "$work/k2.pbm" --rule "$rule" --format pbm -o "$work/k2.out"
    ((best_status == 0)) || fail "two-state solve of ${k_n}x$k_n $rule exited $best_status"
    two_state_seconds[$rule]=$best_seconds
    for k in 3 6; do
        measure "$lightsout" gen --size "${k_n}x$k_n" --states "$k" --seed 9 --solvable --rule "$rule" --format pgm -o "$work/k.pgm"
        ((status == 0)) || fail "lightsout gen --states $k exited $status"
        best_of 3 "$lightsout" solve "$work/k.pgm" --rule "$rule" --format pgm -o "$work/k.out"
        ((best_status == 0)) || fail "lightsout solve --states $k --rule $rule on ${k_n}x$k_n exited $best_status"
        states_seconds[$rule,$k]=$best_seconds
        printf 'states %-6s mod %d %dx%d %8.3f s, %6.1f x the two-state solve (%.3f s), peak RSS %d MiB\n' "$rule" "$k" \
            "$k_n" "$k_n" "$best_seconds" "$(awk -v a="$best_seconds" -v b="${two_state_seconds[$rule]}" 'BEGIN { print a / b }')" \
            "${two_state_seconds[$rule]}" "$((best_rss_kib / 1024))"
    done
done
rm -f "$work/k2.pbm" "$work/k2.out" "$work/k.pgm" "$work/k.out"
# The general engine on random press matrices (bench/modular_bench, Google Benchmark).
graph_bench="$build/bench/modular_bench"
declare -A graph_ms
if [[ -x "$graph_bench" ]]; then
    while read -r name ms; do
        graph_ms[$name]=$ms
        printf 'graph %-40s %10.1f ms\n' "$name" "$ms"
    done < <("$graph_bench" --benchmark_format=csv --benchmark_filter=solve_random_graph 2>/dev/null |
        awk -F, '/^"solve_random_graph/ { gsub(/"/, "", $1); sub(/\/iterations:1/, "", $1); print $1, $3 }')
fi
# Graphs end to end through the command line (docs/GRAPHS.md): one run each.
declare -A graph_file_seconds
while read -r name n lines k; do
    [[ -f "$work/$name.txt" ]] || "$graph_file" "$n" "$lines" 1 "$work/$name.txt" || fail "bench_graph_file $n $lines"
    measure "$lightsout" check --graph "$work/$name.txt" v0
    ((status == 0 || status == 1)) || fail "lightsout check --graph $name exited $status"
    read_seconds=$seconds
    measure "$lightsout" solve --graph "$work/$name.txt" --states "$k" --format json -o "$work/graph.json"
    ((status == 0 || status == 1)) || fail "lightsout solve --graph $name --states $k exited $status"
    graph_file_seconds[$name,$k]=$seconds
    printf 'graph file %-12s %6d vertices mod %d: solve %8.3f s (read and build %.3f s), peak RSS %d MiB\n' \
        "$name" "$n" "$k" "$seconds" "$read_seconds" "$((rss_kib / 1024))"
done <<'EOF_GRAPHS'
dense2000 2000 1200000 2
dense2000 2000 1200000 3
sparse20000 20000 30000 2
EOF_GRAPHS
rm -f "$work"/dense2000.txt "$work"/sparse20000.txt "$work/graph.json"
# Dense baselines: the whole solve (answer, quiet basis, certificate,
# the check) against plain M4RI or FLINT reducing [A | b] once
# (bench/dense_baseline.cpp, reading and building included): the 141 x 141 grid
# as a graph (19,881 vertices, sigma-plus, all lit), a random 120 x 120 plus
# board forced dense, and a dense random graph of 2,000 vertices mod 3. Best of 3 each.
baseline="$build/bench/bench_dense_baseline"
declare -A dense_seconds dense_kib
if [[ -x "$baseline" ]]; then
    "$baseline" grid-edges 141 "$work/grid141.txt" || fail "bench_dense_baseline grid-edges"
    "$lightsout" gen --size 120 --seed 3 -o "$work/b120.txt" || fail "gen 120"
    "$graph_file" 2000 1200000 1 "$work/graph2000.txt" || fail "bench_graph_file 2000"
    dense_pair() {  # NAME, our command, the baseline's command (words split on spaces)
        local name=$1
        best_of 3 $2
        dense_seconds[$name,ours]=$best_seconds dense_kib[$name,ours]=$best_rss_kib
        best_of 3 $3
        dense_seconds[$name,base]=$best_seconds dense_kib[$name,base]=$best_rss_kib
        printf 'dense %-14s lightsout %7.3f s %5d MiB, baseline %7.3f s %5d MiB: %.2fx time, %.2fx memory\n' "$name" \
            "${dense_seconds[$name,ours]}" "$((dense_kib[$name,ours] / 1024))" "${dense_seconds[$name,base]}" \
            "$((dense_kib[$name,base] / 1024))" \
            "$(awk -v a="${dense_seconds[$name,ours]}" -v b="${dense_seconds[$name,base]}" 'BEGIN { print a / b }')" \
            "$(awk -v a="${dense_kib[$name,ours]}" -v b="${dense_kib[$name,base]}" 'BEGIN { print a / b }')"
    }
    dense_pair grid141-graph "$lightsout solve --graph $work/grid141.txt --format json -o $work/dense.json" \
        "$baseline graph $work/grid141.txt"
    dense_pair plus120-dense "$lightsout solve $work/b120.txt --method dense -o $work/dense.txt" "$baseline grid 120"
    dense_pair graph2000-mod3 "$lightsout solve --graph $work/graph2000.txt --states 3 --format json -o $work/dense.json" \
        "$baseline graph $work/graph2000.txt 3"
    # Sparse graphs: graph chasing, against the same bare M4RI.
    "$graph_file" 20000 30000 1 "$work/sparse20000.txt" || fail "bench_graph_file 20000"
    dense_pair sparse20000 "$lightsout solve --graph $work/sparse20000.txt --format json -o $work/dense.json" \
        "$baseline graph $work/sparse20000.txt"
    grep -q '"method":"graph-chasing"' "$work/dense.json" || fail "the sparse graph did not go to graph chasing"
    rm -f "$work/grid141.txt" "$work/b120.txt" "$work/graph2000.txt" "$work/sparse20000.txt" "$work/dense.json" \
        "$work/dense.txt"
fi
# Fewest presses (bench/fewest_bench, Google Benchmark): wall clock
# on every core and the process's CPU time; the 65 x 65 proof with --huge.
fewest_bench="$build/bench/fewest_bench"
declare -A fewest_ms
if [[ -x "$fewest_bench" ]]; then
    while read -r name ms cpu_ms counters; do
        fewest_ms[$name]=$ms
        printf 'fewest %-28s %10.1f ms wall %10.1f ms CPU  %s\n' "$name" "$ms" "$cpu_ms" "$counters"
    done < <(LIGHTSOUT_BENCH_LONG=$huge "$fewest_bench" --benchmark_format=csv 2>/dev/null |
        awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { h = $i; gsub(/"/, "", h); col[h] = i }; next }
                 /^"Fewest/ { name = $1; gsub(/"/, "", name); sub(/\/process_time.*/, "", name)
                   scale = $col["time_unit"] == "s" ? 1000 : 1
                   extra = "presses " $col["presses"] " nullity " $col["nullity"]
                   if ($col["ns_per_member"] != "") extra = extra sprintf(", %.3f ns per member", $col["ns_per_member"])
                   print name, $col["real_time"] * scale, $col["cpu_time"] * scale, extra }')
fi
# Every JSON reader on padded input (bench/json_bench): MB/s.
json_bench="$build/bench/json_bench"
declare -A json_mbps
if [[ -x "$json_bench" ]]; then
    while read -r name mbps; do
        json_mbps[$name]=$mbps
        printf 'json reader %-16s %8.1f MB/s on padded input\n' "$name" "$mbps"
    done < <("$json_bench" --benchmark_format=csv 2>/dev/null |
        awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { h = $i; gsub(/"/, "", h); col[h] = i }; next }
                 /^"/ { name = $1; gsub(/"/, "", name); print name, $col["bytes_per_second"] / 1e6 }')
fi
echo

# ---- the targets ------------------------------------------------

verdict() { awk -v a="$1" -v b="$2" 'BEGIN { print (a <= b ? "met" : "MISSED") }'; }
echo "targets: large boards (DESIGN.md):"
for rule in $rules; do
    [[ $rule == *+torus ]] && continue
    for n in $sizes; do
        case "$n" in
            10000) limit=1 ;;
            65536) limit=30 ;;
            *) continue ;;
        esac
        s=${solve_seconds[$rule,$n]}
        printf "  %s %dx%d in <= %d s: %.3f s, %s\n" "$rule" "$n" "$n" "$limit" "$s" "$(verdict "$s" "$limit")"
    done
    for n in $sizes; do
        ((n >= 10000)) || continue
        kib=${solve_rss_kib[$rule,$n]}
        limit_kib=$((n * n / 2 / 1024 + 64 * 1024))  # 4 bits per cell + 64 MiB
        echo "  $rule ${n}x$n peak RSS <= $((limit_kib / 1024)) MiB: $((kib / 1024)) MiB, $(verdict "$kib" "$limit_kib")"
    done
done
printf "  table plus 1..10000 in <= 10 s: %.3f s, %s\n" "${table_seconds[plus10k]}" "$(verdict "${table_seconds[plus10k]}" 10)"
echo "targets: torus, nullity tables, start-up:"
for rule in plus+torus square+torus; do
    [[ " $rules " == *" $rule "* && " $sizes " == *" 10000 "* ]] || continue
    s=${solve_seconds[$rule,10000]}
    printf "  %s 10000x10000 in <= 2 s: %.3f s (%.2f x the plain pass), %s\n" "$rule" "$s" \
        "$(awk -v a="$s" -v b="${plain_seconds_of[$rule,10000]}" 'BEGIN { print a / b }')" "$(verdict "$s" 2)"
done
for name in plus25k torus10k square_torus10k torus_row torus_rows; do
    printf "  table %-16s in <= 10 s: %.3f s, %s\n" "$name" "${table_seconds[$name]}" "$(verdict "${table_seconds[$name]}" 10)"
done
echo "targets: K states:"
for rule in plus square; do
    [[ -n "${states_seconds[$rule,3]:-}" ]] || continue
    printf "  %s %dx%d mod 3 in <= 5 s: %.3f s, %s\n" "$rule" "$k_n" "$k_n" "${states_seconds[$rule,3]}" "$(verdict "${states_seconds[$rule,3]}" 5)"
    printf "  %s %dx%d mod 6 in <= 10 s: %.3f s, %s\n" "$rule" "$k_n" "$k_n" "${states_seconds[$rule,6]}" "$(verdict "${states_seconds[$rule,6]}" 10)"
done
for target in "2000/2/1000 1000" "2000/3/1000 5000" "20000/2/3 30000"; do
    read -r name limit_ms <<<"$target"
    [[ -n "${graph_ms[solve_random_graph/$name]:-}" ]] || continue
    printf "  random graph %s (buttons/states/degree) in <= %d s: %.3f s, %s\n" "$name" "$((limit_ms / 1000))" \
        "$(awk -v a="${graph_ms[solve_random_graph/$name]}" 'BEGIN { print a / 1000 }')" \
        "$(verdict "${graph_ms[solve_random_graph/$name]}" "$limit_ms")"
done
for target in "dense2000 2 1" "dense2000 3 5" "sparse20000 2 30"; do
    read -r name k limit <<<"$target"
    s=${graph_file_seconds[$name,$k]}
    printf "  graph file %s mod %d end to end in <= %d s: %.3f s, %s\n" "$name" "$k" "$limit" "$s" "$(verdict "$s" "$limit")"
done
echo "targets: rings as policies (the 2-thread dense batch is bench/parallel_bench.py's line below):"
for k in 3 6; do
    [[ -n "${states_seconds[cross,$k]:-}" && -n "${states_seconds[plus,$k]:-}" ]] || continue
    ratio=$(awk -v a="${states_seconds[cross,$k]}" -v b="${states_seconds[plus,$k]}" 'BEGIN { print a / b }')
    printf "  cross %dx%d mod %d in linear time, <= 2 x plus mod %d: %.3f s, %.2f x, %s\n" "$k_n" "$k_n" "$k" "$k" \
        "${states_seconds[cross,$k]}" "$ratio" "$(verdict "$ratio" 2)"
done
echo "targets: fewest presses:"
for target in "FewestAllLit/n:39 10000" "FewestAllLit/n:47 500" "FewestRandomSolvable/n:47 500" "FewestRandomSolvable/n:64 300" "FewestAllLit/n:65 7200000"; do
    read -r name limit_ms <<<"$target"
    if [[ -z "${fewest_ms[$name]:-}" ]]; then
        echo "  $name: not run (the 65 x 65 proof runs with --huge)"
        continue
    fi
    printf "  %s proven in <= %s s: %.3f s, %s\n" "$name" "$(awk -v a="$limit_ms" 'BEGIN { print a / 1000 }')" \
        "$(awk -v a="${fewest_ms[$name]}" 'BEGIN { print a / 1000 }')" "$(verdict "${fewest_ms[$name]}" "$limit_ms")"
done
echo "targets: dense engine and graph chasing:"
for name in grid141-graph plus120-dense graph2000-mod3 sparse20000; do
    [[ -n "${dense_seconds[$name,ours]:-}" ]] || continue
    t=$(awk -v a="${dense_seconds[$name,ours]}" -v b="${dense_seconds[$name,base]}" 'BEGIN { print a / b }')
    m=$(awk -v a="${dense_kib[$name,ours]}" -v b="${dense_kib[$name,base]}" 'BEGIN { print a / b }')
    printf "  %s within 1.3x of the bare reduction of [A | b]: %.2fx time, %s; %.2fx memory, %s\n" "$name" \
        "$t" "$(verdict "$t" 1.3)" "$m" "$(verdict "$m" 1.3)"
done
# Sparse graphs go to graph chasing (docs/PERFORMANCE.md "Sparse graphs"): at least 10x
# faster than the bare dense reduction on the grid graph and the random sparse graph.
for name in grid141-graph sparse20000; do
    [[ -n "${dense_seconds[$name,ours]:-}" ]] || continue
    t=$(awk -v a="${dense_seconds[$name,ours]}" -v b="${dense_seconds[$name,base]}" 'BEGIN { print a / b }')
    printf "  %s by graph chasing within 0.1x of the bare dense reduction: %.3fx time, %s\n" "$name" "$t" \
        "$(verdict "$t" 0.1)"
done
echo "targets: hardening:"
for name in "${!json_mbps[@]}"; do
    printf "  json reader %s on padded input at >= 50 MB/s: %.1f MB/s, %s\n" "$name" "${json_mbps[$name]}" \
        "$(awk -v a="${json_mbps[$name]}" 'BEGIN { print (a >= 50 ? "met" : "MISSED") }')"
done
printf "  a 5x5 solve within 3 ms of /bin/true: %+.2f ms, %s\n" "$(awk -v a="$small_ms" -v b="$true_ms" 'BEGIN { print a - b }')" \
    "$(verdict "$(awk -v a="$small_ms" -v b="$true_ms" 'BEGIN { print a - b }')" 3)"
