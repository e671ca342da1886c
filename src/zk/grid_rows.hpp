// Grids of residues mod q (one byte per cell, row-major) for the structured
// grid solvers mod q (structured_square.cpp, structured_plus.cpp).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

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

// The 1-D three-cell chase (a row of the square rule, or any row operator
// I + path): pressing x on a line of n changes c_j = x_{j-1} + x_j + x_{j+1}.
// From x_0 = t with c = 0 the chase x_{j+1} = -x_j - x_{j-1} gives
// x_j = k_j t with k = 1, -1, 0, 1, -1, 0, ...; the line is solvable for every
// c exactly when the virtual x_n = k_n t is forced, i.e. k_n != 0, i.e.
// n mod 3 != 2 (over every Z/q: k_n is 0 or a unit).
inline int three_cell_k(std::int64_t j) {
    static constexpr int kPeriod[3] = {1, -1, 0};
    return kPeriod[j % 3];
}

inline Residues transposed(std::span<const std::uint8_t> grid, Shape shape) {
    Residues out(grid.size());
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c)
            out[std::size_t(c) * std::size_t(shape.rows) + std::size_t(r)] =
                grid[std::size_t(r) * std::size_t(shape.cols) + std::size_t(c)];
    return out;
}

}  // namespace lightsout::zk
