#include "lightsout/generate.hpp"

#include "core/splitmix.hpp"
#include "lightsout/bits.hpp"

namespace lightsout {

Board random_board(Shape shape, std::uint64_t seed) {
    Board board(shape.rows, shape.cols);
    SplitMix64 rng{seed};
    const std::size_t words = board.words_per_row();
    if (words == 0) return board;
    const Word tail = bits::tail_mask(shape.cols);
    for (int r = 0; r < shape.rows; ++r) {
        Word* row = board.row(r);
        for (std::size_t i = 0; i < words; ++i) row[i] = rng.next();
        row[words - 1] &= tail;
    }
    return board;
}

Board random_solvable_board(Shape shape, const Rule& rule, std::uint64_t seed) {
    const PressPattern presses = random_board(shape, seed);
    return apply_presses(Board(shape.rows, shape.cols), rule, presses);
}

StateBoard random_state_board(Shape shape, int states, std::uint64_t seed) {
    StateBoard board{shape, states, std::vector<std::uint8_t>(static_cast<std::size_t>(shape.cells()))};
    SplitMix64 rng{seed};
    // Two lights per 64 random bits: the high 32 bits of (32 random bits) * K.
    for (std::size_t i = 0; i < board.lights.size(); i += 2) {
        const std::uint64_t r = rng.next();
        board.lights[i] = std::uint8_t(((r & 0xFFFFFFFFu) * std::uint64_t(states)) >> 32);
        if (i + 1 < board.lights.size()) board.lights[i + 1] = std::uint8_t(((r >> 32) * std::uint64_t(states)) >> 32);
    }
    return board;
}

}  // namespace lightsout
