// What every fuzz target shares (fuzz/README.md): the input as text, the
// reader's refusal of bad input (InputError) as a normal outcome, and the
// check that stops the run when a promise is broken.
//
// Anything else is a bug that libFuzzer saves as a crash: another exception
// escaping a reader, a sanitizer report, or require() failing (a trap, so the
// corpus replay of `make test` stops on it too, without libFuzzer).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "lightsout/board.hpp"
#include "lightsout/error.hpp"

namespace lightsout::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// The K a caller tells a reader, from one byte: 0 (not told) or 2..255. Callers
// check K first (zk::check_states); the readers take it as given.
inline int told_states(std::uint8_t byte) { return byte == 1 ? 0 : byte; }

// A promise of the reader is broken: stop here.
inline void require(bool promise) {
    if (!promise) __builtin_trap();
}

// Runs one read; bad input refused with InputError is the expected answer.
template <class Read>
void refused_or_read(Read&& read) {
    try {
        read();
    } catch (const InputError&) {
    }
}

// A board as a reader must return it: at least one cell, and the padding bits
// beyond the last column zero (board.hpp's invariant, which equality and
// popcount rely on).
inline void require_sound(const BitGrid& board) {
    require(board.rows() > 0 && board.cols() > 0);
    for (int r = 0; r < board.rows(); ++r)
        require((board.row(r)[board.words_per_row() - 1] & ~board.last_word_mask()) == 0);
}

}  // namespace lightsout::fuzz
