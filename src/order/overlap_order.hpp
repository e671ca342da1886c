// Ordering the presses of a pattern for any rule (plus, square, stencils, and
// cross as a fallback): the press-overlap graph view.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace lightsout::order_detail {

// Patterns up to this many presses are searched exhaustively (a proof when
// no order is found).
inline constexpr int kExhaustivePresses = 20;

struct OverlapPlan {
    bool found = false;
    std::vector<Cell> sequence;  // each cell of the pattern once, legal in turn
    bool exhausted = false;      // the search covered every order: !found is a proof
    std::int64_t work = 0;       // presses tried
};

// An order of the cells of `pattern` (each pressed once) that is legal at every
// move from `board` under `constraint`. Patterns of at most kExhaustivePresses
// cells are searched completely; larger ones with at most `budget` presses tried.
OverlapPlan order_by_overlap(const Board& board, const Rule& rule, MoveConstraint constraint,
                             const PressPattern& pattern, std::int64_t budget);

}  // namespace lightsout::order_detail
