// Fewest presses: the seed's worked example, brute force over whole cosets,
// and the nullity-30 limit.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "lightsout/dense.hpp"
#include "lightsout/minimal.hpp"
#include "solve_checks.hpp"

namespace lightsout {
namespace {

using namespace lightsout::testing;

Board board_from(const std::vector<std::string>& rows) {
    Board b(int(rows.size()), int(rows[0].size()));
    for (int r = 0; r < b.rows(); ++r)
        for (int c = 0; c < b.cols(); ++c)
            if (rows[r][c] == '1' || rows[r][c] == 'P') b.set(r, c, true);
    return b;
}

// Seed 002: the example's minimal solution is its solution combined with
// null template 4, four presses.
TEST(MinimalSeed002, ExampleNeedsFourPresses) {
    const Board board = board_from({"11110", "10001", "00001", "00100", "01110"});
    const LinearSolution s = DenseSystem::factor(Rule::plus(), {5, 5})->solve(board);
    ASSERT_TRUE(s.solvable);
    const FewestPresses best = fewest_presses(s.presses, s.quiet, kExhaustiveNullityLimit);
    EXPECT_TRUE(best.proven);
    EXPECT_EQ(best.presses.count(), 4);
    EXPECT_EQ(best.presses, board_from({"P..P.", "....P", ".....", ".....", "..P.."}));
    EXPECT_TRUE(reaches_goal(board, Rule::plus(), best.presses, Goal::off));
}

TEST(Minimal, NoQuietPatternsMeansTheParticularIsMinimal) {
    const PressPattern p = board_from({"101", "010"});
    const FewestPresses best = fewest_presses(p, {}, kExhaustiveNullityLimit);
    EXPECT_TRUE(best.proven);
    EXPECT_EQ(best.presses, p);
}

TEST(Minimal, AboveTheLimitIsNotProven) {
    const Board board = board_from({"11110", "10001", "00001", "00100", "01110"});
    const LinearSolution s = DenseSystem::factor(Rule::plus(), {5, 5})->solve(board);
    const FewestPresses best = fewest_presses(s.presses, s.quiet, 1);
    EXPECT_FALSE(best.proven);
    EXPECT_TRUE(reaches_goal(board, Rule::plus(), best.presses, Goal::off));
    EXPECT_LE(best.presses.count(), s.presses.count());
}

// Plus 47x47 has nullity 30, the exhaustive limit: still proven, and no single
// quiet pattern improves it.
TEST(Minimal, NullityThirtyIsProven) {
    const Rule rule = Rule::plus();
    auto system = DenseSystem::factor(rule, {47, 47});
    ASSERT_EQ(system->nullity(), 30);
    PressPattern planted(47, 47);
    for (int r = 0; r < 47; ++r)
        for (int c = 0; c < 47; ++c) planted.set(r, c, (r * 13 + c * 7 + r * c) % 5 == 0);
    const Board board = apply_presses(Board(47, 47), rule, planted);
    const LinearSolution s = system->solve(board);
    ASSERT_TRUE(s.solvable);
    const FewestPresses best = fewest_presses(s.presses, s.quiet, kExhaustiveNullityLimit);
    EXPECT_TRUE(best.proven);
    EXPECT_TRUE(apply_presses(board, rule, best.presses).none());
    EXPECT_LE(best.presses.count(), planted.count());
    for (const PressPattern& q : s.quiet) {
        PressPattern other = best.presses;
        other ^= q;
        EXPECT_GE(other.count(), best.presses.count());
    }
}

// The lightest member of p + span(quiet), by walking every member.
std::int64_t brute_force_fewest(const PressPattern& p, const std::vector<PressPattern>& quiet) {
    std::int64_t best = p.count();
    PressPattern x = p;
    for (std::uint64_t step = 1; step < (std::uint64_t(1) << quiet.size()); ++step) {
        x ^= quiet[std::countr_zero(step)];
        best = std::min(best, x.count());
    }
    return best;
}

RC_GTEST_PROP(MinimalProperty, NeverBeatenBySingleQuietOrBruteForce, ()) {
    const Rule rule = random_rule();
    const int rows = *rc::gen::inRange(1, 13), cols = *rc::gen::inRange(1, 13);
    PressPattern planted(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) planted.set(r, c, *rc::gen::arbitrary<bool>());
    const Board board = apply_presses(Board(rows, cols), rule, planted);
    const LinearSolution s = DenseSystem::factor(rule, {rows, cols})->solve(board);
    RC_ASSERT(s.solvable);
    RC_TAG(s.nullity == 0 ? "nullity 0" : s.nullity <= 10 ? "nullity 1..10" : "nullity > 10");
    const FewestPresses best = fewest_presses(s.presses, s.quiet, kExhaustiveNullityLimit);
    RC_ASSERT(apply_presses(board, rule, best.presses).none());
    if (s.nullity > kExhaustiveNullityLimit) {
        RC_ASSERT(!best.proven);
        return;
    }
    RC_ASSERT(best.proven);
    RC_ASSERT(best.presses.count() <= planted.count());
    for (const PressPattern& q : s.quiet) {
        PressPattern other = best.presses;
        other ^= q;
        RC_ASSERT(other.count() >= best.presses.count());
    }
    if (s.nullity <= 10) RC_ASSERT(brute_force_fewest(s.presses, s.quiet) == best.presses.count());
}

}  // namespace
}  // namespace lightsout
