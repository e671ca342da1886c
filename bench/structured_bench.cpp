// Kernels behind `lightsout solve` on large boards (docs/PERFORMANCE.md).
//
//   structured_bench                      all of them, well under a minute
//   structured_bench --benchmark_filter=Structured
//
// Structured/<rule>/<n>/<solvable>
//                         solve_structured on a random n x n board, or on a
//                         certainly solvable one (the answer is checked by
//                         simulation inside, as in the CLI); rule 0 plus,
//                         1 square, 2 cross
// DenseFactor/<rule>/<n>  DenseSystem::factor for a shape not yet cached: one
//                         iteration, since later calls hit the cache
// FewestPresses/<n>       the exhaustive coset walk on an n x n plus board
//                         (47: nullity 30, 64: nullity 28)
// NullityTable/<rule>/<n> nullity_table for 1..n
// PbmWrite, PbmRead       P4 to and from memory, n x n (bytes/s of P4 data)
// RandomBoard/<n>         random_board (what `lightsout gen` fills)
#include <benchmark/benchmark.h>

#include <sstream>
#include <streambuf>
#include <string>
#include <utility>
#include <vector>

#include "lightsout/dense.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/io.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/table.hpp"

namespace lightsout {
namespace {

// Argument 0 of the rule benchmarks: which named rule.
Rule rule_at(std::int64_t index) {
    switch (index) {
        case 0: return Rule::plus();
        case 1: return Rule::square();
        default: return Rule::cross();
    }
}

void count_cells(benchmark::State& state, std::int64_t cells) {
    state.SetItemsProcessed(state.iterations() * cells);  // shown as items/s = cells/s
}

// Argument 2: 0 = a random board (lit with probability 1/2; often unsolvable
// when the nullity is positive, then the certificate is the answer), 1 = a
// board certainly solvable (A x for a random x).
Board board_for(const Rule& rule, int n, std::int64_t kind) {
    return kind == 0 ? random_board({n, n}, 1) : random_solvable_board({n, n}, rule, 1);
}

void Structured(benchmark::State& state) {
    const Rule rule = rule_at(state.range(0));
    const int n = int(state.range(1));
    const Board board = board_for(rule, n, state.range(2));
    LinearSolution s;
    for (auto _ : state) {
        s = solve_structured(board, rule);
        benchmark::DoNotOptimize(s.presses);
    }
    count_cells(state, board.shape().cells());
    state.SetLabel(rule.name() + (s.solvable ? " solvable" : " unsolvable") + " nullity=" + std::to_string(s.nullity));
}

void DenseFactor(benchmark::State& state) {
    const Rule rule = rule_at(state.range(0));
    const int n = int(state.range(1));
    std::shared_ptr<const DenseSystem> system;
    for (auto _ : state) {
        system = DenseSystem::factor(rule, {n, n});
        benchmark::DoNotOptimize(system);
    }
    state.SetLabel(rule.name() + " nullity=" + std::to_string(system->nullity()));
}

void FewestPressesPlus(benchmark::State& state) {
    const int n = int(state.range(0));
    const Board board = random_solvable_board({n, n}, Rule::plus(), 1);
    const LinearSolution s = solve_structured(board, Rule::plus());
    FewestPresses best;
    for (auto _ : state) {
        best = fewest_presses(s.presses, s.quiet, kExhaustiveNullityLimit);
        benchmark::DoNotOptimize(best.presses);
    }
    state.SetLabel("nullity=" + std::to_string(s.quiet.size()) + " presses " + std::to_string(s.presses.count()) +
                   " -> " + std::to_string(best.presses.count()) + (best.proven ? " proven" : " not proven"));
}

void NullityTable(benchmark::State& state) {
    const Rule rule = rule_at(state.range(0));
    const int n = int(state.range(1));
    for (auto _ : state) benchmark::DoNotOptimize(nullity_table(rule, n));
    state.SetLabel(rule.name());
}

std::int64_t pbm_bytes(int n) { return std::int64_t(n) * ((n + 7) / 8); }

// An output buffer of fixed size, reused by every iteration: the kernel is the
// conversion to P4 bytes, not the page faults of a growing std::string.
class FixedBuffer : public std::streambuf {
public:
    explicit FixedBuffer(std::size_t bytes) : bytes_(bytes) { rewind(); }
    void rewind() { setp(bytes_.data(), bytes_.data() + bytes_.size()); }
    std::size_t written() const { return std::size_t(pptr() - pbase()); }

private:
    std::vector<char> bytes_;
};

void PbmWrite(benchmark::State& state) {
    const int n = int(state.range(0));
    const Board board = random_board({n, n}, 1);
    FixedBuffer buffer(std::size_t(pbm_bytes(n)) + 64);
    std::ostream out(&buffer);
    for (auto _ : state) {
        buffer.rewind();
        io::write_pbm(out, board);
        benchmark::DoNotOptimize(buffer.written());
    }
    if (!out) state.SkipWithError("the P4 bytes did not fit the buffer");
    state.SetBytesProcessed(state.iterations() * pbm_bytes(n));
}

// Input straight from memory, rewound by every iteration.
class MemoryInput : public std::streambuf {
public:
    explicit MemoryInput(std::string bytes) : bytes_(std::move(bytes)) { rewind(); }
    void rewind() { setg(bytes_.data(), bytes_.data(), bytes_.data() + bytes_.size()); }

private:
    std::string bytes_;
};

void PbmRead(benchmark::State& state) {
    const int n = int(state.range(0));
    std::ostringstream out;
    io::write_pbm(out, random_board({n, n}, 1));
    MemoryInput buffer(out.str());
    std::istream in(&buffer);
    for (auto _ : state) {
        buffer.rewind();
        in.clear();
        Board board = io::read_pbm(in);
        benchmark::DoNotOptimize(board.data());
    }
    state.SetBytesProcessed(state.iterations() * pbm_bytes(n));
}

void RandomBoard(benchmark::State& state) {
    const int n = int(state.range(0));
    for (auto _ : state) {
        Board board = random_board({n, n}, 7);
        benchmark::DoNotOptimize(board.data());
    }
    state.SetBytesProcessed(state.iterations() * pbm_bytes(n));
}

// Kept short: a minimum time of 0.2 s per kernel keeps the binary well under a minute.
constexpr double kMinTime = 0.2;

BENCHMARK(Structured)
    ->ArgsProduct({{0, 1, 2}, {1024, 4096}, {0, 1}})
    ->ArgNames({"rule", "n", "solvable"})
    ->Unit(benchmark::kMillisecond)
    ->MinTime(kMinTime);
BENCHMARK(DenseFactor)
    ->ArgsProduct({{0, 1, 2}, {32, 64}})
    ->ArgNames({"rule", "n"})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(FewestPressesPlus)->Arg(47)->Arg(64)->ArgName("n")->Unit(benchmark::kMillisecond)->MinTime(kMinTime);
BENCHMARK(NullityTable)
    ->Args({0, 1000})
    ->Args({0, 10000})
    ->ArgNames({"rule", "n"})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(PbmWrite)->Arg(4096)->ArgName("n")->Unit(benchmark::kMillisecond)->MinTime(kMinTime);
BENCHMARK(PbmRead)->Arg(4096)->ArgName("n")->Unit(benchmark::kMillisecond)->MinTime(kMinTime);
BENCHMARK(RandomBoard)->Arg(4096)->ArgName("n")->Unit(benchmark::kMillisecond)->MinTime(kMinTime);

}  // namespace
}  // namespace lightsout
