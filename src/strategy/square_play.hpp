// A square-rule board played by hand, as the toggle-squares algorithms of
// seeds 000/001 describe it: each press flips the 3x3 block around a cell, is
// simulated at once and recorded in order. The row-clearing passes are the
// 1-D building blocks both algorithms share.
#pragma once

#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout {

class SquarePlay {
public:
    explicit SquarePlay(Board change, std::vector<RecordedStep>* record = nullptr)
        : lights_(std::move(change)), record_(record) {}

    int rows() const { return lights_.rows(); }
    int cols() const { return lights_.cols(); }

    // Each pass works on the lights of row `row` and presses cells of row
    // `press_row` (the row below, above, or the row itself: a press there
    // flips the same three cells of `row`).
    //
    // Left pass: scan right to left; for every lit cell c >= 1 press
    // (press_row, c - 1), which clears c and flips only c-1, c-2 to its left.
    // A lit cell in the first column has no cell below-left of it: it is left
    // lit. Under this reading Theorem 3 holds: on a solvable board of sides 3k+2
    // the row sums weighted by the quiet row 110110...11 are even, so a row
    // whose only light is in the first column cannot occur (Lemma 1); and the
    // two-way algorithm's right pass picks that light up.
    void left_pass(int row, int press_row);
    // Theorem 5's edge step: if the first cell is the row's only light, press
    // (press_row, 0), turning 100...0 into 010...0.
    void edge_step(int row, int press_row);
    // Right pass: scan left to right (the direction the lights move; the seed's
    // "from right to left" cannot clear 100...0 in one pass, its proof walks the
    // light rightwards); for every lit cell c <= cols-2 press (press_row, c + 1),
    // which clears c and flips only c+1, c+2. A light left in the last column
    // stays (Theorem 5: the single light bounces between the edges).
    void right_pass(int row, int press_row);

    // With a record: closes a step, the presses since the last step and the
    // lights now, under `caption` (skipped when the step pressed nothing and
    // `keep_empty` is false).
    void mark(const std::string& caption, bool keep_empty = false);
    bool recording() const { return record_ != nullptr; }
    const Board& lights() const { return lights_; }

    StrategyRun finish() && { return {std::move(presses_), std::move(lights_)}; }

private:
    void press(int r, int c);
    Board lights_;
    std::vector<Cell> presses_;
    std::vector<RecordedStep>* record_ = nullptr;
    std::size_t marked_ = 0;  // presses_ already in a recorded step
};

}  // namespace lightsout
