#include "lightsout/board.hpp"

#include <algorithm>
#include <stdexcept>

#include "lightsout/bits.hpp"

namespace lightsout {

BitGrid::BitGrid(int rows, int cols) : rows_(rows), cols_(cols) {
    if (rows < 0 || cols < 0) throw std::invalid_argument("board size must not be negative");
    words_per_row_ = bits::words_for(cols);
    bits_ = decltype(bits_)(std::size_t(rows) * words_per_row_);  // zero from calloc, pages mapped when written
}

std::int64_t BitGrid::count() const { return bits::weight(bits_); }

bool BitGrid::none() const {
    for (Word w : bits_)
        if (w) return false;
    return true;
}

Word BitGrid::last_word_mask() const { return bits::tail_mask(cols_); }

void BitGrid::fill(bool lit) {
    if (!lit) {
        std::fill(bits_.begin(), bits_.end(), Word{0});
        return;
    }
    if (words_per_row_ == 0) return;
    Word last = last_word_mask();
    for (int r = 0; r < rows_; ++r) {
        Word* w = row(r);
        for (std::size_t i = 0; i + 1 < words_per_row_; ++i) w[i] = ~Word{0};
        w[words_per_row_ - 1] = last;
    }
}

BitGrid& BitGrid::operator^=(const BitGrid& other) {
    if (shape() != other.shape()) throw std::invalid_argument("XOR of grids of different shapes");
    for (std::size_t i = 0; i < bits_.size(); ++i) bits_[i] ^= other.bits_[i];
    return *this;
}

bool BitGrid::operator==(const BitGrid& other) const {
    return shape() == other.shape() && bits_ == other.bits_;
}

bool BitGrid::odd_overlap(const BitGrid& other) const {
    if (shape() != other.shape()) throw std::invalid_argument("overlap of grids of different shapes");
    return bits::odd_overlap(bits_.data(), other.bits_.data(), bits_.size());
}

Board lights_to_change(const Board& board, Goal goal) {
    Board change = board;
    if (goal == Goal::on) {
        Board all(board.rows(), board.cols());
        all.fill(true);
        change ^= all;
    }
    return change;
}

}  // namespace lightsout
