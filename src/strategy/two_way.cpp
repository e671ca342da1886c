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
#include <string>

#include "strategy/square_play.hpp"

namespace lightsout {

namespace {

std::string row_name(int row) { return "Row " + std::to_string(row + 1); }

void clear_row(SquarePlay& play, int row, int press_row, bool edge_step, const char* why) {
    play.left_pass(row, press_row);
    if (edge_step) play.edge_step(row, press_row);
    play.right_pass(row, press_row);
    if (!play.recording()) return;
    const std::string where = press_row > row ? "the row below" : press_row < row ? "the row above" : "the row itself";
    play.mark(row_name(row) + " cleared by presses in " + where + ": a left pass, " +
                  (edge_step ? "the edge step (100...0 -> 010...0, Theorem 5), " : "") +
                  "then a right pass that walks a light to the right edge (100...0 -> ... -> 0...011 -> 0, Lemma 2). " +
                  why);
}

}  // namespace

StrategyRun run_two_way(const Board& change, bool edge_steps, std::vector<RecordedStep>* record) {
    SquarePlay play(change, record);
    const int rows = play.rows();
    const bool edge_in_rows = edge_steps && play.cols() % 3 == 1;
    for (int r = 0; r + 1 < rows; ++r)
        clear_row(play, r, r + 1, edge_in_rows, "Down sweep (Theorem 4): rows above stay clear.");
    if (edge_steps && rows % 3 == 1)
        clear_row(play, rows - 1, rows - 1, edge_in_rows,
                  "Theorem 5, note 2: the bottom row is moved to the row above it.");
    for (int r = rows - 1; r >= 1; --r)
        clear_row(play, r, r - 1, edge_in_rows,
                  "Up sweep (Theorem 4): a row cleared from above reappears in the two rows above it, so the "
                  "leftover climbs three rows at a time and ends as two equal top rows, cleared together.");
    return std::move(play).finish();
}

}  // namespace lightsout
