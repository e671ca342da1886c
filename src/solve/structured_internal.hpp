// Shared pieces of the structured solvers (src/solve/structured_*.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "gf2/grid_ring.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout::structured {

// One row of bits as words (padding zero).
using Row = std::vector<Word>;

// next = b + prev + B cur (any of b, prev may be null = zero): one step of
// light chasing for the plus rule, or of a 1-D three-cell chase when `cur` is
// a whole row used as a single element (then pass three = false).
inline void chase_step(Word* next, const Word* b, const Word* prev, const Word* cur, std::size_t words,
                       Word tail, bool three = true) {
    for (std::size_t i = 0; i < words; ++i) {
        Word w = cur[i];
        if (three) {
            const Word up = (w << 1) | (i > 0 ? cur[i - 1] >> 63 : 0);
            const Word down = (w >> 1) | (i + 1 < words ? cur[i + 1] << 63 : 0);
            w ^= up ^ down;
        }
        if (b) w ^= b[i];
        if (prev) w ^= prev[i];
        next[i] = w;
    }
    if (words) next[words - 1] &= tail;
}

// The same step on a ring of n cells (the torus): B = 1 + S + S^-1 rotates
// instead of shifting, so the two bits chase_step drops at the ends come back
// at the other end (for n = 1, 2 they land on cells already counted, flipping
// them again, as the torus rule does).
inline void ring_chase_step(Word* next, const Word* b, const Word* prev, const Word* cur, std::size_t words,
                            Word tail, int n) {
    chase_step(next, b, prev, cur, words, tail);
    const std::size_t last = std::size_t(n - 1) / 64;
    const int last_bit = (n - 1) % 64;
    next[0] ^= (cur[last] >> last_bit) & 1;
    next[last] ^= (cur[0] & 1) << last_bit;
}

inline void xor_row(Word* out, const Word* x, std::size_t words) {
    for (std::size_t i = 0; i < words; ++i) out[i] ^= x[i];
}

inline bool row_is_zero(const Word* x, std::size_t words) {
    Word any = 0;
    for (std::size_t i = 0; i < words; ++i) any |= x[i];
    return any == 0;
}

// The 1-D three-cell chase on words (src/gf2/three_cells.cpp).
using gf2::three_cell_particular;

// Is the pattern quiet (pressing it changes no light)? Streams row by row.
bool is_quiet(const PressPattern& pattern, const Rule& rule);

// The per-rule solvers. They fill solvable, presses / certificate, rank,
// nullity and (within the limits of structured.hpp) the quiet basis; the
// caller checks the answer.
LinearSolution solve_plus(const Board& change);
LinearSolution solve_square(const Board& change);
LinearSolution solve_cross(const Board& change);
LinearSolution solve_plus_torus(const Board& change);
LinearSolution solve_square_torus(const Board& change);

std::int64_t plus_nullity(Shape shape);
std::int64_t square_nullity(Shape shape);
std::int64_t cross_nullity(Shape shape);
std::int64_t plus_torus_nullity(Shape shape);
std::int64_t square_torus_nullity(Shape shape);

// Should a quiet basis of `nullity` patterns of this shape be returned?
bool wants_quiet_basis(std::int64_t nullity, Shape shape);

// A basis of the quiet patterns of the plus rule on a flat m x n board (the
// chases of the kernel's first rows), whatever its nullity, while it takes at
// most kStructuredQuietBasisBits bits; else empty. For the fewest-press search
// beyond the nullity solve_structured lists (its answer is checked there).
std::vector<PressPattern> plus_quiet_basis(Shape shape);

}  // namespace lightsout::structured
