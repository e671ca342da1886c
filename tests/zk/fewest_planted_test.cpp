// The fewest-press search beyond the walk with K states finds planted answers:
// boards made by pressing at most 5% of the cells (tests/zk/planted_boards.hpp)
// on every rule and topology, K in {3, 4, 6, 12, 255}, at sizes whose quiet
// module is beyond the walk. The 200-board run is bench/fewest_planted.cpp.
#include <gtest/gtest.h>

#include <cstdio>

#include "lightsout/zk/fewest.hpp"
#include "planted_boards.hpp"

namespace lightsout {
namespace {

// One board for each K, rule and topology that has a size beyond the walk up
// to 16 x 16: the largest of them.
TEST(FewestPlanted, AnswersHaveAtMostThePlantedCountBeyondTheWalk) {
    int boards = 0, good = 0;
    std::uint64_t seed = 100;
    for (int states : test::planted_states())
        for (const Rule& base : test::planted_rules())
            for (Rule::Topology topology : test::planted_topologies()) {
                const Rule rule = base.on_topology(topology);
                Shape shape{0, 0};
                for (int n = 4; n <= 16; ++n)
                    if (test::quiet_module_of(rule, {n, n}, states).log2_size() > zk::kFewestWalkLog2Limit)
                        shape = {n, n};
                if (shape.rows == 0) continue;
                const test::PlantedBoard board = test::planted_board(shape, rule, states, ++seed);
                SolveOptions options;
                options.minimal = true;
                // Checked by simulation; a bound unless its bound meets it.
                const test::PlantedResult result = test::solve_planted(board, options);
                EXPECT_GT(result.log2_solutions, zk::kFewestWalkLog2Limit) << rule.name();
                ++boards;
                good += result.found <= result.planted;
                std::printf("%s mod %d, %dx%d: planted %lld, found %lld\n", rule.name().c_str(), states, shape.rows,
                            shape.cols, (long long)result.planted, (long long)result.found);
            }
    EXPECT_GE(boards, 40);
    EXPECT_GE(10 * good, 9 * boards) << good << " of " << boards;
}

}  // namespace
}  // namespace lightsout
