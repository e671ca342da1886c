#include "lightsout/bits.hpp"

#include <bit>

namespace lightsout::bits {

namespace {

// Word `i` of src moved up by `shift` >= 0 bits (towards higher columns).
inline Word shifted_up_word(const Word* src, std::size_t words, std::ptrdiff_t i, int shift) {
    std::ptrdiff_t whole = shift / kWordBits;
    int part = shift % kWordBits;
    std::ptrdiff_t j = i - whole;
    Word hi = (j >= 0 && j < std::ptrdiff_t(words)) ? src[j] << part : 0;
    Word lo = (part != 0 && j - 1 >= 0 && j - 1 < std::ptrdiff_t(words)) ? src[j - 1] >> (kWordBits - part) : 0;
    return hi | lo;
}

// Word `i` of src moved down by `shift` >= 0 bits (towards lower columns).
inline Word shifted_down_word(const Word* src, std::size_t words, std::ptrdiff_t i, int shift) {
    std::ptrdiff_t whole = shift / kWordBits;
    int part = shift % kWordBits;
    std::ptrdiff_t j = i + whole;
    Word lo = (j >= 0 && j < std::ptrdiff_t(words)) ? src[j] >> part : 0;
    Word hi = (part != 0 && j + 1 < std::ptrdiff_t(words)) ? src[j + 1] << (kWordBits - part) : 0;
    return hi | lo;
}

// The `count` (1..64) bits of src from column `first` on, as the low bits of a word.
Word bits_at(const Word* src, std::size_t words, int first, int count) {
    const std::size_t i = std::size_t(first) / kWordBits;
    const int part = first % kWordBits;
    Word w = src[i] >> part;
    if (part != 0 && i + 1 < words) w |= src[i + 1] << (kWordBits - part);
    return count == kWordBits ? w : w & ((Word{1} << count) - 1);
}

// dst ^= value placed from column `first` on (its bits stay inside the row).
void xor_bits_at(Word* dst, std::size_t words, int first, Word value) {
    const std::size_t i = std::size_t(first) / kWordBits;
    const int part = first % kWordBits;
    dst[i] ^= value << part;
    if (part != 0 && i + 1 < words) dst[i + 1] ^= value >> (kWordBits - part);
}

}  // namespace

std::vector<Word> packed(std::span<const std::uint8_t> counts) {
    std::vector<Word> row(words_for(std::int64_t(counts.size())), 0);
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (counts[i] & 1) flip(row.data(), std::int64_t(i));
    return row;
}

std::vector<std::uint8_t> unpacked(const Word* row, std::int64_t n) {
    std::vector<std::uint8_t> counts(static_cast<std::size_t>(n));
    for (std::int64_t i = 0; i < n; ++i) counts[std::size_t(i)] = bit(row, i);
    return counts;
}

void xor_shifted(Word* dst, const Word* src, std::size_t words, int cols, int shift) {
    if (words == 0 || shift >= cols || -shift >= cols) return;
    if (shift > 0 && shift < kWordBits) {  // the common case of local rules, without the general bounds checks
        Word carry = 0;
        for (std::size_t i = 0; i < words; ++i) {
            dst[i] ^= (src[i] << shift) | carry;
            carry = src[i] >> (kWordBits - shift);
        }
    } else if (shift < 0 && shift > -kWordBits) {
        const int down = -shift;
        for (std::size_t i = 0; i < words; ++i)
            dst[i] ^= (src[i] >> down) | (i + 1 < words ? src[i + 1] << (kWordBits - down) : 0);
    } else if (shift >= 0) {
        for (std::size_t i = 0; i < words; ++i) dst[i] ^= shifted_up_word(src, words, std::ptrdiff_t(i), shift);
    } else {
        for (std::size_t i = 0; i < words; ++i) dst[i] ^= shifted_down_word(src, words, std::ptrdiff_t(i), -shift);
    }
    // Bits shifted past the last column landed in the padding: clear them.
    // (dst's padding was zero before, so masking restores the invariant.)
    dst[words - 1] &= tail_mask(cols);
}

void xor_rotated(Word* dst, const Word* src, std::size_t words, int cols, int shift) {
    if (cols == 0) return;
    shift %= cols;
    if (shift < 0) shift += cols;
    if (shift == 0) {
        for (std::size_t i = 0; i < words; ++i) dst[i] ^= src[i];
        return;
    }
    // Rotation = (bits moved up by shift, dropping overflow) | (bits moved down by cols - shift).
    // When either part is at most a word (the local rules), it is a few bits at one end.
    if (shift <= kWordBits) {
        xor_shifted(dst, src, words, cols, shift);
        dst[0] ^= bits_at(src, words, cols - shift, shift);
    } else if (cols - shift <= kWordBits) {
        const int down = cols - shift;
        xor_shifted(dst, src, words, cols, -down);
        xor_bits_at(dst, words, cols - down, bits_at(src, words, 0, down));
    } else {
        xor_shifted(dst, src, words, cols, shift);
        xor_shifted(dst, src, words, cols, shift - cols);
    }
}

bool odd_overlap(const Word* a, const Word* b, std::size_t words) {
    Word parity = 0;
    for (std::size_t i = 0; i < words; ++i) parity ^= a[i] & b[i];
    return std::popcount(parity) & 1;
}

}  // namespace lightsout::bits
