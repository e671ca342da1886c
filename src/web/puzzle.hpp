// Random puzzles of a chosen difficulty for the game's "New" and "Daily" buttons.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {

struct PuzzleRequest {
    Rule rule = Rule::plus();
    Shape shape{5, 5};
    Goal goal = Goal::off;
    MoveConstraint constraint = MoveConstraint::any;
    std::int64_t difficulty = 5;  // wanted presses of the fewest-press solution, 1..cells
    std::uint64_t seed = 0;
    ApiBudget budget;  // of each fewest-press solve
};

struct Generated {
    Board board;
    std::int64_t difficulty = 0;  // presses of the fewest-press solution found (no constraint)
    bool minimal = false;         // that count is proven fewest
    // What the player is measured against: the presses of the solver's answer
    // under the move constraint (its legal sequence; without a constraint, the
    // fewest presses again), and whether it is proven fewest.
    std::int64_t par = 0;
    bool par_proven = false;
    // An answer of `difficulty` presses: the fewest found, or the presses that
    // made the board when they are fewer (pressing them again undoes them).
    PressPattern witness;
};

// A board that `difficulty` presses solve, reached from the goal by random
// presses and then solved with fewest presses (the count drops when the
// presses hold a quiet pattern's worth of redundancy). A few draws; when the
// closest is still too easy, presses are added one at a time while they make
// the fewest-press count grow. Under a move constraint the board must also
// have a legal sequence (boards without one are drawn again); throws
// InputError with the solver's reason when none of the draws has one.
// Deterministic in the seed, on every platform (no std distributions).
Generated make_puzzle(const PuzzleRequest& request);

// The same for the general engine (K states, any press matrix): `base` says
// who changes whom and mod what (its lights are ignored). Random presses x are
// drawn, counts mod K adding up to about `difficulty`, and solved with fewest
// presses; the answer's lights are those from which x reaches all 0, -A x mod
// K: add the goal to them for another goal (presses and counts do not change).
struct GeneratedLights {
    std::vector<std::uint8_t> lights;
    std::int64_t difficulty = 0;  // total presses (sum of counts) of the fewest solution found
    bool minimal = false;
    // An answer of `difficulty` presses (counts 0..K-1 per light): the fewest
    // found, or the counts that made the board when they are fewer.
    std::vector<std::uint8_t> presses;
};
GeneratedLights make_general_puzzle(const lightsout::Puzzle& base, std::int64_t difficulty, std::uint64_t seed,
                                    const ApiBudget& budget);

// The puzzle of the day: the same for everyone on `date` ("YYYY-MM-DD"), its
// rule, size and difficulty by the day of the week, the date as seed.
struct DailyPuzzle {
    PuzzleRequest request;
    Generated puzzle;
};
// Throws InputError for a date that is not a real YYYY-MM-DD day of 2000..2999.
DailyPuzzle daily_puzzle(std::string_view date, const ApiBudget& budget = {});

}  // namespace lightsout::web
