#!/usr/bin/env bash
# A differential check of two builds of lightsout, for refactors that must keep
# behaviour byte for byte: one fixed, seeded list of command lines runs through
# both binaries, and the standard output, standard error and exit code of each
# case are compared.
#
#   scripts/compare_answers.sh OLD NEW [--quick] [--jobs N] [--timeout S]
#
#   OLD NEW      two lightsout binaries, e.g. ../before/build/lightsout build/lightsout
#   --quick      a fixed subset of the same lines (about one in ten, and every
#                learn, variants, batch, --help and bad input case): about a
#                minute instead of about six
#   --jobs N     run N cases at a time (default 2); the report's order is the
#                case list's, whatever N
#   --timeout S  seconds one case may take (default 60); a case killed by its
#                timeout in either build counts as differing
#
# Each case is one bash command line in which `lightsout` is the binary under
# test: a symlink named lightsout, first on PATH, so both builds see the same
# argv[0]. Its inputs come from seeded `gen`, or from printf and awk in the line
# itself (graphs, bad boards), never from files of a checkout, so a line can be
# rerun as printed, from any directory (a few write presses.pbm there): in bash,
#
#   export PATH=/path/to/build:$PATH; set -o pipefail   # then paste the line
#
# (the cases run under pipefail, so a failing first command shows in the exit).
#
# The cases (the functions *_cases below):
#   two-state grids  gen --solvable, solve (text and JSON), check of the answer,
#                    and a plain gen (mostly unsolvable: the certificate), for
#                    plus, square, cross and three stencils on flat, torus, klein
#                    and projective boards of 1x1 to 60x50 (nullity > 0 among
#                    them: 4, 5, 9, 11, 16, 17, 19), goal off and on; every
#                    --method; --minimal and --only-off/--only-on on small
#                    boards; list, PBM, --coords xy and index; large flat and
#                    torus boards
#   K states         K = 3, 4, 5, 6, 9, 12 on every rule and topology (7 and 251
#                    on fewer boards): solve, check, --method dense, structured
#                    and chasing (refusals included), certificates, --minimal,
#                    PGM and JSON boards
#   graphs           edge lists and node-link JSON, with and without --lights,
#                    sigma-plus and sigma, --directed, two and K states, check,
#                    analyze, --only-on/--only-off, graph chasing on 1,600 vertices
#   other commands   analyze, table (small --max, --rows/--cols, --fewest), chase,
#                    learn (each lesson on its own example and on a gen board),
#                    variants and every preset, solve --batch, --help of each command
#   bad input        malformed boards, bad press lists (among them the K-state
#                    list '(1, 2, 3), (2, 2)' that commit 4eaaffe made readable),
#                    bad graphs and flags: the one-line error and exit 2 (or
#                    what a reader now accepts)
#
# Output: one line per differing case, in the order of the list: the command
# line, then a shell comment saying what differs (exit codes old -> new, stdout,
# stderr, a timeout), so the whole line can be pasted; at the end
# `cases=N differing=D`. Exit 0 when D = 0, 1 when some case differs, 2 on bad
# usage (one line on standard error). The inputs and outputs live in a
# temporary directory, removed at the end, on Ctrl-C too.
#
# Measured with Release builds on 2 cores shared with other work (load 5-7,
# 2026-11-27), --jobs 2: the full list, 8,727 cases, 5 min 19 s; --quick,
# 1,023 cases, 37 s.
set -euo pipefail
export LC_ALL=C

usage_line="usage: compare_answers.sh OLD NEW [--quick] [--jobs N] [--timeout S] (--help says more)"

die_usage() {  # die_usage MESSAGE: one line on stderr, exit 2
    echo "compare_answers.sh: $1" >&2
    exit 2
}

# ---- the command line -------------------------------------------------------

quick=0 jobs=2 limit=60 binaries=()
parse_args() {
    while (($#)); do
        case "$1" in
            -h|--help) sed -n '2,/^[^#]/{/^#/s/^# \{0,1\}//p}' "$0"; exit 0 ;;
            --quick) quick=1 ;;
            --jobs|--timeout)
                [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || die_usage "$1 needs a whole number above 0; $usage_line"
                if [[ $1 == --jobs ]]; then jobs=$2; else limit=$2; fi
                shift ;;
            -*) die_usage "unknown option '$1'; $usage_line" ;;
            *) binaries+=("$1") ;;
        esac
        shift
    done
    ((${#binaries[@]} == 2)) || die_usage "give two binaries, OLD and NEW; $usage_line"
    local bin
    for bin in "${binaries[@]}"; do
        [[ -f $bin && -x $bin ]] || die_usage "'$bin' is not an executable file; $usage_line"
    done
    command -v timeout >/dev/null || die_usage "needs timeout (coreutils)"
}

# ---- building the case list -------------------------------------------------
# add LINE appends a case. In --quick mode a section started with `section K`
# keeps its 1st, (K+1)th, (2K+1)th, ... case, so the quick list is a subset of
# the full one, line for line; `section 1` keeps all.

cases=() every=1 seen=0 seed=0
section() { every=$((quick ? $1 : 1)) seen=0; }
add() {
    if ((seen++ % every == 0)); then cases+=("$1"); fi
}
next_seed() { seed=$((seed + 1)); }  # gen's seeds: 1, 2, 3, ... in list order

rules=(plus square cross "stencil:x.x/.x./x.x" "stencil:xxx/x.x/xxx" "stencil:x../.x./..x")
topologies=(flat torus klein projective)

# solve_and_check GEN FLAGS: the board GEN writes solved (text, JSON) and the
# answer checked with check, all under FLAGS.
solve_and_check() {
    local gen=$1 flags=$2
    add "$gen | lightsout solve - $flags"
    add "$gen | lightsout solve - $flags --format json"
    add "$gen | lightsout check - \"\$($gen | lightsout solve - $flags --format list)\" $flags"
}

grid2_cases() {  # two states, every rule, topology and size, goals off and on
    local rule topo size goal flags
    section 13
    for rule in "${rules[@]}"; do for topo in "${topologies[@]}"; do
        for size in 1x1 1x6 4 5 9 11 16 17 19 3x7 8x13 12x5 60x50; do for goal in off on; do
            flags="--rule $rule --topology $topo --goal $goal"
            next_seed
            solve_and_check "lightsout gen --size $size --seed $seed --solvable $flags" "$flags"
            add "lightsout gen --size $size --seed $seed --rule $rule --topology $topo | lightsout solve - $flags --format json"
        done; done
    done; done
}

methods2_cases() {  # every --method on every rule and topology (refusals too)
    local rule topo size method flags
    section 11
    for rule in "${rules[@]}"; do for topo in "${topologies[@]}"; do for size in 5 6 3x8 40x33; do
        flags="--rule $rule --topology $topo"
        next_seed
        for method in dense structured chasing chase one-way two-way; do
            add "lightsout gen --size $size --seed $seed $flags | lightsout solve - $flags --method $method --format json"
        done
    done; done; done
}

minimal2_cases() {  # --minimal on small boards, solvable and not
    local rule topo size goal flags
    section 9
    for rule in "${rules[@]}"; do for topo in "${topologies[@]}"; do
        for size in 3 4 5 6 7 2x6 4x7; do for goal in off on; do
            flags="--rule $rule --topology $topo --goal $goal"
            next_seed
            add "lightsout gen --size $size --seed $seed --solvable $flags | lightsout solve - $flags --minimal --format json"
            add "lightsout gen --size $size --seed $seed $flags | lightsout solve - $flags --minimal"
        done; done
    done; done
}

ordering2_cases() {  # --only-off / --only-on on small boards (legal orders)
    local rule topo size goal only flags
    section 9
    for rule in plus square cross "stencil:x.x/.x./x.x" "stencil:xxx/x.x/xxx"; do
        for topo in flat torus klein; do for size in 3 4 5 3x4; do for goal in off on; do
            for only in off on; do
                flags="--rule $rule --topology $topo --goal $goal --only-$only"
                next_seed
                add "lightsout gen --size $size --seed $seed --solvable --rule $rule --topology $topo --goal $goal | lightsout solve - $flags --format json"
            done
        done; done; done
    done
    for only in off on; do for goal in off on; do  # 6x6 and a legal-order check
        flags="--rule plus --goal $goal --only-$only"
        next_seed
        solve_and_check "lightsout gen --size 6 --seed $seed --solvable --rule plus --goal $goal" "$flags"
    done; done
}

formats2_cases() {  # list, PBM, coordinates, and check reading a PBM press pattern
    local rule size coords gen
    section 7
    for rule in plus square cross "stencil:x../.x./..x"; do for size in 5 3x7 16 70x130; do
        next_seed
        gen="lightsout gen --size $size --seed $seed --solvable --rule $rule"
        for coords in rc xy index; do
            add "$gen | lightsout solve - --rule $rule --format list --coords $coords"
            add "$gen | lightsout check - \"\$($gen | lightsout solve - --rule $rule --format list --coords $coords)\" --rule $rule --coords $coords"
        done
        add "$gen --format pbm | lightsout solve - --rule $rule --format pbm"
        add "$gen | lightsout solve - --rule $rule --format pbm -o presses.pbm && $gen --format pbm | lightsout check - presses.pbm --rule $rule"
        add "lightsout gen --size $size --seed $seed --format pbm"
    done; done
}

large2_cases() {  # large flat and torus boards: the structured and chasing engines
    local rule topo flags
    section 5
    for rule in plus square cross "stencil:..x../.xxx./xx.xx/.xxx./..x.."; do for topo in flat torus; do
        flags="--rule $rule --topology $topo"
        next_seed
        add "lightsout gen --size 301x257 --seed $seed --solvable $flags | lightsout solve - $flags --format json"
        add "lightsout gen --size 256x300 --seed $seed $flags | lightsout solve - $flags --format json"
    done; done
}

# ---- K states ---------------------------------------------------------------

# states_board K SIZE RULE TOPO GOAL: gen = the line of a solvable K-state board
states_board() {
    next_seed
    gen="lightsout gen --size $2 --seed $seed --states $1 --solvable --rule $3 --topology $4 --goal $5"
}

statesk_cases() {  # K = 3..12 on every rule, topology and a few sizes
    local k rule topo size goal gen flags method n=0 goals=(off on 1)
    section 11
    for k in 3 4 5 6 9 12; do for rule in "${rules[@]}"; do for topo in "${topologies[@]}"; do
        for size in 4 5 3x7; do
            goal=${goals[n++ % 3]}
            flags="--states $k --rule $rule --topology $topo --goal $goal"
            states_board "$k" "$size" "$rule" "$topo" "$goal"
            add "$gen | lightsout solve - $flags"
            add "$gen | lightsout check - \"\$($gen | lightsout solve - $flags --format list)\" $flags"
            for method in dense structured chasing; do
                add "$gen | lightsout solve - $flags --method $method --format json"
            done
            add "lightsout gen --size $size --seed $seed --states $k | lightsout solve - $flags --format json"
        done
    done; done; done
}

states_prime_cases() {  # a larger prime (7, 251) on fewer boards; strategies refused
    local k rule topo size gen flags method
    section 5
    for k in 7 251; do for rule in "${rules[@]}"; do for topo in "${topologies[@]}"; do for size in 5 6x4; do
        flags="--states $k --rule $rule --topology $topo"
        states_board "$k" "$size" "$rule" "$topo" on
        solve_and_check "$gen" "$flags --goal on"
        for method in dense structured chasing chase; do
            add "$gen | lightsout solve - $flags --goal on --method $method --format json"
        done
    done; done; done; done
}

states_more_cases() {  # K-state --minimal, large boards, PGM and JSON boards
    local k rule topo size gen
    section 7
    for k in 3 4 6; do for rule in plus square cross "stencil:x.x/.x./x.x"; do
        for topo in flat torus; do for size in 3 4 2x5; do
            states_board "$k" "$size" "$rule" "$topo" off
            add "$gen | lightsout solve - --states $k --rule $rule --topology $topo --minimal --format json"
        done; done
        states_board "$k" 48x40 "$rule" flat off
        add "$gen | lightsout solve - --states $k --rule $rule --format json"
        states_board "$k" 40x36 "$rule" torus 1
        add "$gen | lightsout solve - --states $k --rule $rule --topology torus --goal 1 --format json"
    done; done
    for k in 3 6 12 200; do
        next_seed
        add "lightsout gen --size 9x7 --seed $seed --states $k --format pgm"
        add "lightsout gen --size 9x7 --seed $seed --states $k --format json"
        add "lightsout gen --size 9x7 --seed $seed --states $k --solvable --format pgm | lightsout solve - --format pgm"
        add "lightsout gen --size 9x7 --seed $seed --states $k --solvable --format json | lightsout solve - --format json"
        add "lightsout gen --size 9x7 --seed $seed --states $k --solvable --format json | lightsout solve - --format list --coords index"
    done
}

# ---- graphs -----------------------------------------------------------------
# Small graphs spelled out for printf; two large ones drawn by awk.
graphs=(
    "<(printf '# a 5-cycle with a tail\n1 2\n2 3\n3 4\n4 5\n5 1\n5 tail\n')"
    "<(printf '0 1\n1 2\n2 3\n3 4\n4 0\n0 5\n1 6\n2 7\n3 8\n4 9\n5 7\n7 9\n9 6\n6 8\n8 5\n')"
    "<(printf 'a b\na c\na d\nb c\nb d\nc d\nlonely\n')"
    "<(printf 'hub x\nhub y\nhub z\nx y\n')"
    "<(printf '%s' '{\"directed\": false, \"nodes\": [{\"id\": \"p\", \"light\": 0}, {\"id\": \"q\"}, {\"id\": 7, \"light\": 1}], \"links\": [{\"source\": \"p\", \"target\": \"q\"}, {\"source\": \"q\", \"target\": 7}]}')"
)
big_graphs=(
    "<(awk 'BEGIN { for (v = 0; v < 1600; v++) { if (v % 40 < 39) print v, v + 1; if (v < 1560) print v, v + 40 } }')"
    "<(awk 'BEGIN { s = 1; for (i = 0; i < 2400; i++) { s = (75 * s + 74) % 65537; a = s % 1200; s = (75 * s + 74) % 65537; b = s % 1200; if (a != b) print a, b } }')"
)
directed_graph="<(printf 'a b\nb c\nc a\nc d\nd e\ne a\n')"

graph_cases() {  # every small graph: rules, states, lights, check, analyze
    local g rule k flags lights
    section 7
    for g in "${graphs[@]}"; do for rule in sigma-plus sigma; do for k in 2 3 4 5 6 9; do
        for lights in "" "--lights <(printf '1 $((k - 1))\n3 1\ntail 1\n')"; do
            [[ -n $lights && $g != "${graphs[0]}" ]] && continue  # the ring's labels
            flags="--graph $g --rule $rule --states $k${lights:+ $lights}"
            add "lightsout solve $flags"
            add "lightsout solve $flags --minimal --format json"
            add "lightsout solve $flags --goal 1 --format json"
            add "lightsout check $flags \"\$(lightsout solve $flags --format list)\""
            add "lightsout analyze --graph $g --rule $rule --states $k --format json"
        done
    done; done; done
}

graph_more_cases() {  # directed, move constraints, large graphs and their engines
    local g only goal k method
    section 5
    for k in 2 3 4; do
        add "lightsout solve --graph $directed_graph --directed --states $k --format json"
        add "lightsout analyze --graph $directed_graph --directed --states $k"
    done
    for g in "${graphs[@]:0:4}"; do for only in off on; do for goal in off on; do
        add "lightsout solve --graph $g --only-$only --goal $goal --format json"
    done; done; done
    add "lightsout check --graph ${graphs[0]} '1 4'"
    add "lightsout check --graph ${graphs[0]} --only-on '1 4 tail'"
    for g in "${big_graphs[@]}"; do for k in 2 3 5 6; do for method in auto dense chasing; do
        add "lightsout solve --graph $g --states $k --method $method --format json"
    done; done; done
}

# ---- the other commands -----------------------------------------------------

analyze_cases() {
    local rule topo size k
    section 11
    for rule in "${rules[@]}"; do for topo in "${topologies[@]}"; do
        for size in 1 4 5 9 16 17 3x7 24x30; do for k in 2 3 6; do
            if ((k == 2)); then
                add "lightsout analyze --size $size --rule $rule --topology $topo"
            else
                add "lightsout analyze --size $size --rule $rule --topology $topo --states $k --format json"
            fi
        done; done
    done; done
}

table_cases() {
    local rule topo
    section 3
    for rule in plus square cross; do
        for topo in "${topologies[@]}"; do
            add "lightsout table --rule $rule --topology $topo --max 12"
            add "lightsout table --rule $rule --topology $topo --max 9 --format json"
            add "lightsout table --rule $rule --topology $topo --rows 1..4 --cols 2..6"
        done
        add "lightsout table --rule $rule --fewest --max 6"
    done
}

chase_cases() {
    local size goal format
    section 5
    for size in 3 4 5 6 7 9 3x7 8x5; do for goal in off on; do for format in text json; do
        next_seed
        add "lightsout gen --size $size --seed $seed --solvable --goal $goal | lightsout chase - --goal $goal --format $format"
    done; done; done
    for size in 3 5 6x4 9; do for format in text json; do
        add "lightsout chase --table --size $size --format $format"
    done; done
    add "lightsout chase --table --size 5 --coords rc"
    add "lightsout gen --size 5 --seed 9 --solvable | lightsout chase - --coords xy"
    add "lightsout gen --size 5 --seed 9 | lightsout chase -"
}

learn_cases() {
    local lesson format goal
    section 1
    for lesson in chasing squares elimination ordering; do for format in text json; do
        add "lightsout learn $lesson --format $format"
        for goal in off on; do add "lightsout learn $lesson --goal $goal --format $format"; done
    done; done
    add "lightsout gen --size 5 --seed 11 --solvable | lightsout learn chasing -"
    add "lightsout gen --size 6x4 --seed 12 --solvable --rule square | lightsout learn squares -"
    add "lightsout gen --size 5 --seed 13 --solvable --rule square | lightsout learn squares - --format json"
    add "lightsout gen --size 4 --seed 14 --solvable --goal on | lightsout learn elimination -"
    add "lightsout gen --size 5 --seed 15 | lightsout learn elimination - --goal off --format json"
    add "lightsout gen --size 4 --seed 16 --solvable --rule cross --goal on | lightsout learn ordering -"
}

variants_cases() {
    local name size k
    section 1
    add "lightsout variants"
    add "lightsout variants --format json"
    add "lightsout variants --format json --layout"
    for name in classic mini deluxe deluxe-x 2000 keychain xl25 xl25-knight merlin orbix cube; do
        add "lightsout analyze --variant $name"
    done
    for name in "merlin:1 1\n5 0" "orbix:1 0\n2 1" "cube:U5 1\nL1 1"; do  # the graphs, their lights
        add "lightsout solve --variant ${name%%:*} --format json"
        add "lightsout solve --variant ${name%%:*} --lights <(printf '${name#*:}\n') --minimal"
    done
    for name in classic:5:2 mini:4:2 deluxe:6:2 deluxe-x:6:2 2000:5:3 keychain:4:2 xl25:5:2 xl25-knight:5:2; do
        IFS=: read -r name size k <<<"$name"
        next_seed
        add "lightsout gen --size $size --seed $seed --states $k | lightsout solve - --variant $name --format json"
    done
}

batch_cases() {
    section 1
    local lines
    lines="'{\"board\": [\"11110\", \"10001\", \"00001\", \"00100\", \"01110\"], \"minimal\": true, \"id\": \"seed\"}'"
    lines+=" '{\"board\": [\"111\", \"101\", \"111\"], \"rule\": \"square\"}'"
    lines+=" '{\"board\": [\"1000\", \"0000\", \"0000\", \"0000\"], \"states\": 3}'"
    lines+=" '{\"board\": [\"0110\", \"1001\"], \"topology\": \"klein\", \"goal\": \"on\"}'"
    lines+=" '{\"board\": [\"101\", \"010\"], \"constraint\": \"only-on\"}'"
    lines+=" '{\"board\": [\"12\", \"0\"], \"states\": 3}'"
    lines+=" 'not json'"
    add "printf '%s\n' $lines | lightsout solve --batch --threads 1"
    add "printf '%s\n' $lines | lightsout solve --batch --threads 2 --minimal"
}

help_cases() {
    local command
    section 1
    add "lightsout --help-all"
    for command in solve analyze chase learn gen check table render serve variants; do
        add "lightsout $command --help"
    done
    add "lightsout --generate bash"
    add "lightsout --generate zsh"
    add "lightsout --generate man"
}

bad_input_cases() {  # one line on stderr and exit 2, or what a reader accepts
    local board3="lightsout gen --size 4 --seed 1 --states 3 --solvable" board2="lightsout gen --size 4 --seed 1 --solvable" list
    section 1
    add "printf '101\n10\n' | lightsout solve -"
    add "printf '1a1\n101\n' | lightsout solve -"
    add "printf '' | lightsout solve -"
    add "printf '\n\n' | lightsout solve -"
    add "printf 'P4\n8 8\n\377' | lightsout solve -"
    add "printf 'P1\n0 3\n' | lightsout solve -"
    add "printf 'P2\n2 2\n2\n0 1 2 3\n' | lightsout solve -"
    add "printf '{\"rows\": 2, \"cols\": 2, \"cells\": [[0, 1], [1]]}' | lightsout solve -"
    add "printf '012\n210\n' | lightsout solve -"
    add "printf '012\n210\n' | lightsout solve - --states 3 --goal 3"
    add "printf '012\n210\n' | lightsout solve - --states 3 --only-off"
    add "printf '11\n11\n' | lightsout solve - --states 256"
    add "printf '11\n11\n' | lightsout solve - --rule stencil:xx/xx"
    add "printf '11\n11\n' | lightsout solve - --rule plsu"
    add "printf '11\n11\n' | lightsout solve - --topology mobius"
    add "printf '11\n11\n' | lightsout solve - --torus --topology klein"
    add "printf '11\n11\n' | lightsout solve - --format yaml"
    add "printf '11\n11\n' | lightsout solve - --minmal"
    add "lightsout solve /nonexistent/board.txt"
    add "lightsout slove -"
    add "lightsout gen --size 0x5"
    add "lightsout gen --size 5 --seed -1"
    add "lightsout analyze --size 3x"
    for list in "1,a" "0,1" "9,9" "1,2,3,4" "(1, 2), (3, 4" "1,2;;2,3" "" "(2, 2), (13, 24)" "(1, 2, 3), (2, 2)"; do
        add "$board2 | lightsout check - '$list'"
        add "$board3 | lightsout check - '$list' --states 3"
    done
    add "$board3 | lightsout check - '1,1,5' --states 3"
    add "$board2 | lightsout check - '4,1' --coords index"
    add "$board2 | lightsout check - '17' --coords index"
    add "lightsout solve --graph <(printf 'a b\nb b\n')"
    add "lightsout solve --graph <(printf 'a b c\n')"
    add "lightsout solve --graph <(printf '# nothing\n')"
    add "lightsout solve --graph ${graphs[0]} --lights <(printf 'nobody 1\n')"
    add "lightsout solve --graph ${graphs[0]} --lights <(printf '1 7\n') --states 3"
    add "lightsout solve --graph <(printf '{\"nodes\": [{\"id\": 1}], \"links\": [{\"source\": 1, \"target\": 2}]}')"
    add "lightsout check --graph ${graphs[0]} '1 nobody'"
}

build_cases() {
    grid2_cases; methods2_cases; minimal2_cases; ordering2_cases; formats2_cases; large2_cases
    statesk_cases; states_prime_cases; states_more_cases
    graph_cases; graph_more_cases
    analyze_cases; table_cases; chase_cases; learn_cases; variants_cases; batch_cases; help_cases
    bad_input_cases
}

# ---- running and comparing ---------------------------------------------------
# $work/old/lightsout and $work/new/lightsout link to the two binaries. Worker
# J runs cases J, J + jobs, J + 2 jobs, ... through both builds in turn (the
# same directory $work/cwd.J, each under its own timeout), compares the
# outputs at once and appends "I<tab>what differs" to $work/differ.J.

work="" workers=()
cleanup() {  # the workers, the cases they run, the directory
    local pid_file
    ((${#workers[@]} == 0)) || kill "${workers[@]}" 2>/dev/null || true
    [[ -n $work ]] || return 0
    for pid_file in "$work"/running.*; do  # each timeout leads its process group
        [[ -s $pid_file ]] && kill -TERM -- "-$(<"$pid_file")" 2>/dev/null
    done
    rm -rf "$work"
}

setup_work() {
    work="$(mktemp -d "${TMPDIR:-/tmp}/lightsout-answers.XXXXXX")"
    mkdir "$work/old" "$work/new"
    ln -s "$(realpath "${binaries[0]}")" "$work/old/lightsout"
    ln -s "$(realpath "${binaries[1]}")" "$work/new/lightsout"
}

run_case() {  # run_case SIDE I J: case I through one build into $work/J.SIDE.*
    local out="$work/$3.$1" rc=0
    (cd "$work/cwd.$3" && PATH="$work/$1:$PATH" exec timeout -k 5 "$limit" bash -o pipefail -c "${cases[$2]}") \
        >"$out.1" 2>"$out.2" </dev/null &
    echo $! >"$work/running.$3"
    wait $! || rc=$?
    : >"$work/running.$3"
    echo "$rc" >"$out.rc"
}

timed_out() { [[ $1 == 124 || $1 == 137 ]]; }  # timeout's exit codes (137: after -k)

note() { what+="${what:+, }$1"; }
what_differs() {  # what_differs J: what = what differs between $work/J.old.* and J.new.*, or ""
    local old="$work/$1.old" new="$work/$1.new" rc_old rc_new
    rc_old=$(<"$old.rc") rc_new=$(<"$new.rc") what=""
    if timed_out "$rc_old"; then note "old timed out after $limit s"; fi
    if timed_out "$rc_new"; then note "new timed out after $limit s"; fi
    [[ $rc_old == "$rc_new" ]] || note "exit $rc_old -> $rc_new"
    cmp -s "$old.1" "$new.1" || note stdout
    cmp -s "$old.2" "$new.2" || note stderr
}

worker() {  # worker J: its share of the cases, through both builds
    local i what
    mkdir "$work/cwd.$1"
    : >"$work/differ.$1"
    for ((i = $1; i < ${#cases[@]}; i += jobs)); do
        run_case old "$i" "$1"
        run_case new "$i" "$1"
        what_differs "$1"
        [[ -z $what ]] || printf '%s\t%s\n' "$i" "$what" >>"$work/differ.$1"
    done
}

run_all() {
    local j
    for ((j = 0; j < jobs; j++)); do
        worker "$j" &
        workers+=($!)
    done
    wait "${workers[@]}"
    workers=()
}

report() {  # one line per differing case in list order, then the summary; sets differing
    local i what
    differing=0
    while IFS=$'\t' read -r i what; do
        echo "${cases[i]}  # differs: $what"
        differing=$((differing + 1))
    done < <(sort -n -k1,1 "$work"/differ.*)
    echo "cases=${#cases[@]} differing=$differing"
}

main() {
    parse_args "$@"
    build_cases
    trap cleanup EXIT
    trap 'exit 130' INT TERM  # the EXIT trap then cleans up
    setup_work
    run_all
    report
    ((differing == 0)) || exit 1
}

differing=0
main "$@"
