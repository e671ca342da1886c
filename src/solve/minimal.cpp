// Placeholder fewest_presses (replaced below in this session): returns the particular.
#include "lightsout/minimal.hpp"

namespace lightsout {

FewestPresses fewest_presses(const PressPattern& particular, const std::vector<PressPattern>& quiet,
                             int nullity_limit) {
    (void)quiet;
    (void)nullity_limit;
    return {particular, false};
}

}  // namespace lightsout
