// The square rule (not on a torus) in linear time.
//
// A press flips its 3 x 3 block, so the effect of a press pattern X (m x n) is
// T_m X T_n, T_k the k x k 1-D three-cell operator (ones on three diagonals):
// the press matrix is T_m (x) T_n. Solve Y T_n = C along each row, then
// T_m X = Y down the columns, a whole row at a time (word-parallel).
//
// 1-D: chasing T y = c from y_0 = u gives y_k = p_k + G(k) u with the
// particular part p_k = sum_{i<k, (k-i) % 3 != 0} c_i (the Fibonacci numbers
// mod 2 are 0 1 1 0 1 1 ...) and G(k) = 1 iff k % 3 != 2; solved when the
// virtual y_n = 0. So T_n is invertible iff n % 3 != 2 (u = p_n); for
// n = 3k + 2 its kernel is spanned by G = 11011...011 and T y = c is solvable
// iff c has even overlap with G. The p_k of a whole row come from two prefix
// parities per 64-bit word (all columns, and columns of one class mod 3).
//
// 2-D: ker(T_m (x) T_n) = ker T_m (x) GF(2)^n + GF(2)^m (x) ker T_n, so with
// m' = dim ker T_m, n' = dim ker T_n (0 or 1):
//     nullity(m x n square) = m' n + n' m - m' n'
// (2n - 1 for n x n with n = 3k + 2, as in the toggle-squares seed). The press
// matrix is symmetric, so C is solvable iff it has even overlap with every
// quiet pattern: each row with G_n (when n' = 1) and the sum of the rows r
// with G_m(r) = 1 is zero (when m' = 1); a failing row or column gives the
// certificate.
#include <algorithm>
#include <bit>

#include "lightsout/bits.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/structured.hpp"
#include "structured_internal.hpp"

namespace lightsout::structured {

namespace {

bool singular_1d(int n) { return n % 3 == 2; }

// G(k) = 1 iff k % 3 != 2, for columns 0..n-1.
Row kernel_pattern(int n) {
    Row g(bits::words_for(n), 0);
    for (int k = 0; k < n; ++k)
        if (k % 3 != 2) g[std::size_t(k) / 64] |= Word{1} << (k % 64);
    return g;
}

bool bit(const Word* row, int k) { return k >= 0 && ((row[std::size_t(k) / 64] >> (k % 64)) & 1); }

// The solution of Y T_n = C for one row (c must have even overlap with G when
// n = 3k + 2).
void solve_row(Word* y, const Word* c, int n, std::size_t words, Word tail, const Row& g) {
    if (three_cell_particular(y, c, n, words, tail) && !singular_1d(n)) xor_row(y, g.data(), words);
}

PressPattern row_pattern(Shape shape, int r, const Row& g) {
    PressPattern p(shape.rows, shape.cols);
    std::copy(g.begin(), g.end(), p.row(r));
    return p;
}

PressPattern column_pattern(Shape shape, int c) {
    PressPattern p(shape.rows, shape.cols);
    for (int r = 0; r < shape.rows; ++r)
        if (r % 3 != 2) p.set(r, c, true);
    return p;
}

}  // namespace

bool three_cell_particular(Word* y, const Word* c, int n, std::size_t words, Word tail) {
    constexpr Word every_third = 0x9249249249249249ull;  // bits 0, 3, 6, ..., 63
    Word carry_all = 0, previous_class = 0;
    for (std::size_t i = 0; i < words; ++i) {
        const Word x = c[i];
        Word all = x;  // inclusive prefix parity of all columns
        all ^= all << 1;
        all ^= all << 2;
        all ^= all << 4;
        all ^= all << 8;
        all ^= all << 16;
        all ^= all << 32;
        all ^= carry_all;
        Word same = x;  // inclusive prefix parity of the columns of the same class mod 3
        same ^= same << 3;
        same ^= same << 6;
        same ^= same << 12;
        same ^= same << 24;
        same ^= same << 48;
        // Column 64 i + j continues the class of column 64 i + j - 3 (bit 61 + j before).
        same ^= (previous_class >> 61) * every_third;
        y[i] = all ^ same;  // c_k cancels: both prefixes include it
        carry_all = Word{0} - (all >> 63);
        previous_class = same;
    }
    if (words) y[words - 1] &= tail;
    return bit(c, n - 1) ^ bit(y, n - 1) ^ bit(y, n - 2);
}

std::int64_t square_nullity(Shape shape) {
    const std::int64_t mk = singular_1d(shape.rows), nk = singular_1d(shape.cols);
    return mk * shape.cols + nk * shape.rows - mk * nk;
}

LinearSolution solve_square(const Board& b) {
    const int m = b.rows(), n = b.cols();
    const std::size_t words = b.words_per_row();
    const Word tail = bits::tail_mask(n);
    const bool rows_singular = singular_1d(n), columns_singular = singular_1d(m);
    const Row g = kernel_pattern(n);
    LinearSolution answer;
    answer.engine = "structured-square";
    answer.nullity = square_nullity(b.shape());
    answer.rank = b.shape().cells() - answer.nullity;
    Progress progress("square solver");

    if (answer.nullity > 0 && wants_quiet_basis(answer.nullity, b.shape())) {
        if (rows_singular)
            for (int r = 0; r < m; ++r) answer.quiet.push_back(row_pattern(b.shape(), r, g));
        if (columns_singular)
            for (int c = rows_singular ? 1 : 0; c < n; ++c) answer.quiet.push_back(column_pattern(b.shape(), c));
    }

    // Solvable iff orthogonal to the quiet patterns.
    if (rows_singular || columns_singular) {
        Row columns(words, 0);
        for (int r = 0; r < m; ++r) {
            if (rows_singular && bits::odd_overlap(b.row(r), g.data(), words)) {
                answer.certificate = row_pattern(b.shape(), r, g);
                return answer;
            }
            if (columns_singular && r % 3 != 2) xor_row(columns.data(), b.row(r), words);
        }
        for (int c = 0; columns_singular && c < n; ++c) {
            if (bit(columns.data(), c)) {
                answer.certificate = column_pattern(b.shape(), c);
                return answer;
            }
        }
    }

    // Rows of Y one at a time, chased down the columns: x_{k+1} = y_k + x_k + x_{k-1}.
    answer.solvable = true;
    answer.presses = PressPattern(m, n);
    PressPattern& x = answer.presses;
    Row y(words), residual(words);
    progress.phase("solving", m);
    for (int k = 0; k < m; ++k) {
        solve_row(y.data(), b.row(k), n, words, tail, g);
        Word* next = k + 1 < m ? x.row(k + 1) : residual.data();
        chase_step(next, y.data(), k > 0 ? x.row(k - 1) : nullptr, x.row(k), words, tail, false);
        progress.update(k);
    }
    if (!columns_singular && !row_is_zero(residual.data(), words))
        for (int k = 0; k < m; ++k)
            if (k % 3 != 2) xor_row(x.row(k), residual.data(), words);
    return answer;
}

}  // namespace lightsout::structured
