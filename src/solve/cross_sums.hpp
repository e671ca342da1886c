// The cross rule (a press changes its row and its column, the cell once), on
// a torus or not (the torus changes nothing), in time linear in the cells,
// over any ring policy R: GF(2) on 64-bit words (src/gf2/grid_ring.hpp) or
// Z/q on bytes, q = p^e (src/zk/grid_ring.hpp). One algorithm;
// structured_cross.cpp instantiates it for both.
//
// A x = R(x) (x) 1 + 1 (x) C(x) - x, R and C the row and column sums of x.
// So every solution is x = a (x) 1 + 1 (x) c - b, and it solves A x = b
// exactly when R(x) = a and C(x) = c, i.e. (rb, cb the row and column sums
// of b, S the sum of a vector; m rows, n columns, al = n - 1, be = m - 1)
//     (R_i)  al a_i + S(c) = rb_i     for every row i,
//     (C_j)  be c_j + S(a) = cb_j     for every column j:
// M (a, c) = (rb, cb), M = [[al I, J], [J^T, be I]], and (a, c) -> x is one to
// one, so the quiet patterns are the a (x) 1 + 1 (x) c with (a, c) in ker M.
//
// M splits into small blocks by unimodular changes of unknowns and equations:
// with d_i = a_i - a_0 (i >= 1), D = d_1 + ... + d_(m-1) in place of
// d_(m-1), and e_j, E likewise for c,
//   al d_i = rb_i - rb_0          for i = 1 .. m-2   (1 x 1 blocks)
//   be e_j = cb_j - cb_0          for j = 1 .. n-2
//   and on (a_0, c_0, D, E), the equations R_0, C_0, sum_(i>=1)(R_i - R_0)
//   and sum_(j>=1)(C_j - C_0):
//     [ al  n   0   1 ]           [ rb_0 ]
//     [ m   be  1   0 ]           [ cb_0 ]
//     [ 0   0   al  0 ] (.) =     [ sum_(i>=1) rb_i - rb_0 ]
//     [ 0   0   0   be]           [ sum_(j>=1) cb_j - cb_0 ]
//   (D and its equation only when m >= 2, E and its equation when n >= 2).
// The 1 x 1 blocks are solved by hand: al d = r has solutions iff g = gcd(al, q)
// divides r, and then q / g generates their kernel, of order g. The small
// block goes to the Smith-form engine (zk::solve_local), which gives its
// solution or certificate and its quiet generators. Everything is mapped back:
// unknowns by the substitution, a certificate y of the blocks as the pattern
// sum_k y_k (its equation k written as rows and columns of b), which is a
// quiet pattern with y . b != 0. Over GF(2) (q = 2) the blocks reduce to the
// parities of m and n: for m, n even A is its own inverse; for m, n odd
// every row sum and every column sum of a solvable board agree.
//
// The work on cells is two passes of row operations: the row and column sums
// of b together, then x = a (x) 1 + 1 (x) c - b a row at a time.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <numeric>
#include <vector>

#include "lightsout/zk/engines.hpp"
#include "solve/grid_answer.hpp"

namespace lightsout::structured {

template <class R>
class CrossSums {
public:
    using Grid = typename R::Grid;
    using Row = typename R::Row;
    // keep(count): whether to build `count` quiet generators as grids.
    using Keep = std::function<bool(std::int64_t)>;

    CrossSums(const R& ring, int rows, zk::PrimePower q)
        : ring_(ring), m_(rows), n_(ring.n), q_(q), row_(q.modulus, n_ - 1), col_(q.modulus, m_ - 1) {}

    GridAnswer<R> solve(const Grid& b, const Keep& keep) {
        sum_lines(b);
        GridAnswer<R> out;
        const ModularSolution small = zk::solve_local(block(), block_change(), q_);
        quiet_patterns(out, small, keep);
        // A 1 x 1 block without a solution, else the small block's verdict.
        for (int i = 1; i + 1 < m_; ++i)
            if (!row_.solvable(sub(rb_[std::size_t(i)], rb_[0]))) {
                out.certificate = line_pair(row_.kernel(), i, true);
                return out;
            }
        for (int j = 1; j + 1 < n_; ++j)
            if (!col_.solvable(sub(cb_[std::size_t(j)], cb_[0]))) {
                out.certificate = line_pair(col_.kernel(), j, false);
                return out;
            }
        if (!small.solvable) {
            out.certificate = block_pattern(small.certificate);
            return out;
        }
        out.solvable = true;
        out.presses = presses(b, small.presses);
        return out;
    }

private:
    // The solution, or its absence, of al d = r (mod q), and its kernel.
    struct Scalar {
        int q, al, g;     // g = gcd(al, q) (q when al = 0)
        int inverse = 0;  // of al / g mod q / g
        Scalar(int modulus, std::int64_t coefficient)
            : q(modulus), al(int(((coefficient % modulus) + modulus) % modulus)), g(std::gcd(al, modulus)) {
            const int unit = al / g, reduced = q / g;
            for (inverse = 1; reduced > 1 && unit * inverse % reduced != 1;) ++inverse;  // reduced <= 255
        }
        bool solvable(int r) const { return r % g == 0; }
        // d with al d = r, r a multiple of g: (r / g) (al / g)^-1 mod q / g.
        int solve(int r) const {
            if (g == 1 && inverse == 1) return r;  // al = 1, as n - 1 is for every even n over GF(2)
            return q == g ? 0 : (r / g) * inverse % (q / g);
        }
        int kernel() const { return q / g; }  // of order g
    };

    const R& ring_;
    int m_, n_;
    zk::PrimePower q_;
    Scalar row_, col_;  // al = n - 1 (the d_i), be = m - 1 (the e_j)
    std::vector<int> rb_, cb_;

    int mod(std::int64_t v) const { return int(((v % q_.modulus) + q_.modulus) % q_.modulus); }
    // a + b and a - b for residues a, b in 0..q-1, without a division.
    int add(int a, int b) const { return a + b >= q_.modulus ? a + b - q_.modulus : a + b; }
    int sub(int a, int b) const { return a >= b ? a - b : a - b + q_.modulus; }
    bool has_d() const { return m_ >= 2; }
    bool has_e() const { return n_ >= 2; }
    int block_size() const { return 2 + has_d() + has_e(); }

    void sum_lines(const Grid& b) {
        rb_.assign(std::size_t(m_), 0);
        Row columns = ring_.zero_row();
        for (int i = 0; i < m_; ++i) rb_[std::size_t(i)] = ring_.add_row_summing(columns.data(), R::row(b, i));
        cb_.assign(std::size_t(n_), 0);
        for (int j = 0; j < n_; ++j) cb_[std::size_t(j)] = ring_.cell(columns, j);
    }

    // The small block on (a_0, c_0, D, E), and its right-hand side.
    zk::ResidueMatrix block() const {
        const int k = block_size(), dq = 2, eq = 2 + has_d();
        zk::ResidueMatrix s{k, std::vector<std::uint8_t>(std::size_t(k * k), 0)};
        auto set = [&](int r, int c, std::int64_t v) { s.entries[std::size_t(r * k + c)] = std::uint8_t(mod(v)); };
        set(0, 0, n_ - 1);
        set(0, 1, n_);
        set(1, 0, m_);
        set(1, 1, m_ - 1);
        if (has_d()) {
            set(1, dq, 1);
            set(dq, dq, n_ - 1);
        }
        if (has_e()) {
            set(0, eq, 1);
            set(eq, eq, m_ - 1);
        }
        return s;
    }
    std::vector<std::uint8_t> block_change() const {
        std::vector<std::uint8_t> v{std::uint8_t(rb_[0]), std::uint8_t(cb_[0])};
        std::int64_t rows = 0, columns = 0;
        for (int i = 1; i < m_; ++i) rows += rb_[std::size_t(i)] - rb_[0];
        for (int j = 1; j < n_; ++j) columns += cb_[std::size_t(j)] - cb_[0];
        if (has_d()) v.push_back(std::uint8_t(mod(rows)));
        if (has_e()) v.push_back(std::uint8_t(mod(columns)));
        return v;
    }

    // a (x) 1 + 1 (x) c, minus b when given.
    Grid pattern(const std::vector<int>& a, const std::vector<int>& c, const Grid* b = nullptr) const {
        Row c_row = ring_.zero_row();
        for (int j = 0; j < n_; ++j) ring_.add_to_cell(c_row, j, c[std::size_t(j)]);
        Grid x = ring_.make_grid(m_);
        for (int i = 0; i < m_; ++i)
            ring_.fill_affine(R::row(x, i), a[std::size_t(i)], c_row.data(), b ? R::row(*b, i) : nullptr);
        return x;
    }

    // Unknowns (a_0, c_0, D, E) of the block and the d_i, e_j (i <= m-2,
    // j <= n-2) back to a and c: d_(m-1) = D - the other d_i.
    void unknowns_back(const std::vector<int>& v, const std::vector<int>& d, const std::vector<int>& e,
                       std::vector<int>& a, std::vector<int>& c) const {
        a.assign(std::size_t(m_), v[0]);
        c.assign(std::size_t(n_), v[1]);
        if (has_d()) {
            int last = v[2];
            for (int i = 1; i + 1 < m_; ++i) {
                a[std::size_t(i)] = add(v[0], d[std::size_t(i)]);
                last = sub(last, d[std::size_t(i)]);
            }
            a[std::size_t(m_ - 1)] = add(v[0], last);
        }
        if (has_e()) {
            int last = v[std::size_t(2 + has_d())];
            for (int j = 1; j + 1 < n_; ++j) {
                c[std::size_t(j)] = add(v[1], e[std::size_t(j)]);
                last = sub(last, e[std::size_t(j)]);
            }
            c[std::size_t(n_ - 1)] = add(v[1], last);
        }
    }

    Grid presses(const Grid& b, const std::vector<std::uint8_t>& small) const {
        std::vector<int> d(std::size_t(m_), 0), e(std::size_t(n_), 0), a, c;
        for (int i = 1; i + 1 < m_; ++i) d[std::size_t(i)] = row_.solve(sub(rb_[std::size_t(i)], rb_[0]));
        for (int j = 1; j + 1 < n_; ++j) e[std::size_t(j)] = col_.solve(sub(cb_[std::size_t(j)], cb_[0]));
        unknowns_back(std::vector<int>(small.begin(), small.end()), d, e, a, c);
        return pattern(a, c, &b);
    }

    // y (R_k - R_0) or y (C_k - C_0): y on line k, -y on line 0.
    Grid line_pair(int y, int k, bool rows) const {
        std::vector<int> a(std::size_t(m_), 0), c(std::size_t(n_), 0);
        auto& line = rows ? a : c;
        line[std::size_t(k)] = y;
        line[0] = mod(-y);
        return pattern(a, c);
    }

    // y_1 R_0 + y_2 C_0 + y_3 sum_(i>=1)(R_i - R_0) + y_4 sum_(j>=1)(C_j - C_0).
    Grid block_pattern(const std::vector<std::uint8_t>& y) const {
        std::vector<int> a(std::size_t(m_), 0), c(std::size_t(n_), 0);
        a[0] = y[0];
        c[0] = y[1];
        if (has_d()) {
            const int y3 = y[2];
            for (int i = 1; i < m_; ++i) a[std::size_t(i)] = y3;
            a[0] = mod(a[0] - std::int64_t(m_ - 1) * y3);
        }
        if (has_e()) {
            const int y4 = y[std::size_t(2 + has_d())];
            for (int j = 1; j < n_; ++j) c[std::size_t(j)] = y4;
            c[0] = mod(c[0] - std::int64_t(n_ - 1) * y4);
        }
        return pattern(a, c);
    }

    // The kernel: q/g on one d_i (i <= m-2) and -q/g on d_(m-1), of order
    // g = gcd(n - 1, q); the same for the e_j; and the block's generators.
    void quiet_patterns(GridAnswer<R>& out, const ModularSolution& small, const Keep& keep) const {
        std::int64_t count = small.quiet.rank();
        if (row_.g > 1) count += std::max(0, m_ - 2);
        if (col_.g > 1) count += std::max(0, n_ - 2);
        const bool kept = small.quiet.generators_known() && keep(count);
        const std::vector<int> zero_d(std::size_t(m_), 0), zero_e(std::size_t(n_), 0);
        const std::vector<int> zero_v(std::size_t(block_size()), 0);
        std::vector<int> a, c;
        auto line_generators = [&](const Scalar& line, int lines, bool rows) {
            if (line.g == 1) return;
            for (int k = 1; k + 1 < lines; ++k) {
                out.orders.push_back(line.g);
                if (!kept) continue;
                std::vector<int> d = zero_d, e = zero_e;
                (rows ? d : e)[std::size_t(k)] = line.kernel();
                unknowns_back(zero_v, d, e, a, c);
                out.quiet.push_back(pattern(a, c));
            }
        };
        line_generators(row_, m_, true);
        line_generators(col_, n_, false);
        for (std::size_t k = 0; k < small.quiet.orders.size(); ++k) {
            out.orders.push_back(small.quiet.orders[k]);
            if (!kept) continue;
            const auto& g = small.quiet.generators[k];
            unknowns_back(std::vector<int>(g.begin(), g.end()), zero_d, zero_e, a, c);
            out.quiet.push_back(pattern(a, c));
        }
    }
};

}  // namespace lightsout::structured
