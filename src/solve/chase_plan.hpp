// The plan of a symbolic chase (src/solve/symbolic_chase.hpp states the
// method and why it is exact): which presses are unknowns, which light fixes
// which press, which lights are left over, in the best of the eight
// orientations of the board. One plan for every ring: the chase of
// symbolic_chase.hpp walks it with forms as bits (chasing_engine.cpp) and as
// residues (chasing_mod.cpp).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::chase {

using Index = std::int64_t;

// One of the eight symmetries of the rectangle: the chase runs on the board
// mapped by it (swap the axes first, then mirror rows and/or columns).
struct Frame {
    bool swap = false;
    bool flip_rows = false;
    bool flip_cols = false;
    bool identity() const { return !swap && !flip_rows && !flip_cols; }
};

Shape frame_shape(const Frame& frame, Shape shape);
std::vector<Offset> frame_offsets(const Frame& frame, const std::vector<Offset>& offsets);
// The original cell of cell (a, b) of the framed board of shape `framed`.
Cell original_cell(const Frame& frame, Shape framed, int a, int b);
Board to_frame(const Board& board, const Frame& frame);
// Grids of numbers (one per cell, row-major) of shape `shape` in the frame's
// orientation, and framed grids back in the original one.
std::vector<std::uint8_t> to_frame(std::span<const std::uint8_t> cells, Shape shape, const Frame& frame);
std::vector<std::uint8_t> from_frame(std::span<const std::uint8_t> framed_cells, Shape shape, const Frame& frame);

// The numbers of the reach that decide the chase (symbolic_chase.hpp).
struct Profile {
    int H = 0;      // largest row of the reach
    int s = 0;      // rows spanned minus one
    int b_max = 0;  // rightmost column of the reach's row H
    int f = 0;      // columns spanned by the reach's row H, minus one
};

// Rows [chased_lo, chased_hi) are fixed by the chase; their columns
// [pivot_lo, pivot_hi) are fixed presses, the rest unknowns.
struct Ranges {
    int chased_lo = 0, chased_hi = 0;
    int pivot_lo = 0, pivot_hi = 0;
};

// The chase plan for the framed board.
struct Layout {
    int rows = 0, cols = 0;
    bool torus = false;
    std::vector<Offset> reach;  // light (i, j) sums x(i + dr, j + dc)
    Profile profile;
    Ranges ranges;
    std::vector<Index> first_unknown;  // per press row: index of its first unknown
    std::vector<char> fixing_row, fixing_col;  // light rows / columns that fix a press
    Index unknowns = 0;

    Shape shape() const { return {rows, cols}; }
    bool chased(int q) const { return q >= ranges.chased_lo && q < ranges.chased_hi; }
    int light_row(int q) const { return torus ? wrap(q - profile.H, rows) : q - profile.H; }
    int light_col(int p) const { return torus ? wrap(p - profile.b_max, cols) : p - profile.b_max; }
    // Unknown columns of press row q: all of them, or those outside the pivots.
    bool unknown_col(int q, int c) const { return !chased(q) || c < ranges.pivot_lo || c >= ranges.pivot_hi; }
    // Is press (q, p) fixed by a light (its light: (light_row(q), light_col(p)))?
    bool fixed(int q, int p) const { return !unknown_col(q, p); }
    // Does light (i, j) fix a press?
    bool fixing(int i, int j) const { return fixing_row[std::size_t(i)] && fixing_col[std::size_t(j)]; }
    // Index of the unknown at (q, c) (which must be one).
    Index unknown_index(int q, int c) const {
        if (!chased(q)) return first_unknown[std::size_t(q)] + c;
        return first_unknown[std::size_t(q)] + (c < ranges.pivot_lo ? c : c - (ranges.pivot_hi - ranges.pivot_lo));
    }
    // After which press row every press light row i sees is known (-1: before
    // any; rows: only at the end, when it sees wrapped rows).
    int ready_after(int i) const;
    // The light rows by the press row after which they are ready (entry
    // ready_after(i) + 1): the order in which the chase evaluates leftovers.
    std::vector<std::vector<int>> light_rows_by_readiness() const;
    // The unknowns of press rows 0..q-1 (all of them for q >= rows): the
    // coefficients a press of those rows can have.
    Index unknowns_before(int q) const { return q < rows ? first_unknown[std::size_t(q)] : unknowns; }
    // Calls visit(r, c, is_the_press_it_fixes) for every press light (i, j) sees.
    template <class Visit>
    void for_each_seen(int i, int j, Visit&& visit) const {
        for (const Offset& o : reach) {
            int r = i + o.dr, c = j + o.dc;
            if (torus) r = wrap(r, rows), c = wrap(c, cols);
            else if (r < 0 || r >= rows || c < 0 || c >= cols) continue;
            visit(r, c, o.dr == profile.H && o.dc == profile.b_max);
        }
    }

    // a mod n in 0..n-1. A cell and its neighbour's offset mostly land on the
    // board or one side off it, so those take no division (the chase walks
    // every seen press of every light through here, on a torus).
    static int wrap(int a, int n) {
        if (a >= 0 && a < n) return a;
        if (a < 0 && a + n >= 0) return a + n;
        if (a >= n && a - n < n) return a - n;
        a %= n;
        return a < 0 ? a + n : a;
    }
};

Layout make_layout(const std::vector<Offset>& offsets, Shape shape, bool torus);
// The frame with fewest unknowns (ties: the first in a fixed order).
Frame best_frame(const Rule& rule, Shape shape);
// The unknowns of the chase in `frame` (every local rule, -1 for an empty board).
Index count_unknowns(const Rule& rule, Shape shape, const Frame& frame);

// The plan of the best frame: the frame and its layout.
struct Plan {
    Frame frame;
    Layout layout;
};
Plan best_plan(const Rule& rule, Shape shape);

}  // namespace lightsout::chase
