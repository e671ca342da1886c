// K-state lights on a grid: pressing with a grid rule mod K, without building
// the press matrix. Light and button i are the cell (i / cols, i % cols). And
// the square rule on a torus mod q, solved (below).
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <span>

#include "lightsout/board.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/state_board.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::zk {

// lights += A presses (mod states) for the rule's press matrix A: one pass
// per stencil offset over whole rows (local rules); row and column sums for
// cross (pressing (i, j) adds to row i and column j, the cell once). Lights
// and presses are residues, below `states` (the rows are added as such).
void press_on_grid(Shape shape, const Rule& rule, std::span<std::uint8_t> lights,
                   std::span<const std::uint8_t> presses, int states);

// A board certainly solvable towards `goal`: goal - A x for a random x.
StateBoard random_solvable_state_board(Shape shape, const Rule& rule, int states, int goal, std::uint64_t seed);

// The square rule on a torus, any q = p^e: A = C_m (x) C_n solved from the
// Smith forms of the two cyclic three-cell operators (src/zk/square_torus.cpp),
// O(m^3 + n^3 + m n (m + n)); sides up to kSquareTorusMaxSide.
inline constexpr int kSquareTorusMaxSide = 1024;
bool has_square_torus_solver_mod(const Rule& rule, Shape shape);
ModularSolution solve_square_torus_mod(std::span<const std::uint8_t> change, Shape shape, PrimePower q,
                                       std::int64_t quiet_cells = kQuietGeneratorBytes);

}  // namespace lightsout::zk
