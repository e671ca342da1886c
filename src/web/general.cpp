#include "web/general.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <sstream>
#include <string>

#include "io/json_parts.hpp"
#include "lightsout/analyze.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/zk/fewest.hpp"
#include "web/hint.hpp"
#include "web/offered.hpp"
#include "web/puzzle.hpp"
#include "web/request.hpp"

namespace lightsout::web {

using nlohmann::json;

namespace {

const Variant& graph_variant(std::string_view name) {
    const Variant& variant = find_variant(name);  // unknown names: InputError listing them
    if (variant.is_grid())
        throw InputError("the variant '" + std::string(name) + "' is a grid: send its rule, size and states instead");
    return variant;
}

int states_in_game(std::int64_t states) {
    if (states < 2 || states > kMaxGameStates)
        throw InputError("the game offers 2 to " + std::to_string(kMaxGameStates) + " states, not " +
                         std::to_string(states));
    return int(states);
}

int read_states(const json& request) {
    auto it = request.find("states");
    if (it == request.end() || !it->is_number_integer())
        throw InputError("\"states\" must be a whole number from 2 to " + std::to_string(kMaxGameStates));
    return states_in_game(it->get<std::int64_t>());
}

// "off" (0), "on" (K - 1) or a value 0..K-1.
int read_goal_value(const json& goal, int states) {
    if (goal.is_null() || goal == "off") return 0;
    if (goal == "on") return states - 1;
    if (goal.is_number_integer() && goal.get<std::int64_t>() >= 0 && goal.get<std::int64_t>() < states)
        return int(goal.get<std::int64_t>());
    throw InputError("\"goal\" must be off, on or a light value 0.." + std::to_string(states - 1) + ", not " +
                     goal.dump());
}

// A side of a board of this rule and number of states, before the board is read.
void check_side(std::int64_t side, const char* what, const Rule& rule, int states) {
    if (side > max_side(rule, states))
        throw TooLarge(size_limit_text(rule, states) + " (" + what + " is " + std::to_string(side) + ")");
}

// The length of a row of "cells": a string of digits or an array of values.
std::int64_t row_length(const json& row) {
    return row.is_string() ? std::int64_t(row.get_ref<const std::string&>().size()) : std::int64_t(row.size());
}

GeneralGame read_variant_game(const json& request) {
    GeneralGame game;
    game.variant = &graph_variant(request_text(request, "variant", ""));
    game.states = game.variant->states;
    game.goal = game.variant->goal_of_each();
    const auto found = request.find("lights");
    const json& lights = found == request.end() ? json() : *found;
    if (!lights.is_array() || int(lights.size()) != game.variant->lights())
        throw InputError("\"lights\" must list the " + std::to_string(game.variant->lights()) + " lights of " +
                         game.variant->name + ", one value each");
    for (const json& v : lights) {
        if (!v.is_number_integer() || v.get<std::int64_t>() < 0 || v.get<std::int64_t>() >= game.states)
            throw InputError("a light of " + game.variant->name + " must be 0.." + std::to_string(game.states - 1) +
                             ", not " + v.dump());
        game.lights.push_back(std::uint8_t(v.get<int>()));
    }
    return game;
}

GeneralGame read_grid_game(const json& request) {
    GeneralGame game;
    game.states = read_states(request);
    game.rule = offered(read_rule(request));
    for (const char* key : {"rows", "cols"})
        if (auto it = request.find(key); it != request.end() && it->is_number_integer())
            check_side(it->get<std::int64_t>(), key, game.rule, game.states);
    if (auto cells = request.find("cells"); cells != request.end() && cells->is_array()) {
        check_side(std::int64_t(cells->size()), "the number of rows", game.rule, game.states);
        for (const json& row : *cells) check_side(row_length(row), "a row's length", game.rule, game.states);
    }
    StateBoard board = io::parse_state_json(request.dump(), game.states, "the request's board");
    game.shape = board.shape;
    game.lights = std::move(board.lights);
    const auto goal = request.find("goal");
    game.goal.assign(game.lights.size(), std::uint8_t(read_goal_value(goal == request.end() ? json() : *goal, game.states)));
    return game;
}

// Quiet generators a request builds, checks by simulation and searches
// (generators x lights, for each prime power of K): 2^20 keeps all of them on
// the largest K-state boards offered before (127 of 4,096 lights, 64 x 64
// square on a torus; 56 of 16,384, 128 x 128 plus mod 4; none at 192 x 192
// plus mod 2^e) and 16 at 256 x 256, where cross mod 255 has 1,530 and
// building, checking and searching them took 0.45 s of a request's 100 ms
// budget. 2^21 let 126 x 126 plus on a torus mod 100 keep 114 + 115
// generators, each a chase of the board: 137 ms. Without them the answer is
// the engine's one solution, not proven fewest.
constexpr std::int64_t kQuietCells = std::int64_t(1) << 20;

}  // namespace

PuzzleSolution solve_in_game(const Puzzle& puzzle, bool minimal, const ApiBudget& budget) {
    SolveOptions options;
    options.quiet_cells = kQuietCells;
    PuzzleSolution solution = solve(puzzle, options);
    if (!minimal || !solution.solvable || solution.minimal) return solution;
    const double log2_limit = std::log2(budget.walk_steps / double(std::max<std::int64_t>(1, puzzle.size())));
    zk::LightestPresses best = zk::fewest_presses(solution.presses, solution.quiet, log2_limit, budget.walk_steps);
    if (lights_off_goal(puzzle, best.presses) != 0)
        throw std::logic_error("internal error: the fewest presses found do not reach the goal");
    solution.presses = std::move(best.presses);
    solution.minimal = best.proven;
    if (!best.proven)
        solution.note = "fewest presses not proven: there are " + solution.quiet.size_text() +
                        " solutions, more than the game walks in one request; this is the best found";
    return solution;
}

Puzzle GeneralGame::puzzle() const {
    std::vector<std::uint8_t> shifted(lights.size());
    for (std::size_t i = 0; i < lights.size(); ++i) shifted[i] = std::uint8_t((lights[i] + states - goal[i]) % states);
    if (variant) return Puzzle::on_matrix(variant->press_matrix(), states, std::move(shifted), 0);
    return Puzzle::on_grid(shape, rule, states, std::move(shifted), 0);
}

json state_rows(const std::vector<std::uint8_t>& values, Shape shape, int states) {
    json rows = json::array();
    for (int r = 0; r < shape.rows; ++r) {
        const auto from = values.begin() + std::ptrdiff_t(r) * shape.cols;
        if (states > 10) {
            rows.push_back(std::vector<int>(from, from + shape.cols));
            continue;
        }
        std::string row;
        for (auto v = from; v != from + shape.cols; ++v) row += char('0' + *v);
        rows.push_back(std::move(row));
    }
    return rows;
}

bool wants_minimal(const json& request) { return request_flag(request, "minimal"); }

bool wants_general(const json& request) {
    return request.contains("variant") || (request.contains("states") && request["states"] != 2);
}

bool wants_general(const Query& query) {
    auto states = query.find("states");
    return query.count("variant") || (states != query.end() && states->second != "2");
}

GeneralGame read_general(const json& request) {
    if (request.contains("variant")) {
        if (request.contains("states") && request["states"] != graph_variant(request_text(request, "variant", "")).states)
            throw InputError("a variant has its own number of states: leave \"states\" out");
        GeneralGame game = read_variant_game(request);
        game.witness = read_witness(request, game.size(), game.states);
        return game;
    }
    if (request_text(request, "constraint", "any") != "any")
        throw InputError("move constraints are offered for two-state boards only");
    GeneralGame game = read_grid_game(request);
    game.witness = read_witness(request, game.shape, game.states);
    return game;
}

namespace {

// The lighter of the solver's answer and the game's witness (checked by
// simulation), as for two states (api.cpp, take_witness).
void take_witness(PuzzleSolution& solution, const GeneralGame& game, const Puzzle& puzzle) {
    if (game.witness.empty()) return;
    if (lights_off_goal(puzzle, game.witness) != 0) throw InputError("\"witness\" does not reach the goal from this board");
    if (!solution.solvable) throw std::logic_error("internal error: no solution found, yet the witness reaches the goal");
    const std::int64_t lighter = zk::press_count(game.witness), found = solution.count();
    if (lighter >= found) return;
    solution.note = "fewest presses not proven: the witness sent, " + std::to_string(lighter) +
                    " presses, is lighter than the " + std::to_string(found) + " the solver found";
    solution.presses = game.witness;
    solution.minimal = false;
}

}  // namespace

json general_solve(const GeneralGame& game, bool minimal, const ApiBudget& budget) {
    const Puzzle puzzle = game.puzzle();
    PuzzleSolution solution = solve_in_game(puzzle, minimal, budget);
    take_witness(solution, game, puzzle);
    if (!game.variant) {  // exactly what `lightsout solve --states K --format json` prints
        std::ostringstream out;
        io::write_answer(out, solution, {game.shape, game.rule, Goal::off, io::Coords::rc}, game.goal.front(),
                         io::AnswerFormat::json);
        return json::parse(out.str());
    }
    json answer{{"variant", game.variant->name}, {"states", game.states}, {"solvable", solution.solvable},
                {"count", solution.count()}, {"minimal", solution.minimal}, {"solutions", solution.quiet.size_text()}};
    if (solution.solvable) {
        answer["presses"] = io::graph_press_list(solution.presses, *game.variant->graph, game.states);
    } else {
        answer["proven"] = solution.proven;
        answer["certificate"] = io::graph_press_list(solution.certificate, *game.variant->graph, game.states);
    }
    if (!solution.note.empty()) answer["note"] = solution.note;
    return answer;
}

json general_hint(const GeneralGame& game, const ApiBudget& budget) {
    const json solved = general_solve(game, true, budget);
    const json& presses = solved["presses"];
    return hint_of({solved["solvable"].get<bool>(), solved["minimal"].get<bool>(), solved.value("proven", false),
                    solved.value("note", ""), solved.value("certificate", json()), solved["count"].get<std::int64_t>(),
                    presses.empty() ? json() : presses.front()});
}

json general_new(const Query& query, const ApiBudget& budget) {
    GeneralGame game;
    if (query.count("variant")) {
        game.variant = &graph_variant(query_text(query, "variant", ""));
        game.states = game.variant->states;
        game.goal = game.variant->goal_of_each();
        game.lights.assign(game.goal.size(), 0);
    } else {
        game.states = states_in_game(query_number(query, "states").value_or(2));
        game.rule = read_game_rule(query);
        game.shape = query_shape(query);
        check_offered_size(game.rule, game.states, game.shape);
        if (query_text(query, "constraint", "any") != "any")
            throw InputError("move constraints are offered for two-state boards only");
        const std::string goal = query_text(query, "goal", "off");
        game.goal.assign(std::size_t(game.shape.cells()), std::uint8_t(read_goal_value(goal == "off" || goal == "on" ? json(goal)
                                                                                   : json(query_number(query, "goal").value_or(0)), game.states)));
        game.lights.assign(game.goal.size(), 0);
    }
    const std::int64_t most = std::int64_t(game.size()) * (game.states - 1);
    const std::int64_t difficulty = read_difficulty(query, game.size(), most, "presses: cells x (states - 1)");
    const std::uint64_t seed = seed_of(query);
    const GeneratedLights made = make_general_puzzle(game.puzzle(), difficulty, seed, budget);
    for (std::size_t i = 0; i < made.lights.size(); ++i)
        game.lights[i] = std::uint8_t((made.lights[i] + game.goal[i]) % game.states);
    json answer{{"states", game.states},       {"difficulty", made.difficulty}, {"requested", difficulty},
                {"minimal", made.minimal},     {"par", made.difficulty},        {"par_proven", made.minimal},
                {"constraint", "any"},         {"seed", seed}};
    // par is this answer's count: the page sends it back, less the player's presses, with Hint and Solve.
    if (game.variant) {
        answer["variant"] = game.variant->name;
        answer["lights"] = game.lights;
        answer["witness"] = made.presses;
    } else {
        answer["witness"] = state_rows(made.presses, game.shape, game.states);
        answer["rows"] = game.shape.rows;
        answer["cols"] = game.shape.cols;
        answer["cells"] = state_rows(game.lights, game.shape, game.states);
        answer["rule"] = game.rule.on_torus(false).name();
        answer["torus"] = game.rule.torus();
        answer["topology"] = Rule::topology_name(game.rule.topology());
        answer["goal"] = game.goal.front() == 0 ? json("off") : game.goal.front() == game.states - 1 ? json("on") : json(game.goal.front());
    }
    return answer;
}

json general_analyze(const Rule& rule, Shape shape, int states) {
    check_offered_size(rule, states, shape);
    const ModularAnalysis analysis = analyze(offered(rule), shape, states_in_game(states));
    json quiet = json::array();
    json orders = json::array();
    for (std::size_t i = 0; i < analysis.quiet.generators.size() && i < kMaxQuietSent; ++i) {
        quiet.push_back(state_rows(analysis.quiet.generators[i], shape, states));
        orders.push_back(analysis.quiet.orders[i]);
    }
    return json{{"rows", shape.rows},
                {"cols", shape.cols},
                {"rule", rule.name()},
                {"states", states},
                {"size", analysis.quiet.size_text()},
                {"invariant_factors", analysis.quiet.invariant_factors()},
                {"nullity", analysis.quiet.rank()},
                {"solvable_fraction", analysis.solvable_fraction()},
                {"quiet", quiet},
                {"orders", orders},
                {"quiet_truncated", analysis.quiet.generators.size() > kMaxQuietSent}};
}

json variants_json() {
    json list = json::array();
    for (const Variant& v : variants()) {
        json item{{"name", v.name},   {"product", v.product}, {"board", v.board},     {"rule", v.rule},
                  {"goal", v.goal},   {"states", v.states},   {"sources", v.sources}, {"goal_lights", v.goal_of_each()}};
        if (v.is_grid()) {
            item["grid"] = {{"rule", v.grid_rule->on_torus(false).name()}, {"torus", v.grid_rule->torus()},
                            {"topology", Rule::topology_name(v.grid_rule->topology())},
                            {"rows", v.shape.rows},                         {"cols", v.shape.cols},
                            {"goal", v.goal_value}};
        } else {
            const PressMatrix a = v.press_matrix();
            json changes = json::array();
            for (int j = 0; j < a.size(); ++j) {
                json column = json::array();
                for (const PressMatrix::Entry& e : a.changes(j)) column.push_back({e.light, e.times});
                changes.push_back(column);
            }
            auto points = [](const std::vector<Point3>& ps, bool three) {
                json out = json::array();
                for (const Point3& p : ps) out.push_back(three ? json{p.x, p.y, p.z} : json{p.x, p.y});
                return out;
            };
            item["graph"] = {{"labels", v.graph->labels()},
                             {"directed", v.graph->directed()},
                             {"changes", changes},
                             {"flat", points(v.layout.flat, false)},
                             {"solid", points(v.layout.solid, true)},
                             {"normal", points(v.layout.normal, true)},
                             {"face", v.layout.face},
                             {"polygons", v.layout.polygons}};
        }
        list.push_back(item);
    }
    return list;
}

}  // namespace lightsout::web
