// CTU Open 2007 "Strange Billboard": "You have to tap T tiles." with the
// fewest T, or "Damaged billboard." when no tapping clears it.
#include "suite_readers.hpp"

using namespace lightsout;

namespace {

struct Case {
    Board board;
    long answer;  // -1 = damaged
};

std::vector<Case> read_cases() {
    suites::Tokens in(suites::read_file("ctu2007_strange_billboard/sample.in"));
    std::vector<long> answers;
    for (const std::string& line : suites::lines_of(suites::read_file("ctu2007_strange_billboard/sample.out"))) {
        if (line.empty()) continue;
        if (line == "Damaged billboard.")
            answers.push_back(-1);
        else
            answers.push_back(std::stol(line.substr(std::string("You have to tap ").size())));
    }
    std::vector<Case> cases;
    for (;;) {
        int rows = in.next_int(), cols = in.next_int();
        if (rows == 0 && cols == 0) break;
        std::vector<std::string> lines;
        for (int r = 0; r < rows; ++r) lines.push_back(in.next());
        Board board = suites::board_from_rows(lines, "X", ".");
        EXPECT_EQ(board.cols(), cols);
        cases.push_back({board, answers.at(cases.size())});
    }
    EXPECT_EQ(cases.size(), answers.size());
    return cases;
}

}  // namespace

TEST(StrangeBillboard, Reader) {
    auto cases = read_cases();
    ASSERT_EQ(cases.size(), 5u);
    EXPECT_EQ(cases[1].answer, -1);
    EXPECT_EQ(cases[4].board.shape(), (lightsout::Shape{8, 9}));
}

TEST(StrangeBillboard, FewestTapsOrDamaged) {
    for (const Case& c : read_cases()) EXPECT_EQ(suites::fewest_presses(c.board, Rule::plus(), Goal::off), c.answer);
}
