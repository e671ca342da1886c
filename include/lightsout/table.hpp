// Nullity tables: how many independent quiet patterns each board size has.
//
//   nullity_table(Rule::plus(), 25000)                       n x n, n = 1..25,000
//   nullity_table(Rule::plus().on_torus(), {1, 100}, {1, 10000})   m x n
//
// plus (with or without wrap-around): closed forms in the 2-adic parts of the
// sides and deg gcd(W_o(x), W_o'(x + 1)) of their odd parts o, o'
// (src/solve/poly_nullity.cpp); square and cross: closed forms
// (structured_square*.cpp, structured_cross.cpp). On the Klein bottle and the
// projective plane, plus and square are eliminated densely size by size, up to
// sides of kNullityTableMaxTwistedSide (cross is the same on every topology).
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <vector>

#include "lightsout/rule.hpp"

namespace lightsout {

// Largest side of a plus table (n x n or m x n, with or without wrap-around):
// about n / 2 gcds of polynomials of degree up to n / 4, so the time grows
// faster than n^2 (n = 10,000: 0.3 s, 30,000: 4 s, 100,000: 141 s here); a
// larger side would run for hours (--max 1,000,000,000 never ended).
inline constexpr int kNullityTableMaxPlusSide = 100000;

// Largest side of a plus or square table on the Klein bottle or the projective
// plane: each size is one dense elimination (64 x 64: 4,096 unknowns).
inline constexpr int kNullityTableMaxTwistedSide = 64;

// The nullity of the n x n board under `rule` for n = 1..max_n (element n - 1).
// Throws InputError for custom stencils, for max_n < 1, for a plus table above
// kNullityTableMaxPlusSide, a twisted one above kNullityTableMaxTwistedSide and
// for one of more than kNullityTableMaxEntries.
std::vector<std::int64_t> nullity_table(const Rule& rule, int max_n);

// Sides first..last, both included.
struct SideRange {
    int first = 1;
    int last = 1;
    int count() const { return last - first + 1; }
};

// Largest number of entries a table may have (512 MiB of answers; square and
// cross tables are closed forms, so their memory is what bounds them).
inline constexpr std::int64_t kNullityTableMaxEntries = std::int64_t(1) << 26;

// The nullity of the m x n board for m in `rows`, n in `cols`: element
// [m - rows.first][n - cols.first]. Throws InputError for custom stencils,
// empty or non-positive ranges, tables of more than kNullityTableMaxEntries and
// plus tables with a side above kNullityTableMaxPlusSide.
std::vector<std::vector<std::int64_t>> nullity_table(const Rule& rule, SideRange rows, SideRange cols);

}  // namespace lightsout
