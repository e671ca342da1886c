// The press matrix of a grid rule changes the lights exactly as the rule presses.
#include "lightsout/press_matrix.hpp"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "lightsout/error.hpp"

namespace lightsout {
namespace {

TEST(PressMatrix, CountsRepeatedLights) {
    PressMatrix a({{0, 1, 1}, {}});
    ASSERT_EQ(a.size(), 2);
    ASSERT_EQ(a.changes(0).size(), 2u);
    EXPECT_EQ(a.changes(0)[1], (PressMatrix::Entry{1, 2}));
    EXPECT_TRUE(a.changes(1).empty());
    EXPECT_FALSE(a.symmetric());
    EXPECT_THROW(PressMatrix({{2}, {}}), InputError);
}

TEST(PressMatrix, TorusFootprintWrappingTwiceChangesTwice) {
    // On a 1x2 torus the plus footprint of (0,0) covers (0,1) from both sides.
    PressMatrix a = PressMatrix::of_rule(Rule::plus().on_torus(), {1, 2});
    std::vector<std::uint8_t> lights(2, 0), presses{1, 0};
    a.press(lights, presses, 3);
    EXPECT_EQ(lights[1], 2);  // changed twice, mod 3
}

RC_GTEST_PROP(PressMatrix, MatchesTheRuleModTwo, ()) {
    const int rows = *rc::gen::inRange(1, 7);
    const int cols = *rc::gen::inRange(1, 7);
    const Rule rule = *rc::gen::element(Rule::plus(), Rule::square(), Rule::cross(), Rule::plus().on_torus(),
                                        Rule::parse("stencil:x.x/.x./x..").on_torus());
    Board board(rows, cols);
    PressPattern presses(rows, cols);
    std::vector<std::uint8_t> lights(std::size_t(rows * cols)), counts(std::size_t(rows * cols));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const bool lit = *rc::gen::arbitrary<bool>(), pressed = *rc::gen::arbitrary<bool>();
            board.set(r, c, lit);
            presses.set(r, c, pressed);
            lights[std::size_t(r * cols + c)] = lit;
            counts[std::size_t(r * cols + c)] = pressed;
        }
    const Board after = apply_presses(board, rule, presses);
    PressMatrix::of_rule(rule, {rows, cols}).press(lights, counts, 2);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) RC_ASSERT(bool(lights[std::size_t(r * cols + c)]) == after.get(r, c));
    RC_ASSERT(PressMatrix::of_rule(rule, {rows, cols}).symmetric() == rule.symmetric() || rule.torus());
}

}  // namespace
}  // namespace lightsout
