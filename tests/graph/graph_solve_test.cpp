// The general engine on graphs (solve_towards) against brute force, and the
// theorems again on larger graphs through the engine.
#include <cmath>
#include <random>

#include <gtest/gtest.h>

#include "graph/graph_reference.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_puzzle.hpp"
#include "lightsout/variants.hpp"

namespace lightsout {
namespace {

using Bits = std::vector<std::uint8_t>;

Bits random_values(std::mt19937_64& rng, int n, int states) {
    Bits v(static_cast<std::size_t>(n));
    for (auto& x : v) x = std::uint8_t(rng() % states);
    return v;
}

// y A = 0 and y . change != 0 (mod K), from the definition (y A: press y under the transpose).
bool certifies(const PressMatrix& a, const Bits& y, const Bits& change, int states) {
    const Bits zero(y.size(), 0);
    if (y == zero) return false;
    if (testing::after_presses(a.transposed(), zero, y, states) != zero) return false;
    int dot = 0;
    for (std::size_t i = 0; i < y.size(); ++i) dot = (dot + y[i] * change[i]) % states;
    return dot != 0;
}

// Thousands of tiny random graphs, K = 2..9 and 12, goals per light: every
// verdict, count of solutions and fewest presses agrees with brute force.
TEST(GraphSolve, EngineAgreesWithBruteForceOnTinyGraphs) {
    std::mt19937_64 rng(2026);
    int solvable = 0, unsolvable = 0;
    for (int states : {2, 3, 4, 5, 6, 7, 8, 9, 12}) {
        const int max_n = states == 2 ? 10 : states <= 4 ? 6 : states <= 9 ? 4 : 3;
        for (int i = 0; i < 350; ++i) {
            const int n = 1 + int(rng() % max_n);
            const Graph g = testing::random_graph(rng, n, 0.45, rng() % 3 == 0);
            const GraphRule rule = rng() % 3 == 0 ? GraphRule::sigma : GraphRule::sigma_plus;
            const PressMatrix a = press_matrix(g, rule);
            const Puzzle p = graph_puzzle(g, rule, states, random_values(rng, n, states));
            const Bits target = rng() % 2 ? random_values(rng, n, states) : Bits(std::size_t(n), std::uint8_t(rng() % states));
            Bits change(static_cast<std::size_t>(n));
            for (int v = 0; v < n; ++v) change[std::size_t(v)] = std::uint8_t((target[std::size_t(v)] + states - p.lights[std::size_t(v)]) % states);
            const testing::BruteForce b = testing::brute_force(a, change, states);
            const PuzzleSolution s = solve_towards(p, target, {.minimal = true});
            ASSERT_EQ(s.solvable, b.solutions > 0) << "K=" << states << " n=" << n;
            if (!s.solvable) {
                ++unsolvable;
                ASSERT_TRUE(certifies(a, s.certificate, change, states));
                continue;
            }
            ++solvable;
            ASSERT_EQ(testing::after_presses(a, p.lights, s.presses, states), target);
            ASSERT_NEAR(s.quiet.log2_size(), std::log2(double(b.solutions)), 1e-9);
            ASSERT_TRUE(s.minimal);
            int sum = 0;
            for (auto t : s.presses) sum += t;
            ASSERT_EQ(sum, b.fewest) << "K=" << states;
        }
    }
    EXPECT_GT(solvable, 1000);
    EXPECT_GT(unsolvable, 300);
}

TEST(GraphSolve, SutnerThroughTheEngineOnLargerGraphs) {
    std::mt19937_64 rng(99);
    for (int i = 0; i < 1000; ++i) {
        const int n = 1 + int(rng() % 200);
        const Graph g = testing::random_graph(rng, n, std::uniform_real_distribution<double>(0, 8.0 / n)(rng));
        const Puzzle p = graph_puzzle(g, GraphRule::sigma_plus, 2, Bits(std::size_t(n), 1));
        const PuzzleSolution s = solve_towards(p, uniform_target(p));
        ASSERT_TRUE(s.solvable) << "graph " << i;
        // Batal: the parity of the presses is the parity of the rank.
        int presses = 0;
        for (auto t : s.presses) presses += t;
        ASSERT_EQ(presses % 2, (n - int(s.quiet.rank())) % 2) << "graph " << i;
    }
}

// Merlin's goal is not uniform: the ring lit, the centre unlit.
TEST(GraphSolve, MerlinFromEveryPositionInOneWay) {
    const Variant& v = find_variant("merlin");
    for (std::uint64_t position = 0; position < 512; ++position) {
        const Puzzle p = Puzzle::on_matrix(v.press_matrix(), 2, testing::bits_of(position, 9));
        const PuzzleSolution s = solve_towards(p, v.goal_of_each(), {.minimal = true});
        ASSERT_TRUE(s.solvable);
        ASSERT_EQ(s.quiet.rank(), 0);
        ASSERT_EQ(testing::after_presses(v.press_matrix(), p.lights, s.presses, 2), v.goal_of_each());
    }
}

TEST(GraphSolve, MoveConstraintsGiveReplayedSequences) {
    const Variant& v = find_variant("cube");
    const Puzzle p = Puzzle::on_matrix(v.press_matrix(), 2, Bits(54, 1));
    const PuzzleSolution s = solve_towards(p, uniform_target(p), {.constraint = MoveConstraint::only_on});
    ASSERT_TRUE(s.solvable) << s.note;
    ASSERT_FALSE(s.sequence.empty());
    EXPECT_THROW(solve_towards(Puzzle::on_matrix(v.press_matrix(), 3, Bits(54, 1)), Bits(54, 0),
                               {.constraint = MoveConstraint::only_on}),
                 InputError);
}

TEST(GraphSolve, CheckTowardsReplaysAndCounts) {
    const Graph g({"a", "b", "c"}, {{0, 1}, {1, 2}});
    const Puzzle p = graph_puzzle(g, GraphRule::sigma_plus, 3, {1, 1, 1});
    // Press b twice: +2 on a, b, c -> all 0.
    EXPECT_TRUE(check_towards(p, uniform_target(p), MoveConstraint::any, {1, 1}).ok);
    EXPECT_EQ(check_towards(p, uniform_target(p), MoveConstraint::any, {1}).lights_wrong, 3);
    const Puzzle two = graph_puzzle(g, GraphRule::sigma_plus, 2, {1, 1, 0});
    const CheckReport r = check_towards(two, uniform_target(two), MoveConstraint::only_on, {2});
    EXPECT_EQ(r.illegal_move, 0);  // c is unlit
    EXPECT_TRUE(check_towards(two, uniform_target(two), MoveConstraint::only_on, {0}).ok);
}

}  // namespace
}  // namespace lightsout
