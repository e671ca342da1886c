#include "web/offered.hpp"

#include <cstdlib>
#include <string>

#include "lightsout/error.hpp"

namespace lightsout::web {

const Rule& offered(const Rule& rule) {
    for (const Offset& o : rule.offsets())
        if (std::abs(o.dr) > kMaxStencilReach || std::abs(o.dc) > kMaxStencilReach)
            throw InputError("the game takes footprints of at most " + std::to_string(2 * kMaxStencilReach + 1) + "x" +
                             std::to_string(2 * kMaxStencilReach + 1) + " cells around the pressed one");
    return rule;
}

}  // namespace lightsout::web
