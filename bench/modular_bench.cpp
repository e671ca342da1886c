// The general engine on random press matrices (the graph targets: 2,000
// buttons mod 2 <= 1 s and mod 3 <= 5 s; 20,000 sparse buttons mod 2 <= 30 s),
// and the other rings for comparison; K-state grids through solve(Puzzle).
#include <benchmark/benchmark.h>

#include <random>

#include "lightsout/generate.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/zk/grid.hpp"

namespace {

using namespace lightsout;

// A random symmetric sigma-plus press matrix of a graph with about
// `degree` neighbours per vertex (each button changes itself).
PressMatrix random_graph(int n, int degree, unsigned seed) {
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> vertex(0, n - 1);
    std::vector<std::vector<std::int32_t>> changed(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) changed[std::size_t(v)].push_back(v);
    for (std::int64_t e = 0; e < std::int64_t(n) * degree / 2; ++e) {
        const int u = vertex(rng), v = vertex(rng);
        if (u == v) continue;
        changed[std::size_t(u)].push_back(v);
        changed[std::size_t(v)].push_back(u);
    }
    return PressMatrix(changed);
}

void solve_random_graph(benchmark::State& state) {
    const int n = int(state.range(0)), states = int(state.range(1)), degree = int(state.range(2));
    const PressMatrix a = random_graph(n, degree, 1);
    std::vector<std::uint8_t> change(static_cast<std::size_t>(n));
    std::mt19937 rng(2);
    for (auto& x : change) x = std::uint8_t(rng() % unsigned(states));
    for (auto _ : state) benchmark::DoNotOptimize(solve_modular(a, change, states));
    state.counters["buttons"] = n;
}

// A solvable n x n board mod K through solve(Puzzle) (targets: plus and square
// mod 3 on 4,096^2 <= 5 s, mod 6 <= 10 s; cross too), and K = 2 for the ratio.
void solve_grid_states(benchmark::State& state) {
    const int n = int(state.range(0)), states = int(state.range(1));
    const Rule rule = state.range(2) == 2 ? Rule::cross() : state.range(2) ? Rule::square() : Rule::plus();
    const StateBoard board = zk::random_solvable_state_board({n, n}, rule, states, 0, 9);
    const Puzzle puzzle = Puzzle::on_grid(board.shape, rule, states, board.lights);
    for (auto _ : state) benchmark::DoNotOptimize(solve(puzzle));
    state.SetLabel(rule.name() + " mod " + std::to_string(states));
    state.counters["buttons"] = double(n) * n;  // every benchmark has the same counters (the CSV format needs it)
}

}  // namespace

// (n, states, 0 plus / 1 square / 2 cross; target: cross mod 3 in linear
// time, at most 2x plus mod 3)
BENCHMARK(solve_grid_states)
    ->Args({4096, 2, 0})
    ->Args({4096, 3, 0})
    ->Args({4096, 6, 0})
    ->Args({4096, 2, 1})
    ->Args({4096, 3, 1})
    ->Args({4096, 6, 1})
    ->Args({4096, 2, 2})
    ->Args({4096, 3, 2})
    ->Args({4096, 6, 2})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// (buttons, states, average degree)
BENCHMARK(solve_random_graph)
    ->Args({2000, 2, 1000})
    ->Args({2000, 3, 1000})
    ->Args({2000, 4, 1000})
    ->Args({2000, 9, 1000})
    ->Args({2000, 6, 1000})
    ->Args({20000, 2, 3})
    ->Args({20000, 3, 3})  // graph chasing mod 3: beyond FLINT's 8,192 buttons
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
