#include "lightsout/state_board.hpp"

#include <algorithm>

#include "lightsout/bits.hpp"

namespace lightsout {

// Word by word: bit c of a row is count c of the row.
std::vector<std::uint8_t> counts_of(const BitGrid& grid) {
    const std::size_t cols = std::size_t(grid.cols());
    std::vector<std::uint8_t> out(static_cast<std::size_t>(grid.shape().cells()));
    for (int r = 0; r < grid.rows(); ++r) {
        const Word* row = grid.row(r);
        std::uint8_t* to = out.data() + std::size_t(r) * cols;
        for (std::size_t c = 0; c < cols; ++c) to[c] = std::uint8_t(bits::bit(row, std::int64_t(c)));
    }
    return out;
}

BitGrid bits_of(std::span<const std::uint8_t> counts, Shape shape) {
    BitGrid grid(shape.rows, shape.cols);
    const std::size_t cols = std::size_t(shape.cols);
    for (int r = 0; r < shape.rows; ++r) {
        const std::uint8_t* from = counts.data() + std::size_t(r) * cols;
        Word* row = grid.row(r);
        for (std::size_t w = 0; w * kWordBits < cols; ++w) {
            Word word = 0;
            const std::size_t end = std::min(cols, (w + 1) * kWordBits);
            for (std::size_t c = w * kWordBits; c < end; ++c) word |= Word(from[c] & 1) << (c % kWordBits);
            row[w] = word;
        }
    }
    return grid;
}

StateBoard state_board_of(const Board& board, int states) { return {board.shape(), states, counts_of(board)}; }

}  // namespace lightsout
