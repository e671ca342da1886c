// K-state lights on a grid: A x = change (mod K), each prime power of K by the
// fastest engine the grid allows, glued by the Chinese remainder theorem.
#pragma once

#include <cstdint>
#include <span>

#include "lightsout/modular.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout {

// The part mod 2 (when 2 divides K exactly once) goes to the bit-packed GF(2)
// grid engines (structured, chasing, dense: `method` picks as for solve());
// each other prime power q (4, 3, 9, ...) to the fastest Z/q engine that
// applies, in this order: structured (the rule's polynomials), then on large
// boards the square torus (Smith forms of one side each) or chasing, then the
// dense Z/q engines on the grid's press matrix. The glued answer is checked by
// simulation on the grid (zk::press_on_grid).
// Quiet generators are kept while generators x cells <= quiet_cells
// (SolveOptions::quiet_cells).
ModularSolution solve_on_grid(const GridOrigin& grid, std::span<const std::uint8_t> change, int states, Method method,
                              std::int64_t quiet_cells = zk::kQuietGeneratorBytes);

}  // namespace lightsout
