// Fewest presses: the lightest member of a coset  particular + span(quiet).
#pragma once

#include <vector>

#include "lightsout/board.hpp"

namespace lightsout {

struct FewestPresses {
    PressPattern presses;
    bool proven = false;  // the whole coset was walked
};

// Walks the 2^d members of the coset in Gray-code order (one XOR of a quiet
// pattern per step) when d = quiet.size() <= nullity_limit; above it, returns
// the best of a bounded local search with proven = false.
FewestPresses fewest_presses(const PressPattern& particular, const std::vector<PressPattern>& quiet,
                             int nullity_limit);

}  // namespace lightsout
