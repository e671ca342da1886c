// Where graph chasing stops beating the dense GF(2) engine (the routing rule
// of zk::chasing_wins, docs/PERFORMANCE.md "Sparse graphs"):
//   bench_graph_chase_crossover [--states P] [VERTICES...]
// For random undirected graphs (sigma-plus, every light to change by 1) of
// growing average degree, prints the seeds the chase leaves mod P (2 or an odd
// prime; default 2) and the seconds of each engine (best of 3).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "lightsout/zk/engines.hpp"

using namespace lightsout;

namespace {

PressMatrix random_graph(int n, double degree, std::uint64_t seed) {
    std::vector<std::vector<std::int32_t>> changed(static_cast<std::size_t>(n));
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> vertex(0, n - 1);
    for (int v = 0; v < n; ++v) changed[std::size_t(v)].push_back(v);
    for (long e = 0; e < long(degree * n / 2); ++e) {
        const int u = vertex(rng), v = vertex(rng);
        if (u == v) continue;
        changed[std::size_t(u)].push_back(v);
        changed[std::size_t(v)].push_back(u);
    }
    return PressMatrix(changed);
}

template <class F>
double best_seconds(F&& f) {
    double best = 1e9;
    for (int run = 0; run < 3; ++run) {
        const auto start = std::chrono::steady_clock::now();
        f();
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    return best;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<int> sizes;
    int p = 2;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--states" && i + 1 < argc) p = std::atoi(argv[++i]);
        else sizes.push_back(std::atoi(argv[i]));
    }
    const zk::PrimePower q{p, 1, p};
    if (sizes.empty()) sizes = {1024, 4000};
    std::vector<std::vector<std::int32_t>> grid(141 * 141);
    for (int v = 0; v < 141 * 141; ++v) {
        grid[std::size_t(v)].push_back(v);
        if (v % 141 + 1 < 141) grid[std::size_t(v)].push_back(v + 1), grid[std::size_t(v + 1)].push_back(v);
        if (v + 141 < 141 * 141) grid[std::size_t(v)].push_back(v + 141), grid[std::size_t(v + 141)].push_back(v);
    }
    std::printf("the 141 x 141 grid graph: %lld seeds\n", (long long)zk::graph_chase_seeds(PressMatrix(grid)));
    std::printf("%8s %7s %7s %7s %10s %10s %6s %6s\n", "vertices", "degree", "seeds", "n/seeds", "chase s", "dense s",
                "ratio", "route");
    for (int n : sizes)
        for (double degree : {1.0, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 32.0, 64.0}) {
            const PressMatrix a = random_graph(n, degree, 22);
            const std::vector<std::uint8_t> lit(std::size_t(n), 1);
            const std::int64_t seeds = zk::graph_chase_seeds(a, p);
            const double chase = best_seconds([&] { zk::solve_by_graph_chasing(a, lit, q); });
            const double dense = best_seconds([&] { zk::solve_prime_power(a, lit, q, MatrixEngine::dense); });
            const bool chosen = zk::chasing_wins(p, n, a.nonzeros(), seeds);
            std::printf("%8d %7.0f %7lld %7.1f %10.4f %10.4f %6.2f %6s\n", n, degree, (long long)seeds,
                        double(n) / double(std::max<std::int64_t>(seeds, 1)), chase, dense, chase / dense,
                        chosen ? "chase" : "dense");
            std::fflush(stdout);
        }
}
