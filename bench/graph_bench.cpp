// Graphs end to end through the library: an edge list parsed, its
// sigma-plus puzzle built and solved with every light lit, the answer checked
// by simulation. Targets: a 2,000-vertex random graph mod 2 in <= 1 s and mod 3
// in <= 5 s; a 20,000-vertex sparse graph mod 2 in <= 30 s. The stages are
// timed apart so that the engine's share shows (state.counters).
#include <benchmark/benchmark.h>

#include <chrono>
#include <random>
#include <string>

#include "lightsout/graph_io.hpp"
#include "lightsout/graph_puzzle.hpp"

namespace {

using namespace lightsout;
using Clock = std::chrono::steady_clock;

// The edge list of G(n, m): m random pairs (repeats merge when read).
std::string edge_list(int n, std::int64_t m, unsigned seed) {
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> vertex(0, n - 1);
    std::string text;
    for (int v = 0; v < n; ++v) text += "v" + std::to_string(v) + "\n";
    for (std::int64_t e = 0; e < m;) {
        const int u = vertex(rng), v = vertex(rng);
        if (u == v) continue;
        text += "v" + std::to_string(u) + " v" + std::to_string(v) + "\n";
        ++e;
    }
    return text;
}

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

void solve_graph(benchmark::State& state) {
    const int n = int(state.range(0)), states = int(state.range(2));
    const std::string text = edge_list(n, state.range(1), 1);
    double read = 0, build = 0, solve = 0;
    for (auto _ : state) {
        auto t0 = Clock::now();
        const io::GraphFile file = io::parse_edge_list(text, {false, states});
        read += seconds_since(t0);
        t0 = Clock::now();
        const Puzzle p = graph_puzzle(file.graph, GraphRule::sigma_plus, states, io::uniform_lights(file.graph, 1));
        build += seconds_since(t0);
        t0 = Clock::now();
        benchmark::DoNotOptimize(solve_towards(p, uniform_target(p)));
        solve += seconds_since(t0);
    }
    const double runs = double(state.iterations());
    state.counters["read_s"] = read / runs;
    state.counters["matrix_s"] = build / runs;
    state.counters["solve_s"] = solve / runs;
}

}  // namespace

// (vertices, edge lines, states): G(2000, 1/2) has about 10^6 edges;
// the sparse graph has 30,000 edges (average degree 3).
BENCHMARK(solve_graph)
    ->Args({2000, 1'200'000, 2})
    ->Args({2000, 1'200'000, 3})
    ->Args({20000, 30'000, 2})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);
