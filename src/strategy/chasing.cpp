#include "strategy/chasing.hpp"

#include <bit>

#include "lightsout/bits.hpp"

namespace lightsout::chasing {

Row row_effect(const Row& presses, int cols) {
    Row effect = presses;
    bits::xor_shifted(effect.data(), presses.data(), presses.size(), cols, 1);
    bits::xor_shifted(effect.data(), presses.data(), presses.size(), cols, -1);
    return effect;
}

namespace {

// Walks the recurrence p[k+1] = M p[k] + p[k-1], calling visit(k, p[k]) for
// k = 0..rows-1, and returns p[rows].
template <class Visit>
Row walk_presses(const Row& top, Shape shape, Visit&& visit) {
    Row above(top.size(), 0), current = top;
    for (int k = 0; k < shape.rows; ++k) {
        visit(k, current);
        Row below = row_effect(current, shape.cols);
        for (std::size_t i = 0; i < below.size(); ++i) below[i] ^= above[i];
        above = std::move(current);
        current = std::move(below);
    }
    return current;
}

}  // namespace

Row leftover_after(const Row& top, Shape shape) {
    return walk_presses(top, shape, [](int, const Row&) {});
}

PressPattern pattern_after(const Row& top, Shape shape) {
    PressPattern pattern(shape.rows, shape.cols);
    walk_presses(top, shape, [&](int k, const Row& presses) { std::copy(presses.begin(), presses.end(), pattern.row(k)); });
    return pattern;
}

void chase_down(Board& board, std::vector<Cell>& presses) {
    const int rows = board.rows(), cols = board.cols();
    const std::size_t words = board.words_per_row();
    for (int r = 0; r + 1 < rows; ++r) {
        Row lit(board.row(r), board.row(r) + words);
        for (std::size_t i = 0; i < words; ++i)
            for (Word w = lit[i]; w != 0; w &= w - 1)
                presses.push_back({r + 1, int(i) * kWordBits + std::countr_zero(w)});
        Row effect = row_effect(lit, cols);
        for (std::size_t i = 0; i < words; ++i) {
            board.row(r)[i] ^= lit[i];
            board.row(r + 1)[i] ^= effect[i];
            if (r + 2 < rows) board.row(r + 2)[i] ^= lit[i];
        }
    }
}

}  // namespace lightsout::chasing
