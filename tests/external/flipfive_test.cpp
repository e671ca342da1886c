// ICPC NAQ 2014 "Flip Five": all 512 3x3 boards; the fewest clicks must equal
// the judge's answers (.ans).
#include <set>

#include "suite_readers.hpp"

using namespace lightsout;

namespace {

struct Case {
    Board board;
    long answer;
};

std::vector<Case> read_cases() {
    std::vector<Case> cases;
    for (int file = 1; file <= 11; ++file) {
        std::string name = "naq2014_flipfive/data" + std::to_string(file);
        suites::Tokens in(suites::read_file(name + ".in"));
        suites::Tokens answers(suites::read_file(name + ".ans"));
        int problems = in.next_int();
        for (int p = 0; p < problems; ++p) {
            std::vector<std::string> rows{in.next(), in.next(), in.next()};
            cases.push_back({suites::board_from_rows(rows, "*", "."), long(answers.next_int())});
        }
        EXPECT_TRUE(in.done()) << name;
        EXPECT_TRUE(answers.done()) << name;
    }
    return cases;
}

}  // namespace

TEST(FlipFive, ReaderFindsEvery3x3BoardOnce) {
    auto cases = read_cases();
    ASSERT_EQ(cases.size(), 512u);
    std::set<lightsout::Word> seen;
    for (const Case& c : cases) seen.insert(c.board.row(0)[0] | c.board.row(1)[0] << 3 | c.board.row(2)[0] << 6);
    EXPECT_EQ(seen.size(), 512u);
}

TEST(FlipFive, FewestClicksEqualTheJudgeAnswers) {
    int agree = 0;
    for (const Case& c : read_cases()) {
        long presses = suites::fewest_presses(c.board, Rule::plus(), Goal::off);
        EXPECT_EQ(presses, c.answer);
        agree += presses == c.answer;
    }
    EXPECT_EQ(agree, 512);
}
