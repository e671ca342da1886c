// The transpose of a bit grid, 64 x 64 blocks at a time, word-parallel.
#include "gf2/grid_ring.hpp"

namespace lightsout::gf2 {

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

BitGrid transposed(const BitGrid& grid) {
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

}  // namespace lightsout::gf2
