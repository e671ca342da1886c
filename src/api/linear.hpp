// The GF(2) grid engines behind solve(): the one place that picks dense,
// structured or chasing for a board (also used by the K-state solver for the
// mod-2 part of K).
#pragma once

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace lightsout {

// A x = change over GF(2) on the grid; Method::automatic picks the fastest
// exact engine. Throws InputError when the method does not apply.
LinearSolution solve_linear(const Board& change, const Rule& rule, Method method);

}  // namespace lightsout
