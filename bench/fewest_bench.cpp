// Fewest presses at the frontier (docs/FEWEST.md): wall clock on
// every core, with the CPU time of the whole process (all threads).
//
//   fewest_bench                               well under a minute
//   LIGHTSOUT_BENCH_LONG=1 fewest_bench        also the all-lit 65 x 65 proof (~2 CPU-minutes)
//
// FewestAllLit/<n>          all-lit n x n plus board, proven (39: nullity 32, 47: 30, 61: 40, 65: 42)
// FewestRandomSolvable/<n>  a random solvable n x n plus board, proven (47: nullity 30, 64: 28)
// FewestSquare/<n>          all-lit n x n square board, proven by the switching game (41: nullity 81)
// StructuredSolve/<n>       the plain solve of the same all-lit board, the ratio's reference
//
// Counters: presses (the minimum), members (solutions walked one by one in
// Walsh-Hadamard blocks), ns_per_member (CPU time of all threads / members):
// the time per kernel element, so that the cost of nullity d is about
// 2^d / |symmetries| * ns_per_member.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

#include "lightsout/generate.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/structured.hpp"

namespace lightsout {
namespace {

Board all_lit(int n) {
    Board b(n, n);
    b.fill(true);
    return b;
}

void fewest(benchmark::State& state, const Board& board, const Rule& rule) {
    const LinearSolution s = solve_structured(board, rule);
    FewestOptions options;
    options.nullity_limit = kFewestMaxNullity;
    options.report_progress = false;
    FewestPresses best;
    for (auto _ : state) {
        best = fewest_presses(board, rule, s.presses, s.quiet, s.nullity, options);
        if (!best.proven) throw std::logic_error("fewest_bench: not proven");
        benchmark::DoNotOptimize(best.presses);
    }
    state.counters["nullity"] = double(s.nullity);
    state.counters["presses"] = double(best.presses.count());
    state.counters["members"] = best.solutions_walked;
    if (best.solutions_walked > 0) state.counters["ns_per_member"] = 1e9 * best.cpu_seconds / best.solutions_walked;
    state.SetLabel(best.method);
}

void FewestAllLit(benchmark::State& state) { fewest(state, all_lit(int(state.range(0))), Rule::plus()); }

void FewestRandomSolvable(benchmark::State& state) {
    const int n = int(state.range(0));
    fewest(state, random_solvable_board({n, n}, Rule::plus(), 1), Rule::plus());
}

void FewestSquare(benchmark::State& state) { fewest(state, all_lit(int(state.range(0))), Rule::square()); }

void StructuredSolve(benchmark::State& state) {
    const Board board = all_lit(int(state.range(0)));
    for (auto _ : state) benchmark::DoNotOptimize(solve_structured(board, Rule::plus()));
}

BENCHMARK(FewestAllLit)->Arg(39)->Arg(47)->ArgName("n")->Unit(benchmark::kMillisecond)->UseRealTime()->MeasureProcessCPUTime();
BENCHMARK(FewestRandomSolvable)->Arg(47)->Arg(64)->ArgName("n")->Unit(benchmark::kMillisecond)->UseRealTime()->MeasureProcessCPUTime();
BENCHMARK(FewestSquare)->Arg(41)->ArgName("n")->Unit(benchmark::kMillisecond)->UseRealTime()->MeasureProcessCPUTime();
BENCHMARK(StructuredSolve)->Arg(39)->Arg(47)->Arg(64)->ArgName("n")->Unit(benchmark::kMillisecond);

// The long proofs: registered only when asked for.
const bool long_ones = [] {
    const char* v = std::getenv("LIGHTSOUT_BENCH_LONG");
    if (v && std::string(v) == "1")
        benchmark::RegisterBenchmark("FewestAllLit/n:65", [](benchmark::State& s) { fewest(s, all_lit(65), Rule::plus()); })
            ->Iterations(1)->Unit(benchmark::kSecond)->UseRealTime()->MeasureProcessCPUTime();
    return true;
}();

}  // namespace
}  // namespace lightsout
