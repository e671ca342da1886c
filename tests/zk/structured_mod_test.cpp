// The linear-time grid solvers mod q agree with the dense engines: the same
// verdict and the same quiet module, on random boards of every shape (their
// answers, certificates and quiet generators are checked by simulation inside
// solve()).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "random_lights.hpp"

#include "lightsout/puzzle.hpp"
#include "lightsout/zk/check.hpp"
#include "lightsout/zk/grid.hpp"
#include "lightsout/zk/structured.hpp"

#include <algorithm>

namespace lightsout {
namespace {

using test::random_lights;

// Lights A x for a random x: a solvable board (towards 0).
std::vector<std::uint8_t> solvable_lights(Shape shape, const Rule& rule, int states) {
    const std::vector<std::uint8_t> x = random_lights(shape.cells(), states);
    std::vector<std::uint8_t> lights(x.size(), 0);
    PressMatrix::of_rule(rule, shape).press(lights, x, states);
    for (auto& l : lights) l = std::uint8_t((states - l) % states);
    return lights;
}

// The quiet group's orders, as a multiset: engines list generators in their own order.
std::vector<int> sorted(std::vector<int> orders) {
    std::sort(orders.begin(), orders.end());
    return orders;
}

void agree(Shape shape, const Rule& rule, int states, Method method = Method::structured) {
    const bool solvable = *rc::gen::arbitrary<bool>();
    const Puzzle p = Puzzle::on_grid(shape, rule, states,
                                     solvable ? solvable_lights(shape, rule, states) : random_lights(shape.cells(), states));
    const PuzzleSolution fast = solve(p, {.method = method});
    const PuzzleSolution dense = solve(p, {.method = Method::dense});
    RC_ASSERT(fast.solvable == dense.solvable);
    if (solvable) RC_ASSERT(fast.solvable);
    RC_ASSERT(sorted(fast.quiet.orders) == sorted(dense.quiet.orders));
    RC_ASSERT(fast.method.find(method == Method::structured ? "structured" : "chasing") != std::string::npos);
}

// A random footprint of up to 5 x 5 cells (not always containing the pressed cell).
Rule random_stencil() {
    std::vector<Offset> offsets;
    const int half_rows = *rc::gen::inRange(0, 3), half_cols = *rc::gen::inRange(0, 3);
    for (int dr = -half_rows; dr <= half_rows; ++dr)
        for (int dc = -half_cols; dc <= half_cols; ++dc)
            if (*rc::gen::inRange(0, 3) == 0) offsets.push_back({dr, dc});
    if (offsets.empty()) offsets.push_back({0, 0});
    return Rule::stencil(offsets);
}

RC_GTEST_PROP(StructuredMod, PlusAgreesWithDenseModOddPrimes, ()) {
    const int p = *rc::gen::element(3, 5, 7, 11, 13, 251);
    agree({*rc::gen::inRange(1, 31), *rc::gen::inRange(1, 31)}, Rule::plus(), p);
}

RC_GTEST_PROP(StructuredMod, SquareAgreesWithDenseModEveryK, ()) {
    const int k = *rc::gen::element(3, 4, 5, 8, 9, 25, 27, 49, 12, 36);
    agree({*rc::gen::inRange(1, 31), *rc::gen::inRange(1, 31)}, Rule::square(), k);
}

RC_GTEST_PROP(StructuredMod, CompositeKSplitsIntoBitPackedAndStructuredParts, ()) {
    const int k = *rc::gen::element(6, 10, 30, 210);
    agree({*rc::gen::inRange(1, 31), *rc::gen::inRange(1, 31)}, *rc::gen::element(Rule::plus(), Rule::square()), k);
}

RC_GTEST_PROP(ChasingMod, AnyStencilAgreesWithDense, ()) {
    const int k = *rc::gen::element(3, 4, 5, 7, 8, 9, 12, 25);
    agree({*rc::gen::inRange(1, 21), *rc::gen::inRange(1, 21)}, random_stencil(), k, Method::chasing);
}

RC_GTEST_PROP(ChasingMod, TorusAgreesWithDense, ()) {
    const int k = *rc::gen::element(3, 4, 5, 9, 12, 25);
    const Rule rule = (*rc::gen::element(Rule::plus(), Rule::square(), random_stencil())).on_torus();
    // Larger than the footprint (at most 5 x 5): smaller tori go to the dense engine.
    agree({*rc::gen::inRange(6, 21), *rc::gen::inRange(6, 21)}, rule, k, Method::chasing);
}

// Tori whose chase moves with the columns (plus, and footprints whose lowest
// row is one cell): [L | l] from s + 1 chases with numbers and circulant
// blocks (chasing_mod.cpp, system_by_shifts), on sides picked by element
// (inRange scales down to tiny boards) and K up to 255.
RC_GTEST_PROP(ChasingMod, TorusByShiftsAgreesWithDense, ()) {
    const int k = *rc::gen::element(3, 4, 6, 9, 12, 17, 252, 255);
    const auto side = rc::gen::element(3, 4, 5, 6, 7, 9, 10, 12, 13, 16, 19, 24);
    const Rule rule = (*rc::gen::element(Rule::plus(), Rule::parse("stencil:.x./xxx/..."),
                                         Rule::parse("stencil:x.x/.x./.x."), Rule::parse("stencil:.x./xx./...")))
                          .on_torus();
    agree({*side, *side}, rule, k, Method::chasing);
}

RC_GTEST_PROP(ChasingMod, PlusModPrimePowersAgreesWithDense, ()) {
    const int k = *rc::gen::element(4, 8, 9, 27, 49);
    agree({*rc::gen::inRange(1, 26), *rc::gen::inRange(1, 26)}, Rule::plus(), k, Method::chasing);
}

// The square torus engine (two Smith forms) called directly, from side 1 (a
// press counts its cell 3 times) up: its answer, certificate and every quiet
// generator checked by simulation, its quiet module the dense engine's.
RC_GTEST_PROP(SquareTorusMod, AgreesWithDense, ()) {
    const zk::PrimePower q = *rc::gen::element(zk::PrimePower{2, 1, 2}, zk::PrimePower{3, 1, 3}, zk::PrimePower{2, 2, 4},
                                               zk::PrimePower{5, 1, 5}, zk::PrimePower{2, 3, 8}, zk::PrimePower{3, 2, 9},
                                               zk::PrimePower{17, 1, 17}, zk::PrimePower{5, 2, 25},
                                               zk::PrimePower{3, 3, 27}, zk::PrimePower{3, 5, 243});
    // Sides by element, not inRange (which rapidcheck scales down: mostly tiny boards).
    const auto side = rc::gen::element(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 17, 18);
    const Shape shape{*side, *side};
    const Rule rule = Rule::square().on_torus();
    const bool solvable = *rc::gen::arbitrary<bool>();
    const std::vector<std::uint8_t> change =
        solvable ? solvable_lights(shape, rule, q.modulus) : random_lights(shape.cells(), q.modulus);
    RC_ASSERT(zk::has_square_torus_solver_mod(rule, shape));
    const ModularSolution fast = zk::solve_square_torus_mod(change, shape, q);
    const ModularSolution dense = zk::solve_prime_power(PressMatrix::of_rule(rule, shape), change, q, MatrixEngine::dense);
    RC_ASSERT(fast.solvable == dense.solvable);
    if (solvable) RC_ASSERT(fast.solvable);
    RC_ASSERT(sorted(fast.quiet.orders) == sorted(dense.quiet.orders));
    RC_ASSERT(fast.quiet.generators_known());
    auto press = [&](std::span<std::uint8_t> l, std::span<const std::uint8_t> x, int k) {
        zk::press_on_grid(shape, rule, l, x, k);
    };
    zk::check_answer(fast, change, press, press);  // throws on a wrong answer
}

TEST(SquareTorusMod, AutomaticTakesItWhereTheChaseWouldRun) {
    const Rule rule = Rule::square().on_torus();
    std::vector<std::uint8_t> x(40 * 36), lights(x.size(), 0);
    for (std::size_t i = 0; i < x.size(); ++i) x[i] = std::uint8_t(i * 7 % 36);
    PressMatrix::of_rule(rule, {40, 36}).press(lights, x, 36);
    const Puzzle p = Puzzle::on_grid({40, 36}, rule, 36, lights);
    const PuzzleSolution s = solve(p);
    EXPECT_TRUE(s.solvable);
    EXPECT_NE(s.method.find("square-torus-zk"), std::string::npos) << s.method;
    EXPECT_NE(solve(p, {.method = Method::chasing}).method.find("chasing"), std::string::npos);
}

TEST(StructuredMod, FiveByFivePlusModThreeHasNullityThree) {
    const Puzzle p = Puzzle::on_grid({5, 5}, Rule::plus(), 3, std::vector<std::uint8_t>(25, 0));
    const PuzzleSolution s = solve(p);
    EXPECT_EQ(s.method, "structured-plus-zk");
    EXPECT_EQ(s.quiet.size_text(), "3^3 = 27");
}

}  // namespace
}  // namespace lightsout
