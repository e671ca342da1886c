// Shared pieces of the structured solvers (src/solve/structured_*.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "gf2/grid_ring.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout::structured {

// One row of bits as words (padding zero).
using Row = std::vector<Word>;

// The 1-D three-cell chase on words (src/gf2/three_cells.cpp).
using gf2::three_cell_particular;

// The per-rule solvers. They fill solvable, presses / certificate, rank,
// nullity and (within the limits of structured.hpp) the quiet basis; the
// caller checks the answer.
LinearSolution solve_plus(const Board& change);
LinearSolution solve_square(const Board& change);
LinearSolution solve_cross(const Board& change);
LinearSolution solve_plus_torus(const Board& change);
LinearSolution solve_square_torus(const Board& change);

std::int64_t plus_nullity(Shape shape);
std::int64_t square_nullity(Shape shape);
std::int64_t cross_nullity(Shape shape);
std::int64_t plus_torus_nullity(Shape shape);
std::int64_t square_torus_nullity(Shape shape);

// Should a quiet basis of `nullity` patterns of this shape be returned?
bool wants_quiet_basis(std::int64_t nullity, Shape shape);

// A basis of the quiet patterns of the plus rule on a flat m x n board (the
// chases of the kernel's first rows), whatever its nullity, while it takes at
// most kStructuredQuietBasisBits bits; else empty. For the fewest-press search
// beyond the nullity solve_structured lists (its answer is checked there).
std::vector<PressPattern> plus_quiet_basis(Shape shape);

}  // namespace lightsout::structured
