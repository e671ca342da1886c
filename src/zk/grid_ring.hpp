// Z/q as the arithmetic of the grid algorithms (src/solve/plus_chase.hpp and
// friends): rows of residues mod q, one byte per cell, row-major grids, and
// polynomials over Z/p as FLINT's nmod_poly (p prime).
//
// The grid algorithms are written once, over a ring policy with the names of
// GridRing below; the other instance is GF(2) on 64-bit words
// (src/gf2/grid_ring.hpp). B is the 1-D three-cell operator (ones on three
// diagonals), the plus press's effect on its own row.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "flint_lazy.hpp"
#include "lightsout/board.hpp"

namespace lightsout::zk {

using Residues = std::vector<std::uint8_t>;

// Small sums mod q by table: t mod q for 0 <= t < 8q.
class SmallMod {
public:
    explicit SmallMod(int q) : q_(q), table_(std::size_t(8 * q)) {
        for (int t = 0; t < 8 * q; ++t) table_[std::size_t(t)] = std::uint8_t(t % q);
    }
    int q() const { return q_; }
    std::uint8_t operator()(int t) const { return table_[std::size_t(t)]; }
    std::uint8_t neg(int a) const { return table_[std::size_t(q_ - a)]; }

private:
    int q_;
    std::vector<std::uint8_t> table_;
};

// Rows of residues mod q, added and subtracted in bytes without overflow
// (a + b >= q exactly when a >= q - b; a - b < 0 exactly when a < b), so the
// compiler runs them 16 residues at a time. All values below q <= 255.
inline void add_row(std::uint8_t* to, const std::uint8_t* from, std::size_t count, int q) {
    const auto k = std::uint8_t(q);
    for (std::size_t j = 0; j < count; ++j) {
        const auto room = std::uint8_t(k - from[j]);
        to[j] = to[j] >= room ? std::uint8_t(to[j] - room) : std::uint8_t(to[j] + from[j]);
    }
}
inline void subtract_row(std::uint8_t* to, const std::uint8_t* from, std::size_t count, int q) {
    const auto k = std::uint8_t(q);
    for (std::size_t j = 0; j < count; ++j)
        to[j] = to[j] >= from[j] ? std::uint8_t(to[j] - from[j]) : std::uint8_t(to[j] + std::uint8_t(k - from[j]));
}

// to[p] += from[(p + shift) mod n] and to[p] -= ... for every p (0 <= shift <
// n): a row rotated, as a torus wraps it, in the two pieces the wrap cuts it into.
inline void add_rotated(std::uint8_t* to, const std::uint8_t* from, int shift, int n, int q) {
    add_row(to, from + shift, std::size_t(n - shift), q);
    add_row(to + (n - shift), from, std::size_t(shift), q);
}
inline void subtract_rotated(std::uint8_t* to, const std::uint8_t* from, int shift, int n, int q) {
    subtract_row(to, from + shift, std::size_t(n - shift), q);
    subtract_row(to + (n - shift), from, std::size_t(shift), q);
}

inline Residues transposed(std::span<const std::uint8_t> grid, Shape shape) {
    Residues out(grid.size());
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c)
            out[std::size_t(c) * std::size_t(shape.rows) + std::size_t(r)] =
                grid[std::size_t(r) * std::size_t(shape.cols) + std::size_t(c)];
    return out;
}

// A grid of residues, row-major.
struct ResidueGrid {
    int cols = 0;
    Residues cells;
    std::uint8_t* row(int r) { return cells.data() + std::size_t(r) * std::size_t(cols); }
    const std::uint8_t* row(int r) const { return cells.data() + std::size_t(r) * std::size_t(cols); }
};

// A polynomial over Z/p (RAII for FLINT's nmod_poly_t).
class ResiduePoly {
public:
    explicit ResiduePoly(int p) { flint::nmod_poly_init(f_, mp_limb_t(p)); }
    ~ResiduePoly() { flint::nmod_poly_clear(f_); }
    ResiduePoly(const ResiduePoly& other) {
        flint::nmod_poly_init_preinv(f_, other.f_->mod.n, other.f_->mod.ninv);
        flint::nmod_poly_set(f_, other.f_);
    }
    ResiduePoly& operator=(const ResiduePoly& other) {
        if (this != &other) flint::nmod_poly_set(f_, other.f_);
        return *this;
    }
    nmod_poly_struct* get() { return f_; }
    const nmod_poly_struct* get() const { return f_; }
    int prime() const { return int(f_->mod.n); }

private:
    nmod_poly_t f_;
};

struct GridRing {
    using Cell = std::uint8_t;
    using Row = Residues;
    using Grid = ResidueGrid;
    using Poly = ResiduePoly;
    using Modulus = ResiduePoly;

    int n = 0;              // cells per row
    std::size_t width = 0;  // Cells per row (= n)
    SmallMod mod;

    GridRing(int cols, int q) : n(cols), width(std::size_t(cols)), mod(q) {}

    int modulus() const { return mod.q(); }
    GridRing resized(int cols) const { return GridRing(cols, mod.q()); }

    // ---- rows
    Row zero_row() const { return Row(width, 0); }
    // next = b - prev - B cur on the first `used` cells (b, prev may be null = 0).
    void chase_step(std::uint8_t* next, const std::uint8_t* b, const std::uint8_t* prev, const std::uint8_t* cur,
                    std::size_t used) const {
        const int q = mod.q();
        if (b) std::copy(b, b + used, next);
        else std::fill(next, next + used, 0);
        if (prev) subtract_row(next, prev, used, q);
        subtract_row(next, cur, used, q);
        if (used > 1) {
            subtract_row(next + 1, cur, used - 1, q);  // the left neighbour's press
            subtract_row(next, cur + 1, used - 1, q);  // the right neighbour's press
        }
    }
    void chase_step(std::uint8_t* next, const std::uint8_t* b, const std::uint8_t* prev, const std::uint8_t* cur) const {
        chase_step(next, b, prev, cur, width);
    }
    // out = B v; v has cells only in [0, used - 1), so B v only in [0, used).
    void apply_b(Row& out, const Row& v, std::int64_t used) const {
        const int last = int(std::min<std::int64_t>(used, n));
        for (int c = 0; c < last; ++c) {
            int sum = v[std::size_t(c)];
            if (c > 0) sum += v[std::size_t(c - 1)];
            if (c + 1 < n) sum += v[std::size_t(c + 1)];
            out[std::size_t(c)] = mod(sum);
        }
    }
    bool dot_nonzero(const std::uint8_t* a, const std::uint8_t* b) const {
        std::int64_t sum = 0;
        for (std::size_t i = 0; i < width; ++i) sum += int(a[i]) * int(b[i]);
        return sum % mod.q() != 0;
    }
    bool dot_nonzero(const Row& a, const Row& b) const { return dot_nonzero(a.data(), b.data()); }
    static int cell(const std::uint8_t* row, std::int64_t k) { return row[std::size_t(k)]; }
    int cell(const Row& row, std::int64_t k) const { return row[std::size_t(k)]; }
    // value in 0..q-1 (scalar() makes one of any integer).
    void add_to_cell(std::uint8_t* row, std::int64_t k, int value) const {
        row[std::size_t(k)] = mod(row[std::size_t(k)] + value);
    }
    void add_to_cell(Row& row, std::int64_t k, int value) const { add_to_cell(row.data(), k, value); }
    // The Cells holding cells [0, used): one a cell.
    std::size_t cells_to_width(std::int64_t used) const { return std::min(width, std::size_t(used)); }
    // to += from and to -= from on cells [0, used).
    void add_cells(std::uint8_t* to, const std::uint8_t* from, std::int64_t used) const {
        add_row(to, from, cells_to_width(used), mod.q());
    }
    void subtract_cells(std::uint8_t* to, const std::uint8_t* from, std::int64_t used) const {
        subtract_row(to, from, cells_to_width(used), mod.q());
    }
    // g += c * d on cells [0, used) (c any integer).
    void add_multiple(std::uint8_t* g, int c, const std::uint8_t* d, std::int64_t used) const {
        const int q = mod.q();
        c = ((c % q) + q) % q;
        if (c == 0) return;
        const std::size_t count = std::size_t(std::min<std::int64_t>(used, n));
        if (c == 1) add_row(g, d, count, q);
        else if (c == q - 1) subtract_row(g, d, count, q);
        else
            for (std::size_t i = 0; i < count; ++i) g[i] = std::uint8_t((g[i] + c * d[i]) % q);
    }
    void add_multiple(Row& g, int c, const Row& d, std::int64_t used) const { add_multiple(g.data(), c, d.data(), used); }
    // next = (x - 1) cur - before, as coefficient rows (cell k = coefficient
    // of x^k), on cells [0, used).
    void times_x_minus_one_minus(Row& next, const Row& cur, const Row& before, std::int64_t used) const {
        const int q = mod.q();
        for (std::int64_t i = 0; i < used && i < n; ++i) {
            const int shifted = i > 0 ? cur[std::size_t(i - 1)] : 0;
            next[std::size_t(i)] = mod(shifted + 2 * q - cur[std::size_t(i)] - before[std::size_t(i)]);
        }
    }

    // next = b - prev - cur, whole rows as single elements (b, prev may be null).
    void line_step(std::uint8_t* next, const std::uint8_t* b, const std::uint8_t* prev, const std::uint8_t* cur) const {
        if (b) std::copy(b, b + width, next);
        else std::fill(next, next + width, 0);
        if (prev) subtract_row(next, prev, width, mod.q());
        subtract_row(next, cur, width, mod.q());
    }
    // The 1-D chase along the row: y with y_0 = 0 solving (y T_n)_j = c_j for
    // j < n - 1 (y_{j+1} = c_j - y_j - y_{j-1}); returns the virtual y_n.
    int row_solve(std::uint8_t* y, const std::uint8_t* c) const {
        const int q = mod.q();
        int before = 0, here = 0;
        for (int j = 0; j < n; ++j) {
            y[j] = std::uint8_t(here);
            const int next = mod(c[j] + 2 * q - here - before);
            before = here, here = next;
        }
        return here;
    }
    bool row_is_zero(const Row& r) const { return std::all_of(r.begin(), r.end(), [](std::uint8_t v) { return v == 0; }); }
    // columns += row, cell by cell; returns the sum of the row's cells mod q.
    int add_row_summing(std::uint8_t* columns, const std::uint8_t* row) const {
        add_row(columns, row, width, mod.q());
        std::int64_t sum = 0;
        for (std::size_t j = 0; j < width; ++j) sum += row[j];
        return int(sum % mod.q());
    }
    // out = a + c - b, cell by cell (b may be null); every term below q.
    void fill_affine(std::uint8_t* out, int a, const std::uint8_t* c, const std::uint8_t* b) const {
        const int q = mod.q(), shift = scalar(a);
        for (std::size_t j = 0; j < width; ++j) out[j] = mod(shift + c[j] + (b ? q - b[j] : 0));
    }
    int scalar(int c) const { return mod(((c % mod.q()) + mod.q()) % mod.q()); }

    // ---- grids
    Grid make_grid(int rows) const { return Grid{n, Residues(std::size_t(rows) * width, 0)}; }
    static std::uint8_t* row(Grid& g, int r) { return g.row(r); }
    void set_cell(Grid& g, int r, int c, int value) const { g.row(r)[c] = std::uint8_t(scalar(value)); }
    static const std::uint8_t* row(const Grid& g, int r) { return g.row(r); }
    static Grid transposed(const Grid& g) {
        const Shape shape{int(g.cells.size() / std::size_t(std::max(g.cols, 1))), g.cols};
        return Grid{shape.rows, zk::transposed(g.cells, shape)};
    }

    // ---- polynomials over Z/p (p = modulus() prime)
    Poly zero_poly() const { return Poly(mod.q()); }
    Poly one() const { return constant(1); }
    Poly constant(int c) const {
        Poly f(mod.q());
        if (mod(c + mod.q())) flint::nmod_poly_set_coeff_ui(f.get(), 0, mp_limb_t(mod(c + mod.q())));
        return f;
    }
    Poly minus_x() const {
        Poly f(mod.q());
        flint::nmod_poly_set_coeff_ui(f.get(), 1, mp_limb_t(mod.q() - 1));
        return f;
    }
    static long degree(const Poly& f) { return long(nmod_poly_degree(f.get())); }
    static bool is_zero(const Poly& f) { return nmod_poly_is_zero(f.get()); }
    static int coefficient(const Poly& f, long k) { return int(nmod_poly_get_coeff_ui(f.get(), k)); }
    static Poly mul(const Poly& a, const Poly& b) {
        Poly out(a.prime());
        flint::nmod_poly_mul(out.get(), a.get(), b.get());
        return out;
    }
    static Poly sub(const Poly& a, const Poly& b) {
        Poly out(a.prime());
        flint::nmod_poly_sub(out.get(), a.get(), b.get());
        return out;
    }
    static const Modulus& modulus_of(const Poly& f) { return f; }
    static void mul_mod(Poly& out, const Poly& a, const Poly& b, const Modulus& m) {
        flint::nmod_poly_mulmod(out.get(), a.get(), b.get(), m.get());
    }
    static Poly rem(const Poly& a, const Poly& b) {
        Poly out(a.prime());
        flint::nmod_poly_rem(out.get(), a.get(), b.get());
        return out;
    }
    static Poly div(const Poly& a, const Poly& b) {
        Poly out(a.prime());
        flint::nmod_poly_div(out.get(), a.get(), b.get());
        return out;
    }
    static void div_rem(Poly& q, Poly& r, const Poly& a, const Poly& b) {
        flint::nmod_poly_divrem(q.get(), r.get(), a.get(), b.get());
    }
    // d = gcd(a, b) = s a + t b (FLINT wants a nonzero first argument: for
    // a = 0, d = b with s = 0 and t = 1).
    static void xgcd(Poly& d, Poly& s, Poly& t, const Poly& a, const Poly& b) {
        if (is_zero(a)) {
            flint::nmod_poly_set(d.get(), b.get());
            s = Poly(b.prime());
            t = Poly(b.prime());
            flint::nmod_poly_set_coeff_ui(t.get(), 0, 1);
            return;
        }
        flint::nmod_poly_xgcd(d.get(), s.get(), t.get(), a.get(), b.get());
    }
    Poly poly_of(const Row& row) const {
        Poly f(mod.q());
        for (std::size_t i = 0; i < row.size(); ++i)
            if (row[i]) flint::nmod_poly_set_coeff_ui(f.get(), long(i), mp_limb_t(row[i]));
        return f;
    }
};

}  // namespace lightsout::zk
