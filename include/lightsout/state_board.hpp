// A board of K-state lights: m rows x n columns, each light 0..K-1 (one byte).
// Two-state boards keep their bit-packed form (board.hpp); this is the form
// for K = 2..255, row-major like a Puzzle on a grid (puzzle.hpp).
// Threads: one object may be read from many threads at once; changing it needs
// that no other thread uses it (as for std::vector; docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "lightsout/board.hpp"

namespace lightsout {

struct StateBoard {
    Shape shape;
    int states = 2;                    // K
    std::vector<std::uint8_t> lights;  // light (r, c) at r * cols + c, 0..K-1

    std::uint8_t at(int r, int c) const { return lights[std::size_t(r) * std::size_t(shape.cols) + std::size_t(c)]; }
};

// A two-state board's lights as 0/1 values mod `states` (a lit light is 1).
StateBoard state_board_of(const Board& board, int states);

// A grid of bits as one count (0 or 1) per cell, row-major, and back (the low
// bit of each count).
std::vector<std::uint8_t> counts_of(const BitGrid& grid);
BitGrid bits_of(std::span<const std::uint8_t> counts, Shape shape);

}  // namespace lightsout
