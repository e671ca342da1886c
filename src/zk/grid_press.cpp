#include <algorithm>
#include <cstdint>
#include <vector>

#include "grid_ring.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/zk/grid.hpp"

namespace lightsout::zk {

namespace {

// Row by row, as the word-parallel simulation (Rule::for_each_source_row):
// each offset adds a source row of presses, shifted by dc, to the target row.
void press_local(Shape shape, const Rule& rule, std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses,
                 int states) {
    const int m = shape.rows, n = shape.cols;
    for (int target = 0; target < m; ++target) {
        std::uint8_t* to = lights.data() + std::size_t(target) * std::size_t(n);
        rule.for_each_source_row(target, m, [&](int source, int dc) {
            const std::uint8_t* from = presses.data() + std::size_t(source) * std::size_t(n);
            if (!rule.torus()) {  // press (source, c) reaches (target, c + dc) for 0 <= c + dc < n
                const int c0 = std::max(0, -dc), c1 = std::min(n, n - dc);
                if (c1 > c0) add_row(to + c0 + dc, from + c0, std::size_t(c1 - c0), states);
                return;
            }
            add_rotated(to, from, Rule::wrap(-dc, n), n, states);  // press c reaches (c + dc) mod n
        });
    }
}

// The Klein bottle and the projective plane: each press walked on its own
// (Rule::for_each_flipped, the one definition of the twisted gluings).
void press_twisted(Shape shape, const Rule& rule, std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses,
                   int states) {
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) {
            const int times = presses[std::size_t(r) * std::size_t(shape.cols) + std::size_t(c)] % states;
            if (times == 0) continue;
            rule.for_each_flipped(shape, r, c, [&](int rr, int cc) {
                std::uint8_t& light = lights[std::size_t(rr) * std::size_t(shape.cols) + std::size_t(cc)];
                light = std::uint8_t((light + times) % states);
            });
        }
}

// Pressing (i, j) t times adds t to row i and to column j, and t once (not
// twice) to (i, j): light(i, j) += rowsum(i) + colsum(j) - x(i, j). The sums
// are taken in 64-bit integers and reduced once per line; the cells then see
// only residues below `states` (as add_row wants), without a division.
void press_cross(Shape shape, std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses, int states) {
    const std::size_t m = std::size_t(shape.rows), n = std::size_t(shape.cols);
    std::vector<std::int64_t> col_sum(n, 0);
    std::vector<std::uint8_t> row_sum(m), line(n);
    for (std::size_t i = 0; i < m; ++i) {
        const std::uint8_t* x = presses.data() + i * n;
        std::int64_t sum = 0;
        for (std::size_t j = 0; j < n; ++j) {
            sum += x[j];
            col_sum[j] += x[j];
        }
        row_sum[i] = std::uint8_t(sum % states);
    }
    std::vector<std::uint8_t> columns(n);
    for (std::size_t j = 0; j < n; ++j) columns[j] = std::uint8_t(col_sum[j] % states);
    for (std::size_t i = 0; i < m; ++i) {
        std::fill(line.begin(), line.end(), row_sum[i]);
        add_row(line.data(), columns.data(), n, states);  // rowsum(i) + colsum(j)
        std::uint8_t* to = lights.data() + i * n;
        add_row(to, line.data(), n, states);
        subtract_row(to, presses.data() + i * n, n, states);
    }
}

}  // namespace

void press_on_grid(Shape shape, const Rule& rule, std::span<std::uint8_t> lights,
                   std::span<const std::uint8_t> presses, int states) {
    if (rule.kind() == Rule::Kind::cross) press_cross(shape, lights, presses, states);
    else if (rule.twisted()) press_twisted(shape, rule, lights, presses, states);
    else press_local(shape, rule, lights, presses, states);
}

StateBoard random_solvable_state_board(Shape shape, const Rule& rule, int states, int goal, std::uint64_t seed) {
    const StateBoard presses = random_state_board(shape, states, seed);
    StateBoard board{shape, states, std::vector<std::uint8_t>(presses.lights.size(), 0)};
    press_on_grid(shape, rule, board.lights, presses.lights, states);  // A x
    for (std::uint8_t& light : board.lights) light = std::uint8_t((goal + states - light) % states);
    return board;
}

}  // namespace lightsout::zk
