// POJ 1222 "Extended Lights Out" (5x6, non-singular): the unique press matrix
// must equal the published one.
#include "suite_readers.hpp"

using namespace lightsout;

namespace {

struct Case {
    Board board;
    PressPattern expected;
};

PressPattern read_matrix(suites::Tokens& in) {
    PressPattern m(5, 6);
    for (int r = 0; r < 5; ++r)
        for (int c = 0; c < 6; ++c) m.set(r, c, in.next_int() != 0);
    return m;
}

std::vector<Case> read_cases() {
    suites::Tokens in(suites::read_file("poj1222_extended_lights_out/sample.in"));
    suites::Tokens out(suites::read_file("poj1222_extended_lights_out/sample.out"));
    std::vector<Case> cases;
    int puzzles = in.next_int();
    for (int p = 1; p <= puzzles; ++p) {
        Board board = read_matrix(in);
        EXPECT_EQ(out.next(), "PUZZLE");
        EXPECT_EQ(out.next(), "#" + std::to_string(p));
        cases.push_back({board, read_matrix(out)});
    }
    return cases;
}

}  // namespace

TEST(Poj1222, ReaderAndPublishedAnswersCheckBySimulation) {
    auto cases = read_cases();
    ASSERT_EQ(cases.size(), 2u);
    for (const Case& c : cases) EXPECT_TRUE(lightsout::reaches_goal(c.board, Rule::plus(), c.expected, Goal::off));
}

TEST(Poj1222, UniquePressMatrixEqualsThePublishedOne) {
    for (const Case& c : read_cases()) {
        lightsout::Solution s = lightsout::solve(c.board, Rule::plus(), {.minimal = true});
        ASSERT_TRUE(s.solvable);
        EXPECT_EQ(s.nullity, 0);
        EXPECT_EQ(s.presses, c.expected);
    }
}
