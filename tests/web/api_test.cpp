// The web game's JSON API, called as plain functions (handle_api), and one
// smoke test over a real socket on a free port.
#include <gtest/gtest.h>
#include <httplib.h>

#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "lightsout/io.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {
namespace {

using nlohmann::json;

// The 5x5 example of the strategy seed (002): seven presses clear it, and its
// fewest-press solution has four (the null templates of the seed).
const char* kSeedBoard = R"({"rows":5,"cols":5,"cells":["11110","10001","00001","00100","01110"]})";

std::string with(const std::string& board, const std::string& extra) {
    return board.substr(0, board.size() - 1) + "," + extra + "}";
}

json body_of(const ApiResponse& response) { return json::parse(response.body); }

Board board_of(const json& answer) { return io::parse_json_board(answer.dump()); }

PressPattern presses_of(const json& cells, Shape shape) {
    PressPattern presses(shape.rows, shape.cols);
    for (const json& cell : cells) presses.flip(cell[0].get<int>() - 1, cell[1].get<int>() - 1);
    return presses;
}

ApiResponse post(const std::string& path, const std::string& body) { return handle_api("POST", path, {}, body); }
ApiResponse get(const std::string& path, Query query) { return handle_api("GET", path, query, ""); }

TEST(Solve, SeedExampleFewestPressesReachTheGoal) {
    ApiResponse response = post("/api/solve", with(kSeedBoard, R"("rule":"plus","minimal":true)"));
    ASSERT_EQ(response.status, 200) << response.body;
    json answer = body_of(response);
    EXPECT_TRUE(answer["solvable"]);
    EXPECT_TRUE(answer["minimal"]);
    EXPECT_EQ(answer["count"], 4);
    EXPECT_EQ(answer["nullity"], 2);
    const Board board = io::parse_json_board(kSeedBoard);
    EXPECT_TRUE(reaches_goal(board, Rule::plus(), presses_of(answer["presses"], board.shape()), Goal::off));
}

TEST(Solve, MatchesTheCommandLineJson) {
    // Same keys as `lightsout solve --format json`.
    json answer = body_of(post("/api/solve", kSeedBoard));
    for (const char* key : {"rows", "cols", "rule", "goal", "solvable", "count", "minimal", "nullity", "presses"})
        EXPECT_TRUE(answer.contains(key)) << key;
    EXPECT_EQ(answer["rule"], "plus");
    EXPECT_EQ(answer["goal"], "off");
}

TEST(Solve, TopologyNamesTheGluing) {
    // A corner on the 4x4 Klein bottle (nullity 0, so solvable): the answer reaches the goal there.
    const char* corner = R"({"rows":4,"cols":4,"cells":["1000","0000","0000","0000"]})";
    ApiResponse response = post("/api/solve", with(corner, R"("topology":"klein")"));
    ASSERT_EQ(response.status, 200) << response.body;
    json answer = body_of(response);
    EXPECT_EQ(answer["rule"], "plus+klein");
    ASSERT_TRUE(answer["solvable"]);
    const Board board = io::parse_json_board(corner);
    const Rule klein = Rule::plus().on_topology(Rule::Topology::klein);
    EXPECT_TRUE(reaches_goal(board, klein, presses_of(answer["presses"], board.shape()), Goal::off));
    EXPECT_FALSE(reaches_goal(board, Rule::plus(), presses_of(answer["presses"], board.shape()), Goal::off));
    // "torus": true is short for "topology": "torus"; the two must agree; names are checked.
    EXPECT_EQ(body_of(post("/api/solve", with(kSeedBoard, R"("torus":true,"topology":"torus")")))["rule"], "plus+torus");
    EXPECT_EQ(post("/api/solve", with(kSeedBoard, R"("torus":true,"topology":"klein")")).status, 400);
    EXPECT_EQ(post("/api/solve", with(kSeedBoard, R"("topology":"sphere")")).status, 400);
    EXPECT_EQ(get("/api/analyze", {{"rows", "3"}, {"cols", "3"}, {"topology", "projective"}}).status, 200);
    EXPECT_EQ(body_of(get("/api/new", {{"rows", "4"}, {"cols", "4"}, {"topology", "projective"}, {"seed", "3"}}))["topology"],
              "projective");
}

// The rule, "torus" and "topology" are read as the command line and batch
// lines read them (Rule::with_edges): agreeing ones are taken, a rule that
// names its topology is not overridden, and what disagrees is a 400 worded
// with the request's keys (a body's or a query's).
TEST(Solve, RuleTorusAndTopologyAgreeOrAreRefused) {
    const auto rule_of = [](const std::string& keys) {
        const ApiResponse response = post("/api/solve", with(kSeedBoard, keys));
        return response.status == 200 ? body_of(response)["rule"].get<std::string>()
                                      : std::to_string(response.status) + " " + body_of(response)["error"].get<std::string>();
    };
    EXPECT_EQ(rule_of(R"("torus":false,"topology":"klein")"), "plus+klein");
    EXPECT_EQ(rule_of(R"("torus":true,"topology":"torus")"), "plus+torus");
    EXPECT_EQ(rule_of(R"("rule":"plus+klein","topology":"klein")"), "plus+klein");
    EXPECT_EQ(rule_of(R"("rule":"plus+klein","torus":false)"), "plus+klein");
    EXPECT_EQ(rule_of(R"("rule":"plus+torus","torus":true)"), "plus+torus");
    EXPECT_EQ(rule_of(R"("torus":true,"topology":"klein")"),
              R"(400 the topology klein is not a torus ("torus": true is short for "topology": "torus"))");
    EXPECT_EQ(rule_of(R"("torus":false,"topology":"torus")"), R"(400 the topology torus is a torus (from "torus": false))");
    EXPECT_EQ(rule_of(R"("rule":"plus+klein","topology":"torus")"),
              R"(400 rule 'plus+klein' names the topology klein, not torus (from "topology": "torus"))");
    EXPECT_EQ(rule_of(R"("rule":"plus+klein","torus":true)"),
              R"(400 rule 'plus+klein' names the topology klein, not a torus ("torus": true is short for "topology": "torus"))");
    const auto analyze = [](Query query) {
        query.emplace("rows", "3");
        const ApiResponse response = get("/api/analyze", query);
        return response.status == 200 ? body_of(response)["rule"].get<std::string>()
                                      : std::to_string(response.status) + " " + body_of(response)["error"].get<std::string>();
    };
    EXPECT_EQ(analyze({{"torus", "false"}, {"topology", "klein"}}), "plus+klein");
    EXPECT_EQ(analyze({{"rule", "plus+klein"}, {"topology", "klein"}}), "plus+klein");
    EXPECT_EQ(analyze({{"torus", "1"}, {"topology", "klein"}}),
              "400 the topology klein is not a torus (torus=true is short for topology=torus)");
    EXPECT_EQ(analyze({{"rule", "plus+klein"}, {"topology", "torus"}}),
              "400 rule 'plus+klein' names the topology klein, not torus (from topology=torus)");
}

TEST(Solve, UnsolvableBoardComesWithACertificate) {
    // One lit corner on 4x4 plus (nullity 4) has no solution.
    ApiResponse response = post("/api/solve", R"({"rows":4,"cols":4,"cells":["1000","0000","0000","0000"]})");
    ASSERT_EQ(response.status, 200);
    json answer = body_of(response);
    EXPECT_FALSE(answer["solvable"]);
    EXPECT_FALSE(answer["certificate"].empty());
}

TEST(Solve, OnlyOffGivesALegalSequence) {
    ApiResponse response = post("/api/solve", with(kSeedBoard, R"("goal":"on","constraint":"only-off")"));
    ASSERT_EQ(response.status, 200) << response.body;
    json answer = body_of(response);
    if (!answer["solvable"]) GTEST_SKIP() << "no legal sequence: " << answer.value("note", "");
    Board board = io::parse_json_board(kSeedBoard);
    for (const json& cell : answer["sequence"]) {
        const int r = cell[0].get<int>() - 1, c = cell[1].get<int>() - 1;
        ASSERT_FALSE(board.get(r, c)) << "pressed a lit light";
        Rule::plus().press(board, r, c);
    }
    Board on(5, 5);
    on.fill(true);
    EXPECT_EQ(board, on);
}

TEST(Hint, FollowingHintsWinsInTheFewestPresses) {
    Board board = io::parse_json_board(kSeedBoard);
    int presses = 0;
    for (;; ++presses) {
        json request = json::parse(kSeedBoard);
        request["cells"] = json::parse(io::board_json(board))["cells"];
        ApiResponse response = post("/api/hint", request.dump());
        ASSERT_EQ(response.status, 200) << response.body;
        json hint = body_of(response);
        ASSERT_TRUE(hint["solvable"]);
        EXPECT_EQ(hint["remaining"], 4 - presses);
        if (hint["solved"]) break;
        Rule::plus().press(board, hint["press"][0].get<int>() - 1, hint["press"][1].get<int>() - 1);
        ASSERT_LT(presses, 25);
    }
    EXPECT_EQ(presses, 4);
    EXPECT_TRUE(board.none());
}

TEST(New, PuzzleHasTheRequestedDifficultyAndIsSolvable) {
    for (const char* rule : {"plus", "square", "cross"}) {
        ApiResponse response =
            get("/api/new", {{"rule", rule}, {"rows", "6"}, {"cols", "7"}, {"difficulty", "5"}, {"seed", "11"}});
        ASSERT_EQ(response.status, 200) << response.body;
        json puzzle = body_of(response);
        EXPECT_EQ(puzzle["rows"], 6);
        EXPECT_EQ(puzzle["cols"], 7);
        EXPECT_LE(puzzle["difficulty"].get<int>(), 5) << rule;
        EXPECT_GE(puzzle["difficulty"].get<int>(), 1) << rule;
        // The board's own fewest-press solution has `difficulty` presses.
        // The board's keys only: the API refuses the others ("par", "seed", ...).
        json request = {{"rows", puzzle["rows"]}, {"cols", puzzle["cols"]}, {"cells", puzzle["cells"]},
                        {"minimal", true}, {"rule", rule}};
        json solved = body_of(post("/api/solve", request.dump()));
        EXPECT_TRUE(solved["solvable"]) << rule;
        EXPECT_EQ(solved["count"], puzzle["difficulty"]) << rule;
    }
}

TEST(New, SameSeedSamePuzzle) {
    Query query{{"rows", "5"}, {"difficulty", "6"}, {"seed", "42"}, {"goal", "on"}};
    EXPECT_EQ(body_of(get("/api/new", query))["cells"], body_of(get("/api/new", query))["cells"]);
}

TEST(Analyze, FourByFourPlusHasNullityFour) {
    ApiResponse response = get("/api/analyze", {{"rule", "plus"}, {"rows", "4"}, {"cols", "4"}});
    ASSERT_EQ(response.status, 200);
    json analysis = body_of(response);
    EXPECT_EQ(analysis["rank"], 12);
    EXPECT_EQ(analysis["nullity"], 4);
    ASSERT_EQ(analysis["quiet"].size(), 4u);
    for (const json& rows : analysis["quiet"]) {
        Board quiet = board_of(json{{"rows", 4}, {"cols", 4}, {"cells", rows}});
        EXPECT_FALSE(quiet.none());
        EXPECT_TRUE(apply_presses(Board(4, 4), Rule::plus(), quiet).none()) << "a quiet pattern changes nothing";
    }
}

TEST(Chase, StepsClearTheSeedExample) {
    ApiResponse response = post("/api/chase", kSeedBoard);
    ASSERT_EQ(response.status, 200) << response.body;
    json report = body_of(response);
    EXPECT_TRUE(report["solvable"]);
    ASSERT_FALSE(report["steps"].empty());
    Board board = io::parse_json_board(kSeedBoard);
    for (const json& step : report["steps"]) {
        EXPECT_TRUE(step["name"].is_string());
        for (const json& cell : step["presses"])
            Rule::plus().press(board, cell[0].get<int>() - 1, cell[1].get<int>() - 1);
    }
    EXPECT_TRUE(board.none());
}

// ---- hostile input: answered, never thrown -----------------------------------

void expect_error(const ApiResponse& response, int status) {
    EXPECT_EQ(response.status, status) << response.body;
    json answer = json::parse(response.body, nullptr, false);
    ASSERT_TRUE(answer.is_object()) << response.body;
    EXPECT_TRUE(answer["error"].is_string()) << response.body;
    EXPECT_FALSE(answer["error"].get<std::string>().empty());
}

TEST(Hostile, MalformedJsonIs400) {
    expect_error(post("/api/solve", "{\"rows\":5,"), 400);
    expect_error(post("/api/solve", ""), 400);
    expect_error(post("/api/hint", "[1,2,3]"), 400);
    expect_error(post("/api/solve", "\"just a string\""), 400);
    expect_error(post("/api/solve", std::string("{\"rows\":\xff\xfe}")), 400);
}

TEST(Hostile, BadValuesAre400) {
    expect_error(post("/api/solve", R"({"rows":2,"cols":2,"cells":["10","012"]})"), 400);
    expect_error(post("/api/solve", R"({"rows":2,"cols":2,"cells":["10","0x"]})"), 400);
    expect_error(post("/api/solve", R"({"rows":-3,"cols":2,"cells":["10","01"]})"), 400);
    expect_error(post("/api/solve", R"({"rows":2.5,"cols":2,"cells":["10","01"]})"), 400);
    expect_error(post("/api/solve", R"({"rows":2,"cols":2,"cells":"1001"})"), 400);
    expect_error(post("/api/solve", R"({"rows":2,"cols":2})"), 400);
    expect_error(post("/api/solve", with(kSeedBoard, R"("rule":"hexagon")")), 400);
    expect_error(post("/api/solve", with(kSeedBoard, std::string("\"rule\":\"\xc3\x28\""))), 400);
    expect_error(post("/api/solve", with(kSeedBoard, R"("goal":"sideways")")), 400);
    expect_error(post("/api/solve", with(kSeedBoard, R"("goal":7)")), 400);
    expect_error(post("/api/solve", with(kSeedBoard, R"("minimal":"yes")")), 400);
    // Unknown keys are refused, as in batch lines: a misspelt "minimal" must not give a non-minimal answer.
    for (const char* path : {"/api/solve", "/api/hint", "/api/chase"}) {
        const ApiResponse misspelt = post(path, with(kSeedBoard, R"("minimall":true)"));
        EXPECT_EQ(misspelt.status, 400) << path;
        EXPECT_NE(body_of(misspelt)["error"].get<std::string>().find("unknown key \"minimall\""), std::string::npos);
    }
    expect_error(post("/api/solve", R"({"variant":"xl25","lights":[],"pad":[{},{}]})"), 400);
    expect_error(post("/api/solve", with(kSeedBoard, R"("constraint":"only-sometimes")")), 400);
    expect_error(post("/api/chase", with(kSeedBoard, R"("rule":"square")")), 400);
    expect_error(get("/api/new", {{"rows", "0"}}), 400);
    expect_error(get("/api/new", {{"rows", "five"}}), 400);
    expect_error(get("/api/new", {{"rows", "-5"}}), 400);
    expect_error(get("/api/new", {{"rows", "5"}, {"difficulty", "26"}}), 400);
    expect_error(get("/api/new", {{"rows", "5"}, {"difficulty", "0"}}), 400);
    expect_error(get("/api/new", {{"goal", "up"}}), 400);
    expect_error(get("/api/analyze", {{"rule", "stencil:xx"}}), 400);
    expect_error(get("/api/analyze", {{"torus", "maybe"}}), 400);
}

TEST(Hostile, OversizedIs413) {
    expect_error(post("/api/solve", R"({"rows":257,"cols":5,"cells":["1"]})"), 413);
    expect_error(post("/api/solve", R"({"rows":5,"cols":100000000000,"cells":["1"]})"), 413);
    std::string row(kMaxApiSide + 1, '1');
    expect_error(post("/api/solve", R"({"cells":[")" + row + R"("]})"), 413);
    json tall{{"cells", json::array()}};
    for (int r = 0; r <= kMaxApiSide; ++r) tall["cells"].push_back("1");
    expect_error(post("/api/hint", tall.dump()), 413);
    expect_error(post("/api/solve", std::string(kMaxRequestBytes + 1, ' ')), 413);
    expect_error(get("/api/new", {{"rows", "257"}}), 413);
    // A custom footprint is offered on smaller boards (offered.hpp).
    expect_error(get("/api/new", {{"rows", "65"}, {"rule", "stencil:x.x/.x./x.x"}}), 413);
    expect_error(get("/api/analyze", {{"rows", "5"}, {"cols", "99999999999"}}), 413);
}

TEST(Hostile, UnknownPathsAndMethods) {
    expect_error(get("/api/teapot", {}), 404);
    expect_error(get("/api/solve", {}), 405);
    expect_error(post("/api/new", ""), 405);
}

TEST(Assets, ThePageIsEmbedded) {
    auto page = find_asset("/");
    ASSERT_TRUE(page);
    EXPECT_NE(page->bytes.find("<html"), std::string_view::npos);
    EXPECT_EQ(page->content_type.substr(0, 9), "text/html");
    for (const char* path : {"/app.js", "/style.css"}) EXPECT_TRUE(find_asset(path)) << path;
    EXPECT_FALSE(find_asset("/../CMakeLists.txt"));
    EXPECT_FALSE(find_asset("/nothing.js"));
    // Works offline: the page names no other host.
    for (const auto& [name, bytes] : embedded_assets()) EXPECT_EQ(bytes.find("https://"), std::string_view::npos) << name;
}

// ---- over a real socket --------------------------------------------------------

TEST(Server, ServesThePageAndTheApiOnAFreePort) {
    Server server("127.0.0.1", 0);
    ASSERT_GT(server.port(), 0);
    std::thread serving([&] { server.run(); });
    // Stops and joins however the test ends (an ASSERT returns early).
    struct Stop {
        Server& server;
        std::thread& thread;
        ~Stop() {
            server.stop();
            thread.join();
        }
    } stop{server, serving};
    httplib::Client client("127.0.0.1", server.port());
    client.set_connection_timeout(5);
    client.set_read_timeout(10);

    auto page = client.Get("/");
    ASSERT_TRUE(page);
    EXPECT_EQ(page->status, 200);
    EXPECT_NE(page->body.find("Lights"), std::string::npos);

    auto solved = client.Post("/api/solve", kSeedBoard, "application/json");
    ASSERT_TRUE(solved);
    EXPECT_EQ(solved->status, 200);
    EXPECT_TRUE(json::parse(solved->body)["solvable"]);

    auto bad = client.Post("/api/solve", "{nope", "application/json");
    ASSERT_TRUE(bad);
    EXPECT_EQ(bad->status, 400);

    // Refused on its Content-Length before the body is read: the 413 arrives,
    // or (a body larger than the socket's buffers) the connection closes while
    // the client is still writing it.
    auto huge = client.Post("/api/solve", std::string(kMaxRequestBytes + 10, '{'), "application/json");
    if (huge) EXPECT_EQ(huge->status, 413);
    else EXPECT_EQ(huge.error(), httplib::Error::Write) << httplib::to_string(huge.error());

    // Still serving after the hostile requests.
    auto again = client.Get("/api/analyze?rows=5");
    ASSERT_TRUE(again);
    EXPECT_EQ(again->status, 200);
    EXPECT_EQ(json::parse(again->body)["nullity"], 2);
}

}  // namespace
}  // namespace lightsout::web
