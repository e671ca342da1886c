// The fewest-press search beyond the walk with K states on boards with a
// planted answer (tests/zk/planted_boards.hpp): `solve --minimal`'s library
// call, with the default work budget, on N boards (default 200) spread over
// every rule (plus, square, cross, a random 5 x 5 stencil), topology (flat,
// torus, Klein bottle, projective plane) and K in {3, 4, 6, 12, 255}, at the
// sizes n x n (n = 4..MAX, default 24) whose quiet module is beyond the walk:
// each combination's largest, its least, its second largest, and so on. Prints one line a board and how many answers have at most the planted
// count, per K and in all (docs/FEWEST.md).
//
//   bench_fewest_planted [N] [MAX]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>

#include "../tests/zk/planted_boards.hpp"

using namespace lightsout;

int main(int argc, char** argv) {
    const int boards = argc > 1 ? std::atoi(argv[1]) : 200;
    const int most = argc > 2 ? std::atoi(argv[2]) : 24;
    struct Config {
        Rule rule;
        int states;
        std::vector<Shape> sizes;  // n x n beyond the walk, n = 4..MAX
    };
    std::vector<Config> configs;
    for (int states : test::planted_states())
        for (const Rule& base : test::planted_rules())
            for (Rule::Topology topology : test::planted_topologies()) {
                const Rule rule = base.on_topology(topology);
                std::vector<Shape> beyond;
                for (int n = 4; n <= most; ++n)
                    if (test::quiet_module_of(rule, {n, n}, states).log2_size() > zk::kFewestWalkLog2Limit)
                        beyond.push_back({n, n});
                std::printf("# %s mod %d: %zu sizes beyond the walk\n", rule.name().c_str(), states, beyond.size());
                std::fflush(stdout);
                if (!beyond.empty()) configs.push_back({rule, states, beyond});
            }
    std::map<int, std::pair<int, int>> by_states;  // K -> (at most planted, boards)
    int good = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < boards; ++i) {
        const Config& c = configs[std::size_t(i) % configs.size()];
        // The config's largest size, its least, its second largest, ...
        const std::size_t round = std::size_t(i) / configs.size(), count = c.sizes.size(), k = round / 2 % count;
        const Shape shape = round % 2 == 0 ? c.sizes[count - 1 - k] : c.sizes[k];
        const test::PlantedBoard board = test::planted_board(shape, c.rule, c.states, 1000 + std::uint64_t(i));
        SolveOptions options;
        options.minimal = true;
        const auto t0 = std::chrono::steady_clock::now();
        const test::PlantedResult r = test::solve_planted(board, options);
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        const bool ok = r.found <= r.planted;
        good += ok;
        auto& [k_good, k_all] = by_states[c.states];
        k_good += ok, ++k_all;
        std::printf("%3d %-28s mod %3d %2dx%-2d 2^%5.1f solutions: planted %5lld found %5lld (bound %lld) %s %.2f s\n", i,
                    c.rule.name().c_str(), c.states, shape.rows, shape.cols, r.log2_solutions, (long long)r.planted,
                    (long long)r.found, (long long)r.lower_bound, ok ? "ok" : "ABOVE", seconds);
        std::fflush(stdout);
    }
    for (const auto& [states, counts] : by_states)
        std::printf("K = %3d: %d of %d at most the planted count\n", states, counts.first, counts.second);
    std::printf("all: %d of %d at most the planted count (%.1f%%), %.1f s\n", good, boards, 100.0 * good / boards,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    return 0;
}
