// The square rule (not on a torus) in linear time, over any ring policy R:
// GF(2) on 64-bit words (src/gf2/grid_ring.hpp) or Z/q on bytes for every q
// (src/zk/grid_ring.hpp). One algorithm; structured_square.cpp instantiates
// it for both.
//
// A press adds to its 3 x 3 block, so the effect of a press pattern X (m x n)
// is T_m X T_n, T_k the k x k 1-D three-cell operator (ones on three
// diagonals, symmetric): the press matrix is T_m (x) T_n. Solve Y T_n = B
// along each row, then T_m X = Y down the columns, a whole row at a time.
//
// 1-D: chasing T y = c from y_0 = t gives y_j = p_j + k_j t with the
// particular part p (the chase from 0) and k = 1, -1, 0, 1, -1, 0, ...
// (over GF(2) 1 1 0 1 1 0 ...); solved when the virtual y_n = p_n + k_n t is
// 0. So T_n is invertible iff n % 3 != 2 (t = -k_n p_n, k_n = +-1 a unit of
// every Z/q); for n = 3k + 2 its kernel is the free module spanned by k and
// T y = c is solvable iff <k, c> = 0, i.e. p_n = 0.
//
// 2-D: ker(T_m (x) T_n) = ker T_m (x) R^n + R^m (x) ker T_n, so with
// m' = [m % 3 == 2], n' = [n % 3 == 2]:
//     nullity(m x n square) = m' n + n' m - m' n'
// (2n - 1 for n x n with n = 3k + 2, as in the toggle-squares seed), a free
// module: the rows e_i (x) k_n and the columns k_m (x) e_j (k_m (x) k_n counted
// once). The press matrix is symmetric, so B is solvable iff it is orthogonal
// to every quiet pattern: <B_i, k_n> = 0 for each row i (when n' = 1) and
// sum_r k_r B_r = 0 (when m' = 1); a failing row or column is the
// certificate. Then the particular row solutions Y_r = P(B_r) (a linear map)
// have sum_r k_r Y_r = P(sum_r k_r B_r) = 0, so the column chase leaves no
// residual when m' = 1; when m' = 0 the residual R is cleared by adding
// k (x) (-k_m R).
#pragma once

#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/progress.hpp"
#include "solve/grid_answer.hpp"

namespace lightsout::structured {

// k_j of the 1-D kernel chase: 1, -1, 0, 1, -1, 0, ...
inline int three_cell_k(std::int64_t j) {
    static constexpr int kPeriod[3] = {1, -1, 0};
    return kPeriod[j % 3];
}

inline bool three_cell_singular(int n) { return n % 3 == 2; }

inline std::int64_t square_nullity_of(Shape shape) {
    const std::int64_t mk = three_cell_singular(shape.rows), nk = three_cell_singular(shape.cols);
    return mk * shape.cols + nk * shape.rows - mk * nk;
}


template <class R>
class SquareChase {
public:
    using Row = typename R::Row;
    using Grid = typename R::Grid;

    SquareChase(const R& ring, int rows) : ring_(ring), m_(rows), k_n_(kernel_row()) {}

    template <class WantsQuiet>
    GridAnswer<R> solve(const Grid& b, WantsQuiet&& wants_quiet, Progress& progress) {
        GridAnswer<R> answer;
        const std::int64_t nullity = square_nullity_of({m_, ring_.n});
        answer.orders.assign(std::size_t(nullity), ring_.modulus());
        if (nullity > 0 && wants_quiet(nullity)) answer.quiet = quiet_basis();
        if (certificate(b, answer.certificate)) return answer;

        // Rows of Y one at a time, chased down the columns: x_{k+1} = y_k - x_k - x_{k-1}.
        answer.solvable = true;
        answer.presses = ring_.make_grid(m_);
        Grid& x = answer.presses;
        Row y = ring_.zero_row(), residual = ring_.zero_row();
        progress.phase("solving", m_);
        for (int k = 0; k < m_; ++k) {
            solve_row(y.data(), R::row(b, k));
            auto* next = k + 1 < m_ ? R::row(x, k + 1) : residual.data();
            ring_.line_step(next, y.data(), k > 0 ? R::row(x, k - 1) : nullptr, R::row(x, k));
            progress.update(k);
        }
        if (!three_cell_singular(m_) && !ring_.row_is_zero(residual)) {
            const int t = -three_cell_k(m_);  // X += k (x) (-k_m R)
            for (int k = 0; k < m_; ++k) add_to_row(R::row(x, k), t * three_cell_k(k), residual);
        }
        return answer;
    }

private:
    Row kernel_row() const {
        Row k = ring_.zero_row();
        for (int j = 0; j < ring_.n; ++j) ring_.add_to_cell(k, j, ring_.scalar(three_cell_k(j)));
        return k;
    }

    void add_to_row(typename R::Cell* to, int c, const Row& d) const { ring_.add_multiple(to, c, d.data(), ring_.n); }

    // Y_k with Y_k T_n = B_k: the chase from 0, corrected by k_n when T_n is invertible.
    void solve_row(typename R::Cell* y, const typename R::Cell* c) const {
        const int last = ring_.row_solve(y, c);
        if (last != 0 && !three_cell_singular(ring_.n)) add_to_row(y, -three_cell_k(ring_.n) * last, k_n_);
    }

    Grid row_pattern(int r) const {
        Grid g = ring_.make_grid(m_);
        std::copy(k_n_.begin(), k_n_.end(), R::row(g, r));
        return g;
    }
    Grid column_pattern(int c) const {
        Grid g = ring_.make_grid(m_);
        for (int r = 0; r < m_; ++r) ring_.set_cell(g, r, c, three_cell_k(r));
        return g;
    }

    std::vector<Grid> quiet_basis() const {
        std::vector<Grid> basis;
        const bool rows_singular = three_cell_singular(ring_.n);
        if (rows_singular)
            for (int r = 0; r < m_; ++r) basis.push_back(row_pattern(r));
        if (three_cell_singular(m_))
            for (int c = rows_singular ? 1 : 0; c < ring_.n; ++c) basis.push_back(column_pattern(c));
        return basis;
    }

    // A quiet pattern with nonzero overlap with b, when there is one.
    bool certificate(const Grid& b, Grid& out) const {
        const bool rows_singular = three_cell_singular(ring_.n), columns_singular = three_cell_singular(m_);
        if (!rows_singular && !columns_singular) return false;
        Row columns = ring_.zero_row();
        for (int r = 0; r < m_; ++r) {
            if (rows_singular && ring_.dot_nonzero(R::row(b, r), k_n_.data())) {
                out = row_pattern(r);
                return true;
            }
            if (columns_singular) ring_.add_multiple(columns.data(), three_cell_k(r), R::row(b, r), ring_.n);
        }
        for (int c = 0; columns_singular && c < ring_.n; ++c)
            if (ring_.cell(columns, c) != 0) {
                out = column_pattern(c);
                return true;
            }
        return false;
    }

    const R& ring_;
    int m_;
    Row k_n_;
};

}  // namespace lightsout::structured
