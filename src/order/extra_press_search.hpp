// Sequences that may press cells outside the pattern (each such cell is pressed
// again later), for any rule: depth-first search over board states.
#pragma once

#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"
#include "order/overlap_order.hpp"
#include "order/press_arcs.hpp"

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

// The same for any press matrix (two states): `presses` are the buttons of the
// pattern; `parity_known` says the pair-parity invariant applies (overlap_order.hpp).
// Sets `extras` to the outside buttons pressed (twice each) when found.
OrderPlan<int> search_with_extra_presses(const PressArcs& arcs, std::span<const std::uint8_t> lights,
                                         const std::vector<int>& presses, MoveConstraint constraint, bool parity_known,
                                         int max_extras, std::int64_t budget, int& extras);

}  // namespace lightsout::order_detail
