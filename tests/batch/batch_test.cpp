// Batch mode: answers in input order, one per line, the same on one thread or
// many; every answer checked here by simulating it cell by cell (not by the
// library's own checks); bad lines answered with an error and the rest go on.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/batch.hpp"
#include "lightsout/rule.hpp"

using namespace lightsout;
using nlohmann::json;

namespace {

struct Line {
    std::vector<std::string> rows;
    std::string rule;
    bool torus = false;
    bool on = false;
    json text;
};

// Random puzzles of sizes 1..9 under plus, square, cross and a symmetric stencil (which
// takes the dense and chasing engines, M4RI), on a torus or not, towards off or on.
std::vector<Line> random_lines(int count, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const char* rules[] = {"plus", "square", "cross", "stencil:x.x/.x./x.x"};
    std::vector<Line> lines;
    for (int i = 0; i < count; ++i) {
        Line line;
        const int rows = 1 + int(rng() % 9), cols = 1 + int(rng() % 9);
        for (int r = 0; r < rows; ++r) {
            std::string row;
            for (int c = 0; c < cols; ++c) row += char('0' + rng() % 2);
            line.rows.push_back(row);
        }
        line.rule = rules[rng() % 4];
        line.torus = rng() % 4 == 0;
        line.on = rng() % 2;
        line.text = {{"board", line.rows}, {"rule", line.rule}, {"torus", line.torus}, {"goal", line.on ? "on" : "off"},
                     {"id", i}};
        lines.push_back(std::move(line));
    }
    return lines;
}

// The board after pressing `cells` (1-based [r, c]) under the line's rule, by footprints.
std::vector<std::string> pressed(const Line& line, const json& cells) {
    std::vector<std::string> board = line.rows;
    Rule rule = Rule::parse(line.rule).on_torus(line.torus);
    const Shape shape{int(board.size()), int(board[0].size())};
    for (const json& cell : cells)
        rule.for_each_flipped(shape, cell[0].get<int>() - 1, cell[1].get<int>() - 1,
                              [&](int r, int c) { board[r][c] = board[r][c] == '1' ? '0' : '1'; });
    return board;
}

bool all(const std::vector<std::string>& board, char value) {
    for (const std::string& row : board)
        if (row.find_first_not_of(value) != std::string::npos) return false;
    return true;
}

std::string run(const std::string& input, int threads, BatchSummary* summary = nullptr) {
    BatchSettings settings;
    settings.threads = threads;
    std::istringstream in(input);
    std::ostringstream out;
    BatchSummary s = solve_batch(in, out, settings);
    if (summary) *summary = s;
    return out.str();
}

}  // namespace

TEST(Batch, RandomPuzzlesAnsweredInOrderAndCheckedBySimulation) {
    const std::vector<Line> lines = random_lines(6000, 12);  // more than one block of 4,096 lines
    std::string input;
    for (const Line& line : lines) input += line.text.dump() + "\n";
    BatchSummary summary;
    const std::string output = run(input, 2, &summary);
    std::istringstream answers(output);
    std::string text;
    int i = 0, unsolvable = 0;
    for (; std::getline(answers, text); ++i) {
        ASSERT_LT(i, int(lines.size()));
        const json answer = json::parse(text);
        const Line& line = lines[std::size_t(i)];
        ASSERT_EQ(answer.at("id"), i);
        ASSERT_EQ(answer.at("line"), i + 1);
        ASSERT_FALSE(answer.contains("error")) << text;
        if (answer.at("solvable")) {
            // A sequence (cross towards on, say) may press a cell twice: replay it when there is one.
            const json& presses = answer.contains("sequence") ? answer["sequence"] : answer["presses"];
            EXPECT_TRUE(all(pressed(line, presses), line.on ? '1' : '0')) << text;
        } else {
            ++unsolvable;
            // The certificate: pressing it changes nothing (the rules are symmetric), and it
            // overlaps the lights to change in an odd number of cells.
            const json& certificate = answer.at("certificate");
            Line empty = line;
            for (std::string& row : empty.rows) row.assign(row.size(), '0');
            EXPECT_TRUE(all(pressed(empty, certificate), '0')) << text;
            int overlap = 0;
            for (const json& cell : certificate)
                overlap += (line.rows[cell[0].get<int>() - 1][cell[1].get<int>() - 1] == '1') != line.on;
            EXPECT_EQ(overlap % 2, 1) << text;
        }
    }
    EXPECT_EQ(i, int(lines.size()));
    EXPECT_GT(unsolvable, 100);
    EXPECT_EQ(summary.lines, std::int64_t(lines.size()));
    EXPECT_EQ(summary.unsolvable, unsolvable);
    EXPECT_EQ(summary.errors, 0);
    // The same answers on one thread.
    EXPECT_EQ(run(input, 1), output);
}

TEST(Batch, ABadLineGetsAnErrorAndTheRestGoOn) {
    const std::string input =
        "{\"board\": [\"11110\", \"10001\", \"00001\", \"00100\", \"01110\"], \"minimal\": true, \"id\": \"seed\"}\n"
        "not json\n"
        "\n"
        "{\"board\": [\"01\"], \"frobnicate\": 1}\n"
        "{\"id\": 7}\n"
        "{\"board\": [\"11\", \"11\"], \"rule\": \"hexagon\"}\n"
        "{\"board\": [\"11\", \"11\"], \"goal\": 5}\n"
        "{\"board\": [[0, 1, 2], [2, 1, 0]], \"states\": 3, \"goal\": \"on\"}\n"
        "{\"board\": \"101\\n010\\n101\", \"rule\": \"square\"}";  // no newline at the end
    BatchSummary summary;
    std::istringstream out(run(input, 2, &summary));
    std::vector<json> answers;
    for (std::string text; std::getline(out, text);) answers.push_back(json::parse(text));
    ASSERT_EQ(answers.size(), 9u);
    EXPECT_EQ(answers[0]["id"], "seed");
    EXPECT_EQ(answers[0]["count"], 4);
    EXPECT_EQ(answers[0]["minimal"], true);
    EXPECT_EQ(answers[1]["error"], "not valid JSON (at byte 2)");
    EXPECT_EQ(answers[2]["error"], "empty line (each line is one puzzle: a JSON object with a \"board\")");
    EXPECT_EQ(answers[3]["error"].get<std::string>().rfind("unknown key \"frobnicate\"", 0), 0u);
    EXPECT_EQ(answers[4]["error"], "the line has no \"board\"");
    EXPECT_EQ(answers[4]["id"], 7);
    EXPECT_EQ(answers[5]["error"].get<std::string>().rfind("unknown rule 'hexagon'", 0), 0u);
    EXPECT_EQ(answers[6]["error"].get<std::string>().rfind("unknown goal '5'", 0), 0u);
    EXPECT_EQ(answers[7]["states"], 3);
    EXPECT_EQ(answers[7]["solvable"], false);
    EXPECT_EQ(answers[8]["solvable"], true);
    for (std::size_t i = 0; i < answers.size(); ++i) EXPECT_EQ(answers[i]["line"], i + 1);
    EXPECT_EQ(summary.errors, 6);
    EXPECT_EQ(summary.first_error_line, 2);
    EXPECT_EQ(summary.solved, 2);
    EXPECT_EQ(summary.unsolvable, 1);
}

TEST(Batch, TheSettingsAreTheDefaultsOfEveryLine) {
    BatchSettings settings;
    settings.rule = Rule::square();
    settings.goal = "on";
    settings.coords = io::Coords::index;
    const json answer = json::parse(solve_batch_line(R"({"board": ["000", "000", "000"]})", 1, settings));
    EXPECT_EQ(answer["rule"], "square");
    EXPECT_EQ(answer["goal"], "on");
    EXPECT_TRUE(answer["presses"][0].is_number());  // cell numbers
    const json plus = json::parse(solve_batch_line(R"({"board": ["000", "000", "000"], "rule": "plus"})", 1, settings));
    EXPECT_EQ(plus["rule"], "plus");
}

// A line's "rule", "torus" and "topology" are read as the command line and the
// web API read them (Rule::with_edges): "torus": false goes with klein (the
// game sends it so), a rule that names its topology is not overridden, and
// what disagrees is an error line worded with the line's keys.
TEST(Batch, RuleTorusAndTopologyAgreeOrAreRefused) {
    const std::string board = R"({"board": ["100", "000", "000"], )";
    const auto answer = [&](const std::string& keys, const BatchSettings& settings = {}) {
        return json::parse(solve_batch_line(board + keys + "}", 1, settings));
    };
    EXPECT_EQ(answer(R"("torus": false, "topology": "klein")")["rule"], "plus+klein");
    EXPECT_EQ(answer(R"("torus": true, "topology": "torus")")["rule"], "plus+torus");
    EXPECT_EQ(answer(R"("rule": "plus+klein", "topology": "klein")")["rule"], "plus+klein");
    EXPECT_EQ(answer(R"("rule": "plus+klein", "torus": false)")["rule"], "plus+klein");
    EXPECT_EQ(answer(R"("rule": "plus+torus", "torus": true)")["rule"], "plus+torus");
    EXPECT_EQ(answer(R"("torus": true, "topology": "klein")")["error"],
              R"(the topology klein is not a torus ("torus": true is short for "topology": "torus"))");
    EXPECT_EQ(answer(R"("torus": false, "topology": "torus")")["error"],
              R"(the topology torus is a torus (from "torus": false))");
    EXPECT_EQ(answer(R"("rule": "plus+klein", "topology": "torus")")["error"],
              R"(rule 'plus+klein' names the topology klein, not torus (from "topology": "torus"))");
    EXPECT_EQ(answer(R"("rule": "plus+klein", "torus": true)")["error"],
              R"(rule 'plus+klein' names the topology klein, not a torus ("torus": true is short for "topology": "torus"))");
    // The settings are defaults, not a rule of the line: a line may name other edges.
    BatchSettings klein;
    klein.rule = Rule::parse("plus+klein");
    EXPECT_EQ(answer(R"("topology": "torus")", klein)["rule"], "plus+torus");
    EXPECT_EQ(answer(R"("torus": false)", klein)["rule"], "plus");
    EXPECT_EQ(answer(R"("rule": "square")", klein)["rule"], "square+klein");
    EXPECT_EQ(answer("\"id\": 1", klein)["rule"], "plus+klein");
}

// A line of 100,000 nested arrays (in "id", "rule" or "board") overflowed the
// stack where the answer dumped it (segmentation fault, exit 139); lines are
// read with the limits of every JSON document a user sends (64 levels, no key
// twice). The lines around it are answered as usual.
TEST(Batch, DeepNestingAndRepeatedKeysAreErrorLines) {
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::string input = "{\"board\": \"1\", \"id\": " + deep + "}\n{\"board\": \"1\", \"rule\": " + deep +
                              "}\n{\"board\": " + deep + "}\n{\"board\": \"1\", \"board\": \"0\"}\n{\"board\": \"1\"}\n";
    BatchSummary summary;
    std::istringstream out(run(input, 2, &summary));
    std::vector<json> answers;
    for (std::string text; std::getline(out, text);) answers.push_back(json::parse(text));
    ASSERT_EQ(answers.size(), 5u);
    for (int i = 0; i < 3; ++i)
        EXPECT_NE(answers[i]["error"].get<std::string>().find("nested deeper than 64 levels"), std::string::npos);
    EXPECT_NE(answers[3]["error"].get<std::string>().find("appears twice"), std::string::npos);
    EXPECT_EQ(answers[4]["solvable"], true);
    EXPECT_EQ(summary.errors, 4);
}

TEST(Batch, StatesOutsideTwoTo255AreErrorLinesNotWrappedNumbers) {
    // 4294967299 = 2^32 + 3 is an error line, not K = 3 wrapped around.
    const std::string board = "{\"board\": [[0, 1, 2], [2, 1, 0]], \"states\": ";
    const std::string input = board + "4294967299}\n" + board + "18446744073709551615}\n" + board + "-1}\n" + board +
                              "256}\n" + board + "1}\n" + board + "3}\n";
    BatchSummary summary;
    std::istringstream out(run(input, 2, &summary));
    std::vector<json> answers;
    for (std::string text; std::getline(out, text);) answers.push_back(json::parse(text));
    ASSERT_EQ(answers.size(), 6u);
    for (int i = 0; i < 5; ++i)
        EXPECT_NE(answers[i]["error"].get<std::string>().find("states K must be from 2 to 255"), std::string::npos) << i;
    EXPECT_EQ(answers[0]["error"].get<std::string>().find("not 4294967299") != std::string::npos, true);
    EXPECT_EQ(answers[5]["states"], 3);
    EXPECT_EQ(summary.errors, 5);
}
