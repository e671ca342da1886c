// UVa 10309 "Turn the Lights Off" (10x10, 'O' = on, '#' = off): the fewest
// presses, printed as -1 when more than 100 are needed.
#include <map>

#include "suite_readers.hpp"

using namespace lightsout;

namespace {

struct Case {
    std::string name;
    Board board;
    long answer;
};

// The judge's answer for a board: the fewest presses, -1 above 100.
long judge_answer(long fewest) { return fewest > 100 ? -1 : fewest; }

// "name" then 10 rows, until the name "end"; answers "name count".
std::vector<Case> read_uva(const std::string& in_file, const std::string& out_file) {
    std::map<std::string, long> answers;
    suites::Tokens out(suites::read_file(out_file));
    while (!out.done()) {
        std::string name = out.next();
        answers[name] = out.next_int();
    }
    std::vector<Case> cases;
    suites::Tokens in(suites::read_file(in_file));
    for (std::string name = in.next(); name != "end"; name = in.next()) {
        std::vector<std::string> rows;
        for (int r = 0; r < 10; ++r) rows.push_back(in.next());
        EXPECT_TRUE(answers.count(name)) << name;
        cases.push_back({name, suites::board_from_rows(rows, "O", "#"), answers[name]});
    }
    EXPECT_EQ(cases.size(), answers.size());
    return cases;
}

// 10 board rows, a line "= answer", blank lines between cases.
std::vector<Case> read_community() {
    std::vector<Case> cases;
    std::vector<std::string> rows;
    for (const std::string& line : suites::lines_of(suites::read_file("uva10309/boj14939_community.txt"))) {
        if (line.empty()) continue;
        if (line[0] == '=') {
            cases.push_back({"community " + std::to_string(cases.size() + 1), suites::board_from_rows(rows, "O", "#"),
                             std::stol(line.substr(1))});
            rows.clear();
        } else {
            rows.push_back(line);
        }
    }
    return cases;
}

void expect_answers(const std::vector<Case>& cases) {
    for (const Case& c : cases)
        EXPECT_EQ(judge_answer(suites::fewest_presses(c.board, Rule::plus(), Goal::off)), c.answer) << c.name;
}

}  // namespace

TEST(Uva10309, Readers) {
    EXPECT_EQ(read_uva("uva10309/sample.in", "uva10309/sample.out").size(), 3u);
    EXPECT_EQ(read_uva("uva10309/10309.in", "uva10309/10309.out").size(), 101u);
    auto community = read_community();
    ASSERT_EQ(community.size(), 4u);
    EXPECT_EQ(community[1].answer, 100);
    EXPECT_EQ(community[1].board.count(), 4 + 64);
}

TEST(Uva10309, Sample) { expect_answers(read_uva("uva10309/sample.in", "uva10309/sample.out")); }
TEST(Uva10309, HundredAndOneBoards) { expect_answers(read_uva("uva10309/10309.in", "uva10309/10309.out")); }
TEST(Uva10309, CommunityBoards) { expect_answers(read_community()); }
