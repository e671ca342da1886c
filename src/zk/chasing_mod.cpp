// Symbolic light chasing mod q: any local rule off the torus (custom stencils,
// plus mod p^e, ...) reduced to a small dense system over Z/q.
//
// The chase of src/solve/chasing_engine.cpp, over Z/q instead of GF(2). Light
// (i, j) sees the presses (i + a, j + b) for (a, b) in the reach R (the
// footprint reflected; off the torus every coefficient is 1), and must change
// by t(i, j): its equation is  (the presses it sees) - t(i, j) = 0. With
// H = max a and b_max the largest b with a = H, light (i, j) is the one
// equation that fixes press (i + H, j + b_max): every other press it sees lies
// in an earlier row, or in the same row further left. Its coefficient is 1, a
// unit in every Z/q, so  x(i + H, j + b_max) = t(i, j) - (the others). The
// presses no light fixes are the unknowns u (U of them); the lights that fix
// nothing are the leftover equations (exactly U: fixing lights and fixed
// presses pair up). Carrying every press as an affine form in u (U + 1
// residues) through the chase gives the leftover system  L u + l(t) = 0,
// U x U over Z/q, solved by the dense engine of q (engines.hpp).
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
// window of the last rows of forms, and the dense U x U system. The board is
// transposed first when that makes U smaller.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "grid_rows.hpp"
#include "lightsout/error.hpp"
#include "lightsout/zk/chasing.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout::zk {

namespace {

struct Reach {
    int a, b;
};

// The chase's plan for one orientation of the board.
struct Plan {
    Shape shape;
    std::vector<Reach> reach;
    int h = 0, b_max = 0, lowest = 0;  // lowest = min a: a light sees press rows i + lowest .. i + h

    bool on(int r, int c) const { return r >= 0 && r < shape.rows && c >= 0 && c < shape.cols; }
    // The light that fixes press (q, p), if any.
    bool fixed(int q, int p) const { return on(q - h, p - b_max); }
    std::int64_t unknowns() const {
        std::int64_t u = 0;
        for (int q = 0; q < shape.rows; ++q) {
            if (!on(q - h, 0) && !on(q - h, shape.cols - 1)) {
                u += shape.cols;
                continue;
            }
            for (int p = 0; p < shape.cols; ++p) u += !fixed(q, p);
        }
        return u;
    }
};

Plan plan_for(const Rule& rule, Shape shape, bool swap) {
    Plan plan;
    plan.shape = swap ? Shape{shape.cols, shape.rows} : shape;
    for (const Offset& o : rule.offsets()) {
        const int dr = swap ? o.dc : o.dr, dc = swap ? o.dr : o.dc;
        plan.reach.push_back({-dr, -dc});
    }
    plan.h = plan.lowest = plan.reach.front().a;
    for (const Reach& r : plan.reach) plan.h = std::max(plan.h, r.a), plan.lowest = std::min(plan.lowest, r.a);
    plan.b_max = -(1 << 30);
    for (const Reach& r : plan.reach)
        if (r.a == plan.h) plan.b_max = std::max(plan.b_max, r.b);
    return plan;
}

std::size_t at(Shape s, int r, int c) { return std::size_t(r) * std::size_t(s.cols) + std::size_t(c); }

// The chase with forms: every press as (coefficients of u, constant) mod q.
struct Reduced {
    std::int64_t unknowns = 0;
    std::vector<Residues> leftover;   // rows of [L | l]
    std::vector<std::size_t> lights;  // the leftover lights, in the order of `leftover`
};

Reduced reduce(const Plan& plan, std::span<const std::uint8_t> t, int q) {
    const Shape s = plan.shape;
    const std::size_t width = std::size_t(plan.unknowns()) + 1, constant = width - 1;
    const int rows_kept = plan.h - plan.lowest + 1;
    // The window: press rows q - rows_kept + 1 .. q, each n forms.
    std::vector<Residues> window(std::size_t(rows_kept), Residues(std::size_t(s.cols) * width, 0));
    auto form = [&](int r, int c) { return window[std::size_t(r % rows_kept)].data() + std::size_t(c) * width; };
    Reduced out;
    out.unknowns = std::int64_t(width - 1);
    // Light (i, j): the sum of the forms it sees, leaving out press `skip`, minus t.
    Residues sum(width);
    auto light_sum = [&](int i, int j, const Reach* skip) {
        std::fill(sum.begin(), sum.end(), 0);
        sum[constant] = std::uint8_t((q - t[at(s, i, j)]) % q);
        for (const Reach& r : plan.reach)
            if (&r != skip && plan.on(i + r.a, j + r.b)) add_row(sum.data(), form(i + r.a, j + r.b), width, q);
    };
    const Reach* fixing = nullptr;
    for (const Reach& r : plan.reach)
        if (r.a == plan.h && r.b == plan.b_max) fixing = &r;
    // Light row i is complete when press row i + h is (before any row when i + h < 0).
    auto leftovers_of_light_row = [&](int i) {
        for (int j = 0; j < s.cols; ++j) {
            if (plan.on(i + plan.h, j + plan.b_max)) continue;  // a fixing light: holds by construction
            light_sum(i, j, nullptr);
            out.leftover.push_back(sum);
            out.lights.push_back(at(s, i, j));
        }
    };
    for (int i = 0; i < s.rows && i + plan.h < 0; ++i) leftovers_of_light_row(i);
    std::size_t next_unknown = 0;
    for (int row = 0; row < s.rows; ++row) {
        for (int p = 0; p < s.cols; ++p) {
            std::uint8_t* f = form(row, p);
            if (!plan.fixed(row, p)) {
                std::fill(f, f + width, 0);
                f[next_unknown++] = 1;
                continue;
            }
            light_sum(row - plan.h, p - plan.b_max, fixing);
            for (std::size_t k = 0; k < width; ++k) f[k] = sum[k] ? std::uint8_t(q - sum[k]) : 0;  // minus the sum
        }
        const int i = row - plan.h;  // the light row complete now
        if (i >= 0 && i < s.rows) leftovers_of_light_row(i);
    }
    for (int i = std::max(0, s.rows - plan.h); i < s.rows; ++i)
        if (i + plan.h >= s.rows) leftovers_of_light_row(i);
    return out;
}

// The chase with numbers: presses from u (the unknowns in chase order) and t.
Residues replay(const Plan& plan, std::span<const std::uint8_t> t, std::span<const std::uint8_t> u, int q) {
    const Shape s = plan.shape;
    Residues x(static_cast<std::size_t>(s.cells()), 0);
    std::size_t next_unknown = 0;
    for (int row = 0; row < s.rows; ++row)
        for (int p = 0; p < s.cols; ++p) {
            if (!plan.fixed(row, p)) {
                x[at(s, row, p)] = u[next_unknown++];
                continue;
            }
            const int i = row - plan.h, j = p - plan.b_max;
            int others = 0;
            for (const Reach& r : plan.reach)
                if ((r.a != plan.h || r.b != plan.b_max) && plan.on(i + r.a, j + r.b)) others += x[at(s, i + r.a, j + r.b)];
            x[at(s, row, p)] = std::uint8_t(((t.empty() ? 0 : t[at(s, i, j)]) + q - others % q) % q);
        }
    return x;
}

// y = Lambda^T z by the chase run backwards (see the top of the file).
Residues certificate(const Plan& plan, const Reduced& reduced, std::span<const std::uint8_t> z, int q) {
    const Shape s = plan.shape;
    Residues received(static_cast<std::size_t>(s.cells()), 0), y(received.size(), 0);
    auto give = [&](std::uint8_t& to, int amount) { to = std::uint8_t((to + amount) % q); };
    // Light (i, j) passes `to_change` to its change and `to_presses` to the presses it sees.
    auto pass = [&](int i, int j, int to_change, int to_presses, bool skip_fixed) {
        give(y[at(s, i, j)], to_change);
        for (const Reach& r : plan.reach)
            if (!(skip_fixed && r.a == plan.h && r.b == plan.b_max) && plan.on(i + r.a, j + r.b))
                give(received[at(s, i + r.a, j + r.b)], to_presses);
    };
    for (std::size_t k = 0; k < reduced.lights.size(); ++k)
        if (const int zi = z[k])
            pass(int(reduced.lights[k] / std::size_t(s.cols)), int(reduced.lights[k] % std::size_t(s.cols)), q - zi, zi,
                 false);
    for (int row = s.rows - 1; row >= 0; --row)
        for (int p = s.cols - 1; p >= 0; --p)
            if (plan.fixed(row, p))
                if (const int v = received[at(s, row, p)]) pass(row - plan.h, p - plan.b_max, v, q - v, true);
    return y;
}

// The leftover system L (unknown k changes leftover i by L[i][k]).
ResidueMatrix system_of(const Reduced& r) {
    if (std::int64_t(r.leftover.size()) != r.unknowns)
        throw std::logic_error("internal error: the chase mod q left " + std::to_string(r.leftover.size()) +
                               " equations for " + std::to_string(r.unknowns) + " unknowns");
    const int n = int(r.unknowns);
    ResidueMatrix m{n, std::vector<std::uint8_t>(std::size_t(n) * std::size_t(n))};
    for (int i = 0; i < n; ++i) std::copy(r.leftover[std::size_t(i)].begin(), r.leftover[std::size_t(i)].end() - 1,
                                          m.entries.begin() + std::ptrdiff_t(i) * n);
    return m;
}

ModularSolution solve_planned(const Plan& plan, std::span<const std::uint8_t> t, PrimePower q) {
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
    if (small.quiet.generators_known() && std::int64_t(small.quiet.orders.size()) * plan.shape.cells() <= kQuietGeneratorBytes)
        for (const Residues& g : small.quiet.generators) out.quiet.generators.push_back(replay(plan, {}, g, m));
    return out;
}

}  // namespace

std::int64_t chasing_unknowns_mod(const Rule& rule, Shape shape) {
    if (!rule.is_local() || rule.torus()) return -1;
    return std::min(plan_for(rule, shape, false).unknowns(), plan_for(rule, shape, true).unknowns());
}

ModularSolution solve_by_chasing_mod(std::span<const std::uint8_t> change, Shape shape, const Rule& rule, PrimePower q) {
    const std::int64_t unknowns = chasing_unknowns_mod(rule, shape);
    if (unknowns < 0 || unknowns > kChasingModMaxUnknowns)
        throw InputError("the chasing engine mod " + std::to_string(q.modulus) + " does not apply to rule " + rule.name() +
                         " on a " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + " board");
    const bool swap = plan_for(rule, shape, true).unknowns() < plan_for(rule, shape, false).unknowns();
    if (!swap) return solve_planned(plan_for(rule, shape, false), change, q);
    // The transposed board under the transposed footprint is the same puzzle.
    const Shape wide{shape.cols, shape.rows};
    ModularSolution s = solve_planned(plan_for(rule, shape, true), transposed(change, shape), q);
    if (s.solvable) s.presses = transposed(s.presses, wide);
    else s.certificate = transposed(s.certificate, wide);
    for (Residues& g : s.quiet.generators) g = transposed(g, wide);
    return s;
}

}  // namespace lightsout::zk
