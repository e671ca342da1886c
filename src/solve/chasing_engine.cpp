// Symbolic chasing: an exact linear solver for any local rule.
//
// Notation. A press at (r, c) flips (r + dr, c + dc) for each offset of the rule,
// so after pressing x, light (i, j) holds  t(i, j) + sum_offsets x(i - dr, j - dc)
// where t is the change to make; we want every light to hold 0. Write the reach
// R = {(a, b) = (-dr, -dc)}: light (i, j) sums x(i + a, j + b) over R. Let
// H = max a (the lowest press row a light sees), s = H - min a (rows spanned
// minus one), and in the reach row a = H the columns B, b_max = max B,
// f = b_max - min B.
//
// The chase, in a canonical orientation (top-down, left-to-right; the seven
// others come from mirroring rows or columns or swapping the axes, and the one
// with fewest unknowns is used). Visit press rows q = 0, 1, ... . Light row
// i = q - H sees press rows q - s .. q, and row q only at columns j + b, b in B.
// So light (i, j) is the one equation that fixes press (q, j + b_max): every
// other press it sees lies in an earlier row or further left in row q. Presses
// that no light fixes are the unknowns u (U of them): the rows q with q - H off
// the board (the first H rows when H > 0), and in the other rows the columns
// j + b_max never reaches (the first b_max, or the last |b_max| when b_max < 0).
// Lights that fix nothing are the leftover equations: light rows i with i + H
// off the board (the last H rows) and columns j with j + b_max off the row.
// Fixed presses and fixing lights pair up, so there are exactly U leftovers.
//
// Every press is carried as an affine form in u: U bits plus one constant bit
// for the change, computed from the forms of the presses its light sees, all
// within the last s + 1 rows (the window, O(s n U / 64) words). The leftover
// lights, evaluated as forms, give the leftover system L u = l (U x (U + 1)
// bits), which M4RI eliminates.
//
// Why this is exact. Let P be the equations of the fixing lights. The chase is
// a bijection between assignments u in GF(2)^U and press patterns x satisfying
// P: chase(u) satisfies P by construction, and a pattern x satisfying P is the
// chase of its own restriction to the unknown cells (by induction in chase
// order, each fixed press is forced by its light's equation, whose other
// presses come earlier). Hence  A x = t  <=>  x = chase(u, t) with L u = l: the
// solutions are the chases of the solutions of L, the quiet patterns (t = 0)
// are the linear chases of ker L, injectively, so nullity(A) = dim ker L =
// U - rank L and rank(A) = m n - nullity(A).
//
// Certificates. The left null space of A is the null space of A^T, the press
// matrix of the transposed rule (Rule::transposed()), so it is the chase of
// ker L' for that rule. t is reachable iff it is orthogonal to every left null
// vector (the column space is the orthogonal complement of the left null
// space). For c = chase'(v), c.t = w.v where w = the sum of the (linear) forms
// of the presses at the lit cells of t; so a basis vector v of ker L' with
// w.v = 1 exists exactly when t is unreachable, and chase'(v) is a certificate.
//
// Torus. Offsets wrap, so rows q < s would see the bottom rows and columns
// p < f the row's right end: press rows 0..s-1, and columns 0..f-1 of every
// later row, are unknowns, and light row (q - H) mod m fixes row q >= s through
// light column (p - b_max) mod n for p >= f: the presses it sees are rows
// q - s..q and columns p - f..p, none wrapped, all earlier. The other lights
// are leftovers; the press rows they see outside the window are the first s
// rows, all unknowns. (When m <= s or n <= f every press is an unknown.)
//
// Replaying. With u known, the chase runs again on plain bits, 64 lanes per
// word: the solution in one lane and quiet patterns in the others.
#include "lightsout/chasing_engine.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>
#include <vector>

#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/gf2/matrix.hpp"
#include "chase_plan.hpp"

namespace lightsout {
namespace {

using chase::Frame;
using chase::Index;
using chase::Layout;
using chase::frame_shape;
using chase::original_cell;
using chase::to_frame;

constexpr int kLanes = 64;
constexpr Index kQuietBasisLimit = 64;

std::size_t words_for(Index bits) { return std::size_t((bits + kWordBits - 1) / kWordBits); }

// ---------------------------------------------------------------- symbolic chase

struct LeftoverSystem {
    gf2::Matrix equations;      // U x (U + 1): a leftover light's form; column U = constant
    std::vector<Word> overlap;  // sum of the forms at the lit cells of `overlap_with`
};

// Runs the chase on affine forms. `change` (or none: t = 0) feeds the constant
// bit; `overlap_with` (or none) asks for the overlap form w.
LeftoverSystem symbolic_chase(const Layout& lay, const Board* change, const Board* overlap_with) {
    const Index U = lay.unknowns;
    const int m = lay.rows, n = lay.cols, depth = lay.profile.s + 1;
    const std::size_t W = words_for(U + 1);
    const std::size_t const_word = std::size_t(U / kWordBits);
    const Word const_bit = Word{1} << (U % kWordBits);

    LeftoverSystem out{gf2::Matrix(int(U), int(U + 1)), {}};
    if (overlap_with) out.overlap.assign(W, 0);
    std::vector<Word> window(std::size_t(depth) * n * W, 0);
    auto form = [&](int r, int c) { return window.data() + (std::size_t(r % depth) * n + c) * W; };

    int current = 0;       // the press row being fixed
    std::size_t live = 0;  // the linear parts so far use words [0, live) only
    auto add = [&](Word* acc, int r, int c) {
        if (r > current - depth && r <= current) {
            const Word* x = form(r, c);
            if (x == acc) return;  // a pivot's own form: zero, and being written
            for (std::size_t k = 0; k < live; ++k) acc[k] ^= x[k];
            if (const_word >= live) acc[const_word] ^= x[const_word];
        } else {
            // Outside the window: only the torus's first rows, all unknowns.
            if (lay.chased(r)) throw std::logic_error("internal error: the chase left its window");
            gf2::flip_bit(acc, lay.first_unknown[r] + c);
        }
    };
    auto evaluate = [&](Word* acc, int i, int j) {
        if (change != nullptr && change->get(i, j)) acc[const_word] ^= const_bit;
        for (const Offset& o : lay.reach) {
            int r = i + o.dr, c = j + o.dc;
            if (lay.torus) {
                r = Layout::wrap(r, m), c = Layout::wrap(c, n);
            } else if (r < 0 || r >= m || c < 0 || c >= n) {
                continue;
            }
            add(acc, r, c);
        }
    };

    int next_leftover = 0;
    for (int q = 0; q < m; ++q) {
        current = q;
        Word* row = form(q, 0);
        std::fill(row, row + std::size_t(n) * W, Word{0});
        for (int c = 0; c < n; ++c)
            if (lay.unknown_col(q, c)) gf2::flip_bit(form(q, c), lay.unknown_index(q, c));
        live = words_for(q + 1 < m ? lay.first_unknown[q + 1] : U);
        if (lay.chased(q)) {
            const int i = lay.light_row(q);
            // The pivot's own form is zero (skipped), so evaluating its light
            // gives the sum of the others: exactly the press that clears it.
            for (int p = lay.ranges.pivot_lo; p < lay.ranges.pivot_hi; ++p) evaluate(form(q, p), i, lay.light_col(p));
            for (int j : lay.leftover_cols) evaluate(out.equations.row(next_leftover++), i, j);
        }
        if (overlap_with != nullptr)
            for (int c = 0; c < n; ++c)
                if (overlap_with->get(q, c)) {
                    const Word* x = form(q, c);
                    for (std::size_t k = 0; k < W; ++k) out.overlap[k] ^= x[k];
                }
    }
    current = m - 1;
    live = words_for(U);
    for (int i : lay.final_rows)
        for (int j = 0; j < n; ++j) evaluate(out.equations.row(next_leftover++), i, j);
    if (next_leftover != U) throw std::logic_error("internal error: leftover lights and unknowns do not pair up");
    return out;
}

// ---------------------------------------------------------------- the leftover system solved

struct Reduced {
    Index unknowns = 0;
    Index rank = 0;          // rank of the linear part
    bool consistent = true;  // no row reads 0 = 1
    gf2::Matrix echelon;
    std::vector<Index> pivot_col;  // per pivot row i < rank
    std::vector<Index> free_cols;
};

Index leading_column(const Word* row, Index limit) {
    for (std::size_t w = 0; w < words_for(limit); ++w)
        if (row[w] != 0) {
            const Index c = Index(w) * kWordBits + std::countr_zero(row[w]);
            return c < limit ? c : -1;
        }
    return -1;
}

Reduced reduce(gf2::Matrix equations) {
    Reduced red;
    red.unknowns = equations.cols() - 1;
    const int total = equations.echelonize(true);
    std::vector<char> is_pivot(std::size_t(red.unknowns), 0);
    for (int i = 0; i < total; ++i) {
        const Index c = leading_column(equations.row(i), red.unknowns + 1);
        if (c == red.unknowns) {
            red.consistent = false;
            continue;
        }
        red.pivot_col.push_back(c);
        is_pivot[c] = 1;
    }
    red.rank = Index(red.pivot_col.size());
    for (Index c = 0; c < red.unknowns; ++c)
        if (!is_pivot[c]) red.free_cols.push_back(c);
    red.echelon = std::move(equations);
    return red;
}

// The solution of L u = l with every free unknown 0.
std::vector<Word> particular(const Reduced& red) {
    std::vector<Word> u(words_for(red.unknowns), 0);
    for (Index i = 0; i < red.rank; ++i)
        if (gf2::get_bit(red.echelon.row(int(i)), red.unknowns)) gf2::flip_bit(u.data(), red.pivot_col[i]);
    return u;
}

// The kernel vector of free column f: u_f = 1, each pivot unknown = its row's bit f.
std::vector<Word> kernel_vector(const Reduced& red, Index f) {
    std::vector<Word> v(words_for(red.unknowns), 0);
    gf2::flip_bit(v.data(), f);
    for (Index i = 0; i < red.rank; ++i)
        if (gf2::get_bit(red.echelon.row(int(i)), f)) gf2::flip_bit(v.data(), red.pivot_col[i]);
    return v;
}

// ---------------------------------------------------------------- numeric chase

// Chases up to 64 assignments of the unknowns at once, lane k of every word
// carrying assignment k; the lanes in `change_lanes` also carry the change.
// Writes each lane's press pattern, in the original orientation, to out[k].
void lane_chase(const Layout& lay, const Frame& frame, const Board* change, Word change_lanes,
                const std::vector<std::vector<Word>>& assignments, std::vector<PressPattern>& out) {
    const int m = lay.rows, n = lay.cols, depth = lay.profile.s + 1;
    const Shape framed{m, n};
    const Shape original = frame_shape(frame, framed);  // the frames are involutions on shapes
    std::vector<Word> unknown_lanes(std::size_t(lay.unknowns), 0);
    for (std::size_t k = 0; k < assignments.size(); ++k)
        for (Index x = 0; x < lay.unknowns; ++x)
            if (gf2::get_bit(assignments[k].data(), x)) unknown_lanes[x] |= Word{1} << k;
    out.assign(assignments.size(), PressPattern(original.rows, original.cols));

    std::vector<Word> window(std::size_t(depth) * n, 0);
    auto value = [&](int r, int c) -> Word& { return window[std::size_t(r % depth) * n + c]; };
    for (int q = 0; q < m; ++q) {
        Word* row = &value(q, 0);
        std::fill(row, row + n, Word{0});
        for (int c = 0; c < n; ++c)
            if (lay.unknown_col(q, c)) row[c] = unknown_lanes[lay.unknown_index(q, c)];
        if (lay.chased(q)) {
            const int i = lay.light_row(q);
            for (int p = lay.ranges.pivot_lo; p < lay.ranges.pivot_hi; ++p) {
                const int j = lay.light_col(p);
                Word acc = change != nullptr && change->get(i, j) ? change_lanes : 0;
                for (const Offset& o : lay.reach) {
                    int r = i + o.dr, c = j + o.dc;
                    if (lay.torus) {
                        r = Layout::wrap(r, m), c = Layout::wrap(c, n);
                    } else if (r < 0 || r >= m || c < 0 || c >= n) {
                        continue;
                    }
                    acc ^= value(r, c);
                }
                row[p] = acc;
            }
        }
        for (int c = 0; c < n; ++c)
            for (Word bits = row[c]; bits != 0; bits &= bits - 1) {
                const Cell o = original_cell(frame, framed, q, c);
                out[std::countr_zero(bits)].set(o.row, o.col, true);
            }
    }
}

// Chases any number of assignments, 64 at a time; the first `with_change` carry the change.
std::vector<PressPattern> chase_all(const Layout& lay, const Frame& frame, const Board* change,
                                    const std::vector<std::vector<Word>>& assignments, std::size_t with_change) {
    std::vector<PressPattern> all;
    for (std::size_t start = 0; start < assignments.size(); start += kLanes) {
        const std::size_t end = std::min(assignments.size(), start + kLanes);
        std::vector<std::vector<Word>> batch(assignments.begin() + std::ptrdiff_t(start),
                                             assignments.begin() + std::ptrdiff_t(end));
        Word lanes = 0;
        for (std::size_t k = start; k < end && k < with_change; ++k) lanes |= Word{1} << (k - start);
        std::vector<PressPattern> patterns;
        lane_chase(lay, frame, change, lanes, batch, patterns);
        for (auto& p : patterns) all.push_back(std::move(p));
    }
    return all;
}

// ---------------------------------------------------------------- certificates

// A left quiet pattern with odd overlap with `change` (which must be unreachable).
PressPattern find_certificate(const Board& change, const Rule& rule) {
    const Rule transposed = rule.transposed();
    const chase::Plan plan = chase::best_plan(transposed, change.shape());
    const Frame& frame = plan.frame;
    const Layout& lay = plan.layout;
    const Board framed_change = to_frame(change, frame);
    LeftoverSystem system = symbolic_chase(lay, nullptr, &framed_change);
    const Reduced red = reduce(std::move(system.equations));
    // For the kernel vector v_f of free column f: w.v_f = w_f + sum_i R[i][f] w_pivot(i),
    // i.e. bit f of  w + sum of the rows i with w_pivot(i) = 1.
    const std::vector<Word>& w = system.overlap;
    std::vector<Word> g(w.begin(), w.end());
    for (Index i = 0; i < red.rank; ++i)
        if (gf2::get_bit(w.data(), red.pivot_col[i])) {
            const Word* row = red.echelon.row(int(i));
            for (std::size_t k = 0; k < g.size(); ++k) g[k] ^= row[k];
        }
    for (Index f : red.free_cols)
        if (gf2::get_bit(g.data(), f)) return chase_all(lay, frame, nullptr, {kernel_vector(red, f)}, 0).front();
    throw std::logic_error("internal error: the chasing engine found no certificate for an unsolvable board");
}

}  // namespace

std::int64_t chasing_unknowns(const Rule& rule, Shape shape) {
    if (!rule.is_local() || rule.twisted() || shape.rows <= 0 || shape.cols <= 0) return -1;
    return chase::count_unknowns(rule, shape, chase::best_frame(rule, shape));
}

bool has_chasing_solver(const Rule& rule, Shape shape) {
    const Index u = chasing_unknowns(rule, shape);
    return u >= 0 && u <= kChasingMaxUnknowns;
}

LinearSolution solve_by_chasing(const Board& change, const Rule& rule) {
    const Shape shape = change.shape();
    if (!rule.is_local())
        throw InputError(Problem::method, "the chasing engine handles local rules only, not " + rule.name(), "chasing");
    if (shape.rows <= 0 || shape.cols <= 0) throw InputError("the board is empty");
    if (!has_chasing_solver(rule, shape))
        throw InputError(Problem::method,
                         "the chasing engine would need " + std::to_string(chasing_unknowns(rule, shape)) +
                             " unknowns for rule " + rule.name() + " on a " + std::to_string(shape.rows) + "x" +
                             std::to_string(shape.cols) + " board, more than its limit of " +
                             std::to_string(kChasingMaxUnknowns),
                         "chasing");

    const chase::Plan plan = chase::best_plan(rule, shape);
    const Frame& frame = plan.frame;
    const Layout& lay = plan.layout;
    const Board framed_change = to_frame(change, frame);
    const Reduced red = reduce(std::move(symbolic_chase(lay, &framed_change, nullptr).equations));

    LinearSolution out;
    out.engine = "chasing";
    out.solvable = red.consistent;
    out.nullity = red.unknowns - red.rank;
    out.rank = shape.cells() - out.nullity;

    std::vector<std::vector<Word>> assignments;
    if (out.solvable) assignments.push_back(particular(red));
    if (out.nullity <= kQuietBasisLimit)
        for (Index f : red.free_cols) assignments.push_back(kernel_vector(red, f));
    std::vector<PressPattern> patterns = chase_all(lay, frame, &framed_change, assignments, out.solvable ? 1 : 0);

    const Board empty(shape.rows, shape.cols);
    std::size_t next = 0;
    if (out.solvable) {
        out.presses = std::move(patterns[next++]);
        if (!apply_presses(change, rule, out.presses).none())
            throw std::logic_error("internal error: the chasing engine's presses do not make the change");
    } else {
        out.certificate = find_certificate(change, rule);
        if (!out.certificate.odd_overlap(change) || !apply_presses(empty, rule.transposed(), out.certificate).none())
            throw std::logic_error("internal error: the chasing engine's certificate does not check");
    }
    for (; next < patterns.size(); ++next) {
        if (!apply_presses(empty, rule, patterns[next]).none())
            throw std::logic_error("internal error: the chasing engine's quiet pattern is not quiet");
        out.quiet.push_back(std::move(patterns[next]));
    }
    return out;
}

}  // namespace lightsout
