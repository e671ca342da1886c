// The chase plan (chase_plan.hpp): orientations, unknowns, fixing lights.
#include "chase_plan.hpp"

#include <algorithm>
#include <utility>

namespace lightsout::chase {

namespace {

Profile profile_of(const std::vector<Offset>& reach) {
    Profile p;
    int top = reach.front().dr;
    p.H = top;
    for (const Offset& o : reach) p.H = std::max(p.H, o.dr), top = std::min(top, o.dr);
    p.s = p.H - top;
    int b_min = 0;
    bool first = true;
    for (const Offset& o : reach)
        if (o.dr == p.H) {
            p.b_max = first ? o.dc : std::max(p.b_max, o.dc);
            b_min = first ? o.dc : std::min(b_min, o.dc);
            first = false;
        }
    p.f = p.b_max - b_min;
    return p;
}

std::vector<Offset> reach_of(const std::vector<Offset>& offsets) {
    std::vector<Offset> reach;
    reach.reserve(offsets.size());
    for (const Offset& o : offsets) reach.push_back({-o.dr, -o.dc});
    return reach;
}

int span(int lo, int hi) { return std::max(0, hi - lo); }


Ranges ranges_of(const Profile& p, int m, int n, bool torus) {
    Ranges g;
    if (torus) {
        g.chased_lo = std::min(p.s, m), g.chased_hi = m;
        g.pivot_lo = std::min(p.f, n), g.pivot_hi = n;
    } else {
        g.chased_lo = std::clamp(p.H, 0, m), g.chased_hi = std::clamp(m + p.H, 0, m);
        g.pivot_lo = std::clamp(p.b_max, 0, n), g.pivot_hi = std::clamp(n + p.b_max, 0, n);
    }
    if (g.chased_hi < g.chased_lo) g.chased_hi = g.chased_lo;
    if (g.pivot_hi < g.pivot_lo) g.pivot_hi = g.pivot_lo;
    return g;
}

Index count_unknowns_of(const Profile& p, int m, int n, bool torus) {
    const Ranges g = ranges_of(p, m, n, torus);
    const Index chased = span(g.chased_lo, g.chased_hi);
    const Index pivots = span(g.pivot_lo, g.pivot_hi);
    return (Index(m) - chased) * n + chased * (n - pivots);
}

}  // namespace

Shape frame_shape(const Frame& frame, Shape shape) { return frame.swap ? Shape{shape.cols, shape.rows} : shape; }

std::vector<Offset> frame_offsets(const Frame& frame, const std::vector<Offset>& offsets) {
    std::vector<Offset> out;
    out.reserve(offsets.size());
    for (Offset o : offsets) {
        if (frame.swap) std::swap(o.dr, o.dc);
        if (frame.flip_rows) o.dr = -o.dr;
        if (frame.flip_cols) o.dc = -o.dc;
        out.push_back(o);
    }
    return out;
}

// The original cell of cell (a, b) of the framed board of shape `framed`.
Cell original_cell(const Frame& frame, Shape framed, int a, int b) {
    if (frame.flip_rows) a = framed.rows - 1 - a;
    if (frame.flip_cols) b = framed.cols - 1 - b;
    return frame.swap ? Cell{b, a} : Cell{a, b};
}

namespace {

// Calls visit(a, b, o) for every cell (a, b) of the framed board of a board of
// shape `shape`, o its original cell.
template <class Visit>
void for_each_framed_cell(const Frame& frame, Shape shape, Visit&& visit) {
    const Shape framed = frame_shape(frame, shape);
    for (int a = 0; a < framed.rows; ++a)
        for (int b = 0; b < framed.cols; ++b) visit(a, b, original_cell(frame, framed, a, b));
}

}  // namespace

Board to_frame(const Board& board, const Frame& frame) {
    if (frame.identity()) return board;
    const Shape framed = frame_shape(frame, board.shape());
    Board out(framed.rows, framed.cols);
    for_each_framed_cell(frame, board.shape(), [&](int a, int b, Cell o) {
        if (board.get(o.row, o.col)) out.set(a, b, true);
    });
    return out;
}

std::vector<std::uint8_t> to_frame(std::span<const std::uint8_t> cells, Shape shape, const Frame& frame) {
    const Shape framed = frame_shape(frame, shape);
    std::vector<std::uint8_t> out(cells.size());
    for_each_framed_cell(frame, shape, [&](int a, int b, Cell o) {
        out[std::size_t(a) * std::size_t(framed.cols) + std::size_t(b)] = cells[std::size_t(o.row) * std::size_t(shape.cols) + std::size_t(o.col)];
    });
    return out;
}

std::vector<std::uint8_t> from_frame(std::span<const std::uint8_t> framed_cells, Shape shape, const Frame& frame) {
    const Shape framed = frame_shape(frame, shape);
    std::vector<std::uint8_t> out(framed_cells.size());
    for_each_framed_cell(frame, shape, [&](int a, int b, Cell o) {
        out[std::size_t(o.row) * std::size_t(shape.cols) + std::size_t(o.col)] = framed_cells[std::size_t(a) * std::size_t(framed.cols) + std::size_t(b)];
    });
    return out;
}

Layout make_layout(const std::vector<Offset>& offsets, Shape shape, bool torus) {
    Layout lay;
    lay.rows = shape.rows, lay.cols = shape.cols, lay.torus = torus;
    lay.reach = reach_of(offsets);
    lay.profile = profile_of(lay.reach);
    lay.ranges = ranges_of(lay.profile, shape.rows, shape.cols, torus);
    const int m = shape.rows, n = shape.cols;
    // The light rows and columns fixing the chased rows and the pivot columns.
    std::vector<char> fixes(n, 0);
    for (int p = lay.ranges.pivot_lo; p < lay.ranges.pivot_hi; ++p) fixes[lay.light_col(p)] = 1;
    std::vector<char> row_fixes(m, 0);
    for (int q = lay.ranges.chased_lo; q < lay.ranges.chased_hi; ++q) row_fixes[lay.light_row(q)] = 1;
    lay.first_unknown.resize(m);
    Index next = 0;
    const int pivots = span(lay.ranges.pivot_lo, lay.ranges.pivot_hi);
    for (int q = 0; q < m; ++q) {
        lay.first_unknown[q] = next;
        next += lay.chased(q) ? n - pivots : n;
    }
    lay.unknowns = next;
    lay.fixing_row = std::move(row_fixes);
    lay.fixing_col = std::move(fixes);
    return lay;
}


Frame best_frame(const Rule& rule, Shape shape) {
    Frame best;
    Index fewest = -1;
    for (int k = 0; k < 8; ++k) {
        const Frame frame{(k & 4) != 0, (k & 1) != 0, (k & 2) != 0};
        const Index u = count_unknowns(rule, shape, frame);
        if (fewest < 0 || u < fewest) fewest = u, best = frame;
    }
    return best;
}

Index count_unknowns(const Rule& rule, Shape shape, const Frame& frame) {
    if (shape.rows <= 0 || shape.cols <= 0) return -1;
    const Shape framed = frame_shape(frame, shape);
    return count_unknowns_of(profile_of(reach_of(frame_offsets(frame, rule.offsets()))), framed.rows, framed.cols,
                             rule.torus());
}

Plan best_plan(const Rule& rule, Shape shape) {
    Plan plan;
    plan.frame = best_frame(rule, shape);
    plan.layout = make_layout(frame_offsets(plan.frame, rule.offsets()), frame_shape(plan.frame, shape), rule.torus());
    return plan;
}

int Layout::ready_after(int i) const {
    if (!torus) return std::clamp(i + profile.H, -1, rows);
    const int q = wrap(i + profile.H, rows);
    return q >= ranges.chased_lo ? q : rows;
}

std::vector<std::vector<int>> Layout::light_rows_by_readiness() const {
    std::vector<std::vector<int>> out(std::size_t(rows) + 2);
    for (int i = 0; i < rows; ++i) out[std::size_t(ready_after(i) + 1)].push_back(i);
    return out;
}

}  // namespace lightsout::chase
