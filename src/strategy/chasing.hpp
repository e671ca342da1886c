// Chasing lights down a plus-rule board, shared by the lookup table and the
// strategy. Rows are bit strings of `cols` bits in 64-bit words (bits.hpp).
#pragma once

#include <vector>

#include "lightsout/board.hpp"

namespace lightsout::chasing {

using Row = std::vector<Word>;

// M p = p + (p moved left) + (p moved right): what presses p flip in their own row.
Row row_effect(const Row& presses, int cols);

// Press `top` in the top row of an empty board and chase down. Row k of the
// presses obeys p[k+1] = M p[k] + p[k-1] (the presses below clear row k), so the
// bottom row left over is p[rows] = T(top), linear in `top`.
Row leftover_after(const Row& top, Shape shape);

// The whole press pattern of that chase: `top` in row 0, the chase below it.
PressPattern pattern_after(const Row& top, Shape shape);

// Step 1 / step 3 of seed 002 on `board` (changed in place): row by row from
// the top, press the cell below each lit light; the presses are appended to
// `presses` in cell-number order. Presses below row r flip only cell (r, c) of
// row r, so a whole row is chased with a few word operations.
void chase_down(Board& board, std::vector<Cell>& presses);

}  // namespace lightsout::chasing
