#include "lightsout/board.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace lightsout {

BitGrid::BitGrid(int rows, int cols) : rows_(rows), cols_(cols) {
    if (rows < 0 || cols < 0) throw std::invalid_argument("board size must not be negative");
    words_per_row_ = (std::size_t(cols) + kWordBits - 1) / kWordBits;
    bits_ = decltype(bits_)(std::size_t(rows) * words_per_row_);  // zero from calloc, pages mapped when written
}

std::int64_t BitGrid::count() const {
    std::int64_t total = 0;
    for (Word w : bits_) total += std::popcount(w);
    return total;
}

bool BitGrid::none() const {
    for (Word w : bits_)
        if (w) return false;
    return true;
}

Word BitGrid::last_word_mask() const {
    int used = cols_ % kWordBits;
    return used == 0 ? ~Word{0} : (Word{1} << used) - 1;
}

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
    Word parity = 0;
    for (std::size_t i = 0; i < bits_.size(); ++i) parity ^= bits_[i] & other.bits_[i];
    return std::popcount(parity) & 1;
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
