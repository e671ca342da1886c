// Word-level operations on rows of bits (bit c of a row lives in word c/64,
// position c%64). Shared by simulation, solvers and strategies.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstddef>
#include <vector>

#include "lightsout/board.hpp"

namespace lightsout::bits {

inline std::size_t words_for(int bits) { return (std::size_t(bits) + kWordBits - 1) / kWordBits; }

// Mask of the valid bits of the last word of a row of `cols` bits.
inline Word tail_mask(int cols) {
    int used = cols % kWordBits;
    return used == 0 ? ~Word{0} : (Word{1} << used) - 1;
}

// dst ^= src moved by `shift` columns (bit c goes to c + shift); bits pushed
// past either edge are dropped. `words` = words_for(cols).
void xor_shifted(Word* dst, const Word* src, std::size_t words, int cols, int shift);

// dst ^= src rotated by `shift` columns within a ring of `cols` (torus rows).
void xor_rotated(Word* dst, const Word* src, std::size_t words, int cols, int shift);

// Parity of the number of set bits in a & b.
bool odd_overlap(const Word* a, const Word* b, std::size_t words);

}  // namespace lightsout::bits
