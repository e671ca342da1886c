// The square rule on a torus in linear time.
//
// A press flips its 3 x 3 block with wrap-around, so the effect of a press
// pattern X (m x n) is C_m X C_n, C_k = 1 + S + S^-1 the k x k cyclic
// three-cell operator (S the rotation; for k = 1, 2 the wrapped flips cancel
// and C_k = I): the press matrix is C_m (x) C_n. Solve Y C_n = change along
// each row, then C_m X = Y down the columns, a whole row at a time.
//
// 1-D, k >= 3. C y = c is the path system T y = c + y_(k-1) e_0 + y_0 e_(k-1)
// (T the path's three-cell operator). With u = y_0 and z = y_(k-1), chasing it
// as in structured_square.cpp gives
//     y = p + u G + z F,   G(i) = [i % 3 != 2],  F(i) = [i % 3 != 0],
// p the chase of c from p_0 = 0 (the homogeneous chase from y_0 = 1 is G, the
// chase of e_0 from 0 is F; the Fibonacci numbers mod 2 have period 3), and y is
// a solution iff it closes up: y_(k-1) = z and the virtual y_k = u, i.e.
//     u G(k-1) + z (F(k-1) + 1) = p_(k-1),   u (G(k) + 1) + z F(k) = p_k.
//   k % 3 = 1:  z = p_k,        u = p_(k-1) + p_k
//   k % 3 = 2:  u = p_(k-1),    z = p_(k-1) + p_k
//   k % 3 = 0:  both left sides vanish: solvable iff p_(k-1) = p_k = 0; u, z free.
// So C_k is invertible unless 3 | k; then its kernel is the period-3 patterns
// with an even number of ones per period, spanned by G = 110110... and
// F = 011011..., and C y = c is solvable iff c has even overlap with both: its
// three class parities (columns i % 3 = 0, 1, 2) are equal. On whole rows
// (the column solve) u, z, p_i are rows and the same formulas hold
// word-parallel.
//
// 2-D: ker(C_m (x) C_n) = ker C_m (x) GF(2)^n + GF(2)^m (x) ker C_n, so with
// m' = dim ker C_m, n' = dim ker C_n (2 when 3 divides the side, else 0)
//     nullity(m x n square torus) = m' n + n' m - m' n'.
// The press matrix is symmetric, so the change is solvable iff every row has
// equal class parities (when 3 | n) and the sums of the rows of each class
// r % 3 are equal (when 3 | m); a row or column where they differ gives the
// certificate (G or F along that row or column). Y inherits the column
// condition from the change (the row solve is one linear map applied to every
// row), so the column solve then succeeds. One pass for the rows, one chase
// down the columns, one pass for the correction.
#include <algorithm>
#include <utility>

#include "lightsout/bits.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/structured.hpp"
#include "structured_internal.hpp"

namespace lightsout::structured {

namespace {

bool singular(int k) { return k >= 3 && k % 3 == 0; }

// The cells i (of k) with i % 3 in {first, first + 1}: G for first = 0, F for first = 1.
Row period_three(int k, int first) {
    Row pattern(bits::words_for(k), 0);
    for (int i = 0; i < k; ++i)
        if ((i + 3 - first) % 3 != 2) bits::flip(pattern, i);
    return pattern;
}

// (u, z) of the 1-D solve from (p_(k-1), p_k), as bits or as whole rows
// (zero when 3 | k: the caller has checked p_(k-1) = p_k = 0).
std::pair<bool, bool> closing(int k, bool before, bool last) {
    switch (k % 3) {
        case 1: return {before != last, last};
        case 2: return {before, before != last};
        default: return {false, false};
    }
}

std::pair<Row, Row> closing(int k, const Row& before, const Row& last) {
    Row sum = before;
    bits::xor_into(sum.data(), last.data(), sum.size());
    switch (k % 3) {
        case 1: return {sum, last};
        case 2: return {before, sum};
        default: return {Row(before.size(), 0), Row(before.size(), 0)};
    }
}

// y with C_n y = c on one row (n >= 3; solvable).
void solve_ring_row(Word* y, const Word* c, int n, std::size_t words, Word tail, const Row& g, const Row& f) {
    const bool last = three_cell_particular(y, c, n, words, tail);
    const auto [u, z] = closing(n, bits::bit(y, n - 1), last);
    if (u) bits::xor_into(y, g.data(), words);
    if (z) bits::xor_into(y, f.data(), words);
}

PressPattern along_row(Shape shape, int r, const Row& pattern) {
    PressPattern p(shape.rows, shape.cols);
    std::copy(pattern.begin(), pattern.end(), p.row(r));
    return p;
}

PressPattern along_column(Shape shape, int c, int first) {
    PressPattern p(shape.rows, shape.cols);
    for (int r = 0; r < shape.rows; ++r)
        if ((r + 3 - first) % 3 != 2) p.set(r, c, true);
    return p;
}

// The certificate, if the change is not orthogonal to the quiet patterns.
PressPattern find_certificate(const Board& b, const Row& g, const Row& f) {
    const int m = b.rows(), n = b.cols();
    const std::size_t words = b.words_per_row();
    if (singular(n))
        for (int r = 0; r < m; ++r)
            for (const Row* pattern : {&g, &f})
                if (bits::odd_overlap(b.row(r), pattern->data(), words)) return along_row(b.shape(), r, *pattern);
    if (singular(m)) {
        Row classes[3] = {Row(words, 0), Row(words, 0), Row(words, 0)};
        for (int r = 0; r < m; ++r) bits::xor_into(classes[r % 3].data(), b.row(r), words);
        for (int c = 0; c < n; ++c) {
            if (bits::bit(classes[0], c) != bits::bit(classes[1], c)) return along_column(b.shape(), c, 0);
            if (bits::bit(classes[1], c) != bits::bit(classes[2], c)) return along_column(b.shape(), c, 1);
        }
    }
    return {};
}

void add_quiet_basis(LinearSolution& answer, Shape shape, const Row& g, const Row& f) {
    if (singular(shape.cols))
        for (int r = 0; r < shape.rows; ++r)
            for (const Row* pattern : {&g, &f}) answer.quiet.push_back(along_row(shape, r, *pattern));
    if (singular(shape.rows))
        for (int c = singular(shape.cols) ? 2 : 0; c < shape.cols; ++c)
            for (int first : {0, 1}) answer.quiet.push_back(along_column(shape, c, first));
}

}  // namespace

std::int64_t square_torus_nullity(Shape shape) {
    const std::int64_t mk = singular(shape.rows) ? 2 : 0, nk = singular(shape.cols) ? 2 : 0;
    return mk * shape.cols + nk * shape.rows - mk * nk;
}

LinearSolution solve_square_torus(const Board& b) {
    const int m = b.rows(), n = b.cols();
    const std::size_t words = b.words_per_row();
    const Word tail = bits::tail_mask(n);
    const Row g = period_three(n, 0), f = period_three(n, 1);
    LinearSolution answer;
    answer.engine = "structured-square-torus";
    answer.nullity = square_torus_nullity(b.shape());
    answer.rank = b.shape().cells() - answer.nullity;
    if (answer.nullity > 0 && wants_quiet_basis(answer.nullity, b.shape())) add_quiet_basis(answer, b.shape(), g, f);
    if (answer.nullity > 0) {
        answer.certificate = find_certificate(b, g, f);
        if (answer.certificate.rows() > 0) return answer;
    }

    // Rows of Y one at a time, chased down the columns from x_0 = 0, x_(-1) = 0:
    // x_(k+1) = y_k + x_k + x_(k-1).
    answer.solvable = true;
    answer.presses = PressPattern(m, n);
    PressPattern& x = answer.presses;
    if (m <= 2 && n <= 2) {
        x = b;  // C_m and C_n are the identity
        return answer;
    }
    Progress progress("square torus solver");
    progress.phase("solving", m);
    const gf2::GridRing ring(n);
    Row y(words), virtual_row(words);
    for (int k = 0; k < m; ++k) {
        if (n >= 3) solve_ring_row(y.data(), b.row(k), n, words, tail, g, f);
        else std::copy(b.row(k), b.row(k) + words, y.begin());
        if (m <= 2) {
            std::copy(y.begin(), y.end(), x.row(k));
            continue;
        }
        Word* next = k + 1 < m ? x.row(k + 1) : virtual_row.data();
        ring.line_step(next, y.data(), k > 0 ? x.row(k - 1) : nullptr, x.row(k));
        progress.update(k);
    }
    if (m <= 2) return answer;
    // Close up the columns: x_k += G(k) u + F(k) z with rows u, z from p_(m-1), p_m.
    const auto [u, z] = closing(m, Row(x.row(m - 1), x.row(m - 1) + words), virtual_row);
    for (int k = 0; k < m; ++k) {
        if (k % 3 != 2) bits::xor_into(x.row(k), u.data(), words);
        if (k % 3 != 0) bits::xor_into(x.row(k), z.data(), words);
    }
    return answer;
}

}  // namespace lightsout::structured
