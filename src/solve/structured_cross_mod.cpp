// The cross rule mod q (q = p^e; a press adds 1 to its row and its column,
// the cell once), on a torus or not, in time linear in the cells.
//
// A x = R(x) (x) 1 + 1 (x) C(x) - x, R and C the row and column sums of x.
// So every solution is x = a (x) 1 + 1 (x) c - b, and it solves A x = b
// exactly when R(x) = a and C(x) = c, i.e. (rb, cb the row and column sums
// of b, S the sum of a vector; m rows, n columns, al = n - 1, be = m - 1)
//     (R_i)  al a_i + S(c) = rb_i     for every row i,
//     (C_j)  be c_j + S(a) = cb_j     for every column j:
// M (a, c) = (rb, cb), M = [[al I, J], [J^T, be I]], and (a, c) -> x is one to
// one, so the quiet patterns are the a (x) 1 + 1 (x) c with (a, c) in ker M.
// Over GF(2) this is src/solve/structured_cross.cpp's closed form.
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
// quiet pattern with y . b != 0.
#include <numeric>
#include <vector>

#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/structured.hpp"

namespace lightsout::zk {

namespace {

// Residues mod q, as ints.
struct Mod {
    int q;
    int operator()(std::int64_t v) const { return int(((v % q) + q) % q); }
};

// The solution, or certificate, of al d = r (mod q), and its kernel.
struct Scalar {
    int q, al, g;  // g = gcd(al, q) (q when al = 0)
    explicit Scalar(int modulus, int coefficient)
        : q(modulus), al(Mod{modulus}(coefficient)), g(std::gcd(al, modulus) == 0 ? modulus : std::gcd(al, modulus)) {}
    bool solvable(int r) const { return r % g == 0; }
    // d with al d = r, r a multiple of g: (r / g) * (al / g)^-1 mod q / g.
    int solve(int r) const {
        const int unit = al / g, modulus = q / g;
        if (modulus == 1) return 0;
        int inverse = 1;
        while (Mod{modulus}(std::int64_t(unit) * inverse) != 1) ++inverse;  // modulus <= 255
        return Mod{q}(std::int64_t(r / g) * inverse % modulus);
    }
    int kernel() const { return q / g; }  // of order g; 0 when g = 1
};

class CrossSolver {
public:
    CrossSolver(std::span<const std::uint8_t> b, Shape shape, PrimePower q)
        : b_(b), m_(shape.rows), n_(shape.cols), q_(q), mod_{q.modulus}, row_(q.modulus, n_ - 1),
          col_(q.modulus, m_ - 1) {
        sum_lines();
    }

    ModularSolution solve() {
        ModularSolution out;
        out.states = q_.modulus;
        out.engine = "structured-cross-zk";
        out.quiet.states = q_.modulus;
        const ModularSolution small = solve_local(block(), block_change(), q_);
        quiet_patterns(out, small);
        // A 1 x 1 block without a solution, else the small block's verdict.
        for (int i = 1; i + 1 < m_; ++i)
            if (!row_.solvable(mod_(rb_[i] - rb_[0]))) return certificate(out, line_pair(row_.kernel(), i, true));
        for (int j = 1; j + 1 < n_; ++j)
            if (!col_.solvable(mod_(cb_[j] - cb_[0]))) return certificate(out, line_pair(col_.kernel(), j, false));
        if (!small.solvable) return certificate(out, block_pattern(small.certificate));
        out.solvable = true;
        out.presses = presses(small.presses);
        return out;
    }

private:
    std::span<const std::uint8_t> b_;
    int m_, n_;
    PrimePower q_;
    Mod mod_;
    Scalar row_, col_;  // al = n - 1 (the d_i), be = m - 1 (the e_j)
    std::vector<int> rb_, cb_;

    std::uint8_t at(int i, int j) const { return b_[std::size_t(i) * std::size_t(n_) + std::size_t(j)]; }
    std::size_t index(int i, int j) const { return std::size_t(i) * std::size_t(n_) + std::size_t(j); }
    bool has_d() const { return m_ >= 2; }
    bool has_e() const { return n_ >= 2; }
    int block_size() const { return 2 + has_d() + has_e(); }

    void sum_lines() {
        rb_.assign(std::size_t(m_), 0);
        std::vector<std::int64_t> columns(std::size_t(n_), 0);
        for (int i = 0; i < m_; ++i) {
            std::int64_t row = 0;
            for (int j = 0; j < n_; ++j) {
                row += at(i, j);
                columns[std::size_t(j)] += at(i, j);
            }
            rb_[std::size_t(i)] = mod_(row);
        }
        cb_.assign(std::size_t(n_), 0);
        for (int j = 0; j < n_; ++j) cb_[std::size_t(j)] = mod_(columns[std::size_t(j)]);
    }

    // The small block on (a_0, c_0, D, E), and its right-hand side.
    ResidueMatrix block() const {
        const int k = block_size(), dq = 2, eq = 2 + has_d();
        ResidueMatrix s{k, std::vector<std::uint8_t>(std::size_t(k * k), 0)};
        auto set = [&](int r, int c, std::int64_t v) { s.entries[std::size_t(r * k + c)] = std::uint8_t(mod_(v)); };
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
        if (has_d()) v.push_back(std::uint8_t(mod_(rows)));
        if (has_e()) v.push_back(std::uint8_t(mod_(columns)));
        return v;
    }

    // a (x) 1 + 1 (x) c (minus b when `minus_b`).
    std::vector<std::uint8_t> pattern(const std::vector<int>& a, const std::vector<int>& c, bool minus_b) const {
        std::vector<std::uint8_t> x(std::size_t(m_) * std::size_t(n_));
        for (int i = 0; i < m_; ++i)
            for (int j = 0; j < n_; ++j)
                x[index(i, j)] = std::uint8_t(mod_(a[std::size_t(i)] + c[std::size_t(j)] - (minus_b ? at(i, j) : 0)));
        return x;
    }

    // Unknowns (a_0, c_0, D, E) of the block and the d_i, e_j (i <= m-2,
    // j <= n-2) back to a and c: d_(m-1) = D - the other d_i.
    void unknowns_back(const std::vector<int>& v, const std::vector<int>& d, const std::vector<int>& e,
                       std::vector<int>& a, std::vector<int>& c) const {
        a.assign(std::size_t(m_), v[0]);
        c.assign(std::size_t(n_), v[1]);
        if (has_d()) {
            std::int64_t last = v[2];
            for (int i = 1; i + 1 < m_; ++i) {
                a[std::size_t(i)] = mod_(v[0] + d[std::size_t(i)]);
                last -= d[std::size_t(i)];
            }
            a[std::size_t(m_ - 1)] = mod_(v[0] + last);
        }
        if (has_e()) {
            std::int64_t last = v[2 + has_d()];
            for (int j = 1; j + 1 < n_; ++j) {
                c[std::size_t(j)] = mod_(v[1] + e[std::size_t(j)]);
                last -= e[std::size_t(j)];
            }
            c[std::size_t(n_ - 1)] = mod_(v[1] + last);
        }
    }

    std::vector<std::uint8_t> presses(const std::vector<std::uint8_t>& small) const {
        std::vector<int> d(std::size_t(m_), 0), e(std::size_t(n_), 0), a, c;
        for (int i = 1; i + 1 < m_; ++i) d[std::size_t(i)] = row_.solve(mod_(rb_[std::size_t(i)] - rb_[0]));
        for (int j = 1; j + 1 < n_; ++j) e[std::size_t(j)] = col_.solve(mod_(cb_[std::size_t(j)] - cb_[0]));
        unknowns_back(std::vector<int>(small.begin(), small.end()), d, e, a, c);
        return pattern(a, c, true);
    }

    // y (R_i - R_0) or y (C_j - C_0): y on line i (or j), -y on line 0.
    std::vector<std::uint8_t> line_pair(int y, int k, bool rows) const {
        std::vector<int> a(std::size_t(m_), 0), c(std::size_t(n_), 0);
        auto& line = rows ? a : c;
        line[std::size_t(k)] = y;
        line[0] = mod_(-y);
        return pattern(a, c, false);
    }

    // y_1 R_0 + y_2 C_0 + y_3 sum_(i>=1)(R_i - R_0) + y_4 sum_(j>=1)(C_j - C_0).
    std::vector<std::uint8_t> block_pattern(const std::vector<std::uint8_t>& y) const {
        std::vector<int> a(std::size_t(m_), 0), c(std::size_t(n_), 0);
        a[0] = y[0];
        c[0] = y[1];
        if (has_d()) {
            const int y3 = y[2];
            for (int i = 1; i < m_; ++i) a[std::size_t(i)] = y3;
            a[0] = mod_(a[0] - std::int64_t(m_ - 1) * y3);
        }
        if (has_e()) {
            const int y4 = y[2 + has_d()];
            for (int j = 1; j < n_; ++j) c[std::size_t(j)] = y4;
            c[0] = mod_(c[0] - std::int64_t(n_ - 1) * y4);
        }
        return pattern(a, c, false);
    }

    ModularSolution& certificate(ModularSolution& out, std::vector<std::uint8_t> y) const {
        out.solvable = false;
        out.certificate = std::move(y);
        return out;
    }

    // The kernel: q/g on one d_i (i <= m-2) and -q/g on d_(m-1), of order
    // g = gcd(n - 1, q); the same for the e_j; and the block's generators.
    void quiet_patterns(ModularSolution& out, const ModularSolution& small) const {
        std::int64_t count = small.quiet.rank();
        if (row_.g > 1) count += std::max(0, m_ - 2);
        if (col_.g > 1) count += std::max(0, n_ - 2);
        const bool keep = count * std::int64_t(m_) * n_ <= kQuietGeneratorBytes && small.quiet.generators_known();
        const std::vector<int> zero_d(std::size_t(m_), 0), zero_e(std::size_t(n_), 0);
        const std::vector<int> zero_v(std::size_t(block_size()), 0);
        std::vector<int> a, c;
        auto line_generators = [&](const Scalar& line, int lines, bool rows) {
            if (line.g == 1) return;
            for (int k = 1; k + 1 < lines; ++k) {
                out.quiet.orders.push_back(line.g);
                if (!keep) continue;
                std::vector<int> d = zero_d, e = zero_e;
                (rows ? d : e)[std::size_t(k)] = line.kernel();
                unknowns_back(zero_v, d, e, a, c);
                out.quiet.generators.push_back(pattern(a, c, false));
            }
        };
        line_generators(row_, m_, true);
        line_generators(col_, n_, false);
        for (std::size_t k = 0; k < small.quiet.orders.size(); ++k) {
            out.quiet.orders.push_back(small.quiet.orders[k]);
            if (!keep) continue;
            const auto& g = small.quiet.generators[k];
            unknowns_back(std::vector<int>(g.begin(), g.end()), zero_d, zero_e, a, c);
            out.quiet.generators.push_back(pattern(a, c, false));
        }
    }
};

}  // namespace

ModularSolution solve_cross_mod(std::span<const std::uint8_t> change, Shape shape, PrimePower q) {
    return CrossSolver(change, shape, q).solve();
}

}  // namespace lightsout::zk
