// The cross rule (a press flips its row and its column, the cell once), on a
// torus or not, in closed form.
//
// A x = x + R(x) (x) 1 + 1 (x) C(x), R and C the row and column parities of x.
// So every solution has the form x = b + a (x) 1 + 1 (x) c, and it solves
// A x = b when R(x) = a and C(x) = c, i.e. (rb, cb the parities of b, |v| the
// parity of a vector)
//     rb_i + (n + 1) a_i + |c| = 0   for every row i,
//     cb_j + (m + 1) c_j + |a| = 0   for every column j.
//   m, n even:  a = rb, c = cb (then x = b + rb (x) 1 + 1 (x) cb; A A = I).
//   m, n odd:   solvable iff all rb equal (rho) and all cb equal (gamma);
//               a = gamma e_0, c = rho e_0. Kernel: a (x) 1 + 1 (x) c with
//               |a| = |c| = 0, dimension m + n - 2.
//   m odd, n even: solvable iff all cb equal (gamma); c = gamma e_0,
//               a = rb + gamma. Kernel 1 (x) c, |c| = 0: dimension n - 1.
//   m even, n odd: the transpose: all rb equal (rho); a = rho e_0,
//               c = cb + rho. Kernel dimension m - 1.
// A is symmetric, so a pair of rows (columns) with different parities of b is
// a quiet pattern with odd overlap: the certificate.
#include <algorithm>
#include <bit>
#include <vector>

#include "lightsout/bits.hpp"
#include "lightsout/structured.hpp"
#include "structured_internal.hpp"

namespace lightsout::structured {

namespace {

PressPattern two_rows(Shape shape, int r1, int r2) {
    PressPattern p(shape.rows, shape.cols);
    const Word tail = bits::tail_mask(shape.cols);
    for (int r : {r1, r2}) {
        Word* row = p.row(r);
        for (std::size_t i = 0; i < p.words_per_row(); ++i) row[i] = ~Word{0};
        row[p.words_per_row() - 1] = tail;
    }
    return p;
}

PressPattern two_columns(Shape shape, int c1, int c2) {
    PressPattern p(shape.rows, shape.cols);
    for (int r = 0; r < shape.rows; ++r) {
        p.set(r, c1, true);
        p.set(r, c2, true);
    }
    return p;
}

bool bit(const Row& row, int k) { return (row[std::size_t(k) / 64] >> (k % 64)) & 1; }

// First index whose bit differs from index 0's, or -1.
int first_different(const std::vector<char>& rows) {
    for (std::size_t i = 1; i < rows.size(); ++i)
        if (rows[i] != rows[0]) return int(i);
    return -1;
}
int first_different(const Row& columns, int n) {
    for (int j = 1; j < n; ++j)
        if (bit(columns, j) != bit(columns, 0)) return j;
    return -1;
}

}  // namespace

std::int64_t cross_nullity(Shape shape) {
    const bool m_odd = shape.rows % 2, n_odd = shape.cols % 2;
    if (m_odd && n_odd) return shape.rows + shape.cols - 2;
    if (m_odd) return shape.cols - 1;
    if (n_odd) return shape.rows - 1;
    return 0;
}

LinearSolution solve_cross(const Board& b) {
    const int m = b.rows(), n = b.cols();
    const std::size_t words = b.words_per_row();
    const Word tail = bits::tail_mask(n);
    const bool m_odd = m % 2, n_odd = n % 2;
    LinearSolution answer;
    answer.engine = "structured-cross";
    answer.nullity = cross_nullity(b.shape());
    answer.rank = b.shape().cells() - answer.nullity;

    if (answer.nullity > 0 && wants_quiet_basis(answer.nullity, b.shape())) {
        if (n_odd)
            for (int i = 1; i < m; ++i) answer.quiet.push_back(two_rows(b.shape(), 0, i));
        if (m_odd)
            for (int j = 1; j < n; ++j) answer.quiet.push_back(two_columns(b.shape(), 0, j));
    }

    std::vector<char> row_parity(std::size_t(m), 0);
    Row column_parity(words, 0);
    for (int i = 0; i < m; ++i) {
        Word parity = 0;
        for (std::size_t w = 0; w < words; ++w) parity ^= b.row(i)[w];
        row_parity[std::size_t(i)] = std::popcount(parity) & 1;
        xor_row(column_parity.data(), b.row(i), words);
    }
    if (n_odd) {
        if (int i = first_different(row_parity); i >= 0) {
            answer.certificate = two_rows(b.shape(), 0, i);
            return answer;
        }
    }
    if (m_odd) {
        if (int j = first_different(column_parity, n); j >= 0) {
            answer.certificate = two_columns(b.shape(), 0, j);
            return answer;
        }
    }

    // x = b + a (x) 1 + 1 (x) c with a, c from the table above.
    const bool rho = row_parity[0], gamma = bit(column_parity, 0);
    std::vector<char> a(std::size_t(m), 0);
    Row c(words, 0);
    if (!m_odd && !n_odd) {
        a = row_parity;
        c = column_parity;
    } else if (m_odd && n_odd) {
        a[0] = gamma;
        c[0] = rho;
    } else if (m_odd) {
        c[0] = gamma;
        for (int i = 0; i < m; ++i) a[std::size_t(i)] = row_parity[std::size_t(i)] ^ gamma;
    } else {
        a[0] = rho;
        c = column_parity;
        if (rho)
            for (std::size_t w = 0; w < words; ++w) c[w] = ~c[w];
        c[words - 1] &= tail;
    }
    answer.solvable = true;
    answer.presses = PressPattern(m, n);
    for (int i = 0; i < m; ++i) {
        const Word flip = a[std::size_t(i)] ? ~Word{0} : Word{0};
        Word* out = answer.presses.row(i);
        const Word* in = b.row(i);
        for (std::size_t w = 0; w < words; ++w) out[w] = in[w] ^ flip ^ c[w];
        out[words - 1] &= tail;
    }
    return answer;
}

}  // namespace lightsout::structured
