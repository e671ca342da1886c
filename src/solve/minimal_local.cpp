// Good answers when a proof is out of reach.
//
// Symmetric solutions. For a symmetry g acting as s -> M s + c on kernel
// coordinates, the solutions it fixes are those with (M + 1) s = c: an affine
// subspace, empty or of dimension d - rank(M + 1), often about half of d. On a
// symmetric board the lightest solutions are often symmetric ones, so these
// smaller cosets are walked exhaustively (with the same walk) when small
// enough: for the all-lit 39 x 39 board they already contain a 561-press
// solution, the proven minimum.
//
// Local search. From the best member x, the lightest member of x + W for a
// random subspace W of the quiet patterns (dimension about 22) is found
// exactly by the same walk; x moves there when it is lighter. Every step
// stays inside the coset, so every answer is a solution.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <random>
#include <thread>

#include "lightsout/echelon.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/stop.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

namespace {

// Solutions s of rows[i] . s = rhs[i]: a particular one and a kernel basis;
// nullopt when there are none.
struct AffineSolutions {
    Mask particular = 0;
    std::vector<Mask> kernel;
};

std::optional<AffineSolutions> solve_rows(std::vector<std::pair<Mask, bool>> rows, int d) {
    bits::Echelon<Mask, bool> echelon;  // carrying the right-hand side
    for (auto [row, rhs] : rows)
        if (echelon.insert(row, rhs) < 0 && rhs) return std::nullopt;
    AffineSolutions out;
    Mask pivots = 0;
    for (const auto& r : echelon.rows()) {
        const Mask low = Mask{1} << r.pivot;
        pivots |= low;
        if (r.carry) out.particular |= low;
    }
    for (int f = 0; f < d; ++f) {
        const Mask free = Mask{1} << f;
        if (pivots & free) continue;
        Mask v = free;
        for (const auto& r : echelon.rows())
            if (r.vec & free) v |= Mask{1} << r.pivot;
        out.kernel.push_back(v);
    }
    return out;
}

// The coordinates fixed by every map in `maps`.
std::optional<AffineSolutions> fixed_by(const std::vector<const AffineMap*>& maps, int d) {
    std::vector<std::pair<Mask, bool>> rows;
    for (const AffineMap* g : maps)
        for (int i = 0; i < d; ++i) {
            Mask row = 0;  // row i of M + 1
            for (int k = 0; k < d; ++k)
                if ((g->linear.columns[std::size_t(k)] >> i) & 1u) row |= Mask{1} << k;
            row ^= Mask{1} << i;
            rows.emplace_back(row, (g->shift >> i) & 1u);
        }
    return solve_rows(std::move(rows), d);
}

// A neighbourhood's walk costs its 2^k members plus about this much for
// setting it up (its coset and frame), which small ones are made of.
constexpr double kNeighbourhoodWork = 65536;

Flat offset_of(const Coset& coset, Mask coords) {
    Flat v = coset.member(coords);
    xor_into(v, coset.particular);
    return v;
}

// The lightest member of the coset start + span(directions), exactly (with
// the symmetries that keep that coset); `start` itself when nothing is lighter.
// It reports progress only when it is the whole search (`report`).
Flat lightest(std::int64_t length, const Flat& start, const std::vector<Flat>& directions,
              const std::vector<Permutation>& symmetries, int threads, bool report = false) {
    const Coset sub = make_coset(length, start, directions);
    std::vector<Permutation> keep;
    for (const Permutation& g : symmetries)
        if (preserves(sub, g)) keep.push_back(g);
    FrameOptions frame_options;
    frame_options.item_bits = 20;
    const Frame frame = make_frame(sub, keep, frame_options);
    SearchOptions options;
    options.threads = threads;
    options.bound = weight(start);
    options.report_progress = report;
    const SearchResult r = search(sub, frame, options);
    if (r.weight < 0 || r.weight >= weight(start)) return start;
    return frame_member(sub, frame, r.coords);
}

}  // namespace

Flat climb(const Coset& coset, Flat x) {
    std::int64_t w = weight(x);
    for (bool improved = true; improved;) {
        improved = false;
        for (const Flat& q : coset.basis) {
            xor_into(x, q);
            const std::int64_t candidate = weight(x);
            if (candidate < w) {
                w = candidate;
                improved = true;
            } else {
                xor_into(x, q);
            }
        }
    }
    return x;
}

Flat best_symmetric(const Coset& coset, const std::vector<Permutation>& symmetries, Flat best,
                    const LocalOptions& options) {
    const int d = coset.nullity();
    const std::vector<AffineMap> group = symmetry_group(coset, symmetries);
    std::vector<std::vector<const AffineMap*>> subsets;
    std::vector<const AffineMap*> all;
    for (std::size_t e = 1; e < group.size(); ++e) {
        subsets.push_back({&group[e]});
        all.push_back(&group[e]);
    }
    if (all.size() > 1) subsets.push_back(all);
    std::vector<std::vector<Mask>> seen;  // fixed cosets already walked (g and g^-1 fix the same)
    std::vector<AffineSolutions> too_large;
    for (const auto& subset : subsets) {
        const std::optional<AffineSolutions> fixed = fixed_by(subset, d);
        if (!fixed) continue;
        std::vector<Mask> key = fixed->kernel;
        key.push_back(fixed->particular);
        std::sort(key.begin(), key.end());
        if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
        seen.push_back(key);
        const Flat start = climb(coset, coset.member(fixed->particular));
        if (weight(start) < weight(best)) best = start;
        if (int(fixed->kernel.size()) > options.exhaustive_limit) {
            too_large.push_back(*fixed);
            continue;
        }
        std::vector<Flat> directions;
        for (Mask k : fixed->kernel) directions.push_back(offset_of(coset, k));
        const Flat found = lightest(coset.length, coset.member(fixed->particular), directions, symmetries, options.threads);
        if (weight(found) < weight(best)) best = found;
    }
    // Fixed cosets too large to walk: local search inside them, half the budget in all.
    for (const AffineSolutions& fixed : too_large) {
        std::vector<Flat> directions;
        for (Mask k : fixed.kernel) directions.push_back(offset_of(coset, k));
        const Coset inside = make_coset(coset.length, coset.member(fixed.particular), directions);
        LocalOptions share = options;
        share.work = options.work / 2 / double(too_large.size());
        share.seconds = options.seconds / 2 / double(too_large.size());
        const Flat found = improve_locally(inside, climb(inside, inside.particular), share);
        if (weight(found) < weight(best)) best = found;
    }
    return best;
}

SearchBudget::SearchBudget(double work, double seconds, int threads)
    : work_(work), seconds_(seconds), threads_(threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency()))),
      start_(std::chrono::steady_clock::now()) {
    members_ = seconds_ > 0 ? seconds_ * threads_ / 0.25e-9 : std::max(work_, 0.0);
}

bool SearchBudget::exhausted() const { return fraction_spent() >= 1; }

double SearchBudget::fraction_spent() const {
    if (seconds_ > 0) return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() / seconds_;
    return work_ > 0 ? spent_ / work_ : 1;
}

Flat improve_locally(const Coset& coset, Flat best, const LocalOptions& options) {
    const int d = coset.nullity();
    SearchBudget budget(options.work, options.seconds, options.threads);
    if (d == 0 || budget.members() <= 0) return best;
    // Neighbourhoods of a twentieth of the budget, 16 to 32 dimensions:
    // larger ones escape more local minima (the all-lit 61 x 61 board needs 30
    // to reach its 1629).
    const int k = std::min(d, std::clamp(int(std::log2(std::max(budget.members() / 20, 1.0))), 16, 32));
    if (k == d) {  // the whole coset fits one neighbourhood: walk it once, exactly
        std::vector<Flat> directions;
        for (int i = 0; i < d; ++i) directions.push_back(offset_of(coset, Mask{1} << i));
        return lightest(coset.length, best, directions, {}, options.threads, true);
    }
    // A fresh start after this many neighbourhoods in a row without a gain.
    const int patience = std::max(8, 4 * d / k);
    std::mt19937_64 random(options.seed);
    const Mask all = d >= 64 ? ~Mask{0} : (Mask{1} << d) - 1;
    auto random_direction = [&] { return offset_of(coset, random() & all); };
    // Reported from this thread between neighbourhoods (each walked by its own
    // threads, joined before the next): a sink that throws ends the search here.
    Progress progress("fewest presses");
    progress.phase("searching for fewer presses", 1000);
    Flat x = best;
    for (int stale = 0; !budget.exhausted(); progress.set(std::int64_t(1000 * budget.fraction_spent()))) {
        std::vector<Flat> directions;
        for (int i = 0; i < k; ++i) directions.push_back(random_direction());
        Flat next = lightest(coset.length, x, directions, {}, options.threads);
        budget.spend(std::ldexp(1.0, k) + kNeighbourhoodWork);
        if (weight(next) < weight(x)) {
            stale = 0;
        } else if (++stale >= patience) {  // restart from a random member
            stale = 0;
            next = climb(coset, coset.member(random() & all));
        }
        x = std::move(next);
        if (weight(x) < weight(best)) best = x;
    }
    return best;
}

// Prange's information sets (as in decoding a linear code): the members of
// x + span(b_1 .. b_d) are x + sum c_j b_j, and on a set S of d cells where the
// rows (b_1(s) .. b_d(s)), s in S, are independent exactly one c makes the
// member 0 on S. When a light member e (x = e + sum c0_j b_j) is 0 on S, that
// member is e. Each trial picks cells at random until d independent rows are
// found (a Gauss-Jordan echelon of d-bit rows), reads off c and forms the
// member: about d^2 d/64 + (d/2) cells/64 word operations.
Flat lightest_by_information_sets(const Flat& x, const std::vector<Flat>& basis, std::int64_t length, int trials,
                                  std::uint64_t seed, std::int64_t enough) {
    const std::size_t d = basis.size(), words = bits::words_for(std::int64_t(d));
    if (d == 0 || length <= 0) return x;
    std::mt19937_64 random(seed);
    Flat best = x;
    std::int64_t best_weight = weight(x);
    // Rows: the coefficients of c at a cell, carrying x at the cell. One
    // echelon for every trial: its rows' storage is reused.
    bits::Echelon<std::vector<Word>, bool> echelon;
    std::vector<Word> row(words);
    for (int trial = 0; trial < trials && best_weight > enough; ++trial) {
        throw_if_stopped();  // a trial: about 0.2 ms at 256 x 256
        echelon.clear();
        // Enough draws that a basis of full rank is found but for a vanishing chance.
        for (std::int64_t draw = 0; echelon.size() < d && draw < 64 * std::int64_t(d) + 1024; ++draw) {
            const auto cell = std::int64_t(random() % std::uint64_t(length));
            std::fill(row.begin(), row.end(), 0);
            for (std::size_t j = 0; j < d; ++j)
                if (bit(basis[j], cell)) flip(row, std::int64_t(j));
            bool rhs = bit(x, cell);
            echelon.insert(row, rhs);  // nothing kept when dependent on the cells already chosen
        }
        if (echelon.size() < d) continue;
        // Fully reduced with d pivots: c at each pivot is its row's x.
        Flat member = x;
        for (const auto& r : echelon.rows())
            if (r.carry) xor_into(member, basis[std::size_t(r.pivot)]);
        if (const std::int64_t w = weight(member); w < best_weight) best_weight = w, best = std::move(member);
    }
    return best;
}

}  // namespace lightsout::fewest
