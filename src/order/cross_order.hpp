// Ordering presses for the `cross` rule (a press flips its row and column, the
// cell once), when a legal press must show the light the goal does not want
// (goal on + only_off: the Ponder This game; goal off + only_on).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lightsout/board.hpp"

namespace lightsout::order_detail {

struct CrossPlan {
    bool found = false;
    std::vector<Cell> sequence;     // extra presses first (each pressed again later), then the order
    std::int64_t lower_bound = 0;   // no legal sequence with this press pattern is shorter
    std::int64_t extra_presses = 0; // cells outside the pattern pressed twice
    std::string note;               // why not found
};

// A legal sequence whose press pattern (cells pressed an odd number of times)
// is `pattern`, as short as the b-matching model allows. See cross_order.cpp.
CrossPlan order_cross(const PressPattern& pattern);

}  // namespace lightsout::order_detail
