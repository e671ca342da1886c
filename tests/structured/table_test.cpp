// lightsout table against independent engines: the polynomial-gcd plus table
// and the square and cross closed forms agree with the dense engine (n <= 64)
// and, for the local rules, with the chasing engine up to n = 200.
#include <gtest/gtest.h>

#include "lightsout/chasing_engine.hpp"
#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/table.hpp"

namespace lightsout {
namespace {

constexpr int kDenseUpTo = 64;
constexpr int kChasingUpTo = 200;

std::int64_t dense_nullity(const Rule& rule, int n) { return DenseSystem::factor(rule, {n, n})->nullity(); }

std::int64_t chasing_nullity(const Rule& rule, int n) {
    return solve_by_chasing(Board(n, n), rule).nullity;
}

TEST(Table, AgreesWithTheDenseEngine) {
    for (const Rule& rule : {Rule::plus(), Rule::square(), Rule::cross()}) {
        const std::vector<std::int64_t> table = nullity_table(rule, kDenseUpTo);
        ASSERT_EQ(table.size(), std::size_t(kDenseUpTo));
        for (int n = 1; n <= kDenseUpTo; ++n) EXPECT_EQ(table[std::size_t(n - 1)], dense_nullity(rule, n)) << rule.name() << " n=" << n;
    }
}

TEST(Table, AgreesWithTheChasingEngineUpTo200) {
    for (const Rule& rule : {Rule::plus(), Rule::square()}) {
        const std::vector<std::int64_t> table = nullity_table(rule, kChasingUpTo);
        for (int n = kDenseUpTo + 1; n <= kChasingUpTo; ++n)
            EXPECT_EQ(table[std::size_t(n - 1)], chasing_nullity(rule, n)) << rule.name() << " n=" << n;
    }
}

TEST(Table, RulesWithoutStructureAreRefused) {
    EXPECT_THROW(nullity_table(Rule::plus().on_torus(), 5), InputError);
    EXPECT_THROW(nullity_table(Rule::plus(), 0), InputError);
}

TEST(Generate, SameSeedSameBoardAndSolvableMeansSolvable) {
    EXPECT_EQ(random_board({37, 70}, 5), random_board({37, 70}, 5));
    EXPECT_NE(random_board({37, 70}, 5), random_board({37, 70}, 6));
    const Board solvable = random_solvable_board({9, 9}, Rule::plus(), 11);  // 9x9 plus: nullity 8
    EXPECT_TRUE(DenseSystem::factor(Rule::plus(), {9, 9})->solve(solvable).solvable);
}

}  // namespace
}  // namespace lightsout
