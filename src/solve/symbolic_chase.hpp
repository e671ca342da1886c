// Symbolic chasing: an exact linear solver for any local rule, written once
// over a ring policy (gf2::GridRing: GF(2) on 64-bit words, chasing_engine.cpp;
// zk::GridRing: Z/q on bytes, chasing_mod.cpp).
//
// Notation. A press at (r, c) changes (r + dr, c + dc) for each offset of the
// rule, so after pressing x, light (i, j) has changed by the sum of
// x(i - dr, j - dc) over the offsets; we want it to change by t(i, j). Write
// the reach R = {(a, b) = (-dr, -dc)}: light (i, j) sums x(i + a, j + b) over
// R. Let H = max a, s = H - min a (rows spanned minus one), and in the reach
// row a = H the columns B, b_max = max B, f = b_max - min B (chase_plan.hpp).
//
// The chase, in a canonical orientation (top-down, left-to-right; the seven
// others come from mirroring rows or columns or swapping the axes, and the one
// with fewest unknowns is used). Light (i, j) is the one equation that fixes
// press (i + H, j + b_max): every other press it sees lies in an earlier row
// or further left in the same row, and its coefficient is 1, a unit in every
// ring, so
//     x(i + H, j + b_max) = t(i, j) - (the other presses it sees).
// Presses that no light fixes are the unknowns u (U of them): the first H rows
// and, in the other rows, the first b_max columns (or the last |b_max|).
// Lights that fix nothing are the leftover equations; fixed presses and fixing
// lights pair up, so there are exactly U leftovers.
//
// Every press is carried as an affine form in u (U coefficients, then the
// constant), computed from the forms of the presses its light sees, all within
// the last s + 1 rows (the window); an unknown is a unit vector, never stored.
// A leftover light (i, j), evaluated as a form, gives its row of the leftover
// system: (the presses it sees) - t(i, j) = L u + l, and L u = -l is a small
// dense system for the engine of the ring.
//
// Why this is exact: the chase is a bijection between assignments of u and
// press patterns satisfying the fixing equations (each fixed press is forced
// by its light, whose other presses come earlier), so A x = t exactly when
// x = chase(u, t) with L u = -l. Hence the solutions are the chases of the
// solutions of L, the quiet patterns are the chases (t = 0) of ker L,
// injectively, and nullity(A) = U - rank(L) over a field.
//
// Certificates. l(t) = Lambda t is linear in t. If z L = 0 and z.l != 0, then
// y = Lambda^T z has y.t = z.l != 0, and y A = 0: for any x, the chase of A x
// from u = (x at the unknown cells) gives back x with every leftover zero, so
// z.l(A x) = -z L u = 0. Lambda^T z is the chase run backwards (reverse mode):
// leftover light k passes -z_k to its change and z_k to the presses it sees;
// each fixed press, last first, passes what it received, v, to its light's
// change and -v to that light's other presses (chase_certificate.cpp).
//
// Torus. Offsets wrap, so rows q < s would see the bottom rows and columns
// p < f the row's right end: press rows 0..s-1, and columns 0..f-1 of every
// later row, are unknowns, and light row (q - H) mod m fixes row q >= s
// through light column (p - b_max) mod n for p >= f: the presses it sees are
// rows q - s..q and columns p - f..p, none wrapped, all earlier. The other
// lights are leftovers, evaluated once every press they see is known
// (Layout::ready_after). (When m <= s or n <= f every press is an unknown.)
//
// Replaying. With u known, the chase runs again on numbers, many assignments
// side by side ("lanes": 64 to a word over GF(2), a byte each over Z/q), so a
// seen press costs one row operation for all of them.
//
// Cost: about cells * |R| row operations on forms of U + 1 cells (only the
// coefficients of unknowns chased so far are touched), the window of s + 1
// rows of forms, and the dense U x U system.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "chase_plan.hpp"

namespace lightsout::chase {

inline std::size_t cell_index(Shape s, int r, int c) { return std::size_t(r) * std::size_t(s.cols) + std::size_t(c); }

// The chase with forms. `forms` is the ring resized to U + 1 cells (a form:
// cells 0..U-1 the coefficients of u, cell U the constant); change(i, j) is
// t(i, j) as an integer. Calls leftover(k, form) with the form L_k u + l_k of
// leftover light k, for k = 0..U-1 (the form is scratch, valid during the
// call), and returns the leftover lights (framed cell indices) in that order.
template <class Ring, class Change, class Leftover>
std::vector<std::size_t> chase_forms(const Layout& plan, const Ring& forms, Change&& change, Leftover&& leftover) {
    using Cell = typename Ring::Cell;
    const Shape s = plan.shape();
    const Index U = plan.unknowns;
    const std::size_t width = forms.width, constant = width - 1;  // the Cell holding cell U
    const int kept = plan.profile.s + 1;
    std::vector<Cell> window(std::size_t(kept) * std::size_t(s.cols) * width, Cell{0});
    auto form = [&](int r, int c) { return window.data() + (std::size_t(r % kept) * std::size_t(s.cols) + std::size_t(c)) * width; };

    Index live = 0;  // the forms in the window have coefficients in [0, live) only
    // to += sign * (the form of press (r, c)), sign = +-1.
    auto add_press = [&](Cell* to, int sign, int r, int c) {
        if (!plan.fixed(r, c)) return forms.add_to_cell(to, plan.unknown_index(r, c), forms.scalar(sign));
        const Cell* x = form(r, c);
        if (sign > 0) forms.add_cells(to, x, live);
        else forms.subtract_cells(to, x, live);
        if (forms.cells_to_width(live) > constant) return;  // the constant's Cell was in that range
        if (sign > 0) forms.add_cells(to + constant, x + constant, 1);
        else forms.subtract_cells(to + constant, x + constant, 1);
    };
    // fixing: the form of the press light (i, j) fixes, t - (the others it sees);
    // otherwise the leftover (the presses it sees) - t.
    auto evaluate = [&](Cell* to, int i, int j, bool fixing) {
        std::fill(to, to + width, Cell{0});
        const int t = change(i, j);
        forms.add_to_cell(to, U, forms.scalar(fixing ? t : -t));
        plan.for_each_seen(i, j, [&](int r, int c, bool fixed_press) {
            if (!(fixing && fixed_press)) add_press(to, fixing ? -1 : 1, r, c);
        });
    };

    std::vector<std::size_t> lights;
    std::vector<Cell> sum(width);
    const std::vector<std::vector<int>> rows_ready_after = plan.light_rows_by_readiness();
    auto leftovers = [&](int after) {
        live = plan.unknowns_before(after + 1);
        for (int i : rows_ready_after[std::size_t(after + 1)])
            for (int j = 0; j < s.cols; ++j) {
                if (plan.fixing(i, j)) continue;  // holds by construction
                evaluate(sum.data(), i, j, false);
                leftover(Index(lights.size()), static_cast<const Cell*>(sum.data()));
                lights.push_back(cell_index(s, i, j));
            }
    };
    leftovers(-1);
    for (int row = 0; row < s.rows; ++row) {
        live = plan.unknowns_before(row + 1);
        // A fixed press's slot held a row no light sees any more; its own
        // press is skipped, so evaluating in place is safe.
        for (int p = 0; p < s.cols; ++p)
            if (plan.fixed(row, p)) evaluate(form(row, p), plan.light_row(row), plan.light_col(p), true);
        leftovers(row);
    }
    leftovers(s.rows);
    if (Index(lights.size()) != U) throw std::logic_error("internal error: leftover lights and unknowns do not pair up");
    return lights;
}

// The chase with numbers, for up to `lanes.n` assignments of u side by side
// (`lanes` is the ring resized to that many cells). unknowns[k] is a row of
// lanes: the value of unknown k in each assignment; lane 0 also carries the
// change when `change` is true (change(i, j) as in chase_forms). Calls
// row_done(q, presses) for each press row q in order, presses being its
// s.cols rows of lanes (valid during the call).
template <class Ring, class Change, class RowDone>
void chase_lanes(const Layout& plan, const Ring& lanes, const std::vector<typename Ring::Cell>& unknowns, bool with_change,
                 Change&& change, RowDone&& row_done) {
    using Cell = typename Ring::Cell;
    const Shape s = plan.shape();
    const std::size_t width = lanes.width;
    const int kept = plan.profile.s + 1;  // a fixing light sees no press further back, wrapped or not
    std::vector<Cell> window(std::size_t(kept) * std::size_t(s.cols) * width, Cell{0});
    auto press = [&](int r, int c) { return window.data() + (std::size_t(r % kept) * std::size_t(s.cols) + std::size_t(c)) * width; };
    for (int row = 0; row < s.rows; ++row) {
        for (int p = 0; p < s.cols; ++p) {
            Cell* here = press(row, p);
            if (!plan.fixed(row, p)) {
                const Cell* u = unknowns.data() + std::size_t(plan.unknown_index(row, p)) * width;
                std::copy(u, u + width, here);
                continue;
            }
            const int i = plan.light_row(row), j = plan.light_col(p);
            std::fill(here, here + width, Cell{0});
            if (with_change) lanes.add_to_cell(here, 0, lanes.scalar(change(i, j)));
            plan.for_each_seen(i, j, [&](int r, int c, bool fixed_press) {
                if (!fixed_press) lanes.subtract_cells(here, press(r, c), lanes.n);
            });
        }
        row_done(row, static_cast<const Cell*>(press(row, 0)));
    }
}

// chase_lanes for any number of assignments of u (each a row of U cells of
// the ring), 64 at a time: lanes_for(count) makes the ring of `count` lanes,
// and lane 0 of the first block carries the change when `with_change`. Calls
// row_done(first, lanes, q, presses) as chase_lanes does, for the block of
// `lanes` assignments from index `first`.
template <class LanesFor, class Row, class Change, class RowDone>
void chase_assignments(const Layout& plan, LanesFor&& lanes_for, const std::vector<Row>& assignments, bool with_change,
                       Change&& change, RowDone&& row_done) {
    constexpr std::size_t kMostLanes = 64;
    for (std::size_t first = 0; first < assignments.size(); first += kMostLanes) {
        const auto lanes = lanes_for(int(std::min(kMostLanes, assignments.size() - first)));
        std::vector<typename std::remove_cvref_t<decltype(lanes)>::Cell> unknowns(std::size_t(plan.unknowns) * lanes.width);
        for (int v = 0; v < lanes.n; ++v)  // unknown k: its value in each lane
            for (Index k = 0; k < plan.unknowns; ++k)
                lanes.add_to_cell(unknowns.data() + std::size_t(k) * lanes.width, v,
                                  lanes.cell(assignments[first + std::size_t(v)].data(), k));
        chase_lanes(plan, lanes, unknowns, with_change && first == 0, change,
                    [&](int q, const auto* presses) { row_done(first, lanes.n, q, presses); });
    }
}

// Lambda^T z by the chase run backwards (the top of this file): the
// certificate y (framed cells, residues mod q) of the leftover lights
// `lights` (as chase_forms returned them) and z (one residue per leftover)
// with z L = 0 and z.l != 0. chase_certificate.cpp.
std::vector<std::uint8_t> chase_backwards(const Layout& plan, const std::vector<std::size_t>& lights,
                                          const std::vector<std::uint8_t>& z, int q);

}  // namespace lightsout::chase
