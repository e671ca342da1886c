// USACO 2007 Open "Fliptile": the fewest flips (4 for the sample); the
// published flip matrix is one of the fewest, checked by simulation.
#include "suite_readers.hpp"

using namespace lightsout;

namespace {

Board read_matrix(suites::Tokens& in, int rows, int cols) {
    Board m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) m.set(r, c, in.next_int() != 0);
    return m;
}

}  // namespace

TEST(Fliptile, SampleNeedsFourFlips) {
    suites::Tokens in(suites::read_file("usaco2007open_fliptile_poj3279/sample.in"));
    int rows = in.next_int(), cols = in.next_int();
    Board board = read_matrix(in, rows, cols);
    std::string out = suites::read_file("usaco2007open_fliptile_poj3279/sample.out");
    ASSERT_EQ(out.find("IMPOSSIBLE"), std::string::npos);  // the sample is solvable
    suites::Tokens expected_in(out);
    PressPattern expected = read_matrix(expected_in, rows, cols);
    ASSERT_TRUE(lightsout::reaches_goal(board, Rule::plus(), expected, Goal::off));
    EXPECT_EQ(expected.count(), 4);

    EXPECT_EQ(suites::fewest_presses(board, Rule::plus(), Goal::off), 4);
}

TEST(Fliptile, ImpossibleBoardsHaveACertificate) {
    // The suite has no IMPOSSIBLE case; 4x4 has quiet patterns, so one lit
    // corner that a quiet pattern covers cannot be cleared.
    Board board(4, 4);
    board.set(0, 0, true);
    EXPECT_EQ(suites::fewest_presses(board, Rule::plus(), Goal::off), -1);
}
