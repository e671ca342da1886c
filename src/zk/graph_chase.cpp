// Graph chasing over its two rings, and the rule that routes a press matrix to
// it or to the dense engine. The algorithm and the identity it relies on are in
// graph_chase.hpp (one algorithm, generic over the ring policy, as the grid
// engines are: docs/ARCHITECTURE.md "Rings as policies"); the plan is in
// graph_chase_plan.cpp. Here: GF(2) with 64 seed coefficients per word (its
// small system to gf2::Elimination, M4RI) and Z/p, p an odd prime, with one
// coefficient per byte (its small system to FLINT, solve_field).
#include <algorithm>
#include <string>
#include <utility>

#include "graph_chase.hpp"
#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/ring.hpp"
#include "zk/gf2_engine.hpp"

namespace lightsout::zk {

namespace {

// GF(2): a form is s bits in words; the only nonzero coefficient is 1.
struct Gf2Forms {
    using Unit = Word;
    int modulus() const { return 2; }
    std::size_t units(int seeds) const { return bits::words_for(std::max(seeds, 1)); }
    void set_seed(Word* f, int k) const { bits::flip(f, k); }
    void add_scaled(Word* out, const Word* f, int /*times: 1*/, std::size_t units) const {
        bits::xor_into(out, f, units);
    }
    void scale(Word* /*f*/, int /*by: 1*/, std::size_t /*units*/) const {}
    int add(int a, int b) const { return a ^ b; }
    int mul(int a, int b) const { return a & b; }
    int negate(int a) const { return a; }
    int inverse(int /*a: 1*/) const { return 1; }
    // M4RI's certificate comes from the same factorisation: always made.
    ModularSolution solve_small(std::vector<Word> rows, std::size_t units, std::span<const std::uint8_t> c, int s,
                                bool /*certificate*/) const;
};

ModularSolution Gf2Forms::solve_small(std::vector<Word> rows, std::size_t units, std::span<const std::uint8_t> c,
                                      int s, bool /*certificate*/) const {
    gf2::Matrix r(s, s);
    for (int k = 0; k < s; ++k) std::copy_n(rows.data() + std::size_t(k) * units, units, r.row(k));
    rows = {};
    return solve_gf2(std::move(r), c);
}

// Z/p, p an odd prime: a form is s residues, one per byte.
struct FieldForms {
    using Unit = std::uint8_t;
    int p = 3;
    int modulus() const { return p; }
    std::size_t units(int seeds) const { return std::size_t(std::max(seeds, 1)); }
    void set_seed(std::uint8_t* f, int k) const { f[k] = 1; }
    void add_scaled(std::uint8_t* out, const std::uint8_t* f, int times, std::size_t units) const {
        if (times == 1) {  // the common case, without a division: 16 residues per instruction
            for (std::size_t w = 0; w < units; ++w) {
                const int sum = out[w] + f[w];
                out[w] = std::uint8_t(sum >= p ? sum - p : sum);
            }
            return;
        }
        for (std::size_t w = 0; w < units; ++w) out[w] = std::uint8_t((out[w] + times * f[w]) % p);
    }
    void scale(std::uint8_t* f, int by, std::size_t units) const {
        if (by == 1) return;
        if (by == p - 1) {  // negation (a pivot coefficient 1), without a division
            for (std::size_t w = 0; w < units; ++w) f[w] = std::uint8_t(f[w] ? p - f[w] : 0);
            return;
        }
        for (std::size_t w = 0; w < units; ++w) f[w] = std::uint8_t(by * f[w] % p);
    }
    int add(int a, int b) const { return (a + b) % p; }
    int mul(int a, int b) const { return a * b % p; }
    int negate(int a) const { return a ? p - a : 0; }
    int inverse(int a) const { return inverse_mod(a, p); }
    ModularSolution solve_small(std::vector<std::uint8_t> rows, std::size_t /*units: s*/,
                                std::span<const std::uint8_t> c, int s, bool certificate) const {
        return solve_field(ResidueMatrix{s, std::move(rows)}, c, p, certificate);
    }
};

// Graph chasing applies to fields: GF(2) and Z/p (a coefficient must be a unit).
void refuse_non_field(PrimePower q) {
    if (q.exponent != 1)
        throw InputError("graph chasing works mod a prime, not mod " + std::to_string(q.modulus));
}

std::int64_t form_bytes(int p, std::int64_t buttons, std::int64_t seeds) {
    const std::int64_t units = p == 2 ? std::int64_t(bits::words_for(int(std::max<std::int64_t>(seeds, 1)))) * 8
                                      : std::max<std::int64_t>(seeds, 1);
    return buttons * units;
}

// The most seeds each small system takes: the dense engine's limit.
std::int64_t most_seeds(int p) { return p == 2 ? kGf2MaxButtons : kFieldMaxButtons; }

bool chase_fits(int p, std::int64_t buttons, std::int64_t seeds) {
    return buttons <= kGraphChaseMaxButtons && seeds <= most_seeds(p) &&
           form_bytes(p, buttons, seeds) <= kGraphChaseMaxFormBytes;
}

// An upper bound on the seeds with which chasing_wins can hold: both of its
// terms alone must stay below n^3.
std::int64_t seeds_that_can_win(int p, std::int64_t buttons, std::int64_t nonzeros) {
    const double n3 = double(buttons) * double(buttons) * double(buttons);
    const double per_form_step = p == 2 ? kGf2FormCost : kFieldFormCost;
    return std::min(buttons, std::int64_t(n3 / (per_form_step * double(std::max<std::int64_t>(nonzeros, 1)))) + 1);
}

ModularSolution chased(const chase::Incidence& g, const chase::Plan& plan, std::span<const std::uint8_t> change,
                       int p) {
    if (p == 2) return chase::solve(Gf2Forms{}, g, plan, change);
    return chase::solve(FieldForms{p}, g, plan, change);
}

}  // namespace

bool chasing_wins(int p, std::int64_t buttons, std::int64_t nonzeros, std::int64_t seeds) {
    const double n = double(buttons), s = double(seeds);
    const double per_form_step = p == 2 ? kGf2FormCost : kFieldFormCost;
    return buttons >= kGraphChaseFromButtons && per_form_step * double(nonzeros) * s + s * s * s < n * n * n;
}

std::int64_t graph_chase_seeds(const PressMatrix& a, int p) { return chase::plan(chase::Incidence(a, p)).seeds; }

ModularSolution solve_by_graph_chasing(const PressMatrix& a, std::span<const std::uint8_t> change, PrimePower q) {
    refuse_non_field(q);
    if (a.size() > kGraphChaseMaxButtons)
        throw InputError("graph chasing takes at most " + std::to_string(kGraphChaseMaxButtons) + " buttons, not " +
                         std::to_string(a.size()));
    const chase::Incidence g(a, q.prime);
    const chase::Plan plan = chase::plan(g);
    if (!chase_fits(q.prime, a.size(), plan.seeds))
        throw InputError("graph chasing leaves " + std::to_string(plan.seeds) + " seeds on " +
                         std::to_string(a.size()) + " buttons mod " + std::to_string(q.prime) +
                         ", more than its small system or its memory takes");
    return chased(g, plan, change, q.prime);
}

std::optional<ModularSolution> solve_by_graph_chasing_if_faster(const PressMatrix& a,
                                                                std::span<const std::uint8_t> change, PrimePower q) {
    if (q.exponent != 1 || a.size() < kGraphChaseFromButtons || a.size() > kGraphChaseMaxButtons) return std::nullopt;
    const chase::Incidence g(a, q.prime);
    const bool dense_can = a.size() <= dense_limit(q);
    const chase::Plan plan = chase::plan(g, dense_can ? seeds_that_can_win(q.prime, a.size(), g.nonzeros())
                                                      : most_seeds(q.prime));
    if (!plan.complete || !chase_fits(q.prime, a.size(), plan.seeds) ||
        (dense_can && !chasing_wins(q.prime, a.size(), g.nonzeros(), plan.seeds)))
        return std::nullopt;
    return chased(g, plan, change, q.prime);
}

}  // namespace lightsout::zk
