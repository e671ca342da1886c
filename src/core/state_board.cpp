#include "lightsout/state_board.hpp"

namespace lightsout {

std::vector<std::uint8_t> counts_of(const BitGrid& grid) {
    std::vector<std::uint8_t> out(static_cast<std::size_t>(grid.shape().cells()));
    std::size_t i = 0;
    for (int r = 0; r < grid.rows(); ++r)
        for (int c = 0; c < grid.cols(); ++c) out[i++] = grid.get(r, c);
    return out;
}

BitGrid bits_of(std::span<const std::uint8_t> counts, Shape shape) {
    BitGrid grid(shape.rows, shape.cols);
    std::size_t i = 0;
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) grid.set(r, c, counts[i++] & 1);
    return grid;
}

StateBoard state_board_of(const Board& board, int states) { return {board.shape(), states, counts_of(board)}; }

}  // namespace lightsout
