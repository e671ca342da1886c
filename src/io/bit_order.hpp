// PBM packs a row most significant bit first (column 0 = bit 7 of byte 0); a
// Board row puts column c at bit c%64 of word c/64. On a little-endian machine
// byte k of a word holds columns 8k..8k+7 in both layouts, so converting is
// reversing the bits inside every byte, done here eight bytes at a time.
#pragma once

#include <bit>
#include <cstddef>
#include <cstring>

#include "lightsout/board.hpp"

namespace lightsout::io::detail {

// Reverse the bit order inside each of the 8 bytes of w (swap halves of
// pairs, then of nibbles, then of bytes' halves: three mask-and-shift steps).
inline Word reverse_bits_in_bytes(Word w) {
    w = ((w >> 1) & 0x5555555555555555ULL) | ((w & 0x5555555555555555ULL) << 1);
    w = ((w >> 2) & 0x3333333333333333ULL) | ((w & 0x3333333333333333ULL) << 2);
    w = ((w >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((w & 0x0F0F0F0F0F0F0F0FULL) << 4);
    return w;
}

// `words` words whose bytes (in memory order) are PBM bytes, turned in place
// into Board words.
inline void pbm_bytes_to_words(Word* row, std::size_t words) {
    for (std::size_t i = 0; i < words; ++i) {
        Word w = reverse_bits_in_bytes(row[i]);
        if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
        row[i] = w;
    }
}

// Board words -> PBM bytes in `bytes` (room for words * 8 bytes).
inline void words_to_pbm_bytes(const Word* row, std::size_t words, unsigned char* bytes) {
    for (std::size_t i = 0; i < words; ++i) {
        Word w = reverse_bits_in_bytes(row[i]);
        if constexpr (std::endian::native == std::endian::big) w = __builtin_bswap64(w);
        std::memcpy(bytes + 8 * i, &w, sizeof w);
    }
}

}  // namespace lightsout::io::detail
