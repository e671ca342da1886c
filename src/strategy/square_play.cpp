#include "strategy/square_play.hpp"

#include <algorithm>

namespace lightsout {

void SquarePlay::press(int r, int c) {
    presses_.push_back({r, c});
    for (int rr = std::max(r - 1, 0); rr <= std::min(r + 1, rows() - 1); ++rr)
        for (int cc = std::max(c - 1, 0); cc <= std::min(c + 1, cols() - 1); ++cc) lights_.flip(rr, cc);
}

void SquarePlay::mark(const std::string& caption, bool keep_empty) {
    if (record_ == nullptr || (!keep_empty && marked_ == presses_.size())) return;
    record_->push_back({caption, {presses_.begin() + std::ptrdiff_t(marked_), presses_.end()}, lights_});
    marked_ = presses_.size();
}

void SquarePlay::left_pass(int row, int press_row) {
    for (int c = cols() - 1; c >= 1; --c)
        if (lights_.get(row, c)) press(press_row, c - 1);
}

void SquarePlay::edge_step(int row, int press_row) {
    if (!lights_.get(row, 0)) return;
    for (int c = 1; c < cols(); ++c)
        if (lights_.get(row, c)) return;
    press(press_row, 0);
}

void SquarePlay::right_pass(int row, int press_row) {
    for (int c = 0; c + 1 < cols(); ++c)
        if (lights_.get(row, c)) press(press_row, c + 1);
}

}  // namespace lightsout
