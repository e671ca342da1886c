// Reading API requests: boards, rules and options from a JSON body or a query
// string. Every reader throws InputError (-> 400) or TooLarge (-> 413).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {

// A request over the API's size limits: answered with 413.
class TooLarge : public std::runtime_error {
public:
    explicit TooLarge(const std::string& what) : std::runtime_error(what) {}
};

// What most POST endpoints receive: a board and how to play it.
struct BoardRequest {
    Board board;
    Rule rule = Rule::plus();
    Goal goal = Goal::off;
    bool minimal = false;
    MoveConstraint constraint = MoveConstraint::any;
    std::vector<std::uint8_t> witness;  // read_witness: 0/1 per cell, or empty
};

// The body as a JSON object; throws InputError when it is not one.
nlohmann::json parse_body(std::string_view body);

// {"rows","cols","cells", "rule", "torus", "topology", "goal", "minimal", "constraint"}.
BoardRequest read_board_request(const nlohmann::json& request, std::string_view body);

// The rule of a body: "rule" (default plus), "torus" and "topology" (flat,
// torus, klein, projective; absent, null or "": not given), read as every
// front end reads them (Rule::with_edges): "torus": true is short for
// "topology": "torus" and false says any other; a rule that names its topology
// ("plus+klein") takes only ones that agree. Stencils wider or taller than 99
// are TooLarge (the game offers 7 x 7: offered.hpp).
Rule read_rule(const nlohmann::json& request);
Goal read_goal(std::string_view name);
MoveConstraint read_constraint(std::string_view name);

// Solve options every endpoint starts from: fewest presses walked up to the
// budget's nullity limit, bounded beyond it by its search work on one thread,
// without progress lines. Boards of more cells than 50 x 50 walk and search less, in proportion, so that a request
// stays within its budget (docs/WEB.md, "How fast").
SolveOptions api_solve_options(std::int64_t cells, const ApiBudget& budget);

// "witness": presses known to reach the goal from the request's board (the
// page keeps the presses that made its puzzle, less the player's presses
// since), so that Hint and Solve never announce more than par. One count
// 0..states-1 per light: on a grid rows like "cells" (strings of digits, or
// arrays of numbers), on a graph one array of counts in vertex order. Absent
// or null: empty. InputError when its shape or a value does not fit; whether
// it reaches the goal is the endpoint's check (by simulation).
std::vector<std::uint8_t> read_witness(const nlohmann::json& request, Shape shape, int states);
std::vector<std::uint8_t> read_witness(const nlohmann::json& request, int lights, int states);

// A body's string and boolean members: absent or null -> fallback (false);
// another type -> InputError (io::text_member, io::flag_member).
std::string request_text(const nlohmann::json& request, const char* key, std::string_view fallback);
bool request_flag(const nlohmann::json& request, const char* key);

// Query parameters: absent -> fallback; present but malformed -> InputError.
std::string query_text(const Query& query, std::string_view key, std::string_view fallback);
std::optional<std::int64_t> query_number(const Query& query, std::string_view key);
bool query_flag(const Query& query, std::string_view key);
// A board side from 1 to kMaxApiSide (413 above it).
int query_side(const Query& query, std::string_view key, int fallback);
// 'rows' (default 5) and 'cols' (default: rows), each a query_side.
Shape query_shape(const Query& query);
// 'rule', 'torus' and 'topology' (read_rule), a rule the game offers (offered.hpp).
Rule read_game_rule(const Query& query);
// 'difficulty': presses from 1 to `most` (default: a quarter of the `lights`,
// at least 1); above `most` an InputError whose parenthesis is `most_means`.
std::int64_t read_difficulty(const Query& query, std::int64_t lights, std::int64_t most, std::string_view most_means);
// 'seed', or a random one when it is not given.
std::uint64_t seed_of(const Query& query);

}  // namespace lightsout::web
