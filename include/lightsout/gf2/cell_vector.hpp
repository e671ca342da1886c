// Boards as flat vectors over GF(2): cell (r, c) is coordinate r*cols + c
// (row-major, as the dense engine numbers its unknowns), packed 64 per word.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <vector>

#include "lightsout/board.hpp"

namespace lightsout::gf2 {

// The m*n bits of `grid` in row-major order, packed; trailing bits zero.
std::vector<Word> flatten(const BitGrid& grid);

// The inverse of flatten for a grid of `shape`.
BitGrid unflatten(const Word* flat, Shape shape);

}  // namespace lightsout::gf2
