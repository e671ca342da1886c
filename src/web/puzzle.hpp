// Random puzzles of a chosen difficulty for the game's "New" button.
#pragma once

#include <cstdint>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::web {

struct Puzzle {
    Board board;
    std::int64_t difficulty = 0;  // presses of the fewest-press solution found
    bool minimal = false;         // that count is proven fewest
};

// A board that `difficulty` presses solve: random distinct presses applied to
// the goal, then solved with fewest presses (the count can drop when the
// presses contain a quiet pattern's worth of redundancy). Tries a few draws and
// keeps the one whose fewest-press count is closest to `difficulty`.
Puzzle make_puzzle(const Rule& rule, Shape shape, Goal goal, std::int64_t difficulty, std::uint64_t seed);

}  // namespace lightsout::web
