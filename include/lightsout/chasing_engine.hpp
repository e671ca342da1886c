// The symbolic-chasing engine: exact GF(2) solving for any local rule (plus,
// square, custom stencils; on a torus too) in time about cells * U * |stencil| / 64
// plus a dense U x U elimination, where U ~ (stencil height - 1) * cols + rows * (a
// few) is the number of presses the chase cannot determine by itself.
//
// For 256 x 256 custom stencils (beyond the dense engine's 128 x 128 cells) and
// far larger boards. The method and its proofs are in src/solve/symbolic_chase.hpp.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout {

// Above this many unknowns the leftover system (U x U bits, eliminated in about
// U^3 / 64 word operations by M4RI) is too large and has_chasing_solver says no.
inline constexpr std::int64_t kChasingMaxUnknowns = std::int64_t(1) << 14;

// Below this many cells the dense engine (a cached factor, or one small
// elimination) answers as fast as the chase, on every ring: method auto
// chases only boards larger than this.
inline constexpr std::int64_t kChasingPreferredAbove = 32 * 32;

// How many unknowns the chase needs for (rule, shape) in its best orientation
// (it chases along either axis, from either side); -1 for non-local rules.
std::int64_t chasing_unknowns(const Rule& rule, Shape shape);

// Is the symbolic-chasing engine applicable (local rules; say which torus cases)?
// Every local rule, on a torus or not, on a non-empty board whose chase needs at
// most kChasingMaxUnknowns unknowns. (On a torus the first rows and the first
// columns of every row are unknowns, so small tori simply make every cell one.)
bool has_chasing_solver(const Rule& rule, Shape shape);

// Solve A x = change. LinearSolution as in solve.hpp: solvable, presses or
// certificate, rank, nullity, quiet basis (when nullity <= 64), engine = "chasing".
// Every answer is checked by simulation before it is returned (std::logic_error
// if a check fails, which would be a bug). Throws InputError when
// has_chasing_solver is false for the rule and the board's size.
LinearSolution solve_by_chasing(const Board& change, const Rule& rule);

}  // namespace lightsout
