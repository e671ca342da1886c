// The square rule mod q in linear time, for every Z/q (prime power or not).
//
// The 3x3 footprint is separable: A = T_m (x) T_n, so A X = T_m X T_n for the
// m x n grid of press counts X, with T the 1-D three-cell operator (symmetric).
// The 1-D chase (grid_rows.hpp) shows that T_n is invertible when n mod 3 != 2
// and otherwise has the free kernel spanned by k = (1, -1, 0, 1, -1, 0, ...),
// its image being {c : <k, c> = 0}; the chase from x_0 = 0 leaves the residual
// x_n = -<k, c>. So, over every Z/q:
//
//   columns  T_m Y = B: chase down the rows from Y_0 = 0, residual R. T_m
//            invertible: Y_0 = -k_m R makes it vanish (Y += k (x) Y_0). T_m
//            singular: R = -k_m^T B must be 0; if R_j != 0, the column j
//            filled with k_m is the certificate (y A = (k_m^T T_m) (x) ... = 0,
//            y.B = -R_j).
//   rows     X T_n = Y: chase along each row, residual rho_i = -<k_n, Y_i>.
//            T_n invertible: start row i at -k_n rho_i. T_n singular: B k_n =
//            -T_m rho must be 0; if (T_m rho)_i != 0, row i filled with k_n is
//            the certificate. With T_m invertible that leaves rho = 0; with
//            T_m singular too, T_m rho = 0 means rho = rho_0 k_m, and adding
//            rho_0 k_m to column 0 of Y (a kernel vector of T_m) clears it.
//   quiet    ker A = ker T_m (x) Z/q^n + Z/q^m (x) ker T_n: the columns k_m (x) e_j
//            and the rows e_i (x) k_n, a free module (of rank m + n - 1 when
//            both are singular: k_m (x) k_n is counted twice, so the row e_0 (x) k_n
//            is left out), every generator of order q.
#include <string>

#include "grid_rows.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/structured.hpp"

namespace lightsout::zk {

namespace {

struct Grid {
    Shape shape;
    Residues cells;
    std::uint8_t* row(int r) { return cells.data() + std::size_t(r) * std::size_t(shape.cols); }
    std::uint8_t& at(int r, int c) { return cells[std::size_t(r) * std::size_t(shape.cols) + std::size_t(c)]; }
};

std::uint8_t residue_of_k(std::int64_t j, const SmallMod& mod) { return mod(three_cell_k(j) + mod.q()); }

// Y with T_m Y = B column by column (Y_0 = 0); returns the residual row Y_m.
Residues chase_columns(std::span<const std::uint8_t> b, Grid& y, const SmallMod& mod) {
    const int m = y.shape.rows, n = y.shape.cols, q = mod.q();
    const std::size_t width = std::size_t(n);
    Residues prev(width, 0), cur(width, 0), next(width);
    for (int r = 0; r < m; ++r) {
        std::copy(cur.begin(), cur.end(), y.row(r));
        const std::uint8_t* br = b.data() + std::size_t(r) * width;
        std::copy(br, br + width, next.begin());  // Y_{r+1} = B_r - Y_r - Y_{r-1}
        subtract_row(next.data(), cur.data(), width, q);
        subtract_row(next.data(), prev.data(), width, q);
        std::swap(prev, cur);
        std::swap(cur, next);
    }
    return cur;
}

// Each row x_i of X with T_n x_i = Y_i from x_i[0] = 0; returns the residuals rho.
Residues chase_rows(Grid& y, Grid& x, const SmallMod& mod) {
    const int m = y.shape.rows, n = y.shape.cols, q = mod.q();
    Residues rho(static_cast<std::size_t>(m));
    for (int r = 0; r < m; ++r) {
        const std::uint8_t* yr = y.row(r);
        std::uint8_t* xr = x.row(r);
        int before = 0, here = 0;
        for (int c = 0; c < n; ++c) {
            xr[c] = std::uint8_t(here);
            const int next = mod(yr[c] + 2 * q - here - before);
            before = here, here = next;
        }
        rho[std::size_t(r)] = std::uint8_t(here);
    }
    return rho;
}

// v += k (x) t along the chase: v_j += k_j t for a line of `length` entries at `stride`.
void add_kernel_line(std::uint8_t* v, std::size_t stride, int length, int t, const SmallMod& mod) {
    for (int j = 0; j < length; ++j) {
        std::uint8_t& x = v[std::size_t(j) * stride];
        x = mod(x + mod.q() + three_cell_k(j) * t);
    }
}

Residues column_of_k(Shape shape, int j, const SmallMod& mod) {
    Residues g(static_cast<std::size_t>(shape.cells()), 0);
    for (int r = 0; r < shape.rows; ++r) g[std::size_t(r) * std::size_t(shape.cols) + std::size_t(j)] = residue_of_k(r, mod);
    return g;
}

Residues row_of_k(Shape shape, int i, const SmallMod& mod) {
    Residues g(static_cast<std::size_t>(shape.cells()), 0);
    for (int c = 0; c < shape.cols; ++c) g[std::size_t(i) * std::size_t(shape.cols) + std::size_t(c)] = residue_of_k(c, mod);
    return g;
}

void fill_quiet(ModularSolution& out, Shape shape, bool columns_singular, bool rows_singular, const SmallMod& mod) {
    const int q = mod.q();
    std::vector<std::pair<bool, int>> lines;  // (a column of k_m?, index)
    if (columns_singular)
        for (int j = 0; j < shape.cols; ++j) lines.emplace_back(true, j);
    if (rows_singular)
        for (int i = columns_singular ? 1 : 0; i < shape.rows; ++i) lines.emplace_back(false, i);
    out.quiet.states = q;
    out.quiet.orders.assign(lines.size(), q);
    if (std::int64_t(lines.size()) * shape.cells() > kQuietGeneratorBytes) return;
    for (const auto& [column, index] : lines)
        out.quiet.generators.push_back(column ? column_of_k(shape, index, mod) : row_of_k(shape, index, mod));
}

// (T_m rho)_i for the first i where it is nonzero, or -1.
int first_nonzero_of_t(const Residues& rho, const SmallMod& mod) {
    const int m = int(rho.size());
    for (int i = 0; i < m; ++i) {
        int sum = rho[std::size_t(i)];
        if (i > 0) sum += rho[std::size_t(i - 1)];
        if (i + 1 < m) sum += rho[std::size_t(i + 1)];
        if (mod(sum) != 0) return i;
    }
    return -1;
}

}  // namespace

ModularSolution solve_square_mod(std::span<const std::uint8_t> b, Shape shape, int q) {
    const SmallMod mod(q);
    const int m = shape.rows, n = shape.cols;
    const bool columns_singular = m % 3 == 2, rows_singular = n % 3 == 2;
    ModularSolution out;
    out.states = q;
    out.engine = "structured-square-zk";
    fill_quiet(out, shape, columns_singular, rows_singular, mod);

    Grid y{shape, Residues(b.size())};
    const Residues residual = chase_columns(b, y, mod);
    if (!columns_singular) {
        // Y_0 = -k_m R, and Y_r += k_r Y_0 row by row (k_r = 1, -1, 0, ...).
        Residues start = residual;
        if (three_cell_k(m) == 1)
            for (auto& t : start) t = mod.neg(t);
        for (int r = 0; r < m; ++r) {
            if (three_cell_k(r) == 1) add_row(y.row(r), start.data(), start.size(), q);
            if (three_cell_k(r) == -1) subtract_row(y.row(r), start.data(), start.size(), q);
        }
    } else {
        for (int c = 0; c < n; ++c)
            if (residual[std::size_t(c)] != 0) {
                out.certificate = column_of_k(shape, c, mod);
                return out;
            }
    }

    Grid x{shape, Residues(b.size())};
    Residues rho = chase_rows(y, x, mod);
    if (rows_singular) {
        if (const int i = first_nonzero_of_t(rho, mod); i >= 0) {
            out.certificate = row_of_k(shape, i, mod);
            return out;
        }
        if (columns_singular && rho[0] != 0) {
            add_kernel_line(y.row(0), std::size_t(n), m, rho[0], mod);  // column 0 += rho_0 k_m
            rho = chase_rows(y, x, mod);
        }
    } else {
        for (int r = 0; r < m; ++r) {
            const int t = mod(q - three_cell_k(n) * rho[std::size_t(r)] + q * 2);
            add_kernel_line(x.row(r), 1, n, t, mod);
        }
    }
    out.solvable = true;
    out.presses = std::move(x.cells);
    return out;
}

}  // namespace lightsout::zk
