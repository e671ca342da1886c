// The JSON API of the web game (docs/WEB.md): request -> library call -> JSON.
#include <new>
#include <random>
#include <sstream>
#include <string>

#include "lightsout/analyze.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/strategy.hpp"
#include "lightsout/web.hpp"
#include "web/puzzle.hpp"
#include "web/request.hpp"

namespace lightsout::web {

using nlohmann::json;

namespace {

// Quiet patterns sent by /api/analyze; the nullity is always sent in full.
constexpr std::size_t kMaxQuietSent = 64;

// Messages may quote the request's bytes: invalid UTF-8 is replaced, not thrown.
ApiResponse json_response(int status, const json& body) {
    return {status, body.dump(-1, ' ', false, json::error_handler_t::replace) + "\n"};
}
ApiResponse error_response(int status, const std::string& message) {
    return json_response(status, json{{"error", message}});
}

SolveOptions options_for(const BoardRequest& request, bool minimal) {
    SolveOptions options;
    options.goal = request.goal;
    options.minimal = minimal;
    options.constraint = request.constraint;
    options.minimal_nullity_limit = kApiNullityLimit;
    return options;
}

json cells_json(const std::vector<Cell>& cells) {
    json list = json::array();
    for (Cell cell : cells) list.push_back(cell_json(cell));
    return list;
}

// POST /api/solve: the answer of `lightsout solve --format json`.
ApiResponse solve_endpoint(std::string_view body) {
    const BoardRequest request = read_board_request(parse_body(body), body);
    const Solution solution = solve(request.board, request.rule, options_for(request, request.minimal));
    std::ostringstream out;
    io::write_answer(out, solution, {request.board.shape(), request.rule, request.goal, io::Coords::rc},
                     io::AnswerFormat::json);
    return {200, out.str()};
}

// POST /api/hint: one press of a fewest-press solution (the first legal press
// under a move constraint). Pressing it leaves a board whose fewest-press
// solution is one press shorter, so following hints wins in `count` clicks.
ApiResponse hint_endpoint(std::string_view body) {
    const BoardRequest request = read_board_request(parse_body(body), body);
    const Solution solution = solve(request.board, request.rule, options_for(request, true));
    json answer{{"solvable", solution.solvable}, {"minimal", solution.minimal}};
    if (!solution.note.empty()) answer["note"] = solution.note;
    if (!solution.solvable) {
        answer["certificate"] = cells_json(cells_of(solution.certificate));
        return json_response(200, answer);
    }
    std::int64_t remaining = solution.sequence.empty() ? solution.presses.count() : std::int64_t(solution.sequence.size());
    answer["remaining"] = remaining;
    answer["solved"] = remaining == 0;
    answer["press"] = nullptr;
    if (!solution.sequence.empty()) {
        answer["press"] = cell_json(solution.sequence.front());
    } else if (remaining > 0) {
        answer["press"] = cell_json(cells_of(solution.presses).front());
    }
    return json_response(200, answer);
}

// GET /api/new: a random puzzle whose fewest-press solution has `difficulty` presses.
ApiResponse new_endpoint(const Query& query) {
    const Rule rule = read_rule(query_text(query, "rule", "plus"), query_flag(query, "torus"));
    const int rows = query_side(query, "rows", 5);
    const int cols = query_side(query, "cols", rows);
    const Goal goal = read_goal(query_text(query, "goal", "off"));
    const std::int64_t cells = std::int64_t(rows) * cols;
    const std::int64_t difficulty = query_number(query, "difficulty").value_or(std::max<std::int64_t>(1, cells / 4));
    if (difficulty < 1 || difficulty > cells)
        throw InputError("'difficulty' must be from 1 to " + std::to_string(cells) + " (the number of cells)");
    const std::uint64_t seed = query.count("seed") ? std::uint64_t(*query_number(query, "seed"))
                                                   : (std::uint64_t(std::random_device{}()) << 32 | std::random_device{}());
    const Puzzle puzzle = make_puzzle(rule, {rows, cols}, goal, difficulty, seed);
    return json_response(200, json{{"rows", rows},
                                   {"cols", cols},
                                   {"cells", grid_rows(puzzle.board)},
                                   {"rule", rule.name()},
                                   {"goal", goal == Goal::on ? "on" : "off"},
                                   {"difficulty", puzzle.difficulty},
                                   {"requested", difficulty},
                                   {"minimal", puzzle.minimal},
                                   {"seed", seed}});
}

// GET /api/analyze: rank, nullity and the quiet patterns of a (rule, size).
ApiResponse analyze_endpoint(const Query& query) {
    const Rule rule = read_rule(query_text(query, "rule", "plus"), query_flag(query, "torus"));
    const int rows = query_side(query, "rows", 5);
    const int cols = query_side(query, "cols", rows);
    const Analysis analysis = analyze(rule, {rows, cols});
    json quiet = json::array();
    for (std::size_t i = 0; i < analysis.quiet.size() && i < kMaxQuietSent; ++i)
        quiet.push_back(grid_rows(analysis.quiet[i]));
    return json_response(200, json{{"rows", rows},
                                   {"cols", cols},
                                   {"rule", rule.name()},
                                   {"rank", analysis.rank},
                                   {"nullity", analysis.nullity},
                                   {"solvable_fraction", analysis.solvable_fraction()},
                                   {"quiet", quiet},
                                   {"quiet_truncated", analysis.quiet.size() > kMaxQuietSent}});
}

// POST /api/chase: the light-chasing steps of seed 002 (plus rule, no torus).
ApiResponse chase_endpoint(std::string_view body) {
    const BoardRequest request = read_board_request(parse_body(body), body);
    if (request.rule.kind() != Rule::Kind::plus || request.rule.torus())
        throw InputError("light chasing applies to the plus rule without a torus, not " + request.rule.name());
    const ChaseReport report = chase(request.board, request.goal);
    json steps = json::array();
    for (const StrategyStep& step : report.steps)
        steps.push_back(json{{"name", step.name}, {"presses", cells_json(step.presses)}});
    json answer{{"solvable", report.solvable}, {"steps", steps}};
    if (report.solvable) {
        answer["simple"] = cells_json(report.simple);
        answer["minimal"] = cells_json(report.minimal);
        answer["minimal_proven"] = report.minimal_proven;
    } else {
        answer["certificate"] = cells_json(cells_of(report.certificate));
    }
    return json_response(200, answer);
}

ApiResponse route(std::string_view method, std::string_view path, const Query& query, std::string_view body) {
    struct Endpoint {
        std::string_view path, method;
    };
    static constexpr Endpoint endpoints[] = {{"/api/solve", "POST"}, {"/api/hint", "POST"}, {"/api/chase", "POST"},
                                             {"/api/new", "GET"},    {"/api/analyze", "GET"}};
    for (const Endpoint& e : endpoints) {
        if (e.path != path) continue;
        if (e.method != method)
            return error_response(405, std::string(path) + " takes " + std::string(e.method) + " requests");
        if (path == "/api/solve") return solve_endpoint(body);
        if (path == "/api/hint") return hint_endpoint(body);
        if (path == "/api/chase") return chase_endpoint(body);
        if (path == "/api/new") return new_endpoint(query);
        return analyze_endpoint(query);
    }
    return error_response(404, "no such API endpoint: " + std::string(path.substr(0, 80)));
}

}  // namespace

ApiResponse handle_api(std::string_view method, std::string_view path, const Query& query, std::string_view body) {
    try {
        return route(method, path, query, body);
    } catch (const TooLarge& e) {
        return error_response(413, e.what());
    } catch (const InputError& e) {
        return error_response(400, e.what());
    } catch (const std::bad_alloc&) {
        return error_response(503, "not enough memory for this request");
    } catch (const std::exception& e) {
        return error_response(500, std::string("internal error: ") + e.what());
    }
}

}  // namespace lightsout::web
