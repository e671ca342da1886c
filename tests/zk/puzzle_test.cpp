// solve(Puzzle) against brute force over Z/K on grids and press matrices,
// fewest presses included; the theorems it must respect.
#include "lightsout/puzzle.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "random_lights.hpp"

#include <cmath>
#include <set>

#include "brute_force.hpp"
#include "lightsout/error.hpp"
#include "lightsout/zk/fewest.hpp"
#include "lightsout/zk/grid.hpp"

namespace lightsout {
namespace {

const std::vector<int> kStates{2, 3, 4, 5, 6, 7, 8, 9, 12};

int tiny_cells(int states, double budget) { return std::max(1, int(std::log(budget) / std::log(double(states)))); }

using test::random_lights;

Rule random_rule() {
    return *rc::gen::element(Rule::plus(), Rule::square(), Rule::cross(), Rule::plus().on_torus(),
                             Rule::square().on_torus(), Rule::parse("stencil:x.x/.x./x.."),
                             Rule::parse("stencil:xx./.x./..."), Rule::parse("stencil:.x./x.x/.x."));
}

// The puzzle's answer agrees with brute force: solvable iff reachable, the
// number of solutions, and (asked for and proven) the fewest presses.
void agrees_with_brute_force(const Puzzle& p, const brute::Reach& reach) {
    const PuzzleSolution s = solve(p, {.minimal = true});
    const std::vector<std::uint8_t> change = change_to_goal(p.lights, p.goal, p.states);
    const std::size_t code = std::size_t(brute::encode(change, p.states));
    RC_ASSERT(s.solvable == (reach.solutions[code] > 0));
    RC_ASSERT(std::llround(std::exp2(s.quiet.log2_size())) == reach.solutions[0]);
    if (s.solvable) {
        RC_ASSERT(s.minimal);
        RC_ASSERT(s.count() == reach.fewest[code]);
    } else {
        RC_ASSERT(is_certificate(p.press_matrix().transposed(), s.certificate, change, p.states));
    }
}

RC_GTEST_PROP(Puzzle, GridsAgreeWithBruteForce, ()) {
    const int states = *rc::gen::elementOf(kStates);
    const int cells = tiny_cells(states, 30000);
    const int rows = *rc::gen::inRange(1, std::min(cells, 4) + 1);
    const int cols = *rc::gen::inRange(std::max(1, cells / rows / 2), std::max(1, cells / rows) + 1);
    const Rule rule = random_rule();
    const brute::Reach reach = brute::reach(PressMatrix::of_rule(rule, {rows, cols}), states);
    for (int b = 0; b < 20; ++b) {
        const int goal = *rc::gen::inRange(0, states);
        agrees_with_brute_force(Puzzle::on_grid({rows, cols}, rule, states, random_lights(rows * cols, states), goal),
                                reach);
    }
}

RC_GTEST_PROP(Puzzle, PressMatricesAgreeWithBruteForce, ()) {
    const int states = *rc::gen::elementOf(kStates);
    const int most = tiny_cells(states, 30000);
    const int n = *rc::gen::inRange(std::max(1, most / 2), most + 1);
    std::vector<std::vector<std::int32_t>> changed(static_cast<std::size_t>(n));
    for (auto& lights : changed)
        for (int i = 0; i < n; ++i)
            if (*rc::gen::inRange(0, 3) == 0)
                for (int t = *rc::gen::inRange(1, states); t > 0; --t) lights.push_back(i);
    const PressMatrix a(changed);
    const brute::Reach reach = brute::reach(a, states);
    for (int b = 0; b < 20; ++b)
        agrees_with_brute_force(Puzzle::on_matrix(a, states, random_lights(n, states), *rc::gen::inRange(0, states)),
                                reach);
}

// Each engine on its own (the linear-time structured solvers, the symbolic
// chase in its best orientation, small tori included) agrees with brute force
// for K = 2..9 and 12 on every rule: the verdict, the number of solutions, and
// a certificate that checks.
RC_GTEST_PROP(Puzzle, EachGridEngineAgreesWithBruteForce, ()) {
    const int states = *rc::gen::elementOf(kStates);
    const int cells = tiny_cells(states, 30000);
    const int rows = *rc::gen::inRange(1, std::min(cells, 4) + 1);
    const int cols = *rc::gen::inRange(std::max(1, cells / rows / 2), std::max(1, cells / rows) + 1);
    Rule rule = random_rule();
    if (*rc::gen::arbitrary<bool>()) rule = rule.on_torus();
    const Method method = *rc::gen::element(Method::structured, Method::chasing);
    const brute::Reach reach = brute::reach(PressMatrix::of_rule(rule, {rows, cols}), states);
    for (int b = 0; b < 10; ++b) {
        const Puzzle p = Puzzle::on_grid({rows, cols}, rule, states, random_lights(rows * cols, states));
        PuzzleSolution s;
        try {
            s = solve(p, {.method = method});
        } catch (const InputError&) {
            RC_SUCCEED("no such engine for this rule and K");  // e.g. plus mod 4 has no structured solver
        }
        if (b == 0) RC_TAG(s.method.substr(0, s.method.find('(')));
        const std::vector<std::uint8_t> change = change_to_goal(p.lights, p.goal, p.states);
        RC_ASSERT(s.solvable == (reach.solutions[std::size_t(brute::encode(change, p.states))] > 0));
        RC_ASSERT(std::llround(std::exp2(s.quiet.log2_size())) == reach.solutions[0]);
        if (!s.solvable) RC_ASSERT(is_certificate(p.press_matrix().transposed(), s.certificate, change, p.states));
        if (states > 2)  // K = 2 goes to the bit-packed engines, whose names differ
            RC_ASSERT(s.method.find(method == Method::structured ? "structured" : "chasing") != std::string::npos);
    }
}

// Every solution of the classic 5x5: x + c1 q1 + c2 q2, four distinct ones.
TEST(Puzzle, ClassicFiveByFiveHasFourSolutionsPerSolvableBoard) {
    const Shape shape{5, 5};
    const PressMatrix a = PressMatrix::of_rule(Rule::plus(), shape);
    int solvable = 0;
    for (unsigned seed = 1; seed <= 200; ++seed) {
        std::vector<std::uint8_t> lights(25);
        for (std::size_t i = 0; i < 25; ++i) lights[i] = std::uint8_t((seed * 2654435761u >> (i % 29)) & 1);
        const PuzzleSolution s = solve(Puzzle::on_matrix(a, 2, lights));
        ASSERT_EQ(s.quiet.size_text(), "2^2 = 4");
        if (!s.solvable) continue;
        ++solvable;
        std::set<std::vector<std::uint8_t>> solutions;
        for (int c1 = 0; c1 < 2; ++c1)
            for (int c2 = 0; c2 < 2; ++c2) {
                std::vector<std::uint8_t> x = s.presses;
                for (std::size_t i = 0; i < 25; ++i)
                    x[i] ^= std::uint8_t(c1 * s.quiet.generators[0][i] ^ c2 * s.quiet.generators[1][i]);
                EXPECT_TRUE(makes_change(a, x, change_to_goal(lights, 0, 2), 2));
                solutions.insert(x);
            }
        EXPECT_EQ(solutions.size(), 4u);
    }
    EXPECT_GT(solvable, 20);
}

// Batal: for a symmetric press matrix with a unit diagonal over GF(2) (plus,
// square, on a torus too), every solution of the all-lit board presses as many
// buttons as the rank, mod 2.
RC_GTEST_PROP(Puzzle, BatalParityOfEverySolutionIsTheRanks, ()) {
    const int rows = *rc::gen::inRange(1, 9), cols = *rc::gen::inRange(1, 9);
    const Rule rule = *rc::gen::element(Rule::plus(), Rule::square(), Rule::plus().on_torus(), Rule::square().on_torus());
    const PressMatrix a = PressMatrix::of_rule(rule, {rows, cols});
    const std::vector<std::uint8_t> lit(static_cast<std::size_t>(rows * cols), 1);
    const PuzzleSolution s = solve(Puzzle::on_matrix(a, 2, lit));
    RC_ASSERT(s.solvable);  // Sutner: the all-lit board is always solvable
    const std::int64_t rank = rows * cols - s.quiet.rank();
    const std::size_t r = s.quiet.generators.size();
    RC_PRE(r <= 12);
    for (std::uint32_t mask = 0; mask < (1u << r); ++mask) {
        std::int64_t count = 0;
        for (std::size_t i = 0; i < lit.size(); ++i) {
            int x = s.presses[i];
            for (std::size_t j = 0; j < r; ++j)
                if (mask >> j & 1) x ^= s.quiet.generators[j][i];
            count += x;
        }
        RC_ASSERT(count % 2 == rank % 2);
    }
}

TEST(Puzzle, TwoStateGridsKeepTheBitPackedEngines) {
    std::vector<std::uint8_t> lights(100 * 100, 0);
    lights[4242] = 1;
    const PuzzleSolution s = solve(Puzzle::on_grid({100, 100}, Rule::plus(), 2, lights));
    EXPECT_EQ(s.method, "structured-plus");
    const PuzzleSolution s6 = solve(Puzzle::on_grid({8, 8}, Rule::plus(), 6, std::vector<std::uint8_t>(64, 5)));
    EXPECT_NE(s6.method.find("crt("), std::string::npos) << s6.method;
}

// SolveOptions::quiet_cells: below generators x cells the generators are not
// built (the orders still are) by the linear-time grid engines of K states
// (structured cross and square; the chase, used above 32 x 32, for plus mod 4
// and on a torus), and the answer still solves; with room they are all kept.
TEST(Puzzle, QuietGeneratorsAreKeptWithinQuietCells) {
    struct Case {
        Rule rule;
        int side, states;
    };
    // Sides with quiet patterns mod K (cross: n - 1 = 9 shares 3 with K).
    // The dense engine (up to 32 x 32 for plus, square on a torus) keeps its own.
    for (const Case& c : std::vector<Case>{{Rule::cross(), 10, 3},
                                           {Rule::cross(), 10, 255},
                                           {Rule::square(), 11, 3},
                                           {Rule::plus(), 35, 4},
                                           {Rule::plus().on_torus(), 35, 3},
                                           {Rule::square().on_torus(), 34, 3}}) {
        const Shape shape{c.side, c.side};
        const std::size_t cells = std::size_t(shape.cells());
        std::vector<std::uint8_t> presses(cells), lights(cells, 0);
        for (std::size_t i = 0; i < cells; ++i) presses[i] = std::uint8_t(i * 7 % std::size_t(c.states));
        zk::press_on_grid(shape, c.rule, lights, presses, c.states);
        const Puzzle p = Puzzle::on_grid(shape, c.rule, c.states, lights, 0);
        const std::string name = c.rule.name() + " mod " + std::to_string(c.states);
        SolveOptions none;
        none.quiet_cells = 0;
        const PuzzleSolution without = solve(p, none), with = solve(p);
        ASSERT_FALSE(with.quiet.orders.empty()) << name;
        EXPECT_EQ(with.quiet.generators.size(), with.quiet.orders.size()) << name;
        EXPECT_EQ(without.quiet.orders, with.quiet.orders) << name;
        EXPECT_TRUE(without.quiet.generators.empty()) << name;
        ASSERT_TRUE(without.solvable) << name;
        EXPECT_EQ(lights_off_goal(p, without.presses), 0) << name;
    }
}

// Beyond the walk (mod 251, one generator g = (1, 2, 250, 0), the coset of
// (250, 250, 3, 7)): the information set of cell 0 gives c = 1, the member
// (0, 1, 2, 7) of weight 10, the least of the 251 and the one of fewest
// nonzero cells (with (2, 5, 0, 7), from cell 2); the descent from the
// particular one adds g once and reaches it too. With no work, no search.
TEST(Puzzle, FewestBeyondTheWalkWithinItsWork) {
    const QuietModule quiet{251, {251}, {{1, 2, 250, 0}}};
    const std::vector<std::uint8_t> particular{250, 250, 3, 7}, lightest{0, 1, 2, 7};
    const zk::LightestPresses free = zk::fewest_presses(particular, quiet, 0);
    EXPECT_FALSE(free.proven);
    EXPECT_EQ(free.presses, lightest);
    EXPECT_EQ(zk::lightest_by_information_sets(particular, quiet, 1e6).presses, lightest);
    EXPECT_EQ(zk::fewest_presses(particular, quiet, 0, 0).presses, particular);
    EXPECT_EQ(zk::fewest_presses(particular, quiet, 30).presses, lightest);  // walked: 251 members
    EXPECT_TRUE(zk::fewest_presses(particular, quiet, 30).proven);
}

TEST(Puzzle, RefusesBadPuzzles) {
    const Rule plus = Rule::plus();
    EXPECT_THROW(solve(Puzzle::on_grid({2, 2}, plus, 3, {0, 1, 2, 3})), InputError);      // light >= K
    EXPECT_THROW(solve(Puzzle::on_grid({2, 2}, plus, 1, {0, 0, 0, 0})), InputError);      // K < 2
    EXPECT_THROW(solve(Puzzle::on_grid({2, 2}, plus, 256, {0, 0, 0, 0})), InputError);    // K > 255
    EXPECT_THROW(solve(Puzzle::on_grid({2, 2}, plus, 3, {0, 0, 0, 0}, 3)), InputError);   // goal >= K
    EXPECT_THROW(solve(Puzzle::on_grid({2, 3}, plus, 3, {0, 0, 0, 0})), InputError);      // sizes disagree
    EXPECT_THROW(solve(Puzzle::on_grid({2, 2}, plus, 3, {0, 0, 0, 0}), {.constraint = MoveConstraint::only_off}),
                 InputError);
}

}  // namespace
}  // namespace lightsout
