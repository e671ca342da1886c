// Linear-time solvers for the named rules (docs/PERFORMANCE.md has their speed).
//
//   plus    light chasing on 64-bit words; the first row from one congruence in
//           GF(2)[x] modulo the path polynomial of the row length (NTL GF2X);
//           on a torus the first and last rows from two congruences modulo
//           x^n - 1 (structured_plus_torus.cpp)
//   square  separable: A = T_m (x) T_n, two word-parallel 1-D solves (cyclic
//           ones on a torus)
//   cross   closed form from row and column parities (torus or not)
//
// Every answer is checked by simulation before it is returned.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout {

// Is there a linear-time solver for this rule and shape? (plus, square and
// cross, torus or not; not custom stencils.)
bool has_structured_solver(const Rule& rule, Shape shape);

// Solve A x = change (change = lights to change, see lights_to_change). Fills
// LinearSolution (solvable, presses or certificate, rank, nullity, quiet basis
// when nullity <= 64 else empty, engine = "structured-plus" / "-square" / "-cross",
// "structured-plus-torus" / "structured-square-torus").
// The quiet basis is also left empty when it would take more than
// kStructuredQuietBasisBits bits (huge boards). Throws InputError when there is
// no structured solver for the rule and shape.
LinearSolution solve_structured(const Board& change, const Rule& rule);

// Nullity of the press matrix of (rule, shape), fast (polynomial gcd / closed form).
// Throws InputError when has_structured_solver(rule, shape) is false.
std::int64_t structured_nullity(const Rule& rule, Shape shape);

// Largest quiet basis solve_structured returns, in bits (nullity x cells).
inline constexpr std::int64_t kStructuredQuietBasisBits = std::int64_t(1) << 28;
// Largest nullity for which solve_structured returns a quiet basis.
inline constexpr std::int64_t kStructuredQuietBasisNullity = 64;

}  // namespace lightsout
