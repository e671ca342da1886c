// The general engine mod K against brute force, and its certificates.
#include "lightsout/modular.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cmath>
#include <numeric>

#include "brute_force.hpp"
#include "lightsout/error.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout {
namespace {

const std::vector<int> kStates{2, 3, 4, 5, 6, 7, 8, 9, 12};

// The largest n with K^n <= budget.
int tiny_size(int states, double budget) { return std::max(1, int(std::log(budget) / std::log(double(states)))); }

PressMatrix random_matrix(int n, int states) {
    std::vector<std::vector<std::int32_t>> changed(static_cast<std::size_t>(n));
    const int density = *rc::gen::inRange(1, 4);  // about 1/density of the entries set
    for (auto& lights : changed)
        for (int i = 0; i < n; ++i)
            if (*rc::gen::inRange(0, density) == 0) {
                const int times = *rc::gen::inRange(1, states);
                for (int t = 0; t < times; ++t) lights.push_back(i);
            }
    return PressMatrix(changed);
}

std::vector<std::uint8_t> random_change(int n, int states) {
    std::vector<std::uint8_t> v(static_cast<std::size_t>(n));
    for (auto& x : v) x = std::uint8_t(*rc::gen::inRange(0, states));
    return v;
}

// The engine agrees with brute force on solvability and the number of
// solutions; its answer, certificate and quiet generators check.
void agrees_with_brute_force(const PressMatrix& a, int states, int boards) {
    const brute::Reach reach = brute::reach(a, states);
    for (int b = 0; b < boards; ++b) {
        const std::vector<std::uint8_t> change = random_change(a.size(), states);
        const ModularSolution s = solve_modular(a, change, states);
        const std::int64_t solutions = reach.solutions[std::size_t(brute::encode(change, states))];
        RC_ASSERT(s.solvable == (solutions > 0));
        RC_ASSERT(std::llround(std::exp2(s.quiet.log2_size())) == reach.solutions[0]);
        if (s.solvable) RC_ASSERT(makes_change(a, s.presses, change, states));
        else RC_ASSERT(is_certificate(a.transposed(), s.certificate, change, states));
        RC_ASSERT(s.quiet.generators_known());
    }
    // The group structure: for every d | K, the quiet patterns with d x = 0
    // number prod gcd(o_i, d) in Z/o_1 + ... + Z/o_r.
    const ModularSolution s = solve_modular(a, std::vector<std::uint8_t>(std::size_t(a.size()), 0), states);
    for (int d = 1; d <= states; ++d) {
        if (states % d) continue;
        std::int64_t expected = 1, killed = 0;
        for (int o : s.quiet.orders) expected *= std::gcd(o, d);
        for (const auto& x : reach.quiet) {
            bool zero = true;
            for (std::uint8_t v : x) zero &= v * d % states == 0;
            killed += zero;
        }
        RC_ASSERT(killed == expected);
    }
}

RC_GTEST_PROP(Modular, RandomMatricesAgreeWithBruteForce, ()) {
    const int states = *rc::gen::elementOf(kStates);
    const int n = *rc::gen::inRange(1, tiny_size(states, 5000) + 1);
    agrees_with_brute_force(random_matrix(n, states), states, 5);
}

RC_GTEST_PROP(Modular, GridRulesAgreeWithBruteForce, ()) {
    const int states = *rc::gen::elementOf(kStates);
    const int cells = tiny_size(states, 20000);
    const int rows = *rc::gen::inRange(1, std::min(cells, 4) + 1);
    const int cols = *rc::gen::inRange(1, std::max(1, cells / rows) + 1);
    const Rule rule = *rc::gen::element(Rule::plus(), Rule::square(), Rule::cross(), Rule::plus().on_torus(),
                                        Rule::parse("stencil:x.x/.x./x.."), Rule::parse("stencil:xx./.x./..."));
    agrees_with_brute_force(PressMatrix::of_rule(rule, {rows, cols}), states, 5);
}

TEST(Modular, InvariantFactorsCombinePrimes) {
    QuietModule m{12, {2, 4, 3}, {}};
    EXPECT_EQ(m.invariant_factors(), (std::vector<int>{2, 12}));
    EXPECT_EQ(m.size_text(), "2^3 * 3 = 24");
    EXPECT_EQ((QuietModule{2, {}, {}}).size_text(), "1");
}

TEST(Modular, ClassicFiveByFiveHasFourSolutionsModTwo) {
    const PressMatrix a = PressMatrix::of_rule(Rule::plus(), {5, 5});
    std::vector<std::uint8_t> change(25, 0);
    const ModularSolution s = solve_modular(a, change, 2);
    EXPECT_TRUE(s.solvable);
    EXPECT_EQ(s.quiet.size_text(), "2^2 = 4");
    EXPECT_EQ(s.quiet.rank(), 2);
}

TEST(Modular, RefusesBadStatesAndValues) {
    const PressMatrix a = PressMatrix::of_rule(Rule::plus(), {2, 2});
    std::vector<std::uint8_t> change(4, 0);
    EXPECT_THROW(solve_modular(a, change, 1), InputError);
    EXPECT_THROW(solve_modular(a, change, 256), InputError);
    change[0] = 3;
    EXPECT_THROW(solve_modular(a, change, 3), InputError);
}

}  // namespace
}  // namespace lightsout
