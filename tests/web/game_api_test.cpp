// What the game page asks the API for: puzzles with their par under a move
// constraint, difficulty that cannot be met, the daily puzzle, pasted boards,
// the light-chasing table, and refusals of what the page does not offer.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "lightsout/io.hpp"
#include "lightsout/order.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/variants.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {
namespace {

using nlohmann::json;

json answer_of(const ApiResponse& response) {
    EXPECT_EQ(response.status, 200) << response.body;
    return json::parse(response.body);
}
json get(const std::string& path, const Query& query) { return answer_of(handle_api("GET", path, query, "")); }
json post(const std::string& path, const std::string& body) { return answer_of(handle_api("POST", path, {}, body)); }
int status_of_get(const std::string& path, const Query& query) { return handle_api("GET", path, query, "").status; }
int status_of_post(const std::string& path, const std::string& body) { return handle_api("POST", path, {}, body).status; }

Board board_of(const json& puzzle) {
    return io::parse_json_board(json{{"rows", puzzle["rows"]}, {"cols", puzzle["cols"]}, {"cells", puzzle["cells"]}}.dump());
}

TEST(NewPuzzle, ParUnderOnlyLitIsTheSolversLegalSequence) {
    for (int seed = 1; seed <= 6; ++seed) {
        const json puzzle = get("/api/new", {{"rows", "5"}, {"difficulty", "7"}, {"constraint", "only-on"},
                                             {"seed", std::to_string(seed)}});
        EXPECT_EQ(puzzle["constraint"], "only-on");
        const Board board = board_of(puzzle);
        json request = puzzle;
        request["minimal"] = true;
        const json solved = post("/api/solve", request.dump());
        ASSERT_TRUE(solved["solvable"]) << "a constrained puzzle always has a legal sequence";
        const auto& sequence = solved["sequence"];
        EXPECT_EQ(puzzle["par"], sequence.size()) << "par = the length of the sequence the solver gives";
        EXPECT_EQ(puzzle["par_proven"], solved["minimal"]);
        EXPECT_GE(puzzle["par"].get<int>(), puzzle["difficulty"].get<int>()) << "no legal sequence beats the fewest presses";
        std::vector<Cell> cells;
        for (const json& cell : sequence) cells.push_back({cell[0].get<int>() - 1, cell[1].get<int>() - 1});
        bool at_goal = false;
        EXPECT_EQ(first_illegal_move(board, Rule::plus(), MoveConstraint::only_on, cells, Goal::off, &at_goal), -1);
        EXPECT_TRUE(at_goal);
    }
}

// ApiBudget::new_solves (the fuzz target's 4): New still makes a puzzle whose
// par the solver confirms, two states and more, under a constraint too.
TEST(NewPuzzle, ABudgetOfSolvesStillMakesAPuzzle) {
    ApiBudget budget;
    for (std::int64_t solves : {0, 1, 4}) {
        budget.new_solves = solves;
        for (const Query& query : std::vector<Query>{{{"rows", "6"}, {"difficulty", "9"}, {"seed", "2"}},
                                                     {{"rows", "5"}, {"difficulty", "7"}, {"constraint", "only-on"}, {"seed", "4"}},
                                                     {{"rows", "4"}, {"states", "5"}, {"difficulty", "9"}, {"seed", "3"}}}) {
            const json puzzle = answer_of(handle_api("GET", "/api/new", query, "", budget));
            json request = puzzle;
            request["minimal"] = true;
            const json solved = answer_of(handle_api("POST", "/api/solve", {}, request.dump(), budget));
            ASSERT_TRUE(solved["solvable"]) << puzzle.dump();
            if (puzzle["par_proven"].get<bool>() && solved["minimal"].get<bool>()) {
                const std::size_t moves = solved.contains("sequence") && !solved["sequence"].empty()
                                              ? solved["sequence"].size()
                                              : std::size_t(solved["count"].get<std::int64_t>());
                EXPECT_EQ(puzzle["par"].get<std::size_t>(), moves) << puzzle.dump();
            }
        }
    }
}

// K states: the presses that made the board solve it, so par is at most the
// difficulty asked for, proven or not (30 x 30 plus on a torus mod 3, seed 10,
// was announced with par 739 for 100 presses; 256 x 256 cross mod 255 with
// 13,056,100).
TEST(NewPuzzle, KStateParIsNeverAboveThePressesThatMadeTheBoard) {
    for (const Query& query :
         std::vector<Query>{{{"rule", "plus"}, {"torus", "true"}, {"states", "3"}, {"rows", "30"}, {"difficulty", "100"}, {"seed", "10"}},
                            {{"rule", "plus"}, {"torus", "true"}, {"states", "3"}, {"rows", "30"}, {"difficulty", "100"}, {"seed", "9"}},
                            {{"rule", "cross"}, {"states", "255"}, {"rows", "64"}, {"difficulty", "100"}, {"seed", "9"}}}) {
        const json puzzle = get("/api/new", query);
        EXPECT_LE(puzzle["par"].get<std::int64_t>(), 100) << puzzle["rule"] << " seed " << puzzle["seed"];
    }
}

TEST(NewPuzzle, WithoutAConstraintParIsTheFewestPresses) {
    const json puzzle = get("/api/new", {{"rows", "6"}, {"cols", "4"}, {"difficulty", "6"}, {"seed", "3"}});
    EXPECT_EQ(puzzle["par"], puzzle["difficulty"]);
    EXPECT_EQ(puzzle["par_proven"], puzzle["minimal"]);
}

// The fewest-press count of a 5x5 plus board is at most 15 (its quiet patterns
// cover every press pattern within 15 of one of the four), so 25 cannot be met:
// the answer says what was asked and what was made, the hardest found.
TEST(NewPuzzle, UnreachableDifficultySaysWhatWasMade) {
    const json puzzle = get("/api/new", {{"rows", "5"}, {"difficulty", "25"}, {"seed", "1"}});
    EXPECT_EQ(puzzle["requested"], 25);
    EXPECT_LE(puzzle["difficulty"].get<int>(), 15);
    EXPECT_GE(puzzle["difficulty"].get<int>(), 11) << "the climb makes hard boards, not the 9 of a random draw";
    EXPECT_TRUE(puzzle["minimal"]);
    json request = puzzle;
    request["minimal"] = true;
    EXPECT_EQ(post("/api/solve", request.dump())["count"], puzzle["difficulty"]);
}

TEST(NewPuzzle, BigBoardsTakeBigDifficulties) {
    const json puzzle = get("/api/new", {{"rows", "50"}, {"difficulty", "400"}, {"seed", "2"}});
    EXPECT_EQ(puzzle["rows"], 50);
    EXPECT_EQ(puzzle["difficulty"], 400);
}

TEST(NewPuzzle, ImpossibleConstraintIsRefusedWithTheReason) {
    // Every plus press flips its own light: the last press of any sequence
    // under only-off leaves a lit light, so all off is never reached.
    const ApiResponse response = handle_api("GET", "/api/new", {{"constraint", "only-off"}, {"goal", "off"}}, "");
    EXPECT_EQ(response.status, 400);
    EXPECT_NE(response.body.find("flips its own light"), std::string::npos) << response.body;
}

TEST(NewPuzzle, SameSeedSamePuzzleOnEveryPlatform) {
    // The generator draws with its own bounded integers from mt19937_64 (fully
    // specified by the standard), not std::uniform_int_distribution, so this
    // board is the same everywhere.
    const json puzzle = get("/api/new", {{"rows", "5"}, {"difficulty", "6"}, {"seed", "42"}});
    EXPECT_EQ(get("/api/new", {{"rows", "5"}, {"difficulty", "6"}, {"seed", "42"}})["cells"], puzzle["cells"]);
    EXPECT_EQ(puzzle["cells"], json({"01001", "11101", "01110", "01001", "11000"})) << puzzle["cells"].dump();
}

TEST(Daily, SameDateSamePuzzleAndTheWeekdaysPlan) {
    const json monday = get("/api/daily", {{"date", "2025-02-03"}});
    EXPECT_EQ(get("/api/daily", {{"date", "2025-02-03"}})["cells"], monday["cells"]);
    EXPECT_EQ(monday["date"], "2025-02-03");
    EXPECT_EQ(monday["rule"], "plus");
    EXPECT_EQ(monday["rows"], 5);
    EXPECT_EQ(monday["seed"], 20250203);
    const json wednesday = get("/api/daily", {{"date", "2025-02-05"}});
    EXPECT_EQ(wednesday["rule"], "square");
    const json thursday = get("/api/daily", {{"date", "2025-02-06"}});
    EXPECT_TRUE(thursday["torus"]);
    const json leap = get("/api/daily", {{"date", "2024-02-29"}});
    EXPECT_EQ(leap["date"], "2024-02-29");
    std::set<json> boards;
    for (const char* date : {"2025-03-03", "2025-03-10", "2025-03-17", "2025-03-24"})
        boards.insert(get("/api/daily", {{"date", date}})["cells"]);
    EXPECT_EQ(boards.size(), 4u) << "four Mondays, four puzzles";
}

TEST(Daily, BadDatesAre400) {
    for (const char* date : {"", "2025-02-30", "2025-2-3", "1999-12-31", "3000-01-01", "2025-13-01", "2025-00-10",
                             "2025-02-3x", "20250203", "2025-02-03T10"})
        EXPECT_EQ(status_of_get("/api/daily", {{"date", date}}), 400) << date;
    EXPECT_EQ(status_of_get("/api/daily", {}), 400);
    EXPECT_EQ(handle_api("POST", "/api/daily", {}, "").status, 405);
}

// Boards whose nullity is beyond the basis the engines list (256 x 256 plus
// has 144; 159 x 159 and 254 x 254 plus, 254 x 254 square more than 64) still
// show quiet patterns: up to 64 of them, each quiet, and "quiet_truncated" says
// there are more.
TEST(Analyze, LargeNullitiesStillListQuietPatterns) {
    for (const auto& [rule, side] : std::vector<std::pair<std::string, int>>{{"plus", 256}, {"plus", 159}, {"plus", 254}, {"square", 254}}) {
        const json analysis = get("/api/analyze", {{"rule", rule}, {"rows", std::to_string(side)}});
        const std::int64_t nullity = analysis["nullity"].get<std::int64_t>();
        ASSERT_GT(nullity, 64) << rule << " " << side;
        ASSERT_EQ(analysis["quiet"].size(), 64u) << rule << " " << side;
        EXPECT_TRUE(analysis["quiet_truncated"].get<bool>());
        const Board empty(side, side);
        for (const json& rows : analysis["quiet"]) {
            const Board pattern = io::parse_json_board(json{{"rows", side}, {"cols", side}, {"cells", rows}}.dump());
            EXPECT_GT(pattern.count(), 0);
            EXPECT_EQ(apply_presses(empty, Rule::parse(rule), pattern), empty) << rule << " " << side;
        }
    }
    const json small = get("/api/analyze", {{"rule", "plus"}, {"rows", "5"}});
    EXPECT_EQ(small["quiet"].size(), 2u);
    EXPECT_FALSE(small["quiet_truncated"].get<bool>());
}

TEST(Board, PastedTextBecomesAJsonBoard) {
    const json board = post("/api/board", "1 0 1\n. x .\n");
    EXPECT_EQ(board["rows"], 2);
    EXPECT_EQ(board["cols"], 3);
    EXPECT_EQ(board["cells"], json({"101", "010"}));
    // The Ponder This grids' '#' and '.' as printed.
    EXPECT_EQ(post("/api/board", "#.\n.#")["cells"], json({"10", "01"}));
}

TEST(Board, BadPastesAreRefused) {
    EXPECT_EQ(status_of_post("/api/board", ""), 400);
    EXPECT_EQ(status_of_post("/api/board", "10\n1"), 400);
    EXPECT_EQ(status_of_post("/api/board", "1z\n01"), 400);
    EXPECT_EQ(status_of_post("/api/board", std::string(257, '1')), 413);
    std::string tall;
    for (int r = 0; r < 257; ++r) tall += "1\n";
    EXPECT_EQ(status_of_post("/api/board", tall), 413);
    EXPECT_EQ(handle_api("GET", "/api/board", {}, "").status, 405);
}

// Seed 002's table for 5x5: bottom light 1 -> press 1 2; 2 -> 1 2 3; 3 -> 2 3; 4, 5 ignored.
TEST(Chase, TheLookupTableIsTheSeeds) {
    const json report = post("/api/chase", R"({"rows":5,"cols":5,"cells":["11110","10001","00001","00100","01110"]})");
    EXPECT_EQ(report["table"]["entries"],
              json::parse(R"([{"light":1,"presses":[1,2]},{"light":2,"presses":[1,2,3]},{"light":3,"presses":[2,3]}])"));
    EXPECT_EQ(report["table"]["ignored"], json({4, 5}));
}

TEST(Offered, FootprintsBeyondTheEditorAre400) {
    const std::string board = R"({"rows":3,"cols":3,"cells":["100","000","000"],"rule":")";
    EXPECT_EQ(status_of_post("/api/solve", board + R"(stencil:x.....x/......./......./...x.../......./......./x.....x"})"), 200);
    EXPECT_EQ(status_of_post("/api/solve", board + R"(stencil:x.......x/........./........./........./....x..../........./........./........./x.......x"})"), 400);
    EXPECT_EQ(status_of_get("/api/new", {{"rule", "stencil:x.......x/........./........./........./....x..../........./........./........./x.......x"}}), 400);
    EXPECT_EQ(status_of_get("/api/analyze", {{"rule", "stencil:x.......x/........./........./........./....x..../........./........./........./x.......x"}}), 400);
}

// ---- more than two states, and the presets that are graphs ---------------------------

// Each rule and number of states up to the side its engines keep within 100 ms
// (offered.hpp); one more is 413 with the limit in words.
TEST(States, EachRuleIsOfferedAsFarAsItsBudget) {
    const std::string knight = "stencil:.x.x./x...x/...../x...x/.x.x.";
    struct Case {
        std::string rule;
        bool torus;
        int states, side;
    };
    for (const Case& c : std::vector<Case>{{"plus", false, 2, 256},   {"cross", true, 2, 256},  {knight, false, 2, 64},
                                           {"plus", false, 255, 256}, {"plus", false, 4, 256},  {"plus", true, 3, 256},
                                           {"square", false, 9, 256}, {"square", true, 5, 256}, {"cross", false, 255, 256},
                                           {"cross", true, 3, 256},   {knight, false, 3, 20}}) {
        const std::string name = c.rule + (c.torus ? "+torus" : "") + " K=" + std::to_string(c.states);
        const Query fits{{"rule", c.rule}, {"torus", c.torus ? "true" : "false"}, {"states", std::to_string(c.states)},
                         {"rows", std::to_string(c.side)}, {"cols", "2"}, {"difficulty", "1"}, {"seed", "1"}};
        Query over = fits;
        over["rows"] = std::to_string(c.side + 1);
        EXPECT_EQ(status_of_get("/api/new", fits), 200) << name;
        const ApiResponse refused = handle_api("GET", "/api/new", over, "");
        EXPECT_EQ(refused.status, 413) << name;
        const std::string limit = c.side == kMaxApiSide ? "at most 256 rows and 256 columns"
                                                        : "up to " + std::to_string(c.side) + "x" + std::to_string(c.side);
        EXPECT_NE(refused.body.find(limit), std::string::npos) << name << ": " << refused.body;
    }
}

// A Klein bottle or projective plane goes to the dense engines: 50 x 50 with
// two states, 20 x 20 with more; cross is the same rule on every topology.
TEST(States, TwistedEdgesAreOfferedAsFarAsTheDenseEngines) {
    struct Case {
        std::string rule, topology;
        int states, side;
        std::string words;
    };
    for (const Case& c : std::vector<Case>{
             {"plus", "klein", 2, 50, "boards of the plus rule on a Klein bottle are offered up to 50x50, not 51x2"},
             {"square", "projective", 3, 20,
              "boards of the square rule on a projective plane with more than two states are offered up to 20x20, not 21x2"},
             {"cross", "klein", 3, 256, "at most 256 rows and 256 columns"}}) {
        const Query fits{{"rule", c.rule}, {"topology", c.topology}, {"states", std::to_string(c.states)},
                         {"rows", std::to_string(c.side)}, {"cols", "2"}, {"difficulty", "1"}, {"seed", "1"}};
        Query over = fits;
        over["rows"] = std::to_string(c.side + 1);
        EXPECT_EQ(status_of_get("/api/new", fits), 200) << c.rule << " " << c.topology;
        const ApiResponse refused = handle_api("GET", "/api/new", over, "");
        EXPECT_EQ(refused.status, 413);
        EXPECT_NE(refused.body.find(c.words), std::string::npos) << refused.body;
    }
}

// A move constraint's ordering search is offered up to 50x50 (over a minute at 256x256).
TEST(States, MoveConstraintsStayAt50x50) {
    EXPECT_EQ(status_of_get("/api/new", {{"rows", "50"}, {"constraint", "only-on"}, {"difficulty", "5"}, {"seed", "1"}}), 200);
    const ApiResponse refused = handle_api("GET", "/api/new", {{"rows", "51"}, {"constraint", "only-on"}}, "");
    EXPECT_EQ(refused.status, 413);
    EXPECT_NE(refused.body.find("offered up to 50x50"), std::string::npos) << refused.body;
    json board{{"rows", 51}, {"cols", 1}, {"cells", std::vector<std::string>(51, "1")}, {"constraint", "only-off"}};
    EXPECT_EQ(status_of_post("/api/solve", board.dump()), 413);
    board["constraint"] = "any";
    EXPECT_EQ(status_of_post("/api/solve", board.dump()), 200);
}

TEST(Chase, TaughtUpTo50x50) {
    json board{{"rows", 51}, {"cols", 1}, {"cells", std::vector<std::string>(51, "1")}};
    EXPECT_EQ(status_of_post("/api/chase", board.dump()), 413);
}

// Above 10 states a light is a number: /api/new answers rows of numbers, and
// /api/solve reads them back.
TEST(States, TwoHundredFiftyFiveStatesAreRowsOfNumbers) {
    const json puzzle = get("/api/new", {{"states", "255"}, {"rows", "6"}, {"difficulty", "40"}, {"seed", "3"}});
    ASSERT_TRUE(puzzle["cells"][0].is_array());
    EXPECT_EQ(puzzle["cells"][0].size(), 6u);
    json request = puzzle;
    request["minimal"] = true;
    const json solved = post("/api/solve", request.dump());
    ASSERT_TRUE(solved["solvable"]);
    EXPECT_EQ(solved["count"], puzzle["par"]);
}

TEST(States, ThreeStatePuzzleIsSolvedInItsPar) {
    for (int seed = 1; seed <= 4; ++seed) {
        const json puzzle = get("/api/new", {{"states", "3"}, {"rows", "4"}, {"difficulty", "6"}, {"seed", std::to_string(seed)}});
        EXPECT_EQ(puzzle["states"], 3);
        json request = puzzle;
        request["minimal"] = true;
        const json solved = post("/api/solve", request.dump());
        ASSERT_TRUE(solved["solvable"]);
        EXPECT_EQ(solved["count"], puzzle["par"]);
        // Press each cell t times: every light reaches 0 (mod 3).
        std::vector<std::uint8_t> lights, presses(16, 0);
        for (const json& row : puzzle["cells"])
            for (char ch : row.get<std::string>()) lights.push_back(std::uint8_t(ch - '0'));
        for (const json& p : solved["presses"])
            presses[std::size_t((p[0].get<int>() - 1) * 4 + p[1].get<int>() - 1)] = std::uint8_t(p[2].get<int>());
        EXPECT_EQ(lights_off_goal(Puzzle::on_grid({4, 4}, Rule::plus(), 3, lights, 0), presses), 0);
    }
}

TEST(States, UnsolvableThreeStateBoardHasACertificate) {
    // 4x4 plus mod 3 has quiet patterns (3^2 of them): one light at 1 is unsolvable.
    const json answer = post("/api/solve", R"({"rows":4,"cols":4,"states":3,"cells":["1000","0000","0000","0000"]})");
    EXPECT_FALSE(answer["solvable"]);
    EXPECT_FALSE(answer["certificate"].empty());
    EXPECT_EQ(get("/api/analyze", {{"states", "3"}, {"rows", "4"}})["size"], "3^2 = 9");
}

TEST(States, BeyondWhatThePageOffersIs4xx) {
    EXPECT_EQ(status_of_post("/api/solve", R"({"rows":2,"cols":2,"states":12,"cells":["10","01"]})"), 400);
    EXPECT_EQ(status_of_post("/api/solve", R"({"rows":2,"cols":2,"states":"3","cells":["10","01"]})"), 400);
    EXPECT_EQ(status_of_post("/api/solve", R"({"rows":2,"cols":2,"states":3,"cells":["10","03"]})"), 400);
    EXPECT_EQ(status_of_post("/api/solve", R"({"rows":2,"cols":2,"states":3,"cells":["10","01"],"constraint":"only-on"})"), 400);
    EXPECT_EQ(status_of_post("/api/solve", R"({"rows":257,"cols":2,"states":3,"cells":["10","01"]})"), 413);
    EXPECT_EQ(status_of_get("/api/new", {{"states", "3"}, {"rows", "257"}}), 413);
    EXPECT_EQ(status_of_get("/api/new", {{"states", "256"}}), 400);
    EXPECT_EQ(status_of_get("/api/new", {{"states", "3"}, {"constraint", "only-off"}}), 400);
    EXPECT_EQ(status_of_get("/api/new", {{"states", "3"}, {"rows", "4"}, {"difficulty", "33"}}), 400);  // > 16 x 2
    EXPECT_EQ(status_of_post("/api/chase", R"({"rows":2,"cols":2,"states":3,"cells":["10","01"]})"), 400);
    EXPECT_EQ(status_of_get("/api/analyze", {{"states", "1"}}), 400);
    EXPECT_EQ(handle_api("POST", "/api/board", {{"states", "3"}}, "012\n210").status, 200);
    EXPECT_EQ(handle_api("POST", "/api/board", {}, "012\n210").status, 400);
}

// Malformed requests for the general engine: a 4xx with a reason, never a 500.
TEST(States, HostileRequestsAreAnsweredWith4xx) {
    const char* bodies[] = {
        R"({"rows":2,"cols":2,"states":3,"cells":["10","01"],"torus":"yes"})",
        R"({"rows":2,"cols":2,"states":3,"cells":["10","01"],"minimal":"yes"})",
        R"({"rows":2,"cols":2,"states":3,"cells":["10","01"],"constraint":7})",
        R"({"rows":2,"cols":2,"states":3,"cells":["10","01"],"goal":[1]})",
        R"({"rows":2,"cols":2,"states":3,"cells":["10","01"],"goal":3})",
        R"({"rows":2,"cols":2,"states":3,"cells":["10","01"],"rule":5})",
        R"({"rows":2,"cols":2,"states":3,"cells":[[1,0],[0,"x"]]})",
        R"({"rows":2,"cols":2,"states":3,"cells":["10"]})",
        R"({"rows":2,"cols":2,"states":3,"cells":{"a":1}})",
        R"({"rows":2,"cols":2,"states":3})",
        R"({"rows":2,"cols":2,"states":null,"cells":["10","01"]})",
        R"({"rows":2,"cols":2,"states":2.5,"cells":["10","01"]})",
        R"({"rows":1,"cols":1,"states":3,"cells":["000000000000000000000000000000"]})",
        R"({"variant":7,"lights":[]})",
        R"({"variant":"orbix","lights":"111111111111"})",
        R"({"variant":"orbix","lights":[0,0,0,0,0,0,0,0,0,0,0,-1]})",
        R"({"variant":"orbix","lights":[0,0,0,0,0,0,0,0,0,0,0,0.5]})",
        R"({"variant":"orbix","lights":[0,0,0,0,0,0,0,0,0,0,0,0],"minimal":1})",
        R"({"variant":null,"lights":[]})",
    };
    for (const char* path : {"/api/solve", "/api/hint"})
        for (const char* body : bodies) {
            const ApiResponse response = handle_api("POST", path, {}, body);
            EXPECT_TRUE(response.status == 400 || response.status == 413) << path << " " << body << " -> " << response.body;
        }
    for (const Query& query : std::vector<Query>{{{"states", "x"}}, {{"states", "3"}, {"goal", "sideways"}},
                                                 {{"states", "3"}, {"goal", "7"}}, {{"states", "3"}, {"torus", "2"}},
                                                 {{"variant", ""}}, {{"variant", "orbix"}, {"difficulty", "99"}}}) {
        const ApiResponse response = handle_api("GET", "/api/new", query, "");
        EXPECT_EQ(response.status, 400) << response.body;
    }
}

// Any JSON value in any field the page sends: an answer or a 4xx, never a 500
// (a 500 is a bug: an exception that was not an InputError).
json any_value() {
    switch (*rc::gen::inRange(0, 9)) {
        case 0: return nullptr;
        case 1: return *rc::gen::arbitrary<bool>();
        case 2: return *rc::gen::inRange(-3, 60);
        case 3: return *rc::gen::element(0.5, -1.0, 1e300);
        case 4: return *rc::gen::element<std::string>("", "on", "off", "plus", "orbix", "cube", "2000", "only-on", "012", "stencil:x");
        case 5: return json::array({"012", "120", "201"});
        case 6: return json::array({json::array({0, 1, 2}), json::array({2, 1, 0})});
        case 7: return json::array({0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 1, 0});
        default: return json::object({{"a", 1}});
    }
}

RC_GTEST_PROP(Hostile, GeneralRequestsNeverFailInside, ()) {
    json request = json::object();
    for (const char* key : {"rows", "cols", "states", "cells", "rule", "torus", "topology", "goal", "variant", "lights", "minimal",
                            "constraint"})
        if (*rc::gen::inRange(0, 3) > 0) request[key] = any_value();
    for (const char* path : {"/api/solve", "/api/hint", "/api/chase"}) {
        const ApiResponse response = handle_api("POST", path, {}, request.dump());
        RC_ASSERT(response.status == 200 || response.status == 400 || response.status == 413);
        RC_ASSERT(json::parse(response.body, nullptr, false).is_object());
    }
}

TEST(Variants, EveryPresetIsListedWithWhatThePageNeeds) {
    const json list = get("/api/variants", {});
    ASSERT_EQ(list.size(), variants().size());
    for (const json& v : list) {
        EXPECT_TRUE(v.contains("grid") != v.contains("graph")) << v["name"];
        EXPECT_FALSE(v["sources"].empty()) << v["name"];
        if (v["name"] == "orbix") {
            EXPECT_EQ(v["graph"]["labels"].size(), 12u);
            EXPECT_EQ(v["graph"]["polygons"].size(), 20u);
            EXPECT_EQ(v["graph"]["changes"][0].size(), 5u) << "sigma: the 5 neighbours, not itself";
        }
        if (v["name"] == "cube") {
            EXPECT_EQ(v["graph"]["solid"].size(), 54u);
        }
        if (v["name"] == "merlin") {
            EXPECT_TRUE(v["graph"]["directed"]);
        }
        if (v["name"] == "2000") {
            EXPECT_EQ(v["states"], 3);
        }
    }
}

TEST(Variants, GraphPuzzlesAreSolvedByTheirLabels) {
    for (const char* name : {"merlin", "orbix", "cube"}) {
        const Variant& variant = find_variant(name);
        const json puzzle = get("/api/new", {{"variant", name}, {"difficulty", "4"}, {"seed", "5"}});
        json request{{"variant", name}, {"lights", puzzle["lights"]}, {"minimal", true}};
        const json solved = post("/api/solve", request.dump());
        ASSERT_TRUE(solved["solvable"]) << name;
        EXPECT_EQ(solved["count"], puzzle["par"]) << name;
        // Press the named vertices: every light reaches its goal.
        std::vector<std::uint8_t> lights = puzzle["lights"].get<std::vector<std::uint8_t>>();
        std::vector<std::uint8_t> presses(lights.size(), 0);
        for (const json& label : solved["presses"]) presses[std::size_t(*variant.graph->find(label.get<std::string>()))] = 1;
        variant.press_matrix().press(lights, presses, variant.states);
        EXPECT_EQ(lights, variant.goal_of_each()) << name;
    }
}

TEST(Variants, BadVariantRequestsAre400) {
    EXPECT_EQ(status_of_post("/api/solve", R"({"variant":"tetris","lights":[0]})"), 400);
    EXPECT_EQ(status_of_post("/api/solve", R"({"variant":"classic","lights":[0]})"), 400);
    EXPECT_EQ(status_of_post("/api/solve", R"({"variant":"orbix","lights":[0,1]})"), 400);
    EXPECT_EQ(status_of_post("/api/solve", R"({"variant":"orbix","lights":[0,0,0,0,0,0,0,0,0,0,0,2]})"), 400);
    EXPECT_EQ(status_of_post("/api/solve", R"({"variant":"orbix","states":3,"lights":[0,0,0,0,0,0,0,0,0,0,0,0]})"), 400);
    EXPECT_EQ(status_of_get("/api/new", {{"variant", "tetris"}}), 400);
    EXPECT_EQ(handle_api("POST", "/api/variants", {}, "").status, 405);
}

}  // namespace
}  // namespace lightsout::web
