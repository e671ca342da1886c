// The chasing engine against the dense engine on random local rules (torus or
// not), sizes and boards, plus the plus-rule nullity table and sanity cases.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "lightsout/chasing_engine.hpp"
#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "solve_checks.hpp"

namespace lightsout {
namespace {

using namespace lightsout::testing;

// Every promise of solve_by_chasing, checked independently, and the verdict,
// nullity and rank compared with the dense engine.
void expect_agrees_with_dense(const Board& change, const Rule& rule) {
    const LinearSolution s = solve_by_chasing(change, rule);
    const LinearSolution d = DenseSystem::factor(rule, change.shape())->solve(change);
    RC_ASSERT(s.engine == "chasing");
    RC_ASSERT(s.solvable == d.solvable);
    RC_ASSERT(s.nullity == d.nullity);
    RC_ASSERT(s.rank == d.rank);
    const Board empty(change.rows(), change.cols());
    if (s.solvable) {
        RC_ASSERT(apply_presses(change, rule, s.presses).none());
    } else {
        RC_ASSERT(s.certificate.odd_overlap(change));
        RC_ASSERT(left_quiet_by_brute_force(rule, s.certificate));
    }
    if (s.nullity <= 64) {
        RC_ASSERT(std::int64_t(s.quiet.size()) == s.nullity);
        for (const auto& q : s.quiet) RC_ASSERT(apply_presses(empty, rule, q).none());
        RC_ASSERT(rank_of(s.quiet) == int(s.nullity));
    }
}

Rule random_local_rule() {
    const int up = *rc::gen::inRange(0, 4), down = *rc::gen::inRange(0, 4);
    const int left = *rc::gen::inRange(0, 4), right = *rc::gen::inRange(0, 4);
    std::vector<Offset> offsets;
    const int count = *rc::gen::inRange(1, 9);
    for (int k = 0; k < count; ++k)
        offsets.push_back({*rc::gen::inRange(-up, down + 1), *rc::gen::inRange(-left, right + 1)});
    if (*rc::gen::arbitrary<bool>()) offsets.push_back({0, 0});
    return Rule::stencil(offsets).on_torus(*rc::gen::inRange(0, 4) == 0);
}

Board random_board(int rows, int cols) {
    Board b(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) b.set(r, c, *rc::gen::arbitrary<bool>());
    return b;
}

RC_GTEST_PROP(ChasingProperty, AgreesWithDenseOnRandomStencils, ()) {
    const Rule rule = random_local_rule();
    const int rows = *rc::gen::inRange(1, 21), cols = *rc::gen::inRange(1, 21);
    const Goal goal = *rc::gen::arbitrary<bool>() ? Goal::on : Goal::off;
    RC_TAG(rule.torus() ? "torus" : "plane");
    expect_agrees_with_dense(lights_to_change(random_board(rows, cols), goal), rule);
}

// Boards with a big nullity are mostly unsolvable: exercise certificates.
RC_GTEST_PROP(ChasingProperty, AgreesWithDenseOnSingularSquareBoards, ()) {
    const std::vector<Rule> rules = {Rule::plus(), Rule::square(), Rule::parse("stencil:x.x/.x./x.x"),
                                     Rule::parse("stencil:.xx/x.x/xx."), Rule::parse("stencil:x../.x./..x")};
    const Rule rule = rules[*rc::gen::inRange(0, int(rules.size()))].on_torus(*rc::gen::arbitrary<bool>());
    const int n = *rc::gen::inRange(1, 21);
    expect_agrees_with_dense(random_board(n, n), rule);
}

TEST(Chasing, PlusNullityTable) {
    const std::vector<int> expected = {0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16};
    for (int n = 1; n <= 19; ++n) {
        const LinearSolution s = solve_by_chasing(Board(n, n), Rule::plus());
        EXPECT_EQ(s.nullity, expected[n - 1]) << n << "x" << n;
        EXPECT_EQ(s.rank, std::int64_t(n) * n - expected[n - 1]);
        EXPECT_TRUE(s.solvable);
        EXPECT_TRUE(s.presses.none());
    }
}

// Seed 000/001: toggle squares n x n is always solvable for n = 3k, 3k+1.
TEST(Chasing, SquareSolvableSizes) {
    for (int n = 1; n <= 40; ++n) {
        const LinearSolution s = solve_by_chasing(Board(n, n), Rule::square());
        EXPECT_EQ(s.nullity == 0, n % 3 != 2) << n;
    }
}

TEST(Chasing, ClassicFiveByFiveCertificate) {
    // One corner light on 5x5 plus: unsolvable (it overlaps a quiet pattern oddly).
    Board board(5, 5);
    board.set(0, 0, true);
    const LinearSolution s = solve_by_chasing(board, Rule::plus());
    EXPECT_FALSE(s.solvable);
    EXPECT_EQ(s.nullity, 2);
    EXPECT_TRUE(s.certificate.odd_overlap(board));
    EXPECT_TRUE(left_quiet_by_brute_force(Rule::plus(), s.certificate));
}

TEST(Chasing, Applicability) {
    EXPECT_FALSE(has_chasing_solver(Rule::cross(), {5, 5}));
    EXPECT_FALSE(has_chasing_solver(Rule::plus(), {0, 5}));
    EXPECT_TRUE(has_chasing_solver(Rule::plus(), {1000, 1000}));
    EXPECT_TRUE(has_chasing_solver(Rule::square().on_torus(), {256, 256}));
    EXPECT_EQ(chasing_unknowns(Rule::plus(), {10, 1000}), 10);  // chases along the long side
    EXPECT_FALSE(has_chasing_solver(Rule::plus(), {100000, 100000}));
    EXPECT_THROW(solve_by_chasing(Board(3, 3), Rule::cross()), InputError);
    EXPECT_THROW(solve_by_chasing(Board(0, 0), Rule::plus()), InputError);
}

// Forms several words wide and a dense system of ~4000 cells.
TEST(Chasing, AgreesWithDenseOnMediumBoards) {
    std::mt19937_64 rng(7);
    const std::vector<Rule> rules = {Rule::parse("stencil:x.x/.x./x.x"), Rule::parse("stencil:.xx/x.x/xx."),
                                     Rule::parse("stencil:..x../.x.x./x...x"),
                                     Rule::parse("stencil:x.x/.x./x.x").on_torus()};
    for (const Rule& rule : rules) {
        for (Shape shape : {Shape{60, 70}, Shape{64, 64}, Shape{33, 90}}) {
            Board board(shape.rows, shape.cols);
            for (int r = 0; r < shape.rows; ++r)
                for (int c = 0; c < shape.cols; ++c) board.set(r, c, rng() & 1);
            const LinearSolution s = solve_by_chasing(board, rule);
            const LinearSolution d = DenseSystem::factor(rule, shape)->solve(board);
            EXPECT_EQ(s.solvable, d.solvable) << rule.name();
            EXPECT_EQ(s.nullity, d.nullity) << rule.name();
            if (s.solvable) EXPECT_TRUE(apply_presses(board, rule, s.presses).none());
            else EXPECT_TRUE(left_quiet_by_brute_force(rule, s.certificate) && s.certificate.odd_overlap(board));
        }
    }
}

}  // namespace
}  // namespace lightsout
