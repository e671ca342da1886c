// The one-way algorithm (seeds 000/001, Theorem 3): rows top to bottom, each
// row right to left, press the cell below-left of every lit cell. It clears the
// first m-1 rows; on a solvable board with sides 3k+2 the last row is then
// clear too (its column sums weighted by the quiet column 110...11 are even).
// Its presses stay in the (m-1) x (n-1) block at the bottom left, whose presses are independent, so the result is the one solution
// supported there.
#include "strategy/square_play.hpp"

namespace lightsout {

StrategyRun run_one_way(const Board& change, std::vector<RecordedStep>* record) {
    SquarePlay play(change, record);
    for (int r = 0; r + 1 < play.rows(); ++r) {
        play.left_pass(r, r + 1);
        if (play.recording())
            play.mark("Row " + std::to_string(r + 1) + ", right to left: press below-left of every lit cell (Theorem 3: "
                      "each press clears the rightmost light of the row and touches nothing above it; by Lemma 1 a lone "
                      "light in the first column cannot be left on a solvable board)",
                      true);
    }
    return std::move(play).finish();
}

}  // namespace lightsout
