// Facebook Hacker Cup 2011 Round 1A "Turn on the Lights": goal all ON, the
// fewest pushes (or -1).
#include "suite_readers.hpp"

using namespace lightsout;

namespace {

struct Case {
    Board board;
    long answer;
};

std::vector<Case> read_cases() {
    suites::Tokens in(suites::read_file("fbhc2011_r1a_turn_on_the_lights/sample.in"));
    suites::Tokens out(suites::read_file("fbhc2011_r1a_turn_on_the_lights/sample.out"));
    std::vector<Case> cases;
    int n = in.next_int();
    for (int i = 1; i <= n; ++i) {
        int rows = in.next_int();
        in.next_int();  // columns: the rows say
        std::vector<std::string> lines;
        for (int r = 0; r < rows; ++r) lines.push_back(in.next());
        EXPECT_EQ(out.next(), "Case");
        EXPECT_EQ(out.next(), "#" + std::to_string(i) + ":");
        cases.push_back({suites::board_from_rows(lines, "X", "."), long(out.next_int())});
    }
    return cases;
}

}  // namespace

TEST(TurnOnTheLights, Reader) {
    auto cases = read_cases();
    ASSERT_EQ(cases.size(), 5u);
    EXPECT_EQ(cases[1].board.shape(), (lightsout::Shape{1, 13}));
    EXPECT_EQ(cases[3].answer, 65);
}

TEST(TurnOnTheLights, FewestPushesToAllOn) {
    for (const Case& c : read_cases()) EXPECT_EQ(suites::fewest_presses(c.board, Rule::plus(), Goal::on), c.answer);
}
