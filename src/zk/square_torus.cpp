// The square rule on a torus mod q = p^e, from two small Smith forms.
//
// A press adds to its 3 x 3 block, wrapping both ways, so the effect of a
// press pattern X (m x n) is C_m X C_n, C_k the k x k cyclic three-cell
// operator (1 at (i, i - 1), (i, i), (i, i + 1), indices mod k, added with
// multiplicity: C_1 = [3], C_2 = [[1, 2], [2, 1]]), symmetric: the press matrix
// is C_m (x) C_n (row-major cells: (A (x) B) vec X = vec(A X B^T)).
//
// The identity this engine relies on: with the Smith forms (smith.hpp)
// P1 C_m Q1 = D1 = diag(p^a_i) and P2 C_n Q2 = D2 = diag(p^b_j) (an exponent
// e for a zero pivot),
//     (P1 (x) P2) (C_m (x) C_n) (Q1 (x) Q2) = D1 (x) D2,
// diagonal with p^d_ij at (i, j), d_ij = min(a_i + b_j, e) (p^e = 0). P and Q
// are invertible, so with C = P1 T P2^T and X = Q1 Z Q2^T, A x = t exactly
// when p^d_ij z_ij = c_ij for every (i, j):
//   solvable iff p^d_ij | c_ij for all (i, j); then z_ij = c_ij / p^d_ij.
//   certificate: for a failing (i, j), y = p^(e - d_ij) (row i of P1) (x)
//     (row j of P2): y A = p^(e - d_ij) e_ij (D1 (x) D2) (Q1 (x) Q2)^-1 = 0 and
//     y.t = p^(e - d_ij) c_ij != 0 (its valuation is below e).
//   quiet: (Q1 (x) Q2) of p^(e - d_ij) e_ij for every d_ij > 0, of order
//     p^d_ij: a direct sum, as Q1 (x) Q2 is invertible.
// The flat square rule has the structured engine (square_chase.hpp); on a
// torus C_k's kernel need not be free (mod 9 with 3 | k), so this one takes
// the Smith forms as they come.
//
// Cost: two Smith forms of side m and n (one when m = n), O(m^3 + n^3), and
// four products, O(m n (m + n)) byte multiplications summed in 32 bits; for
// 256 x 256 that is about 10^8, where the chase (chasing_mod.cpp) does
// cells x (2 (m + n) unknowns) x 8 residue operations and a dense system of
// ~1,000 unknowns.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "lightsout/error.hpp"
#include "lightsout/zk/grid.hpp"
#include "smith.hpp"
#include "zk/grid_ring.hpp"

namespace lightsout::zk {

namespace {

// C_k, the cyclic three-cell operator mod q.
Square cyclic_three_cell(int k, int q) {
    Square c(k);
    for (int i = 0; i < k; ++i)
        for (int d = -1; d <= 1; ++d) {
            std::uint8_t& entry = c(i, ((i + d) % k + k) % k);
            entry = std::uint8_t((entry + 1) % q);
        }
    return c;
}

// a (rows x inner) times b (inner x cols) mod q, both row-major. Every
// product is below 2^16 and at most kSquareTorusMaxSide = 1024 of them are
// summed: below 2^32.
Residues product(const std::uint8_t* a, const std::uint8_t* b, int rows, int inner, int cols, int q) {
    Residues out(std::size_t(rows) * std::size_t(cols));
    std::vector<std::uint32_t> sum(static_cast<std::size_t>(cols));
    for (int i = 0; i < rows; ++i) {
        std::fill(sum.begin(), sum.end(), 0u);
        const std::uint8_t* ai = a + std::size_t(i) * std::size_t(inner);
        for (int l = 0; l < inner; ++l) {
            const std::uint32_t f = ai[l];
            if (f == 0) continue;
            const std::uint8_t* bl = b + std::size_t(l) * std::size_t(cols);
            for (int j = 0; j < cols; ++j) sum[std::size_t(j)] += f * bl[j];
        }
        std::uint8_t* oi = out.data() + std::size_t(i) * std::size_t(cols);
        for (int j = 0; j < cols; ++j) oi[j] = std::uint8_t(sum[std::size_t(j)] % std::uint32_t(q));
    }
    return out;
}

// The transpose of a square (zk::transposed of grid_ring.hpp, for n x n).
Residues transposed(const Square& s) { return zk::transposed(s.at, {s.n, s.n}); }

// The exponent of the Smith form's diagonal entry i: e for a zero pivot.
int exponent_at(const Smith& s, int i, int e) { return i < int(s.exponent.size()) ? s.exponent[std::size_t(i)] : e; }

}  // namespace

bool has_square_torus_solver_mod(const Rule& rule, Shape shape) {
    return rule.kind() == Rule::Kind::square && rule.torus() && shape.rows >= 1 && shape.cols >= 1 &&
           shape.rows <= kSquareTorusMaxSide && shape.cols <= kSquareTorusMaxSide;
}

ModularSolution solve_square_torus_mod(std::span<const std::uint8_t> change, Shape shape, PrimePower pq,
                                       std::int64_t quiet_cells) {
    if (!has_square_torus_solver_mod(Rule::square().on_torus(), shape))
        throw InputError("the square torus engine takes sides 1.." + std::to_string(kSquareTorusMaxSide) + ", not " +
                         std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
    const int m = shape.rows, n = shape.cols, q = pq.modulus, e = pq.exponent;
    std::vector<std::uint8_t> unused_m(static_cast<std::size_t>(m)), unused_n(static_cast<std::size_t>(n));
    const Smith rows = smith_form(cyclic_three_cell(m, q), pq, unused_m, true);
    const Smith cols = m == n ? rows : smith_form(cyclic_three_cell(n, q), pq, unused_n, true);
    const Square q1 = q_matrix(rows, pq), q2 = m == n ? q1 : q_matrix(cols, pq);
    std::vector<int> a(static_cast<std::size_t>(m)), b(static_cast<std::size_t>(n));
    for (int i = 0; i < m; ++i) a[std::size_t(i)] = exponent_at(rows, i, e);
    for (int j = 0; j < n; ++j) b[std::size_t(j)] = exponent_at(cols, j, e);
    auto d = [&](int i, int j) { return std::min(a[std::size_t(i)] + b[std::size_t(j)], e); };

    Residues t(change.begin(), change.end());
    for (std::uint8_t& v : t) v = std::uint8_t(v % q);
    // C = P1 T P2^T
    const Residues p1t = product(rows.p.at.data(), t.data(), m, m, n, q);
    const Residues c = product(p1t.data(), transposed(cols.p).data(), m, n, n, q);

    ModularSolution out;
    out.states = q;
    out.engine = "square-torus-zk(smith)";
    int fail_i = -1, fail_j = -1;
    Residues z(std::size_t(m) * std::size_t(n), 0);
    for (int i = 0; i < m && fail_i < 0; ++i)
        for (int j = 0; j < n; ++j) {
            const int cij = c[std::size_t(i) * std::size_t(n) + std::size_t(j)], pd = int_pow(pq.prime, d(i, j));
            if (cij % pd != 0) {
                fail_i = i, fail_j = j;
                break;
            }
            z[std::size_t(i) * std::size_t(n) + std::size_t(j)] = std::uint8_t(cij / pd);  // 0 when d = e
        }
    out.solvable = fail_i < 0;
    if (out.solvable) {
        // X = Q1 Z Q2^T
        const Residues q1z = product(q1.at.data(), z.data(), m, m, n, q);
        out.presses = product(q1z.data(), transposed(q2).data(), m, n, n, q);
    } else {
        const int multiplier = int_pow(pq.prime, e - d(fail_i, fail_j));
        out.certificate.resize(std::size_t(m) * std::size_t(n));
        const std::uint8_t* pi = rows.p.at.data() + std::size_t(fail_i) * std::size_t(m);
        const std::uint8_t* pj = cols.p.at.data() + std::size_t(fail_j) * std::size_t(n);
        for (int r = 0; r < m; ++r)
            for (int k = 0; k < n; ++k)
                out.certificate[std::size_t(r) * std::size_t(n) + std::size_t(k)] =
                    std::uint8_t(multiplier * pi[r] % q * pj[k] % q);
    }

    out.quiet.states = q;
    std::vector<std::pair<int, int>> quiet;  // (i, j) with d_ij > 0
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j)
            if (d(i, j) > 0) {
                quiet.emplace_back(i, j);
                out.quiet.orders.push_back(int_pow(pq.prime, d(i, j)));
            }
    if (std::int64_t(quiet.size()) * shape.cells() <= quiet_cells)
        for (const auto& [i, j] : quiet) {
            const int multiplier = int_pow(pq.prime, e - d(i, j));
            Residues g(std::size_t(m) * std::size_t(n));
            for (int r = 0; r < m; ++r) {
                const int left = multiplier * q1.at[std::size_t(r) * std::size_t(m) + std::size_t(i)] % q;
                for (int k = 0; k < n; ++k)
                    g[std::size_t(r) * std::size_t(n) + std::size_t(k)] =
                        std::uint8_t(left * q2.at[std::size_t(k) * std::size_t(n) + std::size_t(j)] % q);
            }
            out.quiet.generators.push_back(std::move(g));
        }
    return out;
}

}  // namespace lightsout::zk
