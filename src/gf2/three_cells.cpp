// The 1-D three-cell chase on words (the GF(2) instance of the grid ring's
// row_solve, src/gf2/grid_ring.hpp).
//
// Chasing T y = c from y_0 = 0 (T ones on three diagonals) gives
// y_k = sum of c_i over i < k with (k - i) % 3 != 0 (the Fibonacci numbers mod
// 2 are 0 1 1 0 1 1 ...): per 64-bit word, two prefix parities (all columns,
// and the columns of one class mod 3) give every y_k at once.
#include "gf2/grid_ring.hpp"

namespace lightsout::gf2 {

namespace {

// Cell k of a row; the cells before it (k < 0) are zero.
bool cell(const Word* row, int k) { return k >= 0 && bits::bit(row, k); }

}  // namespace

bool three_cell_particular(Word* y, const Word* c, int n, std::size_t words, Word tail) {
    constexpr Word every_third = 0x9249249249249249ull;  // bits 0, 3, 6, ..., 63
    Word carry_all = 0, previous_class = 0;
    for (std::size_t i = 0; i < words; ++i) {
        const Word x = c[i];
        Word all = x;  // inclusive prefix parity of all columns
        all ^= all << 1;
        all ^= all << 2;
        all ^= all << 4;
        all ^= all << 8;
        all ^= all << 16;
        all ^= all << 32;
        all ^= carry_all;
        Word same = x;  // inclusive prefix parity of the columns of the same class mod 3
        same ^= same << 3;
        same ^= same << 6;
        same ^= same << 12;
        same ^= same << 24;
        same ^= same << 48;
        // Column 64 i + j continues the class of column 64 i + j - 3 (bit 61 + j before).
        same ^= (previous_class >> 61) * every_third;
        y[i] = all ^ same;  // c_k cancels: both prefixes include it
        carry_all = Word{0} - (all >> 63);
        previous_class = same;
    }
    if (words) y[words - 1] &= tail;
    return cell(c, n - 1) ^ cell(y, n - 1) ^ cell(y, n - 2);
}

}  // namespace lightsout::gf2
