// Word-level operations on rows of bits (bit c of a row lives in word c/64,
// position c%64). Shared by simulation, solvers and strategies.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "lightsout/board.hpp"

namespace lightsout::bits {

inline std::size_t words_for(std::int64_t bits) { return (std::size_t(bits) + kWordBits - 1) / kWordBits; }

// Mask of the valid bits of the last word of a row of `cols` bits.
inline Word tail_mask(int cols) {
    int used = cols % kWordBits;
    return used == 0 ? ~Word{0} : (Word{1} << used) - 1;
}

// Cell c (>= 0) of a row: bit c % 64 of word c / 64.
inline bool bit(const Word* row, std::int64_t c) {
    return (row[std::size_t(c) / kWordBits] >> (std::size_t(c) % kWordBits)) & 1u;
}
inline void flip(Word* row, std::int64_t c) {
    row[std::size_t(c) / kWordBits] ^= Word{1} << (std::size_t(c) % kWordBits);
}
inline bool bit(std::span<const Word> row, std::int64_t c) { return bit(row.data(), c); }
inline void flip(std::span<Word> row, std::int64_t c) { flip(row.data(), c); }

// dst ^= src, word by word (adding rows over GF(2)).
inline void xor_into(Word* dst, const Word* src, std::size_t words) {
    for (std::size_t i = 0; i < words; ++i) dst[i] ^= src[i];
}
inline void xor_into(std::span<Word> dst, std::span<const Word> src) { xor_into(dst.data(), src.data(), dst.size()); }

// How many cells are set.
inline std::int64_t weight(std::span<const Word> row) {
    std::int64_t w = 0;
    for (Word word : row) w += std::popcount(word);
    return w;
}

// The lowest set cell, -1 when none is.
inline std::int64_t lowest_set(std::span<const Word> row) {
    for (std::size_t i = 0; i < row.size(); ++i)
        if (row[i] != 0) return std::int64_t(i) * kWordBits + std::countr_zero(row[i]);
    return -1;
}

// The parities of counts (one per cell) as a row of bits, and the cells of a
// row of n as counts 0 / 1.
std::vector<Word> packed(std::span<const std::uint8_t> counts);
std::vector<std::uint8_t> unpacked(const Word* row, std::int64_t n);

// dst ^= src moved by `shift` columns (bit c goes to c + shift); bits pushed
// past either edge are dropped. `words` = words_for(cols).
void xor_shifted(Word* dst, const Word* src, std::size_t words, int cols, int shift);

// dst ^= src rotated by `shift` columns within a ring of `cols` (torus rows).
void xor_rotated(Word* dst, const Word* src, std::size_t words, int cols, int shift);

// Parity of the number of set bits in a & b.
bool odd_overlap(const Word* a, const Word* b, std::size_t words);

}  // namespace lightsout::bits
