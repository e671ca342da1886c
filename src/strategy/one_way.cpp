// The one-way algorithm (seeds 000/001, Theorem 3): rows top to bottom, each
// row right to left, press the cell below-left of every lit cell. It clears the
// first m-1 rows; on a solvable board with sides 3k+2 the last row is then
// clear too (its column sums weighted by the quiet column 110...11 are even).
// Its presses stay in the (m-1) x (n-1) block at the bottom left, whose presses are independent, so the result is the one solution
// supported there.
#include "strategy/square_play.hpp"

namespace lightsout {

StrategyRun run_one_way(const Board& change) {
    SquarePlay play(change);
    for (int r = 0; r + 1 < play.rows(); ++r) play.left_pass(r, r + 1);
    return std::move(play).finish();
}

}  // namespace lightsout
