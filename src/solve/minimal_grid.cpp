// Fewest presses on a grid: what the board and the rule add to a bare coset.
//
// Symmetry. A rotation or reflection g of the grid (8 of them on a square, 4
// on a rectangle) maps solutions to solutions when it keeps the rule and the
// lights to change: then A g = g A and g b = b, so A (g x) = g (A x) = b.
// Rather than reasoning about each rule, every candidate is tested on the
// coset itself (fewest::preserves): g maps each quiet basis vector into the
// quiet space and the particular solution into the coset.
//
// Counting. A press flips at most |footprint| lights (the offsets of a local
// rule; a row and a column, m + n - 1 lights, for cross), and every light to
// change must be flipped at least once.
#include <cmath>
#include <algorithm>
#include <stdexcept>

#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/minimal.hpp"
#include "solve/minimal_internal.hpp"
#include "solve/structured_internal.hpp"

namespace lightsout {

namespace {

std::vector<std::vector<std::int32_t>> grid_symmetries(Shape shape) {
    const int m = shape.rows, n = shape.cols;
    std::vector<std::vector<std::int32_t>> out;
    const int maps = m == n ? 8 : 4;
    for (int which = 1; which < maps; ++which) {
        std::vector<std::int32_t> image(std::size_t(shape.cells()));
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) {
                int rr = r, cc = c;
                if (which & 1) cc = n - 1 - cc;
                if (which & 2) rr = m - 1 - rr;
                if (which & 4) std::swap(rr, cc);  // square boards only
                image[std::size_t(r) * std::size_t(n) + std::size_t(c)] = rr * n + cc;
            }
        out.push_back(std::move(image));
    }
    return out;
}

std::int64_t most_flipped_by_one_press(const Rule& rule, Shape shape) {
    if (rule.kind() == Rule::Kind::cross) return std::int64_t(shape.rows) + shape.cols - 1;
    return std::int64_t(rule.offsets().size());
}

std::string power(int bits) { return "2^" + std::to_string(bits); }

// Square and cross: the switching game on the product kernel.
FewestPresses by_switching(const fewest::SwitchingGame& game, std::int64_t counting, const FewestOptions& options) {
    FewestPresses out;
    const fewest::SwitchingResult r = fewest::play(
        game, options.nullity_limit, fewest::SearchBudget(options.search_work, options.search_seconds, options.threads));
    out.presses = r.presses;
    out.method = "switching game";
    const std::int64_t count = out.presses.count();
    if (r.exact) {
        out.proven = true;
        out.lower_bound = count;
        out.bound = "exhaustive";
        return out;
    }
    const std::optional<int> parity = fewest::switching_parity(game);
    out.lower_bound = fewest::round_to_parity(counting, parity);
    out.bound = parity ? "counting and parity" : "counting";
    out.proven = out.lower_bound >= count;
    out.why_not_proven = "the switching game's exact walk (" + power(fewest::switching_walk_bits(game)) +
                         " flips of its smaller side) would cost about " +
                         power(int(std::ceil(fewest::switching_cost_log2(game)))) + " members, above the limit of " +
                         power(options.nullity_limit);
    if (!out.proven) out.note = fewest::bracket_note(out.lower_bound, count, out.why_not_proven);
    return out;
}

// Beyond proof: the corner bound, when it beats the bound found so far.
void raise_by_corners(FewestPresses& out, const Board& change, const Rule& rule, const FlatCoset& problem,
                      const FewestOptions& options) {
    const fewest::Coset coset = fewest::make_coset(problem.length, problem.particular, problem.quiet);
    std::vector<fewest::Permutation> symmetries;
    for (const auto& g : problem.symmetries)
        if (fewest::preserves(coset, g)) symmetries.push_back(g);
    const std::int64_t corners = fewest::round_to_parity(
        fewest::corner_bound(change, rule, coset, symmetries,
                             fewest::SearchBudget(options.search_work, options.search_seconds, options.threads),
                             options.threads),
        fewest::fixed_parity(coset));
    if (corners <= out.lower_bound) return;
    const std::int64_t count = out.presses.count();
    if (corners > count) throw std::logic_error("internal error: the corner bound exceeds a solution's presses");
    out.lower_bound = corners;
    out.bound = "corners and counting";
    out.proven = out.lower_bound >= count;
    out.note = out.proven ? "" : fewest::bracket_note(out.lower_bound, count, out.why_not_proven);
}

// Information sets tried beyond the listed nullity: at least this many (about
// 0.2 ms each at 256 x 256, most of it reading 144 basis bits per chosen
// cell; each finds a board's p presses with chance (1 - p / cells)^nullity:
// 4 in 5 for 100 presses, 1 in 9 for 1,000), more while the search budget
// pays for them.
constexpr int kFewestInformationSets = 64;
constexpr int kMostInformationSets = 256;

FewestPresses checked(FewestPresses answer, const Board& change, const Rule& rule) {
    if (!reaches_goal(change, rule, answer.presses, Goal::off))
        throw std::logic_error("internal error: the fewest-press answer (" + answer.method + ") does not solve the board");
    return answer;
}

}  // namespace

FewestPresses fewest_presses(const Board& change, const Rule& rule, const PressPattern& particular,
                             const std::vector<PressPattern>& quiet, std::int64_t nullity,
                             const FewestOptions& options) {
    const ProgressScope progress(options.progress, options.stop);
    const Shape shape = change.shape();
    if (particular.shape() != shape) throw InputError("the press pattern and the board have different sizes");
    const std::int64_t flips = std::max<std::int64_t>(1, most_flipped_by_one_press(rule, shape));
    const std::int64_t counting = (change.count() + flips - 1) / flips;
    // Merged parts are checked by the walk, not bypassed by the switching game.
    const bool merging = !options.merge.empty() && std::int64_t(quiet.size()) == nullity;
    if (nullity > 0 && !merging)
        if (const auto game = fewest::switching_game(rule, particular)) {
            FewestPresses played = by_switching(*game, counting, options);
            // Within the limit the walk over the whole coset proves what the game's cost
            // estimate declined (nullity <= limit always means proven).
            if (played.proven || nullity > options.nullity_limit || std::int64_t(quiet.size()) != nullity)
                return checked(std::move(played), change, rule);
        }
    FewestPresses out;
    if (nullity > 0 && std::int64_t(quiet.size()) != nullity) {
        out.presses = particular;
        out.lower_bound = counting;
        out.bound = "counting";
        out.method = "none";
        out.why_not_proven = "not searched: the nullity " + std::to_string(nullity) +
                             " is too large to list the quiet patterns";
        // Plus on a flat board lists its basis cheaply at any nullity (144 at
        // 256 x 256): the lightest of a few information sets, where a board of a
        // few hundred presses gets those presses back.
        if (rule == Rule::plus() && options.search_work > 0) {
            const std::vector<PressPattern> basis = structured::plus_quiet_basis(shape);
            if (std::int64_t(basis.size()) == nullity) {
                std::vector<fewest::Flat> flat;
                for (const PressPattern& q : basis) flat.push_back(gf2::flatten(q));
                // A trial costs about 4 d^2 (d / 64) + (d / 2) (cells / 64) word
                // operations, counted a member each.
                const double d = double(nullity), cells = double(shape.cells());
                const double trial = 4 * d * d * std::ceil(d / 64) + d / 2 * (cells / 64);
                const int trials = int(std::clamp(options.search_work / trial, double(kFewestInformationSets),
                                                  double(kMostInformationSets)));
                const fewest::Flat best =
                    fewest::lightest_by_information_sets(gf2::flatten(particular), flat, shape.cells(), trials, 0x5eed, counting);
                out.presses = gf2::unflatten(best.data(), shape);
                out.method = "information sets";
                out.why_not_proven = "the nullity " + std::to_string(nullity) + " is beyond the exhaustive walk; the best of " +
                                     std::to_string(trials) + " information sets";
            }
        }
        out.proven = counting >= out.presses.count();
        if (!out.proven) out.note = fewest::bracket_note(counting, out.presses.count(), out.why_not_proven);
        return checked(std::move(out), change, rule);
    }
    FlatCoset problem;
    problem.length = shape.cells();
    problem.particular = gf2::flatten(particular);
    for (const PressPattern& q : quiet) {
        if (q.shape() != shape) throw InputError("a quiet pattern and the board have different sizes");
        problem.quiet.push_back(gf2::flatten(q));
    }
    problem.symmetries = grid_symmetries(shape);
    problem.counting_bound = counting;
    FlatFewest flat = fewest_presses(problem, options);
    static_cast<FewestReport&>(out) = flat;
    out.presses = gf2::unflatten(flat.presses.data(), shape);
    if (!out.proven && out.method != "exhaustive") raise_by_corners(out, change, rule, problem, options);
    return checked(std::move(out), change, rule);
}

}  // namespace lightsout
