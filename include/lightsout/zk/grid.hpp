// K-state lights on a grid: pressing with a grid rule mod K, without building
// the press matrix. Light and button i are the cell (i / cols, i % cols).
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <span>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/state_board.hpp"

namespace lightsout::zk {

// lights += A presses (mod states) for the rule's press matrix A: one pass
// per stencil offset over whole rows (local rules); row and column sums for
// cross (pressing (i, j) adds to row i and column j, the cell once). Lights
// and presses are residues, below `states` (the rows are added as such).
void press_on_grid(Shape shape, const Rule& rule, std::span<std::uint8_t> lights,
                   std::span<const std::uint8_t> presses, int states);

// A board certainly solvable towards `goal`: goal - A x for a random x.
StateBoard random_solvable_state_board(Shape shape, const Rule& rule, int states, int goal, std::uint64_t seed);

}  // namespace lightsout::zk
