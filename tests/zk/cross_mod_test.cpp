// The cross rule mod K in linear time (src/solve/structured_cross_mod.cpp)
// against the dense engines (Smith form, FLINT, M4RI) on boards too large
// for brute force: the same verdict and the same quiet group, and every
// certificate and quiet generator checked on the press matrix.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "random_lights.hpp"

#include "lightsout/modular.hpp"
#include "lightsout/puzzle.hpp"

namespace lightsout {
namespace {

using test::random_lights;

// Every quiet generator changes no light, and has the order it claims.
void generators_are_quiet(const PressMatrix& a, const QuietModule& quiet) {
    const std::vector<std::uint8_t> none(static_cast<std::size_t>(a.size()), 0);
    // A part mod 2 comes from the bit-packed engines, which keep a basis only
    // when asked; every other prime power's part is this file's subject.
    if (quiet.states % 4 == 0 || quiet.states % 2 == 1) RC_ASSERT(quiet.generators_known());
    for (std::size_t k = 0; k < quiet.generators.size(); ++k) {
        RC_ASSERT(makes_change(a, quiet.generators[k], none, quiet.states));
        for (std::uint8_t g : quiet.generators[k]) RC_ASSERT(int(g) * quiet.orders[k] % quiet.states == 0);
    }
}

RC_GTEST_PROP(CrossMod, AgreesWithTheDenseEngines, ()) {
    const int states = *rc::gen::element(2, 3, 4, 6, 8, 9, 12, 25, 27, 30, 64, 255);
    const int rows = *rc::gen::inRange(1, 14), cols = *rc::gen::inRange(1, 14);
    const Rule rule = *rc::gen::arbitrary<bool>() ? Rule::cross() : Rule::cross().on_torus();
    // Lights made from presses half of the time, so both verdicts are common.
    std::vector<std::uint8_t> lights = random_lights(rows * cols, states);
    const PressMatrix a = PressMatrix::of_rule(rule, {rows, cols});
    if (*rc::gen::arbitrary<bool>()) {
        // lights = -A x for random presses x: pressing x turns them all off.
        const std::vector<std::uint8_t> presses = random_lights(rows * cols, states);
        std::vector<std::uint8_t> effect(lights.size(), 0);
        a.press(effect, presses, states);
        for (std::size_t i = 0; i < lights.size(); ++i) lights[i] = std::uint8_t((states - effect[i]) % states);
    }
    const Puzzle p = Puzzle::on_grid({rows, cols}, rule, states, lights);
    const PuzzleSolution fast = solve(p, {.method = Method::structured});
    const PuzzleSolution dense = solve(p, {.method = Method::dense});
    RC_TAG(fast.solvable ? "solvable" : "not solvable");
    RC_ASSERT(fast.method.find("structured") != std::string::npos);
    RC_ASSERT(fast.solvable == dense.solvable);
    RC_ASSERT(fast.quiet.invariant_factors() == dense.quiet.invariant_factors());
    const std::vector<std::uint8_t> change = change_to_goal(p.lights, p.goal, p.states);
    if (fast.solvable) RC_ASSERT(makes_change(a, fast.presses, change, states));
    else RC_ASSERT(is_certificate(a.transposed(), fast.certificate, change, states));
    generators_are_quiet(a, fast.quiet);
}

// A 3 x 4 board mod 3, by hand: al = n - 1 = 3 = 0 and be = m - 1 = 2 (a unit)
// mod 3. The d_i have kernel Z/3 each (al = 0), one block kills none: the
// quiet group is the one of the 4 x 4 block [[0,4,0,1],[3,2,1,0],[0,0,0,0],
// [0,0,0,2]] times Z/3 (d_1), and the dense engine agrees.
TEST(CrossMod, ThreeByFourModThreeHasTheDenseQuietGroup) {
    const Puzzle p = Puzzle::on_grid({3, 4}, Rule::cross(), 3, std::vector<std::uint8_t>(12, 0));
    const PuzzleSolution fast = solve(p, {.method = Method::structured});
    const PuzzleSolution dense = solve(p, {.method = Method::dense});
    EXPECT_EQ(fast.quiet.size_text(), dense.quiet.size_text());
    EXPECT_TRUE(fast.solvable);
}

// Linear time: a 1000 x 1000 cross board mod 3 is one pass over the cells
// plus a 4 x 4 Smith form (the dense engine would need a 10^6-button matrix).
TEST(CrossMod, LargeBoardsNeedNoDenseEngine) {
    const int n = 1000;
    std::vector<std::uint8_t> lights(std::size_t(n) * n);
    for (std::size_t i = 0; i < lights.size(); ++i) lights[i] = std::uint8_t(i * 7 % 3);
    const PuzzleSolution s = solve(Puzzle::on_grid({n, n}, Rule::cross(), 3, lights));
    EXPECT_NE(s.method.find("structured-cross"), std::string::npos) << s.method;
}

}  // namespace
}  // namespace lightsout
