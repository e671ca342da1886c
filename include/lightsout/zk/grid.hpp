// K-state lights on a grid: pressing with a grid rule mod K, without building
// the press matrix. Light and button i are the cell (i / cols, i % cols).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::zk {

// lights += A presses (mod states) for the rule's press matrix A: one pass
// per stencil offset over whole rows (local rules); row and column sums for
// cross (pressing (i, j) adds to row i and column j, the cell once).
void press_on_grid(Shape shape, const Rule& rule, std::span<std::uint8_t> lights,
                   std::span<const std::uint8_t> presses, int states);

// A grid of bits as one count (0 or 1) per cell, row-major, and back (the
// low bit of each count).
std::vector<std::uint8_t> counts_of(const BitGrid& grid);
BitGrid bits_of(std::span<const std::uint8_t> counts, Shape shape);

}  // namespace lightsout::zk
