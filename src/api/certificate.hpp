// Checking a certificate of unsolvability independently of the engine that made it.
#pragma once

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

// c certifies that A x = change has no solution when c is nonzero, c A = 0
// (c is quiet for the transposed rule) and c . change = 1: then every A x has
// even overlap with c, while change has odd overlap.
bool is_certificate(const PressPattern& c, const Board& change, const Rule& rule);

}  // namespace lightsout
