// What pressing a pattern adds to each row of lights: the press simulation,
// written once for every ring. The arithmetic is a policy (`Cells`): bits on
// 64-bit words (`BitCells` below, behind apply_presses, reaches_goal and the
// quiet checks) and residues mod q on bytes (zk/grid_press.cpp). The
// identities, per target row t:
//   - a local rule on a flat board or a torus: a press at (s, c) adds its
//     count to (t, c + dc) for each offset (dr, dc) with s = t - dr
//     (Rule::for_each_source_row), so row t gains each source row shifted by
//     dc, rotated on a torus: one row operation per offset;
//   - cross: light(t, j) gains rowsum(t) + colsum(j) - x(t, j) (the press at
//     (t, j) counts in both sums but changes its own cell once);
//   - the Klein bottle and the projective plane: each press walked on its own
//     (Rule::for_each_flipped), into a grid made once.
// Streams: one row of the caller's at a time, no second board (but twisted).
#pragma once

#include <cstddef>
#include <vector>

#include "lightsout/bits.hpp"
#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

// Cells: the row arithmetic of one ring, with
//   Cell, width() (Cells per row), add / subtract (whole rows), add_shifted /
//   add_rotated (to gains from moved dc columns, cut at the edges or wrapped),
//   add_constant (every cell gains s), sum (of a row's cells), at / add_at (one cell).
template <class Cells>
class PressRows {
public:
    using Cell = typename Cells::Cell;

    // `presses`: shape.rows rows of cells.width() Cells, row-major. Keeps
    // references: the rule and the presses must outlive it.
    PressRows(const Rule& rule, Shape shape, Cells cells, const Cell* presses)
        : rule_(rule), shape_(shape), cells_(cells), presses_(presses) {
        if (rule.twisted()) walk_each_press();
        else if (rule.kind() == Rule::Kind::cross) {
            columns_.assign(cells_.width(), Cell{0});
            for (int r = 0; r < shape.rows; ++r) cells_.add(columns_.data(), row(r));
        }
    }

    // Adds to `out` (row `target` of the lights) what the presses change there.
    void add_into(Cell* out, int target) const {
        if (cells_.width() == 0) return;
        if (rule_.twisted()) {
            cells_.add(out, twisted_.data() + offset(target));
        } else if (rule_.kind() == Rule::Kind::cross) {
            cells_.add_constant(out, cells_.sum(row(target)));
            cells_.add(out, columns_.data());
            cells_.subtract(out, row(target));
        } else {
            rule_.for_each_source_row(target, shape_.rows, [&](int source, int dc) {
                if (rule_.torus()) cells_.add_rotated(out, row(source), dc);
                else cells_.add_shifted(out, row(source), dc);
            });
        }
    }

private:
    std::size_t offset(int r) const { return std::size_t(r) * cells_.width(); }
    const Cell* row(int r) const { return presses_ + offset(r); }

    void walk_each_press() {
        twisted_.assign(offset(shape_.rows), Cell{0});
        for (int r = 0; r < shape_.rows; ++r)
            for (int c = 0; c < shape_.cols; ++c)
                if (const int times = cells_.at(row(r), c))
                    rule_.for_each_flipped(shape_, r, c, [&](int rr, int cc) {
                        cells_.add_at(twisted_.data() + offset(rr), cc, times);
                    });
    }

    const Rule& rule_;
    Shape shape_;
    Cells cells_;
    const Cell* presses_;
    std::vector<Cell> columns_;  // cross: the column sums
    std::vector<Cell> twisted_;  // Klein, projective: the whole effect
};

// GF(2) on words: adding is XOR, a sum is a parity.
struct BitCells {
    using Cell = Word;
    int cols = 0;
    std::size_t words = 0;

    std::size_t width() const { return words; }
    void add(Word* to, const Word* from) const { bits::xor_into(to, from, words); }
    void subtract(Word* to, const Word* from) const { add(to, from); }
    void add_shifted(Word* to, const Word* from, int dc) const { bits::xor_shifted(to, from, words, cols, dc); }
    void add_rotated(Word* to, const Word* from, int dc) const { bits::xor_rotated(to, from, words, cols, dc); }
    void add_constant(Word* to, int s) const {
        if (s == 0) return;
        for (std::size_t i = 0; i < words; ++i) to[i] = ~to[i];
        to[words - 1] &= bits::tail_mask(cols);
    }
    int sum(const Word* row) const { return int(bits::weight({row, words}) & 1); }
    int at(const Word* row, int c) const { return bits::bit(row, c); }
    void add_at(Word* row, int c, int times) const {
        if (times & 1) bits::flip(row, c);
    }
};

// The effect of a press pattern on words: what apply_presses, reaches_goal
// and the quiet checks stream through.
inline PressRows<BitCells> press_rows(const Rule& rule, const PressPattern& presses) {
    return {rule, presses.shape(), BitCells{presses.cols(), presses.words_per_row()}, presses.data()};
}

}  // namespace lightsout
