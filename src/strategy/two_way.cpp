// The two-way algorithm (seeds 000/001, Theorems 4 and 5).
//
// Down: clear each row but the last by presses in the row below: a left pass,
// then a right pass that walks a light left in the first column to the right
// edge (100...0 -> ... -> 0...011 -> 0 when the width is 3k). Up: the same
// from the bottom row to the second, pressing the row above; a row cleared this
// way reappears in the two rows above it, so the leftover climbs three rows at
// a time and, for a height of 3k, ends as two equal rows 0 and 1, which one
// clearing of row 1 from row 0 removes together.
//
// Theorem 5 (sides 3k+1): where the width is 3k+1, a row whose only light is
// in the first column gets the edge step (press its lower/upper cell) between
// the passes; where the height is 3k+1, the bottom row left after the down
// sweep is first cleared by presses in the bottom row itself, which moves it
// to the row above, from where it climbs to rows 0 and 1 as in Theorem 4.
#include "strategy/square_play.hpp"

namespace lightsout {

namespace {

void clear_row(SquarePlay& play, int row, int press_row, bool edge_step) {
    play.left_pass(row, press_row);
    if (edge_step) play.edge_step(row, press_row);
    play.right_pass(row, press_row);
}

}  // namespace

StrategyRun run_two_way(const Board& change, bool edge_steps) {
    SquarePlay play(change);
    const int rows = play.rows();
    const bool edge_in_rows = edge_steps && play.cols() % 3 == 1;
    for (int r = 0; r + 1 < rows; ++r) clear_row(play, r, r + 1, edge_in_rows);
    if (edge_steps && rows % 3 == 1) clear_row(play, rows - 1, rows - 1, edge_in_rows);
    for (int r = rows - 1; r >= 1; --r) clear_row(play, r, r - 1, edge_in_rows);
    return std::move(play).finish();
}

}  // namespace lightsout
