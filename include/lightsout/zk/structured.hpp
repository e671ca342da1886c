// Linear-time grid solvers mod q for the named rules:
//
//   square  any q: A = T_m (x) T_n, two passes of 1-D chases (the 1-D operator
//           is invertible or has a free kernel of rank 1 over every Z/q)
//   plus    q an odd prime: light chasing on rows of residues, the first row
//           from one congruence in Z/p[y] modulo the characteristic polynomial
//           of the row operator (FLINT nmod_poly), as src/solve/structured_plus.cpp
//           does over GF(2)
//   cross   any q, on a torus or not (the torus changes nothing): x = a (x) 1 +
//           1 (x) c - b, with (a, c) from a block-diagonal system of 1 x 1 blocks
//           and one 4 x 4 block (Smith form), src/solve/cross_sums.hpp
//
// They fill a ModularSolution mod q (presses or certificate, the quiet module
// with its generators when they fit `quiet_cells`: generators x cells, by default
// kQuietGeneratorBytes; a caller that will not use them passes less, down to 0); the caller checks it.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <span>

#include "lightsout/board.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::zk {

// Is there a structured solver mod q for this rule?
bool has_structured_solver_mod(const Rule& rule, PrimePower q);

// A x = change (mod q) on the grid; change row-major, each entry < q.
// Throws InputError when has_structured_solver_mod is false.
ModularSolution solve_structured_mod(std::span<const std::uint8_t> change, Shape shape, const Rule& rule, PrimePower q,
                                     std::int64_t quiet_cells = kQuietGeneratorBytes);

ModularSolution solve_square_mod(std::span<const std::uint8_t> change, Shape shape, int q,
                                 std::int64_t quiet_cells = kQuietGeneratorBytes);
ModularSolution solve_cross_mod(std::span<const std::uint8_t> change, Shape shape, PrimePower q,
                                std::int64_t quiet_cells = kQuietGeneratorBytes);
ModularSolution solve_plus_mod_prime(std::span<const std::uint8_t> change, Shape shape, int p,
                                     std::int64_t quiet_cells = kQuietGeneratorBytes);

}  // namespace lightsout::zk
