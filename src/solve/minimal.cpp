// Fewest presses: the entry points. Which method runs, and what is proven.
//
//   nullity 0            the particular solution is the only one
//   --merge FILES        the parts' results are merged into the proof
//   small enough, or a part is asked for
//                        the exhaustive search (minimal_search.cpp): proven
//                        when every item is walked; a part alone proves
//                        nothing and says so
//   beyond the limit     symmetric solutions, then local search; the lower
//                        bound (counting, parity) beside the best found;
//                        proven only if they meet
// Every answer is checked to lie in the coset (its offset from the
// particular solution reduces to zero against the quiet basis).
#include "lightsout/minimal.hpp"

#include <chrono>
#include <cmath>
#include <stdexcept>

#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout {

namespace {

using namespace fewest;

std::string power_text(double members) {
    return "2^" + std::to_string(int(std::lround(std::log2(std::max(members, 1.0)))));
}

std::vector<Permutation> symmetries_of(const Coset& coset, const FlatCoset& problem) {
    std::vector<Permutation> out;
    for (const auto& image : problem.symmetries)
        if (preserves(coset, image)) out.push_back(image);
    return out;
}

void check_member(const Coset& coset, const Flat& x) {
    Flat offset = x;
    xor_into(offset, coset.particular);
    for (Word w : coset.reduce(std::move(offset)))
        if (w != 0) throw std::logic_error("internal error: a fewest-press answer left the coset of solutions");
}

// Beyond the limit: the best found and the bound.
void bound_it(FlatFewest& out, const Coset& coset, const std::vector<Permutation>& symmetries, double members,
              const FewestOptions& options) {
    LocalOptions local;
    local.work = options.search_work;
    local.seconds = options.search_seconds;
    local.threads = options.threads;
    local.exhaustive_limit = options.nullity_limit;
    Flat x = climb(coset, coset.particular);
    x = best_symmetric(coset, symmetries, std::move(x), local);
    x = improve_locally(coset, std::move(x), local);
    out.presses = std::move(x);
    out.method = symmetries.empty() ? "local search" : "symmetric solutions and local search";
    const std::int64_t count = weight(out.presses);
    out.proven = out.lower_bound >= count;
    out.why_not_proven = "an exhaustive search would walk " + power_text(members) + " solutions, above the limit of 2^" +
                         std::to_string(options.nullity_limit);
    if (!out.proven) out.note = bracket_note(out.lower_bound, count, out.why_not_proven);
}

// What checkpoints of this search are checked against: the key, the binding
// of their MACs and the seed's weight and item (every part walks for members
// at most that heavy; the part holding the seed's orbit finds one).
CheckpointTrust trust_of(const Coset& coset, const Frame& frame, const Flat& seed, const FewestOptions& options) {
    CheckpointTrust trust;
    trust.key = options.key ? &*options.key : nullptr;
    trust.trust_unsigned = options.trust_unsigned;
    if (options.checkpoint || !options.merge.empty()) trust.binding = search_binding(coset, frame, options.problem);
    trust.bound = weight(seed);
    Flat offset = seed;
    xor_into(offset, coset.particular);
    trust.bound_item = item_holding(frame, frame_coordinates(coset, frame, offset));
    return trust;
}

std::string names_of(const std::vector<std::string>& files) {
    std::string out;
    for (const std::string& f : files) out += (out.empty() ? "" : ", ") + f;
    return out;
}

void walk_it(FlatFewest& out, const Coset& coset, const Frame& frame, const FewestOptions& options) {
    SearchResult r;
    const Flat seed = climb(coset, coset.particular);
    const CheckpointTrust trust = trust_of(coset, frame, seed, options);
    const bool merging = !options.merge.empty();
    const std::string parts = std::to_string(options.merge.size()) + (options.merge.size() == 1 ? " part" : " parts");
    if (merging) {
        r = merge_parts(coset, frame, options.merge, trust);
        // Every part walks for members at most as heavy as the seed, and the
        // seed (or its image) lies in some part's item: a merge that found
        // none that light has a part whose best was removed.
        if (r.weight < 0 || r.weight > weight(seed))
            throw InputError("the merged parts are damaged: none holds a solution of at most " +
                             std::to_string(weight(seed)) + " presses, which one of them must");
    } else {
        SearchOptions search_options;
        search_options.threads = options.threads;
        search_options.part = options.part;
        search_options.checkpoint = options.checkpoint.get();
        search_options.trust = trust;
        search_options.bound = weight(seed);
        search_options.report_progress = options.report_progress;
        r = search(coset, frame, search_options);
        // The whole search, resumed: the seed's weight is found somewhere.
        if (r.complete && options.part.count == 1 && (r.weight < 0 || r.weight > weight(seed)))
            throw InputError("the checkpoint " + options.checkpoint->name() +
                             " is damaged: the search it resumed found no solution of at most " +
                             std::to_string(weight(seed)) + " presses, which it must");
    }
    out.presses = r.weight >= 0 ? frame_member(coset, frame, r.coords) : seed;
    out.solutions_walked = r.members_walked;
    out.seconds = r.seconds;
    out.cpu_seconds = r.cpu_seconds;
    out.method = "exhaustive";
    const std::int64_t count = weight(out.presses);
    if (!r.unauthenticated.empty()) {
        // Only what this process computed or could authenticate proves anything.
        if (out.lower_bound >= count) {  // its own bound meets the answer
            out.proven = true;
            out.proof = "the " + out.bound + " bound of this process (the checkpoints read are not authenticated)";
            return;
        }
        out.proof = "not proven: " + std::string(merging ? "walk of " + parts : "walk") + " resting on " +
                    names_of(r.unauthenticated) + ", not authenticated";
        out.why_not_proven = "the walk rests on checkpoints that are not authenticated: " + names_of(r.unauthenticated);
        out.note = bracket_note(out.lower_bound, count, out.why_not_proven);
        return;
    }
    // Said only where files take part; without them the walk is this process's.
    if (merging || options.checkpoint)
        out.proof = merging     ? "walk of " + parts + ", authenticated"
                    : r.resumed ? "walk resumed from an authenticated checkpoint"
                                : "walk in this process";
    if (r.complete && (options.part.count == 1 || merging)) {
        out.proven = true;
        out.lower_bound = count;
        out.bound = "exhaustive";
        return;
    }
    const std::string part = std::to_string(options.part.index) + "/" + std::to_string(options.part.count);
    out.why_not_proven = r.complete ? "only part " + part + " was walked" : "part " + part + " was interrupted";
    out.note = r.complete ? "part " + part + " walked: " + std::to_string(count) +
                                " presses is the best of its solutions; merging the checkpoints of all parts "
                                "proves the minimum"
                          : "part " + part + " interrupted; run it again to resume from the checkpoint";
}

}  // namespace

FlatFewest fewest_presses(const FlatCoset& problem, const FewestOptions& options) {
    const ProgressScope progress(options.progress, options.stop);
    if (options.nullity_limit < 0) throw InputError("the nullity limit must be at least 0");
    const Coset coset = make_coset(problem.length, problem.particular, problem.quiet);
    const std::vector<Permutation> symmetries = symmetries_of(coset, problem);
    FlatFewest out;
    out.lower_bound = round_to_parity(problem.counting_bound, fixed_parity(coset));
    out.bound = fixed_parity(coset) ? "counting and parity" : "counting";
    if (coset.nullity() == 0) {
        // No search ran, so no part of this board exists: merged files belong
        // to another (refused by their fingerprint, not ignored).
        if (!options.merge.empty()) {
            CheckpointTrust trust;
            trust.key = options.key ? &*options.key : nullptr;
            trust.trust_unsigned = options.trust_unsigned;
            trust.binding = search_binding(coset, Frame{}, options.problem);
            merge_parts(coset, Frame{}, options.merge, trust);
        }
        out.presses = coset.particular;
        out.proven = true;
        out.lower_bound = weight(out.presses);
        out.method = out.bound = "unique solution";
        return out;
    }
    const Frame frame = make_frame(coset, symmetries, {});
    const double members = double(frame.item_count()) * std::ldexp(1.0, frame.inner + frame.middle);
    const bool asked = !options.merge.empty() || options.part.count > 1;  // nothing else serves them
    if (asked || std::log2(members) <= options.nullity_limit + 1e-9) walk_it(out, coset, frame, options);
    else bound_it(out, coset, symmetries, members, options);
    check_member(coset, out.presses);
    return out;
}

FewestPresses fewest_presses(const PressPattern& particular, const std::vector<PressPattern>& quiet,
                             int nullity_limit) {
    FlatCoset problem;
    problem.length = particular.shape().cells();
    problem.particular = gf2::flatten(particular);
    for (const PressPattern& q : quiet) {
        if (q.shape() != particular.shape()) throw InputError("a quiet pattern and the press pattern have different sizes");
        problem.quiet.push_back(gf2::flatten(q));
    }
    FewestOptions options;
    options.nullity_limit = nullity_limit;
    options.search_work = kDefaultSearchWork / 8;
    FlatFewest flat = fewest_presses(problem, options);
    FewestPresses out;
    static_cast<FewestReport&>(out) = flat;
    out.presses = gf2::unflatten(flat.presses.data(), particular.shape());
    return out;
}

}  // namespace lightsout
