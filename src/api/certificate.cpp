#include "api/certificate.hpp"

namespace lightsout {

bool is_certificate(const PressPattern& c, const Board& change, const Rule& rule) {
    if (c.shape() != change.shape() || c.none()) return false;
    if (!c.odd_overlap(change)) return false;
    Board empty(c.rows(), c.cols());
    return reaches_goal(empty, rule.transposed(), c, Goal::off);
}

}  // namespace lightsout
