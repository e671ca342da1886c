// The chasing engine against the dense engine on random boards.
//
//   chasing_engine_bench --benchmark_filter=Chasing
//
// Chasing/<rule>/<n>: solve_by_chasing on a random n x n board (one full
// solve: symbolic chase, leftover elimination, replay, checks; the chase run
// backwards for the certificate when the board is unsolvable).
// DenseFirst/<rule>/<n>: DenseSystem::factor + solve for a shape not yet
// cached (one iteration: the factorization is cached afterwards).
// DenseCached/<rule>/<n>: solve with the factorization already cached.
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "lightsout/chasing_engine.hpp"
#include "lightsout/dense.hpp"

namespace lightsout {
namespace {

const std::vector<std::string>& rule_names() {
    static const std::vector<std::string> names = {
        "stencil:x.x/.x./x.x", "stencil:.xx/x.x/xx.", "plus", "square+torus", "stencil:x.x.x/.x.x./x.x.x/.x.x./x.x.x"};
    return names;
}

Rule rule_at(int index) {
    std::string name = rule_names()[index];
    const std::string torus = "+torus";
    const bool on_torus = name.size() > torus.size() && name.ends_with(torus);
    if (on_torus) name.resize(name.size() - torus.size());
    return Rule::parse(name).on_torus(on_torus);
}

Board random_board(int n, unsigned seed) {
    std::mt19937_64 rng(seed);
    Board board(n, n);
    for (int r = 0; r < n; ++r)
        for (std::size_t w = 0; w < board.words_per_row(); ++w) board.row(r)[w] = rng();
    for (int r = 0; r < n; ++r) board.row(r)[board.words_per_row() - 1] &= board.last_word_mask();
    return board;
}

void label(benchmark::State& state, const LinearSolution& s) {
    state.SetLabel(rule_names()[state.range(0)] + (s.solvable ? " solvable" : " unsolvable") +
                   " nullity=" + std::to_string(s.nullity));
}

void Chasing(benchmark::State& state) {
    const Rule rule = rule_at(int(state.range(0)));
    const int n = int(state.range(1));
    const Board board = random_board(n, 1);
    state.counters["unknowns"] = double(chasing_unknowns(rule, {n, n}));
    LinearSolution s;
    for (auto _ : state) {
        s = solve_by_chasing(board, rule);
        benchmark::DoNotOptimize(s.presses);
    }
    label(state, s);
}

void DenseFirst(benchmark::State& state) {
    const Rule rule = rule_at(int(state.range(0)));
    const int n = int(state.range(1));
    const Board board = random_board(n, 1);
    LinearSolution s;
    for (auto _ : state) {
        s = DenseSystem::factor(rule, {n, n})->solve(board);
        benchmark::DoNotOptimize(s.presses);
    }
    label(state, s);
}

void DenseCached(benchmark::State& state) {
    const Rule rule = rule_at(int(state.range(0)));
    const int n = int(state.range(1));
    const Board board = random_board(n, 1);
    const auto system = DenseSystem::factor(rule, {n, n});
    LinearSolution s;
    for (auto _ : state) {
        s = system->solve(board);
        benchmark::DoNotOptimize(s.presses);
    }
    label(state, s);
}

void chasing_sizes(benchmark::internal::Benchmark* b) {
    for (int rule = 0; rule < int(rule_names().size()); ++rule)
        for (int n : {16, 32, 64, 128, 256, 1000}) b->Args({rule, n});
}

void dense_sizes(benchmark::internal::Benchmark* b) {
    for (int rule = 0; rule < int(rule_names().size()); ++rule)
        for (int n : {16, 32, 64, 128}) b->Args({rule, n});
}

// A minimum time of 0.2 s per benchmark keeps the whole binary near half a minute.
constexpr double kMinTime = 0.2;

BENCHMARK(Chasing)->Apply(chasing_sizes)->Unit(benchmark::kMillisecond)->MinTime(kMinTime);
BENCHMARK(DenseFirst)->Apply(dense_sizes)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(DenseCached)->Apply(dense_sizes)->Unit(benchmark::kMillisecond)->MinTime(kMinTime);

}  // namespace
}  // namespace lightsout
