// Sequences that may press cells outside the pattern (each such cell is pressed
// again later), for any rule: depth-first search over board states.
#pragma once

#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace lightsout::order_detail {

// Boards up to this many cells (the search keeps a graph over every cell).
inline constexpr std::int64_t kExtraPressMaxCells = 1 << 14;

struct ExtraPlan {
    bool found = false;
    std::vector<Cell> sequence;  // legal at every move; |pattern| + 2 * extras presses
    int extras = 0;              // outside cells pressed (twice each)
    std::int64_t work = 0;       // presses tried
};

// A legal sequence from `board` whose press pattern is `pattern`, pressing at
// most `max_extras` outside cells (twice each); at most `budget` presses tried.
ExtraPlan search_with_extra_presses(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint,
                                    const PressPattern& pattern, int max_extras, std::int64_t budget);

}  // namespace lightsout::order_detail
