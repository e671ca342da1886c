// Statement samples of assorted Lights-Out-style problems (misc_samples/samples.json).
// Their "cross" is the plus-shaped press (cell + 4 neighbours). The graph and
// button-set problems (USACO 2009 "Lights", AoC 2025 day 10) wait for graph rules.
#include "lightsout/io.hpp"
#include "suite_readers.hpp"

using namespace lightsout;

namespace {

const nlohmann::json& problem(const std::string& key) {
    static const nlohmann::json doc = suites::read_json("misc_samples/samples.json");
    for (const auto& p : doc.at("problems"))
        if (p.at("key") == key) return p;
    throw std::runtime_error("no problem " + key);
}

long fewest(const Board& board, Goal goal = Goal::off, Rule rule = Rule::plus()) {
    return suites::fewest_presses(board, rule, goal);
}

std::vector<std::string> next_rows(suites::Tokens& in, int rows) {
    std::vector<std::string> lines;
    for (int r = 0; r < rows; ++r) lines.push_back(in.next());
    return lines;
}

}  // namespace

TEST(MiscSamples, Poj1681PaintersProblem) {
    const auto& p = problem("poj1681_painters_problem");
    suites::Tokens in(p.at("input").get<std::string>()), out(p.at("output").get<std::string>());
    for (int t = in.next_int(); t > 0; --t) {
        int n = in.next_int();
        Board board = suites::board_from_rows(next_rows(in, n), "y", "w");
        std::string expected = out.next();
        long presses = fewest(board, Goal::on);
        EXPECT_EQ(presses < 0 ? "inf" : std::to_string(presses), expected);
    }
}

TEST(MiscSamples, FlipGameEitherColour) {
    for (const auto& c : problem("neerc2000_flip_game").at("cases")) {
        std::string text = c.at("input").get<std::string>();
        for (char& ch : text) ch = ch == 'b' ? '1' : ch == 'w' ? '0' : ch;
        Board board = lightsout::io::parse_text_board(text);
        long off = fewest(board, Goal::off), on = fewest(board, Goal::on);
        long best = off < 0 ? on : on < 0 ? off : std::min(off, on);
        std::string expected = c.at("output").get<std::string>();
        EXPECT_EQ(best < 0 ? "Impossible\n" : std::to_string(best) + "\n", expected);
    }
}

TEST(MiscSamples, LeetCode1284) {
    for (const auto& c : problem("leetcode1284").at("cases"))
        EXPECT_EQ(fewest(suites::board_from_matrix(c.at("mat"))), c.at("expected").get<long>());
}

TEST(MiscSamples, DmojMockDwite09P4) {
    const auto& p = problem("dmoj_mockdwite09p4");
    suites::Tokens in(p.at("input").get<std::string>()), out(p.at("output").get<std::string>());
    while (!in.done()) {
        int rows = in.next_int();
        in.next_int();
        EXPECT_EQ(fewest(suites::board_from_rows(next_rows(in, rows), "1", "0")), out.next_int());
    }
}

TEST(MiscSamples, OpenJudgesP2040AllOn) {
    const auto& p = problem("openjudges_P2040");
    std::string input = p.at("input").get<std::string>();
    // "m n" then rows of space-separated 0/1: the library's text reader takes them as printed.
    Board board = lightsout::io::parse_text_board(input.substr(input.find('\n') + 1));
    EXPECT_EQ(board.shape(), (lightsout::Shape{3, 3}));
    EXPECT_EQ(fewest(board, Goal::on), std::stol(p.at("output").get<std::string>()));
}

TEST(MiscSamples, StaszicKrzyzyk) {
    const auto& p = problem("staszic_krzyzyk");
    suites::Tokens in(p.at("input").get<std::string>());
    int n = in.next_int();
    EXPECT_EQ(fewest(suites::board_from_rows(next_rows(in, n), "1", "0")), std::stol(p.at("output").get<std::string>()));
}

TEST(MiscSamples, TorusYesNo) {
    const auto& p = problem("turn_all_the_lights_off_torus");
    suites::Tokens in(p.at("input").get<std::string>()), out(p.at("output").get<std::string>());
    while (!in.done()) {
        int size = in.next_int(), lights = in.next_int();
        Board board(size, size);
        for (int i = 0; i < lights; ++i) {
            int r = in.next_int(), c = in.next_int();
            board.set(r, c, true);
        }
        long presses = fewest(board, Goal::off, Rule::plus().on_torus());
        EXPECT_EQ(presses >= 0 ? "Yes" : "No", out.next());
    }
}

TEST(MiscSamples, BrilliantExamples) {
    for (const auto& c : problem("brilliant_turn_out_the_lights_examples").at("cases")) {
        std::string text;  // '#' on, '.' off: the library's text reader takes it as printed
        for (const auto& row : c.at("grid")) text += row.get<std::string>() + "\n";
        Board board = lightsout::io::parse_text_board(text);
        EXPECT_EQ(fewest(board) >= 0, c.at("solvable").get<bool>());
    }
}

TEST(MiscSamples, CodeGolfPressMatrices) {
    for (const auto& c : problem("codegolf_lights_out_find_the_solution").at("cases")) {
        std::vector<std::string> grid, press;
        for (const auto& row : c.at("grid")) grid.push_back(row.get<std::string>());
        for (const auto& row : c.at("press")) press.push_back(row.get<std::string>());
        Board board = suites::board_from_rows(grid, "1", "0");
        PressPattern published = suites::board_from_rows(press, "1", "0");
        ASSERT_TRUE(lightsout::reaches_goal(board, Rule::plus(), published, Goal::off));
        PressPattern ours;
        long presses = suites::fewest_presses(board, Rule::plus(), Goal::off, &ours);
        EXPECT_LE(presses, published.count());
    }
}
