// The dense engine against the seeds' worked examples and theorems, and
// against brute force on random rules and boards.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
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

std::int64_t nullity(const Rule& rule, int rows, int cols) {
    return DenseSystem::factor(rule, {rows, cols})->nullity();
}

// Seed 002: the 5x5 plus board has exactly the null templates drawn there.
TEST(DenseSeed002, FiveByFivePlusHasTheFourNullTemplates) {
    auto system = DenseSystem::factor(Rule::plus(), {5, 5});
    EXPECT_EQ(system->rank(), 23);
    ASSERT_EQ(system->nullity(), 2);
    const Board t2 = board_from({"P.P.P", "P.P.P", ".....", "P.P.P", "P.P.P"});
    const Board t3 = board_from({"PP.PP", ".....", "PP.PP", ".....", "PP.PP"});
    const Board t4 = board_from({".PPP.", "P.P.P", "PP.PP", "P.P.P", ".PPP."});
    const auto& q = system->quiet_patterns();
    Board sum = q[0];
    sum ^= q[1];
    std::vector<Board> span = {Board(5, 5), q[0], q[1], sum};
    for (const Board& t : {Board(5, 5), t2, t3, t4})
        EXPECT_EQ(std::count(span.begin(), span.end(), t), 1);
}

TEST(DenseSeed002, WorkedExampleTouchesClearTheBoard) {
    const Board board = board_from({"11110", "10001", "00001", "00100", "01110"});
    PressPattern touches(5, 5);
    for (int cell : {6, 7, 8, 9, 11, 12, 13, 16, 18, 20, 22, 23, 25, 1, 2, 3, 7, 9, 13, 14, 15, 23, 24, 25})
        touches.flip((cell - 1) / 5, (cell - 1) % 5);
    EXPECT_TRUE(reaches_goal(board, Rule::plus(), touches, Goal::off));
    const LinearSolution s = DenseSystem::factor(Rule::plus(), {5, 5})->solve(board);
    ASSERT_TRUE(s.solvable);
    EXPECT_TRUE(reaches_goal(board, Rule::plus(), s.presses, Goal::off));
}

// Seed 003: the empty 2x2 plus board, goal on: press all four.
TEST(DenseSeed003, TwoByTwoAllOnPressesEveryCell) {
    const Board change = lights_to_change(Board(2, 2), Goal::on);
    const LinearSolution s = DenseSystem::factor(Rule::plus(), {2, 2})->solve(change);
    ASSERT_TRUE(s.solvable);
    EXPECT_EQ(s.nullity, 0);
    EXPECT_EQ(s.presses, board_from({"11", "11"}));
}

// Seeds 000/001: the 1-D toggle-squares matrix (square rule on 1 x n) is
// invertible exactly when n is not 2 mod 3: det 1 0 1 1 0 1 1 0 1.
TEST(DenseSeed000, OneDimensionalDeterminants) {
    const int det[] = {1, 0, 1, 1, 0, 1, 1, 0, 1};
    for (int n = 1; n <= 9; ++n) EXPECT_EQ(nullity(Rule::square(), 1, n) == 0, det[n - 1] == 1) << "n = " << n;
}

TEST(DenseSeed001, SquareRuleNullityByResidueModThree) {
    for (int n = 1; n <= 30; ++n) {
        auto system = DenseSystem::factor(Rule::square(), {n, n});
        if (n % 3 == 2) {
            EXPECT_EQ(system->nullity(), 2 * n - 1) << "n = " << n;
            EXPECT_EQ(system->rank(), std::int64_t(n - 1) * (n - 1)) << "n = " << n;
        } else {
            EXPECT_EQ(system->nullity(), 0) << "n = " << n;
        }
    }
}

// Seed 004: for even n the cross matrix is its own inverse, so the solution
// of b is A b (pressing b itself).
TEST(DenseSeed004, EvenCrossMatrixIsItsOwnInverse) {
    for (int n = 2; n <= 12; n += 2) {
        auto system = DenseSystem::factor(Rule::cross(), {n, n});
        EXPECT_EQ(system->nullity(), 0);
        Board b(n, n);
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                if ((r * 7 + c * 3 + r * c) % 5 < 2) b.set(r, c, true);
        const LinearSolution s = system->solve(b);
        ASSERT_TRUE(s.solvable);
        EXPECT_TRUE(apply_presses(b, Rule::cross(), s.presses).none());  // A x = b
        EXPECT_EQ(s.presses, apply_presses(Board(n, n), Rule::cross(), b)) << "n = " << n;  // x = A b
    }
}

TEST(Dense, PlusNullityOfSquareBoards) {
    const int expected[] = {0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16};
    for (int n = 1; n <= 19; ++n) EXPECT_EQ(nullity(Rule::plus(), n, n), expected[n - 1]) << "n = " << n;
}

TEST(Dense, FactorsOncePerRuleAndShape) {
    const Rule rule = Rule::parse("stencil:x.x/.x./x.x").on_torus();
    const std::int64_t before = DenseSystem::factorizations();
    auto first = DenseSystem::factor(rule, {7, 9});
    first->solve(Board(7, 9));
    auto second = DenseSystem::factor(rule, {7, 9});
    second->solve(board_from({"100000000", "000000000", "000000000", "000000000", "000000000", "000000000",
                              "000000001"}));
    EXPECT_EQ(DenseSystem::factorizations(), before + 1);
    EXPECT_EQ(first.get(), second.get());
}

TEST(Dense, RejectsBoardsAboveTheLimit) {
    EXPECT_THROW(DenseSystem::factor(Rule::plus(), {129, 128}), InputError);
    EXPECT_THROW(DenseSystem::factor(Rule::plus(), {0, 5}), InputError);
}

TEST(Dense, SixtyFourSquareFactorsQuickly) {
    const auto start = std::chrono::steady_clock::now();
    auto system = DenseSystem::factor(Rule::plus(), {64, 64});
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    RecordProperty("factor_64x64_seconds", std::to_string(seconds));
    std::printf("64x64 plus factor: %.3f s, nullity %lld\n", seconds, (long long)system->nullity());
    Board b(64, 64);
    for (int r = 0; r < 64; ++r)
        for (int c = 0; c < 64; ++c) b.set(r, c, (r * 31 + c * 17) % 7 == 0);
    const LinearSolution s = system->solve(b);
    if (s.solvable) EXPECT_TRUE(apply_presses(b, Rule::plus(), s.presses).none());
    else EXPECT_TRUE(left_quiet_by_brute_force(Rule::plus(), s.certificate));
}

Board random_board(int rows, int cols) {
    Board b(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) b.set(r, c, *rc::gen::arbitrary<bool>());
    return b;
}

RC_GTEST_PROP(DenseProperty, AnswersCheckByBruteForce, ()) {
    const Rule rule = random_rule();
    const int rows = *rc::gen::inRange(1, 13), cols = *rc::gen::inRange(1, 13);
    const Board change = random_board(rows, cols);
    auto system = DenseSystem::factor(rule, {rows, cols});
    const LinearSolution s = system->solve(change);
    RC_ASSERT(s.rank + s.nullity == std::int64_t(rows) * cols);
    RC_ASSERT(std::int64_t(s.quiet.size()) == s.nullity);
    RC_ASSERT(std::int64_t(system->left_quiet_patterns().size()) == s.nullity);
    if (s.solvable) {
        RC_ASSERT(apply_presses(change, rule, s.presses).none());
    } else {
        RC_ASSERT(!s.certificate.none());
        RC_ASSERT(s.certificate.odd_overlap(change));
        RC_ASSERT(left_quiet_by_brute_force(rule, s.certificate));
    }
    // The quiet basis: each pattern quiet, all independent.
    for (const auto& q : s.quiet) RC_ASSERT(apply_presses(Board(rows, cols), rule, q).none());
    RC_ASSERT(rank_of(s.quiet) == int(s.nullity));
    for (const auto& c : system->left_quiet_patterns()) RC_ASSERT(left_quiet_by_brute_force(rule, c));
    RC_ASSERT(rank_of(system->left_quiet_patterns()) == int(s.nullity));
}

}  // namespace
}  // namespace lightsout

namespace lightsout {
namespace {

// A distinct stencil for each i: a 5 x 5 footprint with its centre pressed.
Rule distinct_stencil(int i) {
    std::string spec = "stencil:";
    for (int cell = 0; cell < 25; ++cell) {
        if (cell && cell % 5 == 0) spec += '/';
        spec += cell == 12 || ((i >> (cell % 24)) & 1) ? 'x' : '.';
    }
    return Rule::parse(spec);
}

// The factor cache counts what an entry holds (E as M4RI allocates it, the
// patterns, about 1.6 KB of bookkeeping) and keeps the total within its
// budget, so that millions of small factors cannot grow the process without
// bound.
TEST(DenseCache, CountsWhatAnEntryHoldsAndStaysWithinItsBudget) {
    const std::size_t before = DenseSystem::cache_stats().budget;
    DenseSystem::set_cache_budget(0);  // empty it but for the newest
    const Shape shape{20, 20};  // E: 400 rows of 7 words
    DenseSystem::set_cache_budget(std::size_t(1) << 30);
    DenseSystem::factor(distinct_stencil(1), shape);
    const DenseSystem::CacheStats one = DenseSystem::cache_stats();
    EXPECT_GE(one.bytes, 400u * 7 * 8 + 1600) << "E and the bookkeeping are counted";

    DenseSystem::set_cache_budget(20 * one.bytes);
    for (int i = 2; i < 200; ++i) DenseSystem::factor(distinct_stencil(i), shape);
    const DenseSystem::CacheStats many = DenseSystem::cache_stats();
    EXPECT_LE(many.bytes, many.budget);
    EXPECT_GE(many.entries, 10);
    EXPECT_LT(many.entries, 60);  // of 199: the oldest went
    DenseSystem::set_cache_budget(before);
}

}  // namespace
}  // namespace lightsout
