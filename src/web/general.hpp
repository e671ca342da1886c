// The game beyond two-state grids: boards of K states (the general engine mod
// K, puzzle.hpp) and the presets of `lightsout variants` that are graphs
// (Merlin's Magic Square, Orbix, the Cube). Two-state grids keep their own
// path in api.cpp (move constraints, light chasing, every fast path).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/puzzle.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/variants.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {

// A K-state grid, or a variant's graph; lights and goal one per light.
struct GeneralGame {
    const Variant* variant = nullptr;  // a graph preset, else a grid
    Rule rule = Rule::plus();
    Shape shape;
    int states = 2;
    std::vector<std::uint8_t> lights;
    std::vector<std::uint8_t> goal;
    std::vector<std::uint8_t> witness;  // read_witness: counts that reach the goal, or empty

    int size() const { return int(lights.size()); }
    // The library's puzzle: lights shifted by the goal (reaching goal g from L
    // is reaching 0 from L - g, with the same presses and certificates).
    Puzzle puzzle() const;
};

// A K-state grid's lights as JSON rows: strings of digits up to 10 states,
// arrays of numbers above (as io::parse_state_json reads them).
nlohmann::json state_rows(const std::vector<std::uint8_t>& values, Shape shape, int states);

// solve(puzzle) with the fewest presses walked only as far as a request can
// afford: the coset walk costs about |quiet| x lights steps, so it is done in
// full up to the budget's walk_steps (3e7 in the game: 2^16 solutions on 20x20,
// 2^20 on 5x5) and the answer says "not proven" above. Every answer is checked
// by simulation.
PuzzleSolution solve_in_game(const Puzzle& puzzle, bool minimal, const ApiBudget& budget);

// Does a request body (or query) ask for the general engine: "states" above 2,
// or a "variant" that is a graph?
bool wants_general(const nlohmann::json& request);
bool wants_general(const Query& query);

// {"rows","cols","states","cells","rule","torus","topology","goal"} or
// {"variant","lights":[...]} -> the game; InputError / TooLarge otherwise.
GeneralGame read_general(const nlohmann::json& request);

// The request's "minimal" (absent: false); InputError when it is not a boolean.
bool wants_minimal(const nlohmann::json& request);

// POST /api/solve and /api/hint for these games.
nlohmann::json general_solve(const GeneralGame& game, bool minimal, const ApiBudget& budget);
nlohmann::json general_hint(const GeneralGame& game, const ApiBudget& budget);

// GET /api/new for these games: a random position whose fewest presses are
// near `difficulty` (query: states or variant, rule, torus, rows, cols, goal,
// difficulty, seed).
nlohmann::json general_new(const Query& query, const ApiBudget& budget);

// Quiet patterns sent by /api/analyze (for any K); the nullity is always sent in full.
inline constexpr std::size_t kMaxQuietSent = 64;

// GET /api/analyze with states > 2: the quiet patterns mod K as a group.
nlohmann::json general_analyze(const Rule& rule, Shape shape, int states);

// GET /api/variants: every preset, with what the page needs to draw and play it.
nlohmann::json variants_json();

}  // namespace lightsout::web
