// Symbolic light chasing mod q: any local rule (custom stencils, plus mod p^e,
// a torus too) reduced to a small dense system over Z/q: the chase of
// symbolic_chase.hpp (which states the method and why it is exact) with forms
// and lanes as residues, one byte each (zk::GridRing), the leftover system
// L u = -l solved by the dense engine of q (engines.hpp: Smith form mod p^e),
// which gives u, the quiet generators of ker L (each keeps its order through
// the chase) and, for a board with no solution, the z whose backward chase is
// the certificate.
//
// One case has a faster way (system_by_shifts, replay_rows): a torus whose
// chase fixes every column of the chased rows, plus among them.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "zk/grid_ring.hpp"
#include "lightsout/error.hpp"
#include "lightsout/stop.hpp"
#include "lightsout/zk/chasing.hpp"
#include "lightsout/zk/engines.hpp"
#include "symbolic_chase.hpp"

namespace lightsout::zk {

namespace {

using chase::Index;
using chase::Layout;
using chase::cell_index;

std::size_t at(Shape s, int r, int c) { return cell_index(s, r, c); }

// The leftover system L u = -l, and the leftover lights in the order of its rows.
struct LeftoverSystem {
    ResidueMatrix equations;  // L
    Residues rhs;             // -l
    std::vector<std::size_t> lights;
};

Residues replay_rows(const Layout& plan, std::span<const std::uint8_t> t, std::span<const std::uint8_t> u, int q);
LeftoverSystem system_by_shifts(const Layout& plan, std::span<const std::uint8_t> t, int q);

// On a torus whose chase fixes every column of the chased rows (f = 0: the
// unknowns are whole rows, as for plus), see system_by_shifts.
bool moves_with_columns(const Layout& plan) {
    return plan.torus && plan.ranges.pivot_lo == 0 && plan.ranges.pivot_hi == plan.cols;
}

LeftoverSystem leftover_system(const Layout& plan, std::span<const std::uint8_t> t, int q) {
    if (moves_with_columns(plan)) return system_by_shifts(plan, t, q);
    const Shape s = plan.shape();
    const int U = int(plan.unknowns);
    LeftoverSystem out{ResidueMatrix{U, Residues(std::size_t(U) * std::size_t(U))}, Residues(std::size_t(U)), {}};
    const zk::GridRing forms(U + 1, q);
    out.lights = chase::chase_forms(plan, forms, [&](int i, int j) { return int(t[at(s, i, j)]); },
                                    [&](Index k, const std::uint8_t* form) {
                                        std::copy(form, form + U, out.equations.entries.begin() + std::ptrdiff_t(k) * U);
                                        out.rhs[std::size_t(k)] = forms.mod.neg(form[U]);
                                    });
    return out;
}

// leftover_system() where the chase moves with the columns (moves_with_columns): moving
// u and t one column sideways moves every press, and so every leftover, one
// column too (each fixed press's light and every seen press wrap alike). So L
// is made of circulant blocks: its column for unknown (b, c) is the column of
// (b, 0) moved c columns, and s + 1 chases with numbers (u = the first cell of
// each unknown row, then t alone) give [L | l] without forms: about
// cells * |R| * (s + 1) operations instead of cells * |R| * U (plus mod K on a
// 256 x 256 torus: 3 chases instead of rows of 513 residues).
LeftoverSystem system_by_shifts(const Layout& plan, std::span<const std::uint8_t> t, int q) {
    const Shape s = plan.shape();
    const int U = int(plan.unknowns);
    LeftoverSystem out{ResidueMatrix{U, Residues(std::size_t(U) * std::size_t(U))}, Residues(std::size_t(U)), {}};
    const std::vector<std::vector<int>> light_rows_after = plan.light_rows_by_readiness();
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
    Residues u(std::size_t(U), 0);
    const Residues l = leftover_values(replay_rows(plan, t, u, q), t);
    for (std::size_t k = 0; k < l.size(); ++k) out.rhs[k] = std::uint8_t(l[k] ? q - l[k] : 0);
    for (int b = 0; b < s.rows; ++b) {
        if (plan.chased(b)) continue;
        const std::size_t first = std::size_t(plan.unknown_index(b, 0));
        u[first] = 1;
        const Residues column = leftover_values(replay_rows(plan, {}, u, q), {});
        u[first] = 0;
        for (std::size_t k = 0; k < out.lights.size(); ++k) {
            const int i = int(out.lights[k] / std::size_t(s.cols)), j = int(out.lights[k] % std::size_t(s.cols));
            for (int c = 0; c < s.cols; ++c) {
                const std::size_t from = slot[at(s, i, Layout::wrap(j - c, s.cols))];
                if (from == out.lights.size())
                    throw std::logic_error("internal error: a leftover light's row holds a light that fixes a press");
                out.equations.entries[k * std::size_t(U) + first + std::size_t(c)] = column[from];
            }
        }
    }
    return out;
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
        throw_if_stopped();
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

// The chases of the assignments `us` of the unknowns (in chase order), side by
// side; the first carries the change t (empty: none).
std::vector<Residues> replay(const Layout& plan, const std::vector<Residues>& us, std::span<const std::uint8_t> t, int q) {
    const Shape s = plan.shape();
    std::vector<Residues> out(us.size(), Residues(static_cast<std::size_t>(s.cells())));
    chase::chase_assignments(plan, [q](int lanes) { return zk::GridRing(lanes, q); }, us, !t.empty(),
                             [&](int i, int j) { return int(t[at(s, i, j)]); },
                             [&](std::size_t first, int lanes, int r, const std::uint8_t* row) {
                                 for (int c = 0; c < s.cols; ++c)
                                     for (int v = 0; v < lanes; ++v)
                                         out[first + std::size_t(v)][at(s, r, c)] = row[std::size_t(c) * std::size_t(lanes) + std::size_t(v)];
                             });
    return out;
}

ModularSolution solve_planned(const Layout& plan, std::span<const std::uint8_t> t, PrimePower q, std::int64_t quiet_cells) {
    const int m = q.modulus;
    const LeftoverSystem system = leftover_system(plan, t, m);
    ModularSolution small = solve_prime_power(system.equations, system.rhs, q);
    ModularSolution out;
    out.states = m;
    out.engine = "chasing-zk(" + small.engine + ")";
    out.solvable = small.solvable;
    if (small.solvable)
        out.presses = moves_with_columns(plan) ? replay_rows(plan, t, small.presses, m) : std::move(replay(plan, {small.presses}, t, m).front());
    else out.certificate = chase::chase_backwards(plan, system.lights, small.certificate, m);
    out.quiet.states = m;
    out.quiet.orders = small.quiet.orders;
    if (small.quiet.generators_known() &&
        std::int64_t(small.quiet.orders.size()) * plan.shape().cells() <= quiet_cells)
        out.quiet.generators = replay(plan, small.quiet.generators, {}, m);
    return out;
}

}  // namespace

ModularSolution solve_by_chasing_mod(std::span<const std::uint8_t> change, Shape shape, const Rule& rule, PrimePower q,
                                     std::int64_t quiet_cells) {
    const std::int64_t unknowns = chasing_unknowns(rule, shape);
    if (unknowns < 0 || unknowns > kChasingModMaxUnknowns)
        throw InputError(Problem::method,
                         "the chasing engine mod " + std::to_string(q.modulus) + " does not apply to rule " + rule.name() +
                             " on a " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + " board",
                         "chasing");
    const chase::Plan plan = chase::best_plan(rule, shape);
    if (plan.frame.identity()) return solve_planned(plan.layout, change, q, quiet_cells);
    // The framed board under the framed footprint is the same puzzle, its
    // cells (lights and presses alike) permuted.
    ModularSolution s = solve_planned(plan.layout, chase::to_frame(change, shape, plan.frame), q, quiet_cells);
    if (s.solvable) s.presses = chase::from_frame(s.presses, shape, plan.frame);
    else s.certificate = chase::from_frame(s.certificate, shape, plan.frame);
    for (Residues& g : s.quiet.generators) g = chase::from_frame(g, shape, plan.frame);
    return s;
}

}  // namespace lightsout::zk
