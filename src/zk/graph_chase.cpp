// Graph chasing: light chasing on any press matrix over GF(2), a symbolic
// elimination that follows the matrix's sparsity. Light i's equation is
//
//     sum over the buttons j that change i of x_j = b_i   (mod 2),
//
// and when exactly one of its presses, j, is not yet known, it fixes
//
//     x_j = b_i + sum over the other buttons k of x_k,
//
// an affine form in the presses left free (the seeds, sigma_1..sigma_s): a
// word vector of s bits and a constant. When no equation has one unknown
// press left, a press becomes a new seed. Each press is fixed by one light (its
// pivot) or is a seed, so exactly s lights fix nothing: their equations, with
// every press replaced by its form, are an s x s system R sigma = c, solved by
// the dense engine's factorisation (gf2/elimination.hpp). The chase is a
// bijection between the solutions of R sigma = c and the board's, so:
//   - the presses are the forms at a solution sigma;
//   - the quiet patterns are the forms (constants dropped) at R's null vectors;
//   - a certificate z of R (z R = 0, z.c = 1) becomes the board's y by
//     back-substitution through the pivots, last pivot first: y = z on the
//     lights that fixed nothing, and y_p = sum over the other lights i that
//     button j changes of y_i for the light p that fixed press j. Then
//     (y A)_j = 0 for every fixed press, and y (A x(sigma) - b) = z (R sigma - c)
//     = z.c = 1 for every sigma, so (y A) is 0 on the seeds too and y.b = 1.
//     This holds for any A, symmetric or not.
// Cost: the plan is O(nonzeros); the forms nonzeros x s / 64 word operations;
// R about s^3 / 64: about 141 seeds for the 141 x 141 grid graph instead of a
// 19,881-unknown elimination. The plan counts the seeds before any form is
// built, so the caller can still choose the dense engine (chasing_wins()).
#include <algorithm>
#include <bit>
#include <limits>
#include <string>

#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/gf2/elimination.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout::zk {

namespace {

// The odd entries of A both ways: the lights a button changes and the buttons
// that change a light (an entry changed an even number of times is 0 mod 2).
struct OddIncidence {
    std::vector<std::int64_t> lights_start, buttons_start;
    std::vector<std::int32_t> lights_of_button, buttons_of_light;

    explicit OddIncidence(const PressMatrix& a) {
        const int n = a.size();
        lights_start.assign(std::size_t(n) + 1, 0);
        buttons_start.assign(std::size_t(n) + 1, 0);
        for (int button = 0; button < n; ++button)
            for (PressMatrix::Entry e : a.changes(button))
                if (e.times % 2) {
                    lights_of_button.push_back(e.light);
                    ++buttons_start[std::size_t(e.light) + 1];
                }
        for (int button = 0; button < n; ++button) {
            std::int64_t odd = 0;
            for (PressMatrix::Entry e : a.changes(button)) odd += e.times % 2;
            lights_start[std::size_t(button) + 1] = lights_start[std::size_t(button)] + odd;
        }
        for (int light = 0; light < n; ++light) buttons_start[std::size_t(light) + 1] += buttons_start[std::size_t(light)];
        buttons_of_light.resize(lights_of_button.size());
        std::vector<std::int64_t> next(buttons_start.begin(), buttons_start.end() - 1);
        for (int button = 0; button < n; ++button)
            for (std::int32_t light : lights(button)) buttons_of_light[std::size_t(next[std::size_t(light)]++)] = button;
    }
    int size() const { return int(lights_start.size()) - 1; }
    std::span<const std::int32_t> lights(int button) const {
        return {lights_of_button.data() + lights_start[std::size_t(button)],
                lights_of_button.data() + lights_start[std::size_t(button) + 1]};
    }
    std::span<const std::int32_t> buttons(int light) const {
        return {buttons_of_light.data() + buttons_start[std::size_t(light)],
                buttons_of_light.data() + buttons_start[std::size_t(light) + 1]};
    }
};

// Breadth-first rank of every vertex (a button and a light share an index),
// each component from a vertex of fewest entries: the seeds are taken in this
// order, so they sweep across the graph as the first row does on a grid.
std::vector<std::int32_t> sweep_rank(const OddIncidence& g) {
    const int n = g.size();
    auto degree = [&](int v) { return g.lights(v).size() + g.buttons(v).size(); };
    std::vector<std::int32_t> by_degree(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) by_degree[std::size_t(v)] = v;
    std::stable_sort(by_degree.begin(), by_degree.end(), [&](int a, int b) { return degree(a) < degree(b); });
    std::vector<std::int32_t> rank(std::size_t(n), -1), queue;
    queue.reserve(std::size_t(n));
    std::int32_t next = 0;
    for (std::int32_t start : by_degree) {
        if (rank[std::size_t(start)] >= 0) continue;
        rank[std::size_t(start)] = next++;
        queue.assign(1, start);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            auto visit = [&](std::int32_t w) {
                if (rank[std::size_t(w)] >= 0) return;
                rank[std::size_t(w)] = next++;
                queue.push_back(w);
            };
            for (std::int32_t w : g.lights(queue[head])) visit(w);
            for (std::int32_t w : g.buttons(queue[head])) visit(w);
        }
    }
    return rank;
}

// One step of the chase: `press` becomes a seed (pivot -1) or is fixed by the
// equation of light `pivot`.
struct Step {
    std::int32_t press = 0;
    std::int32_t pivot = -1;
};

// The order of the chase, found before any form is built.
struct ChasePlan {
    std::vector<Step> steps;            // every press once
    std::vector<std::int32_t> leftover;  // the s lights that fixed no press, increasing
    int seeds = 0;
};

// The plan: fix presses while some light has one unknown press; else make a
// seed of the unknown press of lowest sweep rank in a light with the fewest
// unknown presses (at least two), or of any unknown press no light needs.
class Planner {
public:
    explicit Planner(const OddIncidence& g)
        : g_(g), rank_(sweep_rank(g)), unknown_(std::size_t(g.size())), fixed_light_(std::size_t(g.size()), 0),
          known_(std::size_t(g.size()), 0) {
        for (int light = 0; light < g.size(); ++light) {
            unknown_[std::size_t(light)] = std::int32_t(g.buttons(light).size());
            queue_light(light);
        }
        by_rank_.resize(std::size_t(g.size()));
        for (int v = 0; v < g.size(); ++v) by_rank_[std::size_t(rank_[std::size_t(v)])] = v;
    }

    ChasePlan plan() && {
        for (;;) {
            chase();
            const int seed = next_seed();
            if (seed < 0) break;
            plan_.steps.push_back({seed, -1});
            ++plan_.seeds;
            know(seed);
        }
        for (int light = 0; light < g_.size(); ++light)
            if (!fixed_light_[std::size_t(light)]) plan_.leftover.push_back(light);
        return std::move(plan_);
    }

private:
    // Lights by their number of unknown presses (lazily: an entry is stale
    // when the count has moved on); ones_ holds the lights ready to fix.
    void queue_light(int light) {
        const std::int32_t u = unknown_[std::size_t(light)];
        if (u == 1) ones_.push_back(light);
        if (u < 2) return;
        if (std::size_t(u) >= buckets_.size()) buckets_.resize(std::size_t(u) + 1);
        buckets_[std::size_t(u)].push_back(light);
        lowest_ = std::min(lowest_, int(u));
    }

    void know(int press) {
        known_[std::size_t(press)] = 1;
        for (std::int32_t light : g_.lights(press)) {
            --unknown_[std::size_t(light)];
            if (!fixed_light_[std::size_t(light)]) queue_light(light);
        }
    }

    int unknown_press_of(int light, bool lowest_rank) const {
        int best = -1;
        for (std::int32_t press : g_.buttons(light))
            if (!known_[std::size_t(press)]) {
                if (!lowest_rank) return press;
                if (best < 0 || rank_[std::size_t(press)] < rank_[std::size_t(best)]) best = press;
            }
        return best;
    }

    void chase() {
        while (!ones_.empty()) {
            const int light = ones_.back();
            ones_.pop_back();
            if (fixed_light_[std::size_t(light)] || unknown_[std::size_t(light)] != 1) continue;
            const int press = unknown_press_of(light, false);
            fixed_light_[std::size_t(light)] = 1;
            plan_.steps.push_back({press, light});
            know(press);
        }
    }

    int next_seed() {
        for (; lowest_ < int(buckets_.size()); ++lowest_) {
            auto& bucket = buckets_[std::size_t(lowest_)];
            while (!bucket.empty()) {
                const int light = bucket.back();
                if (!fixed_light_[std::size_t(light)] && unknown_[std::size_t(light)] == lowest_)
                    return unknown_press_of(light, true);
                bucket.pop_back();
            }
        }
        for (; swept_ < g_.size(); ++swept_)
            if (!known_[std::size_t(by_rank_[std::size_t(swept_)])]) return by_rank_[std::size_t(swept_)];
        return -1;
    }

    const OddIncidence& g_;
    std::vector<std::int32_t> rank_, by_rank_, unknown_;
    std::vector<std::uint8_t> fixed_light_, known_;
    std::vector<std::int32_t> ones_;
    std::vector<std::vector<std::int32_t>> buckets_;
    int lowest_ = std::numeric_limits<int>::max();
    int swept_ = 0;
    ChasePlan plan_;
};

// Every press as an affine form in the seeds: words_ seed bits and a constant.
class Forms {
public:
    Forms(int presses, int seeds)
        : words_(std::size_t(bits::words_for(std::max(seeds, 1)))), bits_(std::size_t(presses) * words_, 0),
          constant_(std::size_t(presses), 0) {}
    std::size_t words() const { return words_; }
    Word* of(int press) { return bits_.data() + std::size_t(press) * words_; }
    const Word* of(int press) const { return bits_.data() + std::size_t(press) * words_; }
    std::uint8_t& constant(int press) { return constant_[std::size_t(press)]; }
    std::uint8_t constant(int press) const { return constant_[std::size_t(press)]; }
    // The value of press j at the seeds sigma (constant included or not).
    bool value(int press, const Word* sigma, bool with_constant) const {
        const Word* f = of(press);
        Word parity = 0;
        for (std::size_t w = 0; w < words_; ++w) parity ^= f[w] & sigma[w];
        return ((std::popcount(parity) & 1) != 0) != (with_constant && constant(press));
    }

private:
    std::size_t words_;
    std::vector<Word> bits_;
    std::vector<std::uint8_t> constant_;
};

// Light i's equation with every press replaced by its form, the press `skip`
// left out: b_i + sum of the forms, into `out` (seed bits) and the constant
// returned. Only the first `words` words can be nonzero.
bool light_sum(const OddIncidence& g, const Forms& forms, int light, int skip, bool b, Word* out, std::size_t words) {
    bool constant = b;
    for (std::int32_t press : g.buttons(light)) {
        if (press == skip) continue;
        const Word* f = forms.of(press);
        for (std::size_t w = 0; w < words; ++w) out[w] ^= f[w];
        constant ^= forms.constant(press) != 0;
    }
    return constant;
}

Forms build_forms(const OddIncidence& g, const ChasePlan& plan, std::span<const std::uint8_t> change) {
    Forms forms(g.size(), plan.seeds);
    int seeds = 0;
    for (const Step& step : plan.steps) {
        Word* f = forms.of(step.press);
        if (step.pivot < 0) {
            gf2::flip_bit(f, seeds++);
            continue;
        }
        const std::size_t words = std::size_t(bits::words_for(std::max(seeds, 1)));
        forms.constant(step.press) =
            light_sum(g, forms, step.pivot, step.press, (change[std::size_t(step.pivot)] & 1) != 0, f, words);
    }
    return forms;
}

// Back-substitution of a certificate of R through the pivots (the identity above).
std::vector<std::uint8_t> certificate_of(const OddIncidence& g, const ChasePlan& plan, const Word* z) {
    std::vector<std::uint8_t> y(std::size_t(g.size()), 0);
    for (std::size_t k = 0; k < plan.leftover.size(); ++k) y[std::size_t(plan.leftover[k])] = gf2::get_bit(z, std::int64_t(k));
    for (std::size_t i = plan.steps.size(); i-- > 0;) {
        const Step& step = plan.steps[i];
        if (step.pivot < 0) continue;
        std::uint8_t sum = 0;
        for (std::int32_t light : g.lights(step.press))
            if (light != step.pivot) sum ^= y[std::size_t(light)];
        y[std::size_t(step.pivot)] = sum;
    }
    return y;
}

std::vector<std::uint8_t> expanded(const Forms& forms, int n, const Word* sigma, bool with_constant) {
    std::vector<std::uint8_t> x(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j) x[std::size_t(j)] = forms.value(j, sigma, with_constant);
    return x;
}

ModularSolution chase_with(const OddIncidence& g, const ChasePlan& plan, std::span<const std::uint8_t> change) {
    const int n = g.size(), s = plan.seeds;
    const Forms forms = build_forms(g, plan, change);
    ModularSolution out;
    out.states = 2;
    out.engine = "graph-chasing";
    out.quiet.states = 2;
    if (s == 0) {  // every light fixed a press: one solution
        out.solvable = true;
        out.presses = expanded(forms, n, std::vector<Word>(forms.words(), 0).data(), true);
        return out;
    }
    // R sigma = c from the s lights that fixed nothing.
    gf2::Matrix r(s, s);
    gf2::BitVector c(std::size_t(bits::words_for(s)), 0);
    for (int k = 0; k < s; ++k) {
        const int light = plan.leftover[std::size_t(k)];
        if (light_sum(g, forms, light, -1, (change[std::size_t(light)] & 1) != 0, r.row(k), forms.words()))
            gf2::flip_bit(c.data(), k);
    }
    const gf2::Elimination elimination(std::move(r));
    const gf2::Elimination::Answer answer = elimination.solve(c.data());
    out.solvable = answer.solvable;
    if (answer.solvable)
        out.presses = expanded(forms, n, answer.presses.data(), true);
    else
        out.certificate = certificate_of(g, plan, answer.certificate.data());
    const auto& null = elimination.right_null_basis();
    out.quiet.orders.assign(null.size(), 2);
    if (std::int64_t(null.size()) * n <= kQuietGeneratorBytes)
        for (const gf2::BitVector& v : null) out.quiet.generators.push_back(expanded(forms, n, v.data(), false));
    return out;
}

std::int64_t form_bytes(std::int64_t buttons, std::int64_t seeds) {
    return buttons * std::int64_t(bits::words_for(int(std::max<std::int64_t>(seeds, 1)))) * std::int64_t(sizeof(Word));
}

void refuse_too_large(std::int64_t buttons, std::int64_t seeds) {
    if (buttons > kGraphChaseMaxButtons)
        throw InputError("graph chasing takes at most " + std::to_string(kGraphChaseMaxButtons) + " buttons, not " +
                         std::to_string(buttons));
    if (form_bytes(buttons, seeds) > kGraphChaseMaxFormBytes || seeds > kGf2MaxButtons)
        throw InputError("graph chasing leaves " + std::to_string(seeds) + " seeds on " + std::to_string(buttons) +
                         " buttons, more than its memory limit");
}

}  // namespace

bool chasing_wins(std::int64_t buttons, std::int64_t nonzeros, std::int64_t seeds) {
    const double n = double(buttons), s = double(seeds);
    return buttons >= kGraphChaseFromButtons && kFormCostPerEliminationStep * double(nonzeros) * s + s * s * s < n * n * n;
}

std::int64_t graph_chase_seeds(const PressMatrix& a) {
    const OddIncidence g(a);
    return Planner(g).plan().seeds;
}

ModularSolution solve_gf2_by_chasing(const PressMatrix& a, std::span<const std::uint8_t> change) {
    refuse_too_large(a.size(), 0);
    const OddIncidence g(a);
    const ChasePlan plan = Planner(g).plan();
    refuse_too_large(a.size(), plan.seeds);
    return chase_with(g, plan, change);
}

ModularSolution solve_gf2_fastest(const PressMatrix& a, std::span<const std::uint8_t> change) {
    if (a.size() < kGraphChaseFromButtons || a.size() > kGraphChaseMaxButtons) return solve_gf2(a, change);
    const OddIncidence g(a);
    const ChasePlan plan = Planner(g).plan();
    const std::int64_t nonzeros = std::int64_t(g.lights_of_button.size());
    if (!chasing_wins(a.size(), nonzeros, plan.seeds) || form_bytes(a.size(), plan.seeds) > kGraphChaseMaxFormBytes)
        return solve_gf2(a, change);
    return chase_with(g, plan, change);
}

}  // namespace lightsout::zk
