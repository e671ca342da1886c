#include <vector>

#include "grid_ring.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/zk/grid.hpp"

namespace lightsout::zk {

namespace {

int wrap(int i, int n) { return ((i % n) + n) % n; }

void press_local(Shape shape, const Rule& rule, std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses,
                 int states) {
    const int m = shape.rows, n = shape.cols;
    auto light_row = [&](int r) { return lights.data() + std::size_t(r) * std::size_t(n); };
    auto press_row = [&](int r) { return presses.data() + std::size_t(r) * std::size_t(n); };
    for (const Offset& o : rule.offsets()) {
        for (int r = 0; r < m; ++r) {
            int to = r + o.dr;
            if (rule.torus()) to = wrap(to, m);
            else if (to < 0 || to >= m) continue;
            const std::uint8_t* from = press_row(r);
            std::uint8_t* dst = light_row(to);
            if (!rule.torus()) {
                // press (r, c) reaches (to, c + dc) for 0 <= c + dc < n
                const int c0 = std::max(0, -o.dc), c1 = std::min(n, n - o.dc);
                if (c1 > c0) add_row(dst + c0 + o.dc, from + c0, std::size_t(c1 - c0), states);
                continue;
            }
            const int shift = wrap(o.dc, n);  // press c reaches (c + shift) mod n
            add_row(dst + shift, from, std::size_t(n - shift), states);
            add_row(dst, from + (n - shift), std::size_t(shift), states);
        }
    }
}

// Pressing (i, j) t times adds t to row i and to column j, and t once (not
// twice) to (i, j): light(i, j) += rowsum(i) + colsum(j) - x(i, j).
void press_cross(Shape shape, std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses, int states) {
    const int m = shape.rows, n = shape.cols;
    std::vector<int> row_sum(static_cast<std::size_t>(m), 0), col_sum(static_cast<std::size_t>(n), 0);
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
            const int x = presses[std::size_t(i) * std::size_t(n) + std::size_t(j)];
            row_sum[std::size_t(i)] = (row_sum[std::size_t(i)] + x) % states;
            col_sum[std::size_t(j)] = (col_sum[std::size_t(j)] + x) % states;
        }
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
            const std::size_t k = std::size_t(i) * std::size_t(n) + std::size_t(j);
            lights[k] = std::uint8_t((lights[k] + row_sum[std::size_t(i)] + col_sum[std::size_t(j)] + states - presses[k]) % states);
        }
}

}  // namespace

void press_on_grid(Shape shape, const Rule& rule, std::span<std::uint8_t> lights,
                   std::span<const std::uint8_t> presses, int states) {
    if (rule.kind() == Rule::Kind::cross) press_cross(shape, lights, presses, states);
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
