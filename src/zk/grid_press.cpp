#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/press_rows.hpp"
#include "grid_ring.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/zk/grid.hpp"

namespace lightsout::zk {

namespace {

// Residues mod q on bytes (grid_ring.hpp's row operations, without overflow).
struct ResidueCells {
    using Cell = std::uint8_t;
    int n = 0;
    int q = 2;

    std::size_t width() const { return std::size_t(n); }
    void add(Cell* to, const Cell* from) const { add_row(to, from, width(), q); }
    void subtract(Cell* to, const Cell* from) const { subtract_row(to, from, width(), q); }
    // Press c reaches c + dc for 0 <= c + dc < n.
    void add_shifted(Cell* to, const Cell* from, int dc) const {
        const int c0 = std::max(0, -dc), c1 = std::min(n, n - dc);
        if (c1 > c0) add_row(to + c0 + dc, from + c0, std::size_t(c1 - c0), q);
    }
    // Press c reaches (c + dc) mod n.
    void add_rotated(Cell* to, const Cell* from, int dc) const { zk::add_rotated(to, from, Rule::wrap(-dc, n), n, q); }
    void add_constant(Cell* to, int s) const {  // s < q: to + s >= q exactly when to >= q - s
        const auto room = Cell(q - s);
        for (int j = 0; j < n; ++j) to[j] = to[j] >= room ? Cell(to[j] - room) : Cell(to[j] + s);
    }
    int sum(const Cell* row) const {
        std::int64_t total = 0;
        for (int j = 0; j < n; ++j) total += row[j];
        return int(total % q);
    }
    int at(const Cell* row, int c) const { return row[c]; }
    void add_at(Cell* row, int c, int times) const { row[c] = Cell((row[c] + times) % q); }
};

}  // namespace

void press_on_grid(Shape shape, const Rule& rule, std::span<std::uint8_t> lights,
                   std::span<const std::uint8_t> presses, int states) {
    const PressRows<ResidueCells> effect(rule, shape, ResidueCells{shape.cols, states}, presses.data());
    for (int r = 0; r < shape.rows; ++r) effect.add_into(lights.data() + std::size_t(r) * std::size_t(shape.cols), r);
}

StateBoard random_solvable_state_board(Shape shape, const Rule& rule, int states, int goal, std::uint64_t seed) {
    const StateBoard presses = random_state_board(shape, states, seed);
    StateBoard board{shape, states, std::vector<std::uint8_t>(presses.lights.size(), 0)};
    press_on_grid(shape, rule, board.lights, presses.lights, states);  // A x
    for (std::uint8_t& light : board.lights) light = std::uint8_t((goal + states - light) % states);
    return board;
}

}  // namespace lightsout::zk
