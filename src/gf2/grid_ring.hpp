// GF(2) as the arithmetic of the grid algorithms (src/solve/plus_chase.hpp
// and friends): rows of cells 64 to a word, polynomials as NTL's GF2X.
//
// The grid algorithms are written once, over a ring policy with these names;
// the other instance is Z/q on bytes (src/zk/grid_ring.hpp). Over GF(2)
// minus is plus, so the signs the algorithms carry for Z/q cost nothing here:
// every operation below is the word-parallel XOR code the GF(2) fast paths
// always had.
//
// Rows: a row of n cells is `width` words, the bits past n zero (`tail`
// masks the last word). B is the 1-D three-cell operator (ones on three
// diagonals), the plus press's effect on its own row.
#pragma once

#include <NTL/GF2X.h>
#include <NTL/GF2XFactoring.h>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "gf2/ntl_errors.hpp"
#include "lightsout/bits.hpp"
#include "lightsout/board.hpp"

namespace lightsout::gf2 {

// y = the particular solution of T_n y = c with y_0 = 0 (T_n the n x n 1-D
// three-cell operator): returns the virtual y_n = c_(n-1) + y_(n-1) + y_(n-2)
// (zero iff y solves the last equation too). three_cells.cpp.
bool three_cell_particular(Word* y, const Word* c, int n, std::size_t words, Word tail);

// The transpose of a grid (64 x 64 blocks, word-parallel; grid_transpose.cpp).
BitGrid transposed(const BitGrid& grid);

struct GridRing {
    using Cell = Word;  // what a row is made of
    using Row = std::vector<Word>;
    using Grid = BitGrid;  // m rows of `width` cells
    using Poly = NTL::GF2X;
    using Modulus = NTL::GF2XModulus;

    int n = 0;              // cells per row
    std::size_t width = 0;  // Cells per row
    Word tail = 0;

    // NTL's errors on this thread throw from here on (ntl_errors.hpp).
    explicit GridRing(int cols) : n(cols), width(bits::words_for(cols)), tail(bits::tail_mask(cols)) {
        ntl_errors_throw();
    }

    static constexpr int modulus() { return 2; }
    GridRing resized(int cols) const { return GridRing(cols); }

    // ---- rows
    Row zero_row() const { return Row(width, 0); }
    // The Cells holding cells [0, used).
    std::size_t cells_to_width(std::int64_t used) const {
        return std::min(width, std::size_t((used + 63) / 64));
    }
    Word mask_of(std::size_t used_width) const { return used_width == width ? tail : ~Word{0}; }

    // next = b - prev - B cur on the first `used` Cells (b, prev may be null = 0).
    void chase_step(Word* next, const Word* b, const Word* prev, const Word* cur, std::size_t used) const {
        for (std::size_t i = 0; i < used; ++i) {
            Word w = cur[i];
            const Word up = (w << 1) | (i > 0 ? cur[i - 1] >> 63 : 0);
            const Word down = (w >> 1) | (i + 1 < used ? cur[i + 1] << 63 : 0);
            w ^= up ^ down;
            if (b) w ^= b[i];
            if (prev) w ^= prev[i];
            next[i] = w;
        }
        if (used) next[used - 1] &= mask_of(used);
    }
    void chase_step(Word* next, const Word* b, const Word* prev, const Word* cur) const {
        chase_step(next, b, prev, cur, width);
    }
    // out = B v; v has cells only in [0, used - 1), so B v only in [0, used).
    void apply_b(Row& out, const Row& v, std::int64_t used) const {
        chase_step(out.data(), nullptr, nullptr, v.data(), cells_to_width(used));
    }
    // Is the dot product <a, b> nonzero?
    bool dot_nonzero(const Word* a, const Word* b) const { return bits::odd_overlap(a, b, width); }
    bool dot_nonzero(const Row& a, const Row& b) const { return dot_nonzero(a.data(), b.data()); }
    static int cell(const Word* row, std::int64_t k) { return bits::bit(row, k); }
    int cell(const Row& row, std::int64_t k) const { return cell(row.data(), k); }
    static void add_to_cell(Word* row, std::int64_t k, int value) {
        if (value & 1) bits::flip(row, k);
    }
    void add_to_cell(Row& row, std::int64_t k, int value) const { add_to_cell(row.data(), k, value); }
    // to += from and to -= from on cells [0, used) (the same XOR).
    void add_cells(Word* to, const Word* from, std::int64_t used) const {
        for (std::size_t i = 0, w = cells_to_width(used); i < w; ++i) to[i] ^= from[i];
    }
    void subtract_cells(Word* to, const Word* from, std::int64_t used) const { add_cells(to, from, used); }
    // g += c * d on cells [0, used).
    void add_multiple(Word* g, int c, const Word* d, std::int64_t used) const {
        if (c & 1) add_cells(g, d, used);
    }
    void add_multiple(Row& g, int c, const Row& d, std::int64_t used) const { add_multiple(g.data(), c, d.data(), used); }
    // next = (x - 1) cur - before, as coefficient rows (bit k = coefficient of
    // x^k), on cells [0, used).
    void times_x_minus_one_minus(Row& next, const Row& cur, const Row& before, std::int64_t used) const {
        for (std::size_t i = 0, w = cells_to_width(used); i < w; ++i) {
            const Word shifted = (cur[i] << 1) | (i > 0 ? cur[i - 1] >> 63 : 0);
            next[i] = shifted ^ cur[i] ^ before[i];
        }
    }

    // next = b - prev - cur, whole rows as single elements (b, prev may be null).
    void line_step(Word* next, const Word* b, const Word* prev, const Word* cur) const {
        for (std::size_t i = 0; i < width; ++i) next[i] = cur[i] ^ (b ? b[i] : 0) ^ (prev ? prev[i] : 0);
    }
    // The 1-D chase along the row: y with y_0 = 0 solving (y T_n)_j = c_j for
    // j < n - 1; returns the virtual y_n (zero iff y solves the last one too).
    int row_solve(Word* y, const Word* c) const { return three_cell_particular(y, c, n, width, tail); }
    bool row_is_zero(const Row& r) const {
        Word any = 0;
        for (Word w : r) any |= w;
        return any == 0;
    }
    // columns += row, cell by cell; returns the sum of the row's cells (its
    // parity). One pass for the row and column sums of the cross rule.
    int add_row_summing(Word* columns, const Word* row) const {
        Word parity = 0;
        for (std::size_t i = 0; i < width; ++i) {
            parity ^= row[i];
            columns[i] ^= row[i];
        }
        return std::popcount(parity) & 1;
    }
    // out = a + c - b, cell by cell (b may be null): a word of a's bit, XORed.
    void fill_affine(Word* out, int a, const Word* c, const Word* b) const {
        const Word fill = (a & 1) ? ~Word{0} : Word{0};
        for (std::size_t i = 0; i < width; ++i) out[i] = fill ^ c[i] ^ (b ? b[i] : Word{0});
        if (width) out[width - 1] &= tail;
    }
    static int scalar(int c) { return c & 1; }

    // ---- grids
    Grid make_grid(int rows) const { return Grid(rows, n); }
    static Word* row(Grid& g, int r) { return g.row(r); }
    static void set_cell(Grid& g, int r, int c, int value) { g.set(r, c, value & 1); }
    static const Word* row(const Grid& g, int r) { return g.row(r); }
    static Grid transposed(const Grid& g) { return gf2::transposed(g); }

    // ---- polynomials
    static Poly one() { return Poly(1); }
    static Poly minus_x() { return Poly(NTL::INIT_MONO, 1); }
    static Poly zero_poly() { return Poly(); }
    static long degree(const Poly& f) { return NTL::deg(f); }
    static bool is_zero(const Poly& f) { return NTL::IsZero(f); }
    static int coefficient(const Poly& f, long k) { return NTL::IsOne(NTL::coeff(f, k)) ? 1 : 0; }
    static Poly mul(const Poly& a, const Poly& b) { return a * b; }
    static Poly sub(const Poly& a, const Poly& b) { return a - b; }
    static Modulus modulus_of(const Poly& f) { return Modulus(f); }
    static void mul_mod(Poly& out, const Poly& a, const Poly& b, const Modulus& m) { NTL::MulMod(out, a, b, m); }
    static Poly rem(const Poly& a, const Modulus& m) {
        Poly r;
        NTL::rem(r, a, m);
        return r;
    }
    static Poly rem(const Poly& a, const Poly& b) { return a % b; }
    static Poly div(const Poly& a, const Poly& b) { return a / b; }
    static void div_rem(Poly& q, Poly& r, const Poly& a, const Poly& b) { NTL::DivRem(q, r, a, b); }
    static void xgcd(Poly& d, Poly& s, Poly& t, const Poly& a, const Poly& b) { NTL::XGCD(d, s, t, a, b); }

    // The polynomial with coefficient k = cell k of the row, and back.
    Poly poly_of(const Row& row) const {
        std::size_t used = width;
        while (used > 0 && row[used - 1] == 0) --used;
        Poly f;
        if (used == 0) return f;
        f.xrep.SetLength(long(used));
        for (std::size_t i = 0; i < used; ++i) f.xrep[long(i)] = static_cast<_ntl_ulong>(row[i]);
        f.normalize();
        return f;
    }
    Row row_of(const Poly& f) const {  // truncated to the row's cells' words
        Row out(width, 0);
        for (long i = 0; i < f.xrep.length() && std::size_t(i) < width; ++i) out[std::size_t(i)] = Word(f.xrep[i]);
        return out;
    }
};

}  // namespace lightsout::gf2
