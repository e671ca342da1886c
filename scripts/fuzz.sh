#!/usr/bin/env bash
# `make fuzz`: builds the libFuzzer targets of fuzz/ with clang (build-fuzz/,
# AddressSanitizer and UndefinedBehaviorSanitizer) and runs each for
# FUZZ_SECONDS (default 60) of wall time, one after the other.
#
#   FUZZ_SECONDS=600 make fuzz                 longer runs
#   FUZZ_RUNS=10000000 make fuzz               each target for this many runs (no time limit
#                                              unless FUZZ_SECONDS is given too)
#   FUZZ_TARGETS="pbm web_api" make fuzz       some targets only
#   FUZZ_JOBS=2 make fuzz                      two targets at a time
#   FUZZ_BUILD=dir                             the build folder (build-fuzz)
#   FUZZ_ARGS="-fork=1 -ignore_ooms=1"         more libFuzzer flags (here: go on after an out-of-memory)
#   FUZZ_SANITIZERS=undefined                  without AddressSanitizer (default address,undefined):
#                                              for long runs; give it its own FUZZ_BUILD
#
# The corpus grows in build-fuzz/corpus/<target>/ (seeded from
# fuzz/corpus/<target>/, which stays small); inputs that crash, leak, time out
# or pass -rss_limit_mb=2048 go to build-fuzz/crashes/<target>-*; each run's
# log is build-fuzz/logs/<target>.log. Prints execs and execs/s per target;
# exits 1 when any target found something. Installs clang and libFuzzer
# (Debian: clang, libclang-rt-dev) when they are missing.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(realpath -m "${FUZZ_BUILD:-$root/build-fuzz}")"
seconds="${FUZZ_SECONDS:-60}"
limit=(-max_total_time="$seconds") each="$seconds s"
if [[ -n "${FUZZ_RUNS:-}" ]]; then
  limit=(-runs="$FUZZ_RUNS") each="$FUZZ_RUNS runs"
  if [[ -n "${FUZZ_SECONDS:-}" ]]; then limit+=(-max_total_time="$seconds") each+=" or $seconds s"; fi
fi
jobs="${FUZZ_JOBS:-1}"
timeout="${FUZZ_TIMEOUT:-10}"

# The longest input each target gets: a little more than its largest useful
# file, so that runs stay fast (boards of a few hundred cells, short requests).
declare -A max_len=(
  [text_board]=1024 [pbm]=512 [pgm]=512 [json_board]=1024 [any_board]=1024
  [press_list]=512 [graph]=2048 [lights]=512 [batch_line]=512 [web_api]=1024
  [checkpoint]=1024 [http_head]=1024
)

cxx="${CXX:-clang++}"
if ! command -v "$cxx" >/dev/null ||
   ! echo 'extern "C" int LLVMFuzzerTestOneInput(const char*, unsigned long) { return 0; }' |
     "$cxx" -x c++ -fsanitize=fuzzer - -o /dev/null 2>/dev/null; then
  echo "fuzz: installing clang and libFuzzer" >&2
  sudo=""
  if [[ $(id -u) != 0 ]]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  # Debian 12 ships libFuzzer in libclang-rt-14-dev; later releases name it libclang-rt-dev.
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends clang \
    "$(apt-cache show libclang-rt-dev >/dev/null 2>&1 && echo libclang-rt-dev || echo libclang-rt-14-dev)" >/dev/null
fi

launcher=()
if command -v ccache >/dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
CXX="$cxx" cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DLIGHTSOUT_FUZZ=ON \
  -DLIGHTSOUT_CLI=OFF -DLIGHTSOUT_RENDER=OFF -DLIGHTSOUT_TESTS=OFF -DLIGHTSOUT_BENCH=OFF \
  -DLIGHTSOUT_PYTHON=OFF -DLIGHTSOUT_INSTALL=OFF -DLIGHTSOUT_FUZZ_SANITIZERS="${FUZZ_SANITIZERS:-address,undefined}" \
  "${launcher[@]}" >/dev/null

targets=()
if [[ -n "${FUZZ_TARGETS:-}" ]]; then
  read -ra targets <<<"$FUZZ_TARGETS"
else
  for source in "$root"/fuzz/*.cpp; do
    name="$(basename "$source" .cpp)"
    [[ "$name" == replay_main ]] || targets+=("$name")
  done
fi
cmake --build "$build" -j "$(nproc)" --target "${targets[@]/#/fuzz_}"

mkdir -p "$build/crashes" "$build/logs"
run() {
  local t="$1"
  mkdir -p "$build/corpus/$t"
  # -timeout: an input slower than this is a finding too (a request or a
  # reader that can be made to take seconds).
  "$build/fuzz/fuzz_$t" "$build/corpus/$t" "$root/fuzz/corpus/$t" \
    "${limit[@]}" -rss_limit_mb=2048 -max_len="${max_len[$t]:-1024}" -timeout="$timeout" \
    -artifact_prefix="$build/crashes/$t-" -print_final_stats=1 ${FUZZ_ARGS:-} >"$build/logs/$t.log" 2>&1
}
summary() {
  local t="$1" log="$build/logs/$t.log" execs rate time found
  execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
  if [[ -z "$execs" ]]; then  # -fork: the last progress line "#N: ... exec/s R ..."
    execs="$(sed -n 's/^#\([0-9]*\): cov.*/\1/p' "$log" | tail -1)"
    rate="$(sed -n 's/^#[0-9]*: cov.* exec\/s \([0-9]*\).*/\1/p' "$log" | tail -1)"
  fi
  found="$(find "$build/crashes" -name "$t-*" | wc -l)"
  time="$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)"
  printf '%-12s %12s execs %8s/s %8s s  %s\n' "$t" "${execs:-?}" "${rate:-?}" "${time:-?}" \
    "$( ((found == 0)) && echo ok || echo "FOUND $found: $(cd "$build/crashes" && ls "$t"-* | tr '\n' ' ')")"
  ((found == 0))
}

echo "fuzz: ${#targets[@]} targets, $each each, $jobs at a time; $(uptime | sed 's/.*load/load/')"
failed=0
pids=()
names=()
for t in "${targets[@]}"; do
  run "$t" &
  pids+=($!)
  names+=("$t")
  if ((${#pids[@]} >= jobs)); then
    wait "${pids[0]}" || true
    summary "${names[0]}" || failed=1
    pids=("${pids[@]:1}"); names=("${names[@]:1}")
  fi
done
for i in "${!pids[@]}"; do
  wait "${pids[$i]}" || true
  summary "${names[$i]}" || failed=1
done
exit "$failed"
