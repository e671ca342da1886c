// The linear-time grid solvers mod q agree with the dense engines: the same
// verdict and the same quiet module, on random boards of every shape (their
// answers, certificates and quiet generators are checked by simulation inside
// solve()).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "lightsout/puzzle.hpp"
#include "lightsout/zk/structured.hpp"

namespace lightsout {
namespace {

std::vector<std::uint8_t> random_lights(std::int64_t n, int states) {
    std::vector<std::uint8_t> v(static_cast<std::size_t>(n));
    for (auto& x : v) x = std::uint8_t(*rc::gen::inRange(0, states));
    return v;
}

// Lights A x for a random x: a solvable board (towards 0).
std::vector<std::uint8_t> solvable_lights(Shape shape, const Rule& rule, int states) {
    const std::vector<std::uint8_t> x = random_lights(shape.cells(), states);
    std::vector<std::uint8_t> lights(x.size(), 0);
    PressMatrix::of_rule(rule, shape).press(lights, x, states);
    for (auto& l : lights) l = std::uint8_t((states - l) % states);
    return lights;
}

void agree(Shape shape, const Rule& rule, int states) {
    const bool solvable = *rc::gen::arbitrary<bool>();
    const Puzzle p = Puzzle::on_grid(shape, rule, states,
                                     solvable ? solvable_lights(shape, rule, states) : random_lights(shape.cells(), states));
    const PuzzleSolution fast = solve(p, {.method = Method::structured});
    const PuzzleSolution dense = solve(p, {.method = Method::dense});
    RC_ASSERT(fast.solvable == dense.solvable);
    if (solvable) RC_ASSERT(fast.solvable);
    std::vector<int> a = fast.quiet.orders, b = dense.quiet.orders;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    RC_ASSERT(a == b);
    RC_ASSERT(fast.method.find("structured") != std::string::npos);
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

TEST(StructuredMod, FiveByFivePlusModThreeHasNullityThree) {
    const Puzzle p = Puzzle::on_grid({5, 5}, Rule::plus(), 3, std::vector<std::uint8_t>(25, 0));
    const PuzzleSolution s = solve(p);
    EXPECT_EQ(s.method, "structured-plus-zk");
    EXPECT_EQ(s.quiet.size_text(), "3^3 = 27");
}

}  // namespace
}  // namespace lightsout
