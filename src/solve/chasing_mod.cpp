// Symbolic light chasing mod q: any local rule (custom stencils, plus mod p^e,
// a torus too) reduced to a small dense system over Z/q.
//
// The chase of src/solve/chasing_engine.cpp, over Z/q instead of GF(2). Light
// (i, j) sees the presses (i + a, j + b) for (a, b) in the reach R (the
// footprint reflected), and must change by t(i, j): its equation is
// (the presses it sees, with multiplicity) - t(i, j) = 0. With H = max a,
// s = H - min a and b_max the largest b with a = H (f = b_max - the smallest
// such b), light (i, j) is the one equation that fixes press
// (i + H, j + b_max): every other press it sees lies in an earlier row, or in
// the same row further left. Its coefficient is 1, a unit in every Z/q, so
//     x(i + H, j + b_max) = t(i, j) - (the others).
// Off the torus the presses no light fixes are the first H rows and the first
// b_max columns of the others (or the last |b_max|). On a torus (rows and
// columns wrap) they are the first s rows and the first f columns of the
// others: from there on the presses a fixing light sees are rows q - s .. q
// (none wrapped) and, in row q, columns p - f .. p (none wrapped), so all come
// earlier; a press of an earlier row may wrap sideways, still earlier. (When
// m <= s or n <= f every press is an unknown.)
//
// The unknowns u (U of them) and the lights that fix nothing (the leftover
// equations; exactly U, as fixing lights and fixed presses pair up). Carrying
// every press as an affine form in u (U + 1 residues; an unknown is a unit
// vector, never stored) through the chase gives the leftover system
// L u + l(t) = 0, U x U over Z/q, solved by the dense engine of q
// (engines.hpp).
//
// Why this is exact: the chase is a bijection between assignments of u and
// press counts satisfying the fixing equations (each fixed press is forced by
// its light, whose other presses come earlier), so A x = t exactly when
// x = chase(u, t) with L u = -l(t). Hence the solutions are the chases of the
// solutions of L, and the quiet module is the chase of ker L (injectively: a
// generator keeps its order).
//
// Certificates: l(t) = Lambda t is linear in t. If z L = 0 and z.l(t) != 0, then
// y = Lambda^T z has y.t = z.l(t) != 0, and y A = 0: for any x, the chase of A x
// from u = (x at the unknown cells) gives back x with every leftover zero, so
// z.l(A x) = -z L u = 0. Lambda^T z is the chase run backwards (reverse-mode):
// leftover light k passes -z_k to its change and z_k to the presses it sees;
// each fixed press, last first, passes what it received, v, to its light's
// change and -v to that light's other presses. Nothing but the grid of
// received values is stored.
//
// Cost: about cells * |R| * U residue operations (rows of U + 1 bytes), the
// window of the last s + 1 rows of forms, and the dense U x U system. The
// board is chased in the best of its eight orientations, the one with fewest
// unknowns: the plan (chase_plan.hpp) is the GF(2) chase's own.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "chase_plan.hpp"
#include "zk/grid_ring.hpp"
#include "lightsout/error.hpp"
#include "lightsout/zk/chasing.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout::zk {

namespace {

using chase::Frame;
using chase::Layout;

// The fixing light of press (q, p).
std::pair<int, int> fixing_light(const Layout& plan, int q, int p) { return {plan.light_row(q), plan.light_col(p)}; }

std::size_t at(Shape s, int r, int c) { return std::size_t(r) * std::size_t(s.cols) + std::size_t(c); }

// The chase with forms: every fixed press as (coefficients of u, constant) mod q.
struct Reduced {
    std::int64_t unknowns = 0;
    std::vector<Residues> leftover;   // rows of [L | l]
    std::vector<std::size_t> lights;  // the leftover lights, in the order of `leftover`
};

// Light rows by the press row after which all they see is known (index
// ready_after + 1): the order in which leftover lights are evaluated.
std::vector<std::vector<int>> light_rows_by_readiness(const Layout& plan) {
    std::vector<std::vector<int>> out(std::size_t(plan.rows) + 2);
    for (int i = 0; i < plan.rows; ++i) out[std::size_t(plan.ready_after(i) + 1)].push_back(i);
    return out;
}

Residues replay(const Layout& plan, std::span<const std::uint8_t> t, std::span<const std::uint8_t> u, int q);
Reduced reduce_by_shifts(const Layout& plan, std::span<const std::uint8_t> t, int q);

// On a torus whose chase fixes every column of the chased rows (f = 0: the
// unknowns are whole rows, as for plus), see reduce_by_shifts.
bool moves_with_columns(const Layout& plan) {
    return plan.torus && plan.ranges.pivot_lo == 0 && plan.ranges.pivot_hi == plan.cols && plan.leftover_cols.empty();
}

Reduced reduce(const Layout& plan, std::span<const std::uint8_t> t, int q) {
    if (moves_with_columns(plan)) return reduce_by_shifts(plan, t, q);
    const Shape s = plan.shape();
    const std::size_t width = std::size_t(plan.unknowns) + 1, constant = width - 1;
    const int kept = plan.profile.s + 1;
    std::vector<Residues> window(std::size_t(kept), Residues(std::size_t(s.cols) * width, 0));
    auto form = [&](int r, int c) { return window[std::size_t(r % kept)].data() + std::size_t(c) * width; };
    // The sum of the forms light (i, j) sees (without its fixed press when `skip`), minus t.
    Residues sum(width);
    auto light_sum = [&](int i, int j, bool skip) {
        std::fill(sum.begin(), sum.end(), 0);
        sum[constant] = std::uint8_t((q - t[at(s, i, j)]) % q);
        plan.for_each_seen(i, j, [&](int r, int c, bool fixed_press) {
            if (skip && fixed_press) return;
            if (plan.fixed(r, c)) add_row(sum.data(), form(r, c), width, q);
            else if (std::uint8_t& x = sum[std::size_t(plan.unknown_index(r, c))]; ++x == q) x = 0;
        });
    };
    Reduced out;
    out.unknowns = std::int64_t(width - 1);
    const std::vector<std::vector<int>> light_rows_after = light_rows_by_readiness(plan);
    auto leftovers = [&](int after) {
        for (int i : light_rows_after[std::size_t(after + 1)])
            for (int j = 0; j < s.cols; ++j) {
                if (plan.fixing(i, j)) continue;  // holds by construction
                light_sum(i, j, false);
                out.leftover.push_back(sum);
                out.lights.push_back(at(s, i, j));
            }
    };
    leftovers(-1);
    // The fixed press's form, minus light_sum(i, j, true), made in place: t
    // less every other form the light sees (one pass per seen press; its slot
    // held a row no light sees any more).
    auto fixed_form = [&](int i, int j, std::uint8_t* f) {
        std::fill(f, f + width, 0);
        f[constant] = t[at(s, i, j)];
        plan.for_each_seen(i, j, [&](int r, int c, bool fixed_press) {
            if (fixed_press) return;
            if (plan.fixed(r, c)) subtract_row(f, form(r, c), width, q);
            else if (std::uint8_t& x = f[std::size_t(plan.unknown_index(r, c))]; x-- == 0) x = std::uint8_t(q - 1);
        });
    };
    for (int row = 0; row < s.rows; ++row) {
        for (int p = 0; p < s.cols; ++p)
            if (plan.fixed(row, p)) {
                const auto [i, j] = fixing_light(plan, row, p);
                fixed_form(i, j, form(row, p));
            }
        leftovers(row);
    }
    leftovers(s.rows);
    return out;
}

// reduce() where the chase moves with the columns (moves_with_columns): moving
// u and t one column sideways moves every press, and so every leftover, one
// column too (each fixed press's light and every seen press wrap alike). So L
// is made of circulant blocks: its column for unknown (b, c) is the column of
// (b, 0) moved c columns, and s + 1 chases with numbers (u = the first cell of
// each unknown row, then t alone) give [L | l] without forms: about
// cells * |R| * (s + 1) operations instead of cells * |R| * U (plus mod K on a
// 256 x 256 torus: 3 chases instead of rows of 513 residues).
Reduced reduce_by_shifts(const Layout& plan, std::span<const std::uint8_t> t, int q) {
    const Shape s = plan.shape();
    Reduced out;
    out.unknowns = plan.unknowns;
    const std::vector<std::vector<int>> light_rows_after = light_rows_by_readiness(plan);
    for (const std::vector<int>& rows : light_rows_after)
        for (int i : rows)
            for (int j = 0; j < s.cols; ++j)
                if (!plan.fixing(i, j)) out.lights.push_back(at(s, i, j));
    std::vector<std::size_t> slot(static_cast<std::size_t>(s.cells()), out.lights.size());  // a light's place in `lights`
    for (std::size_t k = 0; k < out.lights.size(); ++k) slot[out.lights[k]] = k;
    // What each leftover light's equation (the presses it sees - its change) leaves for presses x.
    auto leftover_values = [&](const Residues& x, std::span<const std::uint8_t> change) {
        Residues values(out.lights.size());
        for (std::size_t k = 0; k < out.lights.size(); ++k) {
            const int i = int(out.lights[k] / std::size_t(s.cols)), j = int(out.lights[k] % std::size_t(s.cols));
            int sum = change.empty() ? 0 : q - change[out.lights[k]];
            plan.for_each_seen(i, j, [&](int r, int c, bool) { sum += x[at(s, r, c)]; });
            values[k] = std::uint8_t(sum % q);
        }
        return values;
    };
    const std::size_t width = std::size_t(plan.unknowns) + 1;
    out.leftover.assign(out.lights.size(), Residues(width, 0));
    Residues u(width - 1, 0);
    const Residues l = leftover_values(replay(plan, t, u, q), t);
    for (std::size_t k = 0; k < l.size(); ++k) out.leftover[k][width - 1] = l[k];
    for (int b = 0; b < s.rows; ++b) {
        if (plan.chased(b)) continue;
        const std::size_t first = std::size_t(plan.unknown_index(b, 0));
        u[first] = 1;
        const Residues column = leftover_values(replay(plan, {}, u, q), {});
        u[first] = 0;
        for (std::size_t k = 0; k < out.lights.size(); ++k) {
            const int i = int(out.lights[k] / std::size_t(s.cols)), j = int(out.lights[k] % std::size_t(s.cols));
            for (int c = 0; c < s.cols; ++c) {
                const std::size_t from = slot[at(s, i, Layout::wrap(j - c, s.cols))];
                if (from == out.lights.size())
                    throw std::logic_error("internal error: a leftover light's row holds a light that fixes a press");
                out.leftover[k][first + std::size_t(c)] = column[from];
            }
        }
    }
    return out;
}

// to[p] -= from[(p + shift) mod n] for every p (0 <= shift < n): a seen row,
// rotated, in the two pieces the wrap cuts it into (as press_on_grid's torus).
void subtract_rotated(std::uint8_t* to, const std::uint8_t* from, int shift, int n, int q) {
    subtract_row(to, from + shift, std::size_t(n - shift), q);
    subtract_row(to + (n - shift), from, std::size_t(shift), q);
}

// replay() where the chase moves with the columns (moves_with_columns): a
// chased row's presses see only earlier rows besides themselves (f = 0), so
// the row is its lights' changes less each seen row rotated by its column
// offset, whole rows at a time instead of a visit per seen press.
Residues replay_rows(const Layout& plan, std::span<const std::uint8_t> t, std::span<const std::uint8_t> u, int q) {
    const Shape s = plan.shape();
    const int n = s.cols;
    Residues x(static_cast<std::size_t>(s.cells()), 0);
    for (int row = 0; row < s.rows; ++row) {
        std::uint8_t* out = x.data() + at(s, row, 0);
        if (!plan.chased(row)) {
            std::copy_n(u.begin() + plan.unknown_index(row, 0), n, out);
            continue;
        }
        const int i = plan.light_row(row);
        if (!t.empty())
            for (int p = 0; p < n; ++p) out[p] = t[at(s, i, plan.light_col(p))];  // press p's light is (i, p - b_max)
        for (const Offset& o : plan.reach)
            if (o.dr != plan.profile.H || o.dc != plan.profile.b_max)
                subtract_rotated(out, x.data() + at(s, Layout::wrap(i + o.dr, s.rows), 0),
                                 Layout::wrap(o.dc - plan.profile.b_max, n), n, q);
    }
    return x;
}

// The chase with numbers: presses from u (the unknowns in chase order) and t (empty: 0).
Residues replay(const Layout& plan, std::span<const std::uint8_t> t, std::span<const std::uint8_t> u, int q) {
    if (moves_with_columns(plan)) return replay_rows(plan, t, u, q);
    const Shape s = plan.shape();
    Residues x(static_cast<std::size_t>(s.cells()), 0);
    for (int row = 0; row < s.rows; ++row)
        for (int p = 0; p < s.cols; ++p) {
            if (!plan.fixed(row, p)) {
                x[at(s, row, p)] = u[std::size_t(plan.unknown_index(row, p))];
                continue;
            }
            const auto [i, j] = fixing_light(plan, row, p);
            int others = 0;  // kept below q: residues added without a division
            plan.for_each_seen(i, j, [&](int r, int c, bool fixed_press) {
                if (fixed_press) return;
                others += x[at(s, r, c)];
                if (others >= q) others -= q;
            });
            const int press = (t.empty() ? 0 : t[at(s, i, j)]) + q - others;  // below 2q
            x[at(s, row, p)] = std::uint8_t(press >= q ? press - q : press);
        }
    return x;
}

// replay of every vector of `us` (the quiet generators, t = 0) at once: each
// press holds one residue per vector, side by side, so a seen press is one row
// operation over all of them instead of one scalar sum per vector (the same
// sums, lane by lane: the chase is linear and every lane starts from 0).
std::vector<Residues> replay_all(const Layout& plan, const std::vector<Residues>& us, int q) {
    const Shape s = plan.shape();
    const std::size_t lanes = us.size();
    Residues x(static_cast<std::size_t>(s.cells()) * lanes, 0);
    auto press = [&](int r, int c) { return x.data() + at(s, r, c) * lanes; };
    for (int row = 0; row < s.rows; ++row)
        for (int p = 0; p < s.cols; ++p) {
            std::uint8_t* here = press(row, p);
            if (!plan.fixed(row, p)) {
                const std::size_t k = std::size_t(plan.unknown_index(row, p));
                for (std::size_t v = 0; v < lanes; ++v) here[v] = us[v][k];
                continue;
            }
            const auto [i, j] = fixing_light(plan, row, p);
            plan.for_each_seen(i, j, [&](int r, int c, bool fixed_press) {
                if (!fixed_press) subtract_row(here, press(r, c), lanes, q);
            });
        }
    std::vector<Residues> out(lanes, Residues(static_cast<std::size_t>(s.cells())));
    for (std::size_t cell = 0; cell < std::size_t(s.cells()); ++cell)
        for (std::size_t v = 0; v < lanes; ++v) out[v][cell] = x[cell * lanes + v];
    return out;
}

// y = Lambda^T z by the chase run backwards (see the top of the file).
Residues certificate(const Layout& plan, const Reduced& reduced, std::span<const std::uint8_t> z, int q) {
    const Shape s = plan.shape();
    Residues received(static_cast<std::size_t>(s.cells()), 0), y(received.size(), 0);
    auto give = [&](std::uint8_t& to, int amount) { to = std::uint8_t((to + amount) % q); };
    // Light (i, j) passes `to_change` to its change and `to_presses` to the presses it sees.
    auto pass = [&](int i, int j, int to_change, int to_presses, bool skip_fixed) {
        give(y[at(s, i, j)], to_change);
        plan.for_each_seen(i, j, [&](int r, int c, bool fixed_press) {
            if (!(skip_fixed && fixed_press)) give(received[at(s, r, c)], to_presses);
        });
    };
    for (std::size_t k = 0; k < reduced.lights.size(); ++k)
        if (const int zi = z[k])
            pass(int(reduced.lights[k] / std::size_t(s.cols)), int(reduced.lights[k] % std::size_t(s.cols)), q - zi, zi,
                 false);
    for (int row = s.rows - 1; row >= 0; --row)
        for (int p = s.cols - 1; p >= 0; --p)
            if (plan.fixed(row, p))
                if (const int v = received[at(s, row, p)]) {
                    const auto [i, j] = fixing_light(plan, row, p);
                    pass(i, j, v, q - v, true);
                }
    return y;
}

// The leftover system L (unknown k changes leftover i by L[i][k]).
ResidueMatrix system_of(const Reduced& r) {
    if (std::int64_t(r.leftover.size()) != r.unknowns)
        throw std::logic_error("internal error: the chase mod q left " + std::to_string(r.leftover.size()) +
                               " equations for " + std::to_string(r.unknowns) + " unknowns");
    const int n = int(r.unknowns);
    ResidueMatrix m{n, std::vector<std::uint8_t>(std::size_t(n) * std::size_t(n))};
    for (int i = 0; i < n; ++i)
        std::copy(r.leftover[std::size_t(i)].begin(), r.leftover[std::size_t(i)].end() - 1,
                  m.entries.begin() + std::ptrdiff_t(i) * n);
    return m;
}

ModularSolution solve_planned(const Layout& plan, std::span<const std::uint8_t> t, PrimePower q, std::int64_t quiet_cells) {
    const int m = q.modulus;
    const Reduced reduced = reduce(plan, t, m);
    Residues rhs(reduced.leftover.size());  // L u = -l
    for (std::size_t i = 0; i < rhs.size(); ++i) {
        const int l = reduced.leftover[i].back();
        rhs[i] = std::uint8_t(l ? m - l : 0);
    }
    ModularSolution small = solve_prime_power(system_of(reduced), rhs, q);
    ModularSolution out;
    out.states = m;
    out.engine = "chasing-zk(" + small.engine + ")";
    out.solvable = small.solvable;
    if (small.solvable) out.presses = replay(plan, t, small.presses, m);
    else out.certificate = certificate(plan, reduced, small.certificate, m);
    out.quiet.states = m;
    out.quiet.orders = small.quiet.orders;
    if (small.quiet.generators_known() &&
        std::int64_t(small.quiet.orders.size()) * plan.shape().cells() <= quiet_cells)
        // 64 at a time: the side-by-side grid stays a fraction of the answer's size.
        for (std::size_t first = 0; first < small.quiet.generators.size(); first += 64) {
            const std::size_t last = std::min(small.quiet.generators.size(), first + 64);
            const std::vector<Residues> block(small.quiet.generators.begin() + std::ptrdiff_t(first),
                                              small.quiet.generators.begin() + std::ptrdiff_t(last));
            for (Residues& g : replay_all(plan, block, m)) out.quiet.generators.push_back(std::move(g));
        }
    return out;
}

// Grids of residues in the frame's orientation and back.
Residues to_frame(std::span<const std::uint8_t> t, Shape shape, const Frame& frame) {
    const Shape framed = chase::frame_shape(frame, shape);
    Residues out(t.size());
    for (int a = 0; a < framed.rows; ++a)
        for (int b = 0; b < framed.cols; ++b) {
            const Cell o = chase::original_cell(frame, framed, a, b);
            out[at(framed, a, b)] = t[at(shape, o.row, o.col)];
        }
    return out;
}
Residues from_frame(const Residues& x, Shape shape, const Frame& frame) {
    const Shape framed = chase::frame_shape(frame, shape);
    Residues out(x.size());
    for (int a = 0; a < framed.rows; ++a)
        for (int b = 0; b < framed.cols; ++b) {
            const Cell o = chase::original_cell(frame, framed, a, b);
            out[at(shape, o.row, o.col)] = x[at(framed, a, b)];
        }
    return out;
}

}  // namespace

std::int64_t chasing_unknowns_mod(const Rule& rule, Shape shape) {
    if (!rule.is_local() || rule.twisted() || shape.rows <= 0 || shape.cols <= 0) return -1;
    return chase::count_unknowns(rule, shape, chase::best_frame(rule, shape));
}

ModularSolution solve_by_chasing_mod(std::span<const std::uint8_t> change, Shape shape, const Rule& rule, PrimePower q,
                                     std::int64_t quiet_cells) {
    const std::int64_t unknowns = chasing_unknowns_mod(rule, shape);
    if (unknowns < 0 || unknowns > kChasingModMaxUnknowns)
        throw InputError(Problem::method,
                         "the chasing engine mod " + std::to_string(q.modulus) + " does not apply to rule " + rule.name() +
                             " on a " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + " board",
                         "chasing");
    const chase::Plan plan = chase::best_plan(rule, shape);
    if (plan.frame.identity()) return solve_planned(plan.layout, change, q, quiet_cells);
    // The framed board under the framed footprint is the same puzzle, its
    // cells (lights and presses alike) permuted.
    ModularSolution s = solve_planned(plan.layout, to_frame(change, shape, plan.frame), q, quiet_cells);
    if (s.solvable) s.presses = from_frame(s.presses, shape, plan.frame);
    else s.certificate = from_frame(s.certificate, shape, plan.frame);
    for (Residues& g : s.quiet.generators) g = from_frame(g, shape, plan.frame);
    return s;
}

}  // namespace lightsout::zk
