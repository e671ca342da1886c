// Graph chasing: light chasing on any press matrix over a field Z/p (p = 2 on
// 64-bit words, odd p on bytes), a symbolic elimination that follows the
// matrix's sparsity. Light i's equation is
//
//     sum over the buttons j that change i of A_ij x_j = b_i   (mod p),
//
// and when exactly one of its presses, j, is not yet known, it fixes
//
//     x_j = A_ij^-1 (b_i - sum over the other buttons k of A_ik x_k),
//
// an affine form in the presses left free (the seeds, sigma_1..sigma_s). When no
// equation has one unknown press left, a press becomes a new seed. Each press
// is fixed by one light (its pivot) or is a seed, so exactly s lights fix
// nothing: their equations, every press replaced by its form, are an s x s
// system R sigma = c for the ring's dense engine. The chase is a bijection
// between the solutions of R sigma = c and the board's, so:
//   - the presses are the chase replayed from a solution sigma (with numbers,
//     in O(nonzeros));
//   - the quiet patterns are the chase replayed, with nothing to change, from
//     R's quiet patterns;
//   - a certificate z of R (z R = 0, z.c != 0) becomes the board's y by
//     back-substitution through the pivots, last pivot first: y = z on the
//     lights that fixed nothing, and y_p = -A_pj^-1 (sum over the other lights
//     i that button j changes of y_i A_ij) for the light p that fixed press j.
//     Then (y A)_j = 0 for every fixed press, and y (A x(sigma) - b) =
//     z (R sigma - c) = -z.c for every sigma, so (y A) is 0 on the seeds too and
//     y.b = z.c != 0. This holds for any A, symmetric or not (directed graphs).
//     On a symmetric A (undirected graphs) the left quiet patterns are the right
//     ones, and a quiet pattern q with q.b != 0 is the certificate: mod p that
//     spares FLINT its second reduction (of R^T) for the small system's z.
// Cost: the plan is O(nonzeros); the forms nonzeros x s operations on units of
// 64 (GF(2)) or 1 (bytes) entries; R is the dense engine's on s buttons. Over
// Z/p^e, e > 1, a coefficient need not be a unit: those go to the Smith form.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "lightsout/modular.hpp"
#include "lightsout/press_matrix.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout::zk::chase {

// A's entries that are nonzero mod p, both ways, with their residues: the
// lights a button changes and the buttons that change a light.
struct Incidence {
    std::vector<std::int64_t> lights_start, buttons_start;
    std::vector<std::int32_t> lights_of_button, buttons_of_light;
    std::vector<std::uint8_t> light_times, button_times;  // A_ij mod p, beside the two lists

    Incidence(const PressMatrix& a, int p);
    int size() const { return int(lights_start.size()) - 1; }
    std::int64_t nonzeros() const { return std::int64_t(lights_of_button.size()); }
    std::span<const std::int32_t> lights(int button) const { return slice(lights_of_button, lights_start, button); }
    std::span<const std::uint8_t> lights_times(int button) const { return slice(light_times, lights_start, button); }
    std::span<const std::int32_t> buttons(int light) const { return slice(buttons_of_light, buttons_start, light); }
    std::span<const std::uint8_t> buttons_times(int light) const { return slice(button_times, buttons_start, light); }
    // A_ij = A_ji mod p for all i, j (both lists are sorted by index).
    bool symmetric() const { return lights_of_button == buttons_of_light && light_times == button_times; }

private:
    template <class T>
    static std::span<const T> slice(const std::vector<T>& v, const std::vector<std::int64_t>& start, int i) {
        return {v.data() + start[std::size_t(i)], v.data() + start[std::size_t(i) + 1]};
    }
};

// One step of the chase: `press` becomes a seed (pivot -1) or is fixed by the
// equation of light `pivot`, in which it stands with coefficient `times`.
struct Step {
    std::int32_t press = 0;
    std::int32_t pivot = -1;
    std::uint8_t times = 0;
};

// The order of the chase, found before any form is built (graph_chase_plan.cpp).
struct Plan {
    std::vector<Step> steps;             // every press once
    std::vector<std::int32_t> leftover;  // the s lights that fixed no press, increasing
    int seeds = 0;
    bool complete = true;  // false: stopped past its most seeds, not to be solved
};

// Fix presses while some light has one unknown press; else make a seed of the
// unknown press of lowest breadth-first rank in a light with the fewest unknown
// presses (at least two), or of any unknown press no light needs. Past
// `most_seeds` seeds it stops, incomplete (at the next seed it would take): a dense
// graph is sent to the dense engine without planning it to the end.
Plan plan(const Incidence& g, std::int64_t most_seeds = std::numeric_limits<std::int64_t>::max());

// Every press as an affine form in the seeds: `units` ring units of seed
// coefficients (Ring::Unit) and a constant.
template <class Ring>
class Forms {
public:
    using Unit = typename Ring::Unit;
    Forms(int presses, std::size_t units)
        : units_(units), coefficients_(std::size_t(presses) * units, 0), constant_(std::size_t(presses), 0) {}
    std::size_t units() const { return units_; }
    int presses() const { return int(constant_.size()); }
    Unit* of(int press) { return coefficients_.data() + std::size_t(press) * units_; }
    const Unit* of(int press) const { return coefficients_.data() + std::size_t(press) * units_; }
    std::uint8_t& constant(int press) { return constant_[std::size_t(press)]; }
    std::uint8_t constant(int press) const { return constant_[std::size_t(press)]; }

private:
    std::size_t units_;
    std::vector<Unit> coefficients_;
    std::vector<std::uint8_t> constant_;
};

// Light i's equation with every press replaced by its form, press `skip` left
// out: sum of A_ik F_k into `out` (its first `units` units), and the sum of
// A_ik times the constants returned.
template <class Ring>
int light_sum(const Ring& ring, const Incidence& g, const Forms<Ring>& forms, int light, int skip,
              typename Ring::Unit* out, std::size_t units) {
    int constant = 0;
    const auto buttons = g.buttons(light);
    const auto times = g.buttons_times(light);
    for (std::size_t k = 0; k < buttons.size(); ++k) {
        if (buttons[k] == skip) continue;
        ring.add_scaled(out, forms.of(buttons[k]), times[k], units);
        constant = ring.add(constant, ring.mul(times[k], forms.constant(buttons[k])));
    }
    return constant;
}

template <class Ring>
Forms<Ring> build_forms(const Ring& ring, const Incidence& g, const Plan& plan, std::span<const std::uint8_t> change) {
    Forms<Ring> forms(g.size(), ring.units(plan.seeds));
    int seeds = 0;
    for (const Step& step : plan.steps) {
        auto* f = forms.of(step.press);
        if (step.pivot < 0) {
            ring.set_seed(f, seeds++);
            continue;
        }
        // x_j = A_pj^-1 (b_p - sum) = -A_pj^-1 sum + A_pj^-1 b_p
        const std::size_t units = ring.units(seeds);
        const int sum = light_sum(ring, g, forms, step.pivot, step.press, f, units);
        const int inverse = ring.inverse(step.times);
        ring.scale(f, ring.negate(inverse), units);
        forms.constant(step.press) =
            std::uint8_t(ring.mul(inverse, ring.add(change[std::size_t(step.pivot)], ring.negate(sum))));
    }
    return forms;
}

// Back-substitution of a certificate z of R through the pivots (the identity above).
template <class Ring>
std::vector<std::uint8_t> certificate_of(const Ring& ring, const Incidence& g, const Plan& plan,
                                         std::span<const std::uint8_t> z) {
    std::vector<std::uint8_t> y(std::size_t(g.size()), 0);
    for (std::size_t k = 0; k < plan.leftover.size(); ++k) y[std::size_t(plan.leftover[k])] = z[k];
    for (std::size_t i = plan.steps.size(); i-- > 0;) {
        const Step& step = plan.steps[i];
        if (step.pivot < 0) continue;
        const auto lights = g.lights(step.press);
        const auto times = g.lights_times(step.press);
        int sum = 0;
        for (std::size_t k = 0; k < lights.size(); ++k)
            if (lights[k] != step.pivot) sum = ring.add(sum, ring.mul(y[std::size_t(lights[k])], times[k]));
        y[std::size_t(step.pivot)] = std::uint8_t(ring.negate(ring.mul(ring.inverse(step.times), sum)));
    }
    return y;
}

// Every press at the seeds sigma: the chase replayed with numbers instead of
// forms, O(nonzeros) (cheaper than evaluating n forms of s coefficients). With
// `change` the board's presses, with no change (empty) a quiet pattern.
template <class Ring>
std::vector<std::uint8_t> replayed(const Ring& ring, const Incidence& g, const Plan& plan,
                                   std::span<const std::uint8_t> sigma, std::span<const std::uint8_t> change) {
    std::vector<std::uint8_t> x(std::size_t(g.size()), 0);
    std::size_t seeds = 0;
    for (const Step& step : plan.steps) {
        if (step.pivot < 0) {
            x[std::size_t(step.press)] = sigma[seeds++];
            continue;
        }
        int sum = 0;
        const auto buttons = g.buttons(step.pivot);
        const auto times = g.buttons_times(step.pivot);
        for (std::size_t k = 0; k < buttons.size(); ++k)
            if (buttons[k] != step.press) sum = ring.add(sum, ring.mul(times[k], x[std::size_t(buttons[k])]));
        const int b = change.empty() ? 0 : change[std::size_t(step.pivot)];
        x[std::size_t(step.press)] = std::uint8_t(ring.mul(ring.inverse(step.times), ring.add(b, ring.negate(sum))));
    }
    return x;
}

// A quiet pattern q with q.b != 0, or nothing.
template <class Ring>
std::vector<std::uint8_t> overlapping(const Ring& ring, const std::vector<std::vector<std::uint8_t>>& quiet,
                                      std::span<const std::uint8_t> change) {
    for (const auto& q : quiet) {
        int overlap = 0;
        for (std::size_t i = 0; i < q.size(); ++i) overlap = ring.add(overlap, ring.mul(q[i], change[i]));
        if (overlap != 0) return q;
    }
    return {};
}

// The whole chase over Ring: forms, the small system (Ring::solve_small, the
// ring's dense engine on s buttons), the answer expanded to every press.
template <class Ring>
ModularSolution solve(const Ring& ring, const Incidence& g, const Plan& plan, std::span<const std::uint8_t> change) {
    const Forms<Ring> forms = build_forms(ring, g, plan, change);
    const int s = plan.seeds;
    // R sigma = c from the s lights that fixed nothing: c_i = b_i - (A const)_i.
    std::vector<typename Ring::Unit> rows(std::size_t(s) * forms.units(), 0);
    std::vector<std::uint8_t> c(std::size_t(s), 0);
    for (int k = 0; k < s; ++k) {
        const int light = plan.leftover[std::size_t(k)];
        const int sum = light_sum(ring, g, forms, light, -1, rows.data() + std::size_t(k) * forms.units(), forms.units());
        c[std::size_t(k)] = std::uint8_t(ring.add(change[std::size_t(light)], ring.negate(sum)));
    }
    // On a symmetric A a quiet pattern with a nonzero overlap is a certificate (left and
    // right quiet patterns coincide), so the small system need not make one.
    const bool symmetric = g.symmetric();
    ModularSolution small;
    small.solvable = true;  // no seeds: the chase fixed every press, one solution
    if (s > 0) small = ring.solve_small(rows, forms.units(), c, s, !symmetric);
    ModularSolution out;
    out.states = ring.modulus();
    out.engine = "graph-chasing";
    out.solvable = small.solvable;
    if (small.solvable) out.presses = replayed(ring, g, plan, small.presses, change);
    else if (!small.certificate.empty()) out.certificate = certificate_of(ring, g, plan, small.certificate);
    out.quiet.states = ring.modulus();
    out.quiet.orders = small.quiet.orders;
    if (small.quiet.generators_known() &&
        std::int64_t(small.quiet.orders.size()) * g.size() <= kQuietGeneratorBytes)
        for (const auto& v : small.quiet.generators) out.quiet.generators.push_back(replayed(ring, g, plan, v, {}));
    if (!out.solvable && out.certificate.empty()) {
        out.certificate = overlapping(ring, out.quiet.generators, change);
        if (out.certificate.empty())  // the quiet patterns were too many to keep: ask the small system
            out.certificate = certificate_of(ring, g, plan, ring.solve_small(rows, forms.units(), c, s, true).certificate);
    }
    return out;
}

}  // namespace lightsout::zk::chase
