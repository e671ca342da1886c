#include "web/offered.hpp"

#include <cstdlib>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/web.hpp"
#include "web/request.hpp"

namespace lightsout::web {

const Rule& offered(const Rule& rule) {
    for (const Offset& o : rule.offsets())
        if (std::abs(o.dr) > kMaxStencilReach || std::abs(o.dc) > kMaxStencilReach)
            throw InputError("the game takes footprints of at most " + std::to_string(2 * kMaxStencilReach + 1) + "x" +
                             std::to_string(2 * kMaxStencilReach + 1) + " cells around the pressed one");
    return rule;
}

int max_side(const Rule& rule, int states) {
    // A Klein bottle or projective plane goes to the dense engines (docs/TOPOLOGY.md).
    if (rule.twisted()) return states <= 2 ? kMaxTwistedSide : kMaxTwistedStatesSide;
    if (states <= 2) return rule.kind() == Rule::Kind::stencil ? kMaxFootprintSide : kMaxApiSide;
    return rule.kind() == Rule::Kind::stencil ? kMaxFootprintStatesSide : kMaxApiSide;
}

// "boards of the square rule on a torus with more than two states are offered up to 128x128"
std::string size_limit_text(const Rule& rule, int states) {
    const std::string side = std::to_string(max_side(rule, states));
    const bool footprint = rule.kind() == Rule::Kind::stencil;
    std::string edges;
    switch (rule.topology()) {
        case Rule::Topology::flat: break;
        case Rule::Topology::torus: edges = " on a torus"; break;
        case Rule::Topology::klein: edges = " on a Klein bottle"; break;
        case Rule::Topology::projective: edges = " on a projective plane"; break;
    }
    const std::string what = footprint ? "a custom footprint" + (rule.twisted() ? edges : "")
                                       : "the " + rule.on_topology(Rule::Topology::flat).name() + " rule" + edges;
    const std::string many = states > 2 ? " with more than two states" : "";
    return "boards of " + what + many + " are offered up to " + side + "x" + side;
}

void check_offered_size(const Rule& rule, int states, Shape shape, bool constrained) {
    if (constrained && (shape.rows > kMaxConstrainedSide || shape.cols > kMaxConstrainedSide))
        throw TooLarge("boards with moves allowed only on lit or only on unlit lights are offered up to " +
                       std::to_string(kMaxConstrainedSide) + "x" + std::to_string(kMaxConstrainedSide) + ", not " +
                       std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
    const int side = max_side(rule, states);
    if (shape.rows <= side && shape.cols <= side) return;
    throw TooLarge(size_limit_text(rule, states) + ", not " + std::to_string(shape.rows) + "x" +
                   std::to_string(shape.cols));
}

}  // namespace lightsout::web
