// Helpers of the structured solvers: transposition, the quiet check.
#include <algorithm>
#include <bit>

#include "lightsout/bits.hpp"
#include "structured_internal.hpp"

namespace lightsout::structured {

namespace {

// Transposes a 64 x 64 block in place: bit c of a[r] <-> bit r of a[c]. Swaps
// the off-diagonal halves, then quarters, ... down to single bits.
void transpose_block(Word a[64]) {
    Word mask = 0x00000000FFFFFFFFull;
    for (int j = 32; j != 0; j >>= 1, mask ^= mask << j) {
        for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const Word t = ((a[k] >> j) ^ a[k | j]) & mask;
            a[k] ^= t << j;
            a[k | j] ^= t;
        }
    }
}

}  // namespace

BitGrid transpose(const BitGrid& grid) {
    BitGrid out(grid.cols(), grid.rows());
    const int row_blocks = int(bits::words_for(grid.rows()));
    const int col_blocks = int(grid.words_per_row());
    Word block[64];
    for (int bi = 0; bi < row_blocks; ++bi) {
        for (int bj = 0; bj < col_blocks; ++bj) {
            for (int r = 0; r < 64; ++r) {
                const int row = bi * 64 + r;
                block[r] = row < grid.rows() ? grid.row(row)[bj] : 0;
            }
            transpose_block(block);
            for (int c = 0; c < 64; ++c) {
                const int row = bj * 64 + c;
                if (row < out.rows()) out.row(row)[bi] = block[c];
            }
        }
    }
    return out;
}

LinearSolution solve_as_tall(const Board& change, LinearSolution (*solve_tall)(const Board&)) {
    if (change.cols() <= change.rows()) return solve_tall(change);
    LinearSolution answer = solve_tall(transpose(change));
    if (answer.solvable) answer.presses = transpose(answer.presses);
    else answer.certificate = transpose(answer.certificate);
    for (PressPattern& quiet : answer.quiet) quiet = transpose(quiet);
    return answer;
}

bool is_quiet(const PressPattern& pattern, const Rule& rule) {
    const int rows = pattern.rows(), cols = pattern.cols();
    const std::size_t words = pattern.words_per_row();
    if (words == 0 || rows == 0) return true;
    if (rule.kind() == Rule::Kind::cross) {
        // Cell (i, j) flips rowparity(i) + colparity(j) + pressed(i, j) times.
        Row columns(words, 0);
        for (int r = 0; r < rows; ++r) xor_row(columns.data(), pattern.row(r), words);
        const Word tail = bits::tail_mask(cols);
        for (int r = 0; r < rows; ++r) {
            const Word* p = pattern.row(r);
            Word parity = 0;
            for (std::size_t i = 0; i < words; ++i) parity ^= p[i];
            const Word flip = (std::popcount(parity) & 1) ? ~Word{0} : Word{0};
            for (std::size_t i = 0; i < words; ++i) {
                const Word effect = (flip ^ columns[i] ^ p[i]) & (i + 1 == words ? tail : ~Word{0});
                if (effect) return false;
            }
        }
        return true;
    }
    Row effect(words);
    for (int r = 0; r < rows; ++r) {
        std::fill(effect.begin(), effect.end(), Word{0});
        for (const Offset& o : rule.offsets()) {
            int source = r - o.dr;
            if (rule.torus()) source = ((source % rows) + rows) % rows;
            else if (source < 0 || source >= rows) continue;
            if (rule.torus()) bits::xor_rotated(effect.data(), pattern.row(source), words, cols, o.dc);
            else bits::xor_shifted(effect.data(), pattern.row(source), words, cols, o.dc);
        }
        if (!row_is_zero(effect.data(), words)) return false;
    }
    return true;
}

}  // namespace lightsout::structured
