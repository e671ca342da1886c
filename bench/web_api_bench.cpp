// What the game page asks the server, timed (docs/WEB.md, "How fast"): the
// target is under 100 ms per request for every board the page offers, up to
// 256 x 256 (the Big/ rows; the others time 50 x 50 and 20 x 20 boards).
// Requests go through handle_api() as the server calls it
// (JSON in, JSON out), without the socket.
//
//   web_api_bench                                  all of them
//   web_api_bench --benchmark_filter='Solve/plus'   one kind
//
// Solve/<rule>/<constraint>   POST /api/solve with minimal (the page's Solve,
//                             its hints' plan, the par of a board from a link)
//                             on a 50 x 50 puzzle of the page's default
//                             difficulty (cells / 4), made with a fixed seed
// New/<rule>/<constraint>     GET /api/new for that puzzle (includes its par)
// Analyze/<rule>              GET /api/analyze (the Quiet panel)
// Chase/plus                  POST /api/chase (the lesson)
// States/<K>/<rule>/20       POST /api/solve with minimal on a 20 x 20 board of K
//                             states (the page offers K = 3..9 up to 20 x 20: cross,
//                             torus and custom footprints mod K are dense, 150 ms
//                             CPU at 30 x 30 and 2-3 s at 50 x 50)
// NewStates/<K>/plus/20       GET /api/new for it
// Variant/<name>              POST /api/solve on a random position of a graph preset
// Big/<K>/<rule>/<request>    the budget of the largest boards: the largest
//                             board offered for the rule and K = 2, 4, 252 or 255 states
//                             (256 x 256 where offered; the counter "side" says),
//                             difficulty cells / 4, made with a fixed seed; <request>
//                             is solve (POST /api/solve with minimal), hint (POST
//                             /api/hint) or new (GET /api/new). Target: 100 ms of
//                             CPU each (the CPU column is the process's, every thread).
//   web_api_bench --benchmark_filter='^Big/' --benchmark_min_time=0.5s
// Rules: plus, square, cross, their torus forms, and a custom 7x7 footprint
// (the editor's largest); constraints: any, only-on (goal off), only-off (goal on).
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/web.hpp"

namespace lightsout::web {
namespace {

using nlohmann::json;

constexpr int kSide = 50;
const char* const kWideStencil = "stencil:x.....x/..x.x../.x...x./...x.../.x...x./..x.x../x.....x";

struct Case {
    std::string name, rule;
    bool torus;
};

const std::vector<Case>& cases() {
    static const std::vector<Case> all = {
        {"plus", "plus", false},     {"square", "square", false}, {"cross", "cross", false},
        {"plus+torus", "plus", true}, {"square+torus", "square", true}, {"stencil7x7", kWideStencil, false},
    };
    return all;
}

Query new_query(const Case& c, const std::string& constraint) {
    return {{"rule", c.rule},
            {"torus", c.torus ? "true" : "false"},
            {"rows", std::to_string(kSide)},
            {"cols", std::to_string(kSide)},
            {"goal", constraint == "only-off" ? "on" : "off"},
            {"constraint", constraint},
            {"difficulty", std::to_string(kSide * kSide / 4)},
            {"seed", "7"}};
}

ApiResponse call(const std::string& method, const std::string& path, const Query& query, const std::string& body) {
    ApiResponse response = handle_api(method, path, query, body);
    if (response.status != 200) throw std::runtime_error(path + ": " + response.body);
    return response;
}

void solve(benchmark::State& state, Case c, std::string constraint) {
    json request = json::parse(call("GET", "/api/new", new_query(c, constraint), "").body);
    request["minimal"] = true;
    const std::string body = request.dump();
    for (auto _ : state) benchmark::DoNotOptimize(call("POST", "/api/solve", {}, body));
    const json answer = json::parse(call("POST", "/api/solve", {}, body).body);
    state.counters["presses"] = double(answer.contains("sequence") ? answer["sequence"].size() : answer["count"].get<std::size_t>());
    state.counters["minimal"] = answer["minimal"].get<bool>();
}

void make(benchmark::State& state, Case c, std::string constraint) {
    const Query query = new_query(c, constraint);
    for (auto _ : state) benchmark::DoNotOptimize(call("GET", "/api/new", query, ""));
}

void analyze(benchmark::State& state, Case c) {
    const Query query{{"rule", c.rule}, {"torus", c.torus ? "true" : "false"}, {"rows", "50"}, {"cols", "50"}};
    for (auto _ : state) benchmark::DoNotOptimize(call("GET", "/api/analyze", query, ""));
}

void chase(benchmark::State& state) {
    const std::string body = call("GET", "/api/new", new_query(cases()[0], "any"), "").body;
    for (auto _ : state) benchmark::DoNotOptimize(call("POST", "/api/chase", {}, body));
}

void states_solve(benchmark::State& state, int states, std::string rule, int side) {
    const bool torus = rule.ends_with("+torus");
    if (torus) rule.resize(rule.size() - 6);
    const Query query{{"states", std::to_string(states)}, {"rule", rule}, {"torus", torus ? "true" : "false"}, {"rows", std::to_string(side)},
                      {"difficulty", std::to_string(side * side)}, {"seed", "7"}};
    json request = json::parse(call("GET", "/api/new", query, "").body);
    request["minimal"] = true;
    const std::string body = request.dump();
    for (auto _ : state) benchmark::DoNotOptimize(call("POST", "/api/solve", {}, body));
}

void states_new(benchmark::State& state, int states, std::string rule, int side) {
    const Query query{{"states", std::to_string(states)}, {"rule", rule}, {"rows", std::to_string(side)},
                      {"difficulty", std::to_string(side * side)}, {"seed", "7"}};
    for (auto _ : state) benchmark::DoNotOptimize(call("GET", "/api/new", query, ""));
}

void variant_solve(benchmark::State& state, std::string name) {
    json request = json::parse(call("GET", "/api/new", {{"variant", name}, {"seed", "7"}}, "").body);
    request["minimal"] = true;
    const std::string body = request.dump();
    for (auto _ : state) benchmark::DoNotOptimize(call("POST", "/api/solve", {}, body));
}

// The largest side offered for a rule and K (src/web/offered.cpp, max_side).
int offered_side(const std::string& rule, int states) {
    if (rule.starts_with("stencil:")) return states == 2 ? 64 : 20;
    return 256;
}

struct Big {
    Query query;
    int side;
};

Big big_board(int states, std::string rule) {
    int side = 0;  // "plus@128": a smaller side than offered
    if (const std::size_t at = rule.find('@'); at != std::string::npos) {
        side = std::stoi(rule.substr(at + 1));
        rule.resize(at);
    }
    const bool torus = rule.ends_with("+torus");
    if (torus) rule.resize(rule.size() - 6);
    if (rule == "stencil7x7") rule = kWideStencil;
    if (side == 0) side = offered_side(rule, states);
    return {{{"states", std::to_string(states)}, {"rule", rule}, {"torus", torus ? "true" : "false"},
             {"rows", std::to_string(side)}, {"difficulty", std::to_string(side * side / 4)}, {"seed", "7"}},
            side};
}

void big(benchmark::State& state, int states, std::string rule, std::string request) {
    const Big board = big_board(states, std::move(rule));
    state.counters["side"] = board.side;
    if (request == "new") {
        for (auto _ : state) benchmark::DoNotOptimize(call("GET", "/api/new", board.query, ""));
        return;
    }
    json puzzle = json::parse(call("GET", "/api/new", board.query, "").body);
    puzzle["minimal"] = true;
    const std::string body = puzzle.dump();
    const std::string path = "/api/" + request;
    for (auto _ : state) benchmark::DoNotOptimize(call("POST", path, {}, body));
    state.counters["bytes"] = double(body.size());
}

const bool registered = [] {
    for (const Case& c : cases()) {
        for (const char* constraint : {"any", "only-on", "only-off"}) {
            benchmark::RegisterBenchmark(("Solve/" + c.name + "/" + constraint).c_str(), solve, c, std::string(constraint))
                ->Unit(benchmark::kMillisecond);
            benchmark::RegisterBenchmark(("New/" + c.name + "/" + constraint).c_str(), make, c, std::string(constraint))
                ->Unit(benchmark::kMillisecond);
        }
        benchmark::RegisterBenchmark(("Analyze/" + c.name).c_str(), analyze, c)->Unit(benchmark::kMillisecond);
    }
    benchmark::RegisterBenchmark("Chase/plus", chase)->Unit(benchmark::kMillisecond);
    for (int states : {3, 4, 5, 6, 7, 8, 9}) {
        for (const char* rule : {"plus", "square", "cross", "plus+torus", kWideStencil})
            benchmark::RegisterBenchmark(("States/" + std::to_string(states) + "/" + rule + "/20").c_str(), states_solve,
                                         states, std::string(rule), 20)
                ->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("NewStates/" + std::to_string(states) + "/plus/20").c_str(), states_new, states,
                                     std::string("plus"), 20)
            ->Unit(benchmark::kMillisecond);
    }
    // plus@128 and plus@203: two states with 56 and 38 quiet patterns in the
    // basis, where the fewest-press walk and search run (at 256 x 256 plus
    // has 144, beyond a basis the walk could use).
    for (const char* rule : {"plus@128", "plus@203"})
        for (const char* request : {"solve", "hint", "new"})
            benchmark::RegisterBenchmark((std::string("Big/2/") + rule + "/" + request).c_str(), big, 2, std::string(rule),
                                         std::string(request))
                ->MeasureProcessCPUTime()
                ->Unit(benchmark::kMillisecond);
    // K = 252 = 4 x 9 x 7: three prime powers, two of them chased (plus mod 4
    // and mod 9), the slowest K of a sweep of 25 for plus, and on a torus.
    for (int states : {2, 4, 252, 255})
        for (const char* rule : {"plus", "square", "cross", "plus+torus", "square+torus", "cross+torus", "stencil7x7"})
            for (const char* request : {"solve", "hint", "new"})
                benchmark::RegisterBenchmark(("Big/" + std::to_string(states) + "/" + rule + "/" + request).c_str(), big,
                                             states, std::string(rule), std::string(request))
                    ->MeasureProcessCPUTime()
                    ->Unit(benchmark::kMillisecond);
    for (const char* name : {"merlin", "orbix", "cube"})
        benchmark::RegisterBenchmark((std::string("Variant/") + name).c_str(), variant_solve, std::string(name))
            ->Unit(benchmark::kMillisecond);
    return true;
}();

}  // namespace
}  // namespace lightsout::web
