// Ordering the presses of a pattern for any rule (plus, square, stencils, and
// cross as a fallback): the press-overlap graph view.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"
#include "order/press_arcs.hpp"

namespace lightsout::order_detail {

// Patterns up to this many presses are searched exhaustively (a proof when
// no order is found).
inline constexpr int kExhaustivePresses = 20;

// Move: a Cell on a grid, a button number on a press matrix.
template <class Move>
struct OrderPlan {
    bool found = false;
    std::vector<Move> sequence;  // each press of the pattern once, legal in turn
    bool exhausted = false;      // the search covered every order: !found is a proof
    std::int64_t work = 0;       // presses tried
};
using OverlapPlan = OrderPlan<Cell>;

// An order of the cells of `pattern` (each pressed once) that is legal at every
// move from `board` under `constraint`. Patterns of at most kExhaustivePresses
// cells are searched completely; larger ones with at most `budget` presses tried.
OverlapPlan order_by_overlap(const Board& board, const Rule& rule, MoveConstraint constraint,
                             const PressPattern& pattern, std::int64_t budget);

// Parity of the number of overlapping pairs {u, v} of the pattern (u's press
// flips v). For a symmetric rule whose press flips its own light, played
// towards the light it may not press (goal on + only_off, goal off + only_on),
// a press of a pending cell is legal iff it overlaps an even number of pending
// cells, so it removes an even number of pairs: the parity is invariant, and an
// odd pattern has no order. A legal press of an outside cell overlaps an odd
// number and flips the parity: such patterns need an extra press.
bool odd_overlap_pairs(const Rule& rule, const PressPattern& pattern);

// The same for any press matrix (two states): `presses` lists the buttons of
// the pattern, each once; `lights` holds 0/1 per light.
OrderPlan<int> order_by_overlap(const PressArcs& arcs, std::span<const std::uint8_t> lights, MoveConstraint constraint,
                                const std::vector<int>& presses, std::int64_t budget);
bool odd_overlap_pairs(const PressArcs& arcs, const std::vector<int>& presses);

}  // namespace lightsout::order_detail
