// lightsout table against independent engines: the closed forms for plus and
// square (with and without wrap-around) and cross agree with the dense engine
// (n <= 64, and m x n up to 22 x 24), with the chasing engine up to n = 200,
// with the gcd of the path polynomials and the torus solver, and the grid and
// torus tables with each other (Buchholz's identity).
#include <gtest/gtest.h>

#include "lightsout/chasing_engine.hpp"
#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/table.hpp"

namespace lightsout {
namespace {

constexpr int kDenseUpTo = 64;
constexpr int kChasingUpTo = 200;

std::int64_t dense_nullity(const Rule& rule, int n) { return DenseSystem::factor(rule, {n, n})->nullity(); }

std::int64_t chasing_nullity(const Rule& rule, int n) {
    return solve_by_chasing(Board(n, n), rule).nullity;
}

const std::vector<Rule>& named_rules() {
    static const std::vector<Rule> all = {Rule::plus(),           Rule::square(),           Rule::cross(),
                                          Rule::plus().on_torus(), Rule::square().on_torus(), Rule::cross().on_torus()};
    return all;
}

TEST(Table, AgreesWithTheDenseEngine) {
    for (const Rule& rule : named_rules()) {
        const std::vector<std::int64_t> table = nullity_table(rule, kDenseUpTo);
        ASSERT_EQ(table.size(), std::size_t(kDenseUpTo));
        for (int n = 1; n <= kDenseUpTo; ++n) EXPECT_EQ(table[std::size_t(n - 1)], dense_nullity(rule, n)) << rule.name() << " n=" << n;
    }
}

TEST(Table, AgreesWithTheChasingEngineUpTo200) {
    for (const Rule& rule : {Rule::plus(), Rule::square(), Rule::plus().on_torus(), Rule::square().on_torus()}) {
        const std::vector<std::int64_t> table = nullity_table(rule, kChasingUpTo);
        const int step = rule.torus() ? 7 : 1;  // every size without wrap-around, a sample with
        for (int n = kDenseUpTo + 1; n <= kChasingUpTo; n += step)
            EXPECT_EQ(table[std::size_t(n - 1)], chasing_nullity(rule, n)) << rule.name() << " n=" << n;
    }
}

// The closed form against deg gcd(U_n(x), U_n(x + 1)) computed directly.
TEST(Table, PlusAgreesWithThePathPolynomialGcd) {
    const std::vector<std::int64_t> table = nullity_table(Rule::plus(), 2000);
    for (int n = 1; n <= 2000; ++n) EXPECT_EQ(table[std::size_t(n - 1)], structured_nullity(Rule::plus(), {n, n})) << n;
}

// Buchholz (OEIS A165738): torus(n + 1) = 2 plus(n) + 4 [n = 2 mod 3], and torus(2n) = 2 torus(n).
TEST(Table, TorusAndGridTablesMeetTheirIdentities) {
    constexpr int kMax = 6000;
    const std::vector<std::int64_t> grid = nullity_table(Rule::plus(), kMax);
    const std::vector<std::int64_t> torus = nullity_table(Rule::plus().on_torus(), kMax + 1);
    for (int n = 1; n <= kMax; ++n) {
        EXPECT_EQ(torus[std::size_t(n)], 2 * grid[std::size_t(n - 1)] + (n % 3 == 2 ? 4 : 0)) << n;
        if (2 * n <= kMax) {
            EXPECT_EQ(torus[std::size_t(2 * n - 1)], 2 * torus[std::size_t(n - 1)]) << n;
        }
    }
}

TEST(Table, RectangularTablesAgreeWithTheDenseEngine) {
    for (const Rule& rule : named_rules()) {
        const auto table = nullity_table(rule, SideRange{3, 22}, SideRange{1, 24});
        ASSERT_EQ(table.size(), 20u);
        for (int m = 3; m <= 22; ++m) {
            ASSERT_EQ(table[std::size_t(m - 3)].size(), 24u);
            for (int n = 1; n <= 24; ++n)
                EXPECT_EQ(table[std::size_t(m - 3)][std::size_t(n - 1)], DenseSystem::factor(rule, {m, n})->nullity())
                    << rule.name() << " " << m << "x" << n;
        }
    }
}

TEST(Table, RectangularTablesAgreeWithTheSolversAndTheSquareTable) {
    for (const Rule& rule : {Rule::plus(), Rule::plus().on_torus()}) {
        const SideRange rows{250, 260}, cols{1, 700};
        const auto table = nullity_table(rule, rows, cols);
        for (int m = rows.first; m <= rows.last; ++m)
            for (int n = cols.first; n <= cols.last; n += 23)
                EXPECT_EQ(table[std::size_t(m - rows.first)][std::size_t(n - 1)], structured_nullity(rule, {m, n}))
                    << rule.name() << " " << m << "x" << n;
        const std::vector<std::int64_t> square = nullity_table(rule, 260);
        for (int n = rows.first; n <= rows.last; ++n)
            EXPECT_EQ(table[std::size_t(n - rows.first)][std::size_t(n - 1)], square[std::size_t(n - 1)]) << n;
    }
    // The torus solver's own nullity (from its congruence system) on a few sizes.
    for (Shape shape : std::vector<Shape>{{255, 700}, {256, 512}, {259, 63}, {260, 390}})
        EXPECT_EQ(solve_structured(Board(shape.rows, shape.cols), Rule::plus().on_torus()).nullity,
                  nullity_table(Rule::plus().on_torus(), SideRange{shape.rows, shape.rows}, SideRange{shape.cols, shape.cols})[0][0]);
}

TEST(Table, BadRequestsAreRefused) {
    EXPECT_THROW(nullity_table(Rule::parse("stencil:x.x/.x./x.x"), 5), InputError);
    EXPECT_THROW(nullity_table(Rule::plus(), 0), InputError);
    EXPECT_THROW(nullity_table(Rule::plus(), SideRange{0, 3}, SideRange{1, 3}), InputError);
    EXPECT_THROW(nullity_table(Rule::plus(), SideRange{4, 3}, SideRange{1, 3}), InputError);
    EXPECT_THROW(nullity_table(Rule::plus(), SideRange{1, 100000}, SideRange{1, 100000}), InputError);
}

TEST(Generate, SameSeedSameBoardAndSolvableMeansSolvable) {
    EXPECT_EQ(random_board({37, 70}, 5), random_board({37, 70}, 5));
    EXPECT_NE(random_board({37, 70}, 5), random_board({37, 70}, 6));
    const Board solvable = random_solvable_board({9, 9}, Rule::plus(), 11);  // 9x9 plus: nullity 8
    EXPECT_TRUE(DenseSystem::factor(Rule::plus(), {9, 9})->solve(solvable).solvable);
}

}  // namespace
}  // namespace lightsout
