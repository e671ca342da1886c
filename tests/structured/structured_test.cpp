// The structured solvers against the dense engine (the oracle): same
// solvability, same nullity, valid press patterns and certificates, quiet
// bases that are quiet and independent; and the seeds' nullities.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "lightsout/chasing_engine.hpp"
#include "lightsout/dense.hpp"
#include "lightsout/structured.hpp"
#include "solve/structured_internal.hpp"

namespace lightsout {
namespace {

Board random_board(Shape shape, std::mt19937_64& rng) {
    Board b(shape.rows, shape.cols);
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c)
            if (rng() & 1) b.set(r, c, true);
    return b;
}

// Rank of patterns by elimination on flattened bit rows.
std::int64_t rank_of(const std::vector<PressPattern>& patterns) {
    std::vector<std::vector<Word>> rows;
    for (const PressPattern& p : patterns) rows.emplace_back(p.data(), p.data() + p.word_count());
    std::int64_t rank = 0;
    if (rows.empty()) return 0;
    const std::size_t words = rows[0].size();
    for (std::size_t bit = 0; bit < words * 64 && std::size_t(rank) < rows.size(); ++bit) {
        const std::size_t w = bit / 64;
        const Word mask = Word{1} << (bit % 64);
        std::size_t pivot = std::size_t(rank);
        while (pivot < rows.size() && !(rows[pivot][w] & mask)) ++pivot;
        if (pivot == rows.size()) continue;
        std::swap(rows[pivot], rows[std::size_t(rank)]);
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (i != std::size_t(rank) && (rows[i][w] & mask))
                for (std::size_t k = 0; k < words; ++k) rows[i][k] ^= rows[std::size_t(rank)][k];
        ++rank;
    }
    return rank;
}

// One board of one size: structured and dense agree.
void agree(const Rule& rule, Shape shape, std::mt19937_64& rng, bool solvable_board) {
    SCOPED_TRACE(rule.name() + " " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
    ASSERT_TRUE(has_structured_solver(rule, shape));
    Board change = random_board(shape, rng);
    if (solvable_board) change = apply_presses(Board(shape.rows, shape.cols), rule, change);
    const auto dense = DenseSystem::factor(rule, shape);
    const LinearSolution fast = solve_structured(change, rule);
    const LinearSolution oracle = dense->solve(change);
    EXPECT_EQ(fast.nullity, dense->nullity());
    EXPECT_EQ(fast.rank, dense->rank());
    EXPECT_EQ(structured_nullity(rule, shape), dense->nullity());
    EXPECT_EQ(fast.solvable, oracle.solvable);
    if (solvable_board) {
        EXPECT_TRUE(fast.solvable);
    }
    if (fast.solvable) EXPECT_TRUE(reaches_goal(change, rule, fast.presses, Goal::off));
    else EXPECT_TRUE(is_certificate(fast.certificate, change, rule));
    if (fast.nullity <= kStructuredQuietBasisNullity) {
        ASSERT_EQ(std::int64_t(fast.quiet.size()), fast.nullity);
        EXPECT_EQ(rank_of(fast.quiet), fast.nullity);
        for (const PressPattern& q : fast.quiet)
            EXPECT_TRUE(apply_presses(Board(shape.rows, shape.cols), rule, q).none());
    } else {
        EXPECT_TRUE(fast.quiet.empty());
    }
}

const std::vector<Rule>& rules() {
    static const std::vector<Rule> all = {Rule::plus(),           Rule::square(),
                                          Rule::cross(),          Rule::cross().on_torus(),
                                          Rule::plus().on_torus(), Rule::square().on_torus()};
    return all;
}

TEST(Structured, AgreesWithDenseOnEverySizeUpTo20) {
    std::mt19937_64 rng(20260101);
    for (const Rule& rule : rules())
        for (int m = 1; m <= 20; ++m)
            for (int n = 1; n <= 20; ++n) {
                agree(rule, {m, n}, rng, false);
                agree(rule, {m, n}, rng, true);
            }
}

TEST(Structured, AgreesWithDenseOnLargerSizes) {
    std::mt19937_64 rng(4096);
    // Singular and regular sizes up to 64 x 64, wide and tall.
    const std::vector<Shape> shapes = {{64, 64}, {33, 64}, {64, 17}, {47, 47}, {62, 62}, {31, 45},
                                       {23, 59}, {50, 50}, {41, 41}, {19, 64}, {64, 1}, {1, 64}};
    for (const Rule& rule : rules())
        for (Shape shape : shapes) {
            agree(rule, shape, rng, false);
            agree(rule, shape, rng, true);
        }
    for (int trial = 0; trial < 12; ++trial) {
        const Shape shape{int(rng() % 64) + 1, int(rng() % 64) + 1};
        for (const Rule& rule : rules()) agree(rule, shape, rng, trial % 2 == 0);
    }
}

TEST(Structured, PlusNullityOfSquareBoards) {
    const std::vector<std::int64_t> expected = {0, 0, 0, 4, 2, 0, 0, 0, 8, 0, 6, 0, 0, 4, 0, 8, 2, 0, 16};
    for (int n = 1; n <= 19; ++n) EXPECT_EQ(structured_nullity(Rule::plus(), {n, n}), expected[std::size_t(n - 1)]) << n;
}

TEST(Structured, SeedNullities) {
    // Toggle squares (seed 001): n x n with n = 3k + 2 has nullity 2n - 1, otherwise 0.
    for (int n = 1; n <= 200; ++n) EXPECT_EQ(structured_nullity(Rule::square(), {n, n}), n % 3 == 2 ? 2 * n - 1 : 0);
    // Cross (seed 004): A A = I for even n; odd n has nullity 2n - 2.
    for (int n = 1; n <= 200; ++n) EXPECT_EQ(structured_nullity(Rule::cross(), {n, n}), n % 2 ? 2 * n - 2 : 0);
}

TEST(Structured, EveryNamedRuleHasOneStencilsDoNot) {
    EXPECT_TRUE(has_structured_solver(Rule::plus().on_torus(), {10, 10}));
    EXPECT_TRUE(has_structured_solver(Rule::square().on_torus(), {10, 10}));
    EXPECT_FALSE(has_structured_solver(Rule::parse("stencil:x.x/.x./x.x"), {10, 10}));
    EXPECT_FALSE(has_structured_solver(Rule::parse("stencil:xxx/x.x/xxx").on_torus(), {10, 10}));
    EXPECT_TRUE(has_structured_solver(Rule::cross().on_torus(), {10, 10}));
}

TEST(Structured, TorusAgreesWithDenseOnEverySizeUpTo40) {
    std::mt19937_64 rng(40);
    for (const Rule& rule : {Rule::plus().on_torus(), Rule::square().on_torus()})
        for (int m = 1; m <= 40; ++m)
            for (int n = 1; n <= 40; ++n) agree(rule, {m, n}, rng, (m + n) % 2 == 0);
}

// The chasing engine (an independent exact solver) on sizes beyond the dense engine's reach.
TEST(Structured, TorusAgreesWithTheChasingEngineUpTo200) {
    std::mt19937_64 rng(200);
    const std::vector<Shape> shapes = {{200, 200}, {199, 199}, {198, 198}, {192, 192}, {170, 85},
                                       {64, 200},  {200, 3},   {123, 124}, {96, 96},   {45, 150}};
    for (const Rule& rule : {Rule::plus().on_torus(), Rule::square().on_torus()})
        for (std::size_t i = 0; i < shapes.size(); ++i) {
            const Shape shape = shapes[i];
            SCOPED_TRACE(rule.name() + " " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
            Board change = random_board(shape, rng);
            if (i % 2) change = apply_presses(Board(shape.rows, shape.cols), rule, change);
            const LinearSolution fast = solve_structured(change, rule);
            const LinearSolution chased = solve_by_chasing(change, rule);
            EXPECT_EQ(fast.nullity, chased.nullity);
            EXPECT_EQ(fast.nullity, structured_nullity(rule, shape));
            EXPECT_EQ(fast.solvable, chased.solvable);
            if (fast.solvable) EXPECT_TRUE(reaches_goal(change, rule, fast.presses, Goal::off));
            else EXPECT_TRUE(is_certificate(fast.certificate, change, rule));
        }
}

// OEIS A165738: the nullity of the n x n plus torus, n = 1..30.
TEST(Structured, PlusTorusNullityOfSquareBoards) {
    const std::vector<std::int64_t> expected = {0, 0, 4, 0, 8, 8,  0, 0, 4,  16, 0, 16, 0,  0, 12,
                                                0, 16, 8, 0, 32, 4, 0, 0, 32, 8, 0, 4,  0, 0, 24};
    for (int n = 1; n <= 30; ++n)
        EXPECT_EQ(structured_nullity(Rule::plus().on_torus(), {n, n}), expected[std::size_t(n - 1)]) << n;
}

TEST(Structured, TransposeMovesEveryCell) {
    std::mt19937_64 rng(7);
    for (Shape shape : std::vector<Shape>{{1, 1}, {3, 200}, {64, 64}, {65, 129}, {130, 7}}) {
        const Board b = random_board(shape, rng);
        const Board t = gf2::transposed(b);
        ASSERT_EQ(t.rows(), b.cols());
        ASSERT_EQ(t.cols(), b.rows());
        for (int r = 0; r < b.rows(); ++r)
            for (int c = 0; c < b.cols(); ++c) ASSERT_EQ(t.get(c, r), b.get(r, c));
        EXPECT_EQ(gf2::transposed(t), b);
    }
}

TEST(Structured, LargeBoardsAreSolvedAndChecked) {
    std::mt19937_64 rng(99);
    for (const Rule& rule : {Rule::plus(), Rule::square(), Rule::cross()})
        for (Shape shape : std::vector<Shape>{{1000, 1000}, {300, 1700}, {1024, 999}}) {
            Board change = random_board(shape, rng);
            change = apply_presses(Board(shape.rows, shape.cols), rule, change);
            const LinearSolution s = solve_structured(change, rule);
            EXPECT_TRUE(s.solvable) << rule.name();
            EXPECT_TRUE(reaches_goal(change, rule, s.presses, Goal::off));
        }
}

}  // namespace
}  // namespace lightsout
