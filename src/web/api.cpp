// The JSON API of the web game (docs/WEB.md): request -> library call -> JSON.
#include <algorithm>
#include <new>
#include <optional>
#include <random>
#include <stdexcept>
#include <type_traits>
#include <vector>
#include <sstream>
#include <string>

#include "io/json_parts.hpp"
#include "lightsout/analyze.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/strategy.hpp"
#include "lightsout/web.hpp"
#include "web/general.hpp"
#include "web/hint.hpp"
#include "web/learn.hpp"
#include "web/offered.hpp"
#include "web/puzzle.hpp"
#include "web/request.hpp"

namespace lightsout::web {

using nlohmann::json;

namespace {


// Messages may quote the request's bytes: invalid UTF-8 is replaced, not thrown.
ApiResponse json_response(int status, const json& body) {
    return {status, body.dump(-1, ' ', false, json::error_handler_t::replace) + "\n"};
}
ApiResponse error_response(int status, const std::string& message) {
    return json_response(status, json{{"error", message}});
}

BoardRequest read_game_request(std::string_view body) {
    BoardRequest request = read_board_request(parse_body(body), body);
    check_offered_size(offered(request.rule), 2, request.board.shape(), request.constraint != MoveConstraint::any);
    return request;
}

SolveOptions options_for(const BoardRequest& request, bool minimal, const ApiBudget& budget) {
    SolveOptions options = api_solve_options(request.board.shape().cells(), budget);
    options.goal = request.goal;
    options.minimal = minimal;
    options.constraint = request.constraint;
    return options;
}

// The lighter of the solver's answer and the request's witness (presses that
// reach the goal from the board, checked here by simulation), so that Hint
// and Solve never announce more than the par of a puzzle whose making presses
// the page keeps. Under a move constraint an answer is a legal sequence, which
// a witness is not: it is refused there.
void take_witness(Solution& solution, const BoardRequest& request) {
    if (request.witness.empty()) return;
    if (request.constraint != MoveConstraint::any)
        throw InputError("\"witness\" is taken only without a move constraint (an answer under one is a legal sequence)");
    const Shape shape = request.board.shape();
    PressPattern witness(shape.rows, shape.cols);
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) witness.set(r, c, request.witness[std::size_t(r) * shape.cols + c] != 0);
    Board goal(shape.rows, shape.cols);
    if (request.goal == Goal::on) goal.fill(true);
    if (!(apply_presses(request.board, request.rule, witness) == goal))
        throw InputError("\"witness\" does not reach the goal from this board");
    if (!solution.solvable)
        throw std::logic_error("internal error: no solution found, yet the witness reaches the goal");
    const std::int64_t lighter = witness.count(), found = solution.presses.count();
    if (lighter >= found) return;
    solution.note = "fewest presses not proven: the witness sent, " + std::to_string(lighter) +
                    " presses, is lighter than the " + std::to_string(found) + " the solver found";
    solution.presses = std::move(witness);
    solution.sequence.clear();
    solution.minimal = false;
}

// POST /api/solve: the answer of `lightsout solve --format json`.
ApiResponse solve_endpoint(std::string_view body, const ApiBudget& budget) {
    if (const json parsed = parse_body(body); wants_general(parsed))
        return json_response(200, general_solve(read_general(parsed), wants_minimal(parsed), budget));
    const BoardRequest request = read_game_request(body);
    Solution solution = solve(request.board, request.rule, options_for(request, request.minimal, budget));
    take_witness(solution, request);
    std::ostringstream out;
    io::write_answer(out, solution, {request.board.shape(), request.rule, request.goal, io::Coords::rc},
                     io::AnswerFormat::json);
    return {200, out.str()};
}

// POST /api/hint: one press of a fewest-press solution (the first legal press
// under a move constraint). Pressing it leaves a board whose fewest-press
// solution is one press shorter, so following hints wins in `count` clicks.
ApiResponse hint_endpoint(std::string_view body, const ApiBudget& budget) {
    if (const json parsed = parse_body(body); wants_general(parsed)) {
        wants_minimal(parsed);  // checked as everywhere; a hint is always from a fewest solution
        return json_response(200, general_hint(read_general(parsed), budget));
    }
    const BoardRequest request = read_game_request(body);
    Solution solution = solve(request.board, request.rule, options_for(request, true, budget));
    take_witness(solution, request);
    const Shape shape = request.board.shape();
    Hint hint{solution.solvable, solution.minimal, solution.proven, solution.note, json(), 0, json()};
    if (!solution.solvable) {
        hint.certificate = io::cells_json(cells_of(solution.certificate), io::Coords::rc, shape);
    } else if (!solution.sequence.empty()) {
        hint.remaining = std::int64_t(solution.sequence.size());
        hint.press = io::cell_json(solution.sequence.front(), io::Coords::rc, shape);
    } else {
        hint.remaining = solution.presses.count();
        if (hint.remaining > 0) hint.press = io::cell_json(cells_of(solution.presses).front(), io::Coords::rc, shape);
    }
    return json_response(200, hint_of(hint));
}

const char* goal_name(Goal goal) { return goal == Goal::on ? "on" : "off"; }

// The JSON board of a made puzzle and everything the page shows about it.
json puzzle_json(const PuzzleRequest& request, const Generated& puzzle) {
    json answer{{"rows", request.shape.rows},
                {"cols", request.shape.cols},
                {"cells", io::board_rows(puzzle.board)},
                {"rule", request.rule.on_torus(false).name()},
                {"torus", request.rule.torus()},
                {"topology", Rule::topology_name(request.rule.topology())},
                {"goal", goal_name(request.goal)},
                {"constraint", constraint_name(request.constraint)},
                {"difficulty", puzzle.difficulty},
                {"requested", request.difficulty},
                {"minimal", puzzle.minimal},
                {"par", puzzle.par},
                {"par_proven", puzzle.par_proven},
                {"seed", request.seed}};
    // Without a constraint par is this answer's count: the page sends it back,
    // less the player's presses, with Hint and Solve.
    if (request.constraint == MoveConstraint::any) answer["witness"] = io::board_rows(puzzle.witness);
    return answer;
}

// GET /api/new: a random puzzle whose fewest-press solution has `difficulty`
// presses, and its par under the move constraint.
ApiResponse new_endpoint(const Query& query, const ApiBudget& budget) {
    if (wants_general(query)) return json_response(200, general_new(query, budget));
    PuzzleRequest request;
    request.budget = budget;
    request.rule = read_game_rule(query);
    request.shape = query_shape(query);
    request.goal = read_goal(query_text(query, "goal", "off"));
    request.constraint = read_constraint(query_text(query, "constraint", "any"));
    check_offered_size(request.rule, 2, request.shape, request.constraint != MoveConstraint::any);
    const std::int64_t cells = request.shape.cells();
    request.difficulty = read_difficulty(query, cells, cells, "the number of cells");
    request.seed = seed_of(query);
    return json_response(200, puzzle_json(request, make_puzzle(request)));
}

// GET /api/daily?date=YYYY-MM-DD: the puzzle of the day, the same for everyone.
ApiResponse daily_endpoint(const Query& query, const ApiBudget& budget) {
    const DailyPuzzle daily = daily_puzzle(query_text(query, "date", ""), budget);
    json answer = puzzle_json(daily.request, daily.puzzle);
    answer["date"] = query_text(query, "date", "");
    return json_response(200, answer);
}

// POST /api/board[?states=K]: a pasted text board (README.md "Formats", text boards;
// digits for K > 2 states) as a JSON board.
ApiResponse board_endpoint(const Query& query, std::string_view body) {
    if (body.size() > kMaxRequestBytes) throw TooLarge("the pasted board is larger than the request limit");
    const std::int64_t states = query_number(query, "states").value_or(2);
    if (states < 2 || states > kMaxGameStates)
        throw InputError("the game offers 2 to " + std::to_string(kMaxGameStates) + " states, not " + std::to_string(states));
    auto too_large = [&](Shape shape) {
        if (shape.rows > kMaxApiSide || shape.cols > kMaxApiSide)
            throw TooLarge("the pasted board is " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols) +
                           ": the game takes boards of at most " + std::to_string(kMaxApiSide) + " rows and columns");
    };
    if (states == 2) {
        const Board board = io::parse_text_board(body, "the pasted board");
        too_large(board.shape());
        return json_response(200, json{{"rows", board.rows()}, {"cols", board.cols()}, {"cells", io::board_rows(board)}});
    }
    const StateBoard board = io::parse_state_text(body, int(states), "the pasted board");
    too_large(board.shape);
    return json_response(200, json{{"rows", board.shape.rows}, {"cols", board.shape.cols}, {"states", states},
                                   {"cells", state_rows(board.lights, board.shape, int(states))}});
}

// Quiet patterns when the engine lists none (the structured engines list a
// basis only up to nullity 64; 256 x 256 plus has 144): for random presses r,
// x - r is quiet when x is the engine's answer to the lights r makes, and
// uniform over the quiet patterns when that answer is linear in the lights.
// Kept while independent (an elimination on words), up to `most`, each
// checked by simulation; a fixed seed, so the same request gets the same list.
std::vector<PressPattern> sampled_quiet(const Rule& rule, Shape shape, std::int64_t nullity, std::size_t most) {
    using Word = std::remove_cvref_t<decltype(*PressPattern(1, 1).row(0))>;
    const std::size_t wanted = std::min<std::size_t>(most, std::size_t(nullity));
    std::vector<PressPattern> basis;      // as found, for the answer
    std::vector<PressPattern> echelon;    // reduced copies, each with its pivot
    std::vector<std::size_t> pivots;
    std::mt19937_64 random(0x5157u);
    const Board empty(shape.rows, shape.cols);
    for (std::size_t draw = 0; draw < wanted + 40 && basis.size() < wanted; ++draw) {
        PressPattern r(shape.rows, shape.cols);
        for (int i = 0; i < shape.rows; ++i)
            for (int j = 0; j < shape.cols; ++j) r.set(i, j, random() & 1);
        const Solution answer = solve(apply_presses(empty, rule, r), rule, SolveOptions{});
        if (!answer.solvable) continue;
        PressPattern quiet = answer.presses;
        Word* q = quiet.row(0);
        const Word* rw = r.row(0);
        for (std::size_t w = 0; w < quiet.word_count(); ++w) q[w] ^= rw[w];
        if (!(apply_presses(empty, rule, quiet) == empty))
            throw std::logic_error("internal error: a sampled quiet pattern changes the board");
        PressPattern reduced = quiet;
        Word* x = reduced.row(0);
        const std::size_t bits = sizeof(Word) * 8;
        for (std::size_t k = 0; k < echelon.size(); ++k)
            if (x[pivots[k] / bits] >> (pivots[k] % bits) & 1) {
                const Word* e = echelon[k].row(0);
                for (std::size_t w = 0; w < reduced.word_count(); ++w) x[w] ^= e[w];
            }
        std::size_t pivot = 0;
        while (pivot < reduced.word_count() * bits && !(x[pivot / bits] >> (pivot % bits) & 1)) ++pivot;
        if (pivot == reduced.word_count() * bits) continue;  // dependent on those kept
        echelon.push_back(std::move(reduced));
        pivots.push_back(pivot);
        basis.push_back(std::move(quiet));
    }
    return basis;
}

// GET /api/analyze: rank, nullity and the quiet patterns of a (rule, size).
ApiResponse analyze_endpoint(const Query& query) {
    const Rule rule = read_game_rule(query);
    const Shape shape = query_shape(query);
    if (const std::int64_t states = query_number(query, "states").value_or(2); states != 2)
        return json_response(200, general_analyze(rule, shape, int(std::min<std::int64_t>(states, 1000))));
    check_offered_size(rule, 2, shape);
    Analysis analysis = analyze(rule, shape);
    if (analysis.quiet.empty() && analysis.nullity > 0)
        analysis.quiet = sampled_quiet(rule, shape, analysis.nullity, kMaxQuietSent);
    json quiet = json::array();
    for (std::size_t i = 0; i < analysis.quiet.size() && i < kMaxQuietSent; ++i)
        quiet.push_back(io::board_rows(analysis.quiet[i]));
    return json_response(200, json{{"rows", shape.rows},
                                   {"cols", shape.cols},
                                   {"rule", rule.name()},
                                   {"rank", analysis.rank},
                                   {"nullity", analysis.nullity},
                                   {"solvable_fraction", analysis.solvable_fraction()},
                                   {"quiet", quiet},
                                   {"quiet_truncated", std::int64_t(quiet.size()) < analysis.nullity}});
}

// The bottom-row lookup table of light chasing: for each bottom-row light that
// matters, the top-row columns to press (1-based, as the seed's table).
json table_json(const ChaseTable& table) {
    json entries = json::array();
    for (const ChaseTable::Entry& entry : table.entries) {
        json presses = json::array();
        for (int col : entry.presses) presses.push_back(col + 1);
        entries.push_back(json{{"light", entry.light + 1}, {"presses", presses}});
    }
    json ignored = json::array();
    for (int col : table.ignored) ignored.push_back(col + 1);
    return json{{"entries", entries}, {"ignored", ignored}};
}

// POST /api/chase: the light-chasing steps of seed 002 (plus rule, no torus).
ApiResponse chase_endpoint(std::string_view body) {
    if (wants_general(parse_body(body)))
        throw InputError("light chasing is taught on two-state boards (the plus rule, no torus)");
    const BoardRequest request = read_game_request(body);
    if (request.rule.kind() != Rule::Kind::plus || !request.rule.flat())
        throw InputError("light chasing applies to the plus rule on a flat board, not " + request.rule.name());
    if (request.board.rows() > kMaxLessonSide || request.board.cols() > kMaxLessonSide)
        throw TooLarge("light chasing is taught on boards up to " + std::to_string(kMaxLessonSide) + "x" +
                       std::to_string(kMaxLessonSide) + ", not " + std::to_string(request.board.rows()) + "x" +
                       std::to_string(request.board.cols()));
    const ChaseReport report = chase(request.board, request.goal);
    const Shape shape = request.board.shape();
    auto cells_json = [&](const std::vector<Cell>& cells) { return io::cells_json(cells, io::Coords::rc, shape); };
    json steps = json::array();
    for (const StrategyStep& step : report.steps)
        steps.push_back(json{{"name", step.name}, {"presses", cells_json(step.presses)}});
    json answer{{"solvable", report.solvable}, {"steps", steps}, {"table", table_json(chase_table(request.board.shape()))}};
    if (report.solvable) {
        answer["simple"] = cells_json(report.simple);
        answer["minimal"] = cells_json(report.minimal);
        answer["minimal_proven"] = report.minimal_proven;
    } else {
        answer["certificate"] = cells_json(cells_of(report.certificate));
    }
    return json_response(200, answer);
}

ApiResponse route(std::string_view method, std::string_view path, const Query& query, std::string_view body,
                  const ApiBudget& budget) {
    struct Endpoint {
        std::string_view path, method;
    };
    static constexpr Endpoint endpoints[] = {{"/api/solve", "POST"}, {"/api/hint", "POST"},  {"/api/chase", "POST"},
                                             {"/api/board", "POST"}, {"/api/new", "GET"},    {"/api/daily", "GET"},
                                             {"/api/analyze", "GET"}, {"/api/variants", "GET"}, {"/api/learn", "GET"}};
    for (const Endpoint& e : endpoints) {
        if (e.path != path) continue;
        if (e.method != method)
            return error_response(405, std::string(path) + " takes " + std::string(e.method) + " requests");
        if (path == "/api/solve") return solve_endpoint(body, budget);
        if (path == "/api/hint") return hint_endpoint(body, budget);
        if (path == "/api/chase") return chase_endpoint(body);
        if (path == "/api/board") return board_endpoint(query, body);
        if (path == "/api/new") return new_endpoint(query, budget);
        if (path == "/api/daily") return daily_endpoint(query, budget);
        if (path == "/api/variants") return json_response(200, variants_json());
        if (path == "/api/learn") return {200, learn_json(query)};
        return analyze_endpoint(query);
    }
    return error_response(404, "no such API endpoint: " + std::string(path.substr(0, 80)));
}

}  // namespace

namespace {

// The answer to a request whose handling threw.
template <class Handle>
ApiResponse answer_or_refuse(Handle&& handle) {
    try {
        return handle();
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

}  // namespace

ApiResponse handle_api(std::string_view method, std::string_view path, const Query& query, std::string_view body,
                       const ApiBudget& budget) {
    return answer_or_refuse([&] { return route(method, path, query, body, budget); });
}

std::optional<ApiResponse> refuse_unreadable_body(std::string_view method, std::string_view path, std::string_view body) {
    // /api/board takes a text board; the other POST endpoints a JSON object of known keys.
    if (method != "POST" || path == "/api/board" || body.empty()) return std::nullopt;
    ApiResponse answer = answer_or_refuse([&] {
        parse_body(body);
        return ApiResponse{};
    });
    if (answer.status == 200) return std::nullopt;
    return answer;
}

}  // namespace lightsout::web
