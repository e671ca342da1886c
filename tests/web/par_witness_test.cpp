// Par, Hint and Solve agree: a puzzle from /api/new comes with a witness (an
// answer of par presses), and Hint and Solve, sent the board with it, never
// announce more than par, on every rule, topology and number of states; their
// answers reach the goal (checked here by simulation), and so does the witness.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/puzzle.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {
namespace {

using nlohmann::json;

json answer_of(const ApiResponse& response, const std::string& what) {
    EXPECT_EQ(response.status, 200) << what << ": " << response.body;
    return response.status == 200 ? json::parse(response.body) : json();
}

// Rows of digits (K <= 10) or arrays of numbers: one value per cell, row-major.
std::vector<std::uint8_t> values_of(const json& rows) {
    std::vector<std::uint8_t> values;
    for (const json& row : rows) {
        if (row.is_string())
            for (char ch : row.get<std::string>()) values.push_back(std::uint8_t(ch - '0'));
        else
            for (const json& v : row) values.push_back(std::uint8_t(v.get<int>()));
    }
    return values;
}

// An answer's "presses" ([r, c] or [r, c, t], 1-based) as counts per cell.
std::vector<std::uint8_t> counts_of(const json& presses, Shape shape) {
    std::vector<std::uint8_t> counts(std::size_t(shape.cells()), 0);
    for (const json& p : presses)
        counts[std::size_t((p[0].get<int>() - 1) * shape.cols + p[1].get<int>() - 1)] =
            std::uint8_t(p.size() > 2 ? p[2].get<int>() : 1);
    return counts;
}

std::int64_t total(const std::vector<std::uint8_t>& counts) {
    std::int64_t sum = 0;
    for (std::uint8_t t : counts) sum += t;
    return sum;
}

struct Case {
    const char* rule;
    const char* topology;
    int states;
};

// Every rule (a custom footprint too), topology and K of {2, 3, 6, 255}, 100
// seeds each; sizes 2..7 a side and difficulties from 1 to half the presses
// vary with the seed, and so does the goal.
void check_par_is_never_beaten_by_more(int states) {
    const char* rules[] = {"plus", "square", "cross", "stencil:x.x/.x./x.x"};
    const char* topologies[] = {"flat", "torus", "klein", "projective"};
    int checked = 0, lighter_than_the_witness = 0;
    for (const char* rule : rules) {
        for (const char* topology : topologies) {
            for (int seed = 1; seed <= 100; ++seed) {
                const Shape shape{2 + seed % 6, 2 + (seed * 7) % 6};
                const std::int64_t most = shape.cells() * (states - 1);
                const std::int64_t difficulty = 1 + (seed * 13) % std::max<std::int64_t>(1, most / 2);
                const std::string goal = seed % 3 == 0 ? "on" : "off";
                Query query{{"rule", rule},       {"topology", topology},
                            {"rows", std::to_string(shape.rows)}, {"cols", std::to_string(shape.cols)},
                            {"difficulty", std::to_string(difficulty)}, {"seed", std::to_string(seed)},
                            {"goal", goal}};
                if (states != 2) query["states"] = std::to_string(states);
                const std::string what = std::string(rule) + " " + topology + " " + std::to_string(shape.rows) + "x" +
                                         std::to_string(shape.cols) + " K=" + std::to_string(states) + " seed " +
                                         std::to_string(seed) + " difficulty " + std::to_string(difficulty);
                const json made = answer_of(handle_api("GET", "/api/new", query, ""), what);
                ASSERT_TRUE(made.contains("witness")) << what;
                const std::int64_t par = made["par"].get<std::int64_t>();
                const std::vector<std::uint8_t> lights = values_of(made["cells"]);
                const std::vector<std::uint8_t> witness = values_of(made["witness"]);
                const int goal_value = goal == "on" ? states - 1 : 0;
                const Rule parsed = Rule::parse(rule).on_topology(Rule::parse_topology(topology));
                const Puzzle puzzle = Puzzle::on_grid(shape, parsed, states, lights, goal_value);
                EXPECT_EQ(total(witness), par) << what << ": par is the witness's count";
                EXPECT_EQ(lights_off_goal(puzzle, witness), 0) << what << ": the witness reaches the goal";

                json request = made;  // posted back as New gave it, witness and all
                request["minimal"] = true;
                const json hint = answer_of(handle_api("POST", "/api/hint", {}, request.dump()), what);
                ASSERT_TRUE(hint["solvable"].get<bool>()) << what;
                EXPECT_LE(hint["remaining"].get<std::int64_t>(), par) << what << ": Hint";
                const json solved = answer_of(handle_api("POST", "/api/solve", {}, request.dump()), what);
                ASSERT_TRUE(solved["solvable"].get<bool>()) << what;
                const std::vector<std::uint8_t> presses = counts_of(solved["presses"], shape);
                EXPECT_LE(total(presses), par) << what << ": Solve";
                EXPECT_EQ(solved["count"].get<std::int64_t>(), total(presses)) << what;
                EXPECT_EQ(hint["remaining"], solved["count"]) << what << ": Hint and Solve give the same answer";
                EXPECT_EQ(lights_off_goal(puzzle, presses), 0) << what << ": Solve's answer reaches the goal";
                if (total(presses) < par) ++lighter_than_the_witness;
                ++checked;
            }
        }
    }
    EXPECT_EQ(checked, 1600);
    ::testing::Test::RecordProperty("lighter_than_the_witness", lighter_than_the_witness);
}

TEST(ParWitness, TwoStates) { check_par_is_never_beaten_by_more(2); }
TEST(ParWitness, ThreeStates) { check_par_is_never_beaten_by_more(3); }
TEST(ParWitness, SixStates) { check_par_is_never_beaten_by_more(6); }
TEST(ParWitness, TwoHundredFiftyFiveStates) { check_par_is_never_beaten_by_more(255); }

// The boards a player reported, where Hint or Solve said more than par:
// 20 x 20 plus on a torus mod 6 at difficulty 20 (Hint 380), 128 x 128 plus at
// 300, 256 x 256 plus at 2,000 (Solve 32,196), 6 x 7 square on a torus mod 3 with
// the goal on.
TEST(ParWitness, TheReportedBoards) {
    const std::vector<Query> queries{
        {{"rule", "plus"}, {"torus", "true"}, {"states", "6"}, {"rows", "20"}, {"difficulty", "20"}, {"seed", "1"}},
        {{"rule", "plus"}, {"torus", "true"}, {"states", "6"}, {"rows", "20"}, {"difficulty", "20"}, {"seed", "2"}},
        {{"rule", "plus"}, {"rows", "128"}, {"difficulty", "300"}, {"seed", "3"}},
        {{"rule", "plus"}, {"rows", "256"}, {"difficulty", "2000"}, {"seed", "1"}},
        {{"rule", "square"}, {"torus", "true"}, {"states", "3"}, {"rows", "6"}, {"cols", "7"}, {"goal", "on"},
         {"difficulty", "5"}, {"seed", "4"}}};
    for (const Query& query : queries) {
        const json made = answer_of(handle_api("GET", "/api/new", query, ""), "new");
        json request = made;
        request["minimal"] = true;
        const json hint = answer_of(handle_api("POST", "/api/hint", {}, request.dump()), "hint");
        const json solved = answer_of(handle_api("POST", "/api/solve", {}, request.dump()), "solve");
        EXPECT_LE(hint["remaining"].get<std::int64_t>(), made["par"].get<std::int64_t>()) << made["rows"];
        EXPECT_LE(solved["count"].get<std::int64_t>(), made["par"].get<std::int64_t>()) << made["rows"];
    }
}

// A witness that does not reach the goal, or does not fit the board, is a 400
// naming it; under a move constraint one is refused (answers there are legal
// sequences).
TEST(ParWitness, BadWitnessesAre400) {
    const std::string board = R"("rows":2,"cols":2,"cells":["10","00"])";
    for (const std::string witness : {R"(["01","00"])", R"(["1","00"])", R"(["12","00"])", R"(5)", R"(["10"])"}) {
        const ApiResponse answer = handle_api("POST", "/api/solve", {}, "{" + board + R"(,"witness":)" + witness + "}");
        EXPECT_EQ(answer.status, 400) << witness << ": " << answer.body;
        EXPECT_NE(answer.body.find("witness"), std::string::npos) << answer.body;
    }
    const ApiResponse constrained = handle_api(
        "POST", "/api/hint", {}, "{" + board + R"(,"constraint":"only-on","witness":["10","00"]})");
    EXPECT_EQ(constrained.status, 400) << constrained.body;
    const ApiResponse states = handle_api(
        "POST", "/api/solve", {}, R"({"rows":1,"cols":2,"states":3,"cells":["12"],"witness":[[1,3]]})");
    EXPECT_EQ(states.status, 400) << states.body;
}

// The largest board the game offers, 256 x 256 plus with 255 states, as
// Python's json.dumps writes it (a space after each comma and colon) is taken,
// lights of every value (331 KB) and a New puzzle posted back with its witness:
// the body limit is not one for compact JSON only.
std::string spaced(const json& value) {
    std::string body;
    for (char ch : value.dump()) {  // no string of these bodies holds a comma or a colon
        body += ch;
        if (ch == ',' || ch == ':') body += ' ';
    }
    return body;
}

TEST(ParWitness, OrdinaryJsonOfTheLargestBoardIsTaken) {
    json cells = json::array();
    for (int r = 0; r < 256; ++r) {
        json row = json::array();
        for (int c = 0; c < 256; ++c) row.push_back(100 + (r * 31 + c * 17) % 155);
        cells.push_back(row);
    }
    const std::string dense = spaced(json{{"rows", 256}, {"cols", 256}, {"states", 255}, {"cells", cells}});
    EXPECT_GT(dense.size(), 300'000u);
    EXPECT_EQ(handle_api("POST", "/api/hint", {}, dense).status, 200) << "a body of " << dense.size() << " bytes";

    const json made = answer_of(handle_api("GET", "/api/new", {{"rows", "256"}, {"states", "255"}, {"difficulty", "300"}, {"seed", "5"}}, ""), "new");
    const json hint = answer_of(handle_api("POST", "/api/hint", {}, spaced(made)), "the puzzle as json.dumps writes it");
    EXPECT_LE(hint.value("remaining", std::int64_t(1) << 40), made["par"].get<std::int64_t>());
}

}  // namespace
}  // namespace lightsout::web
