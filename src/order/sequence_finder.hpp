// The steps every search for a legal sequence takes, written once for the
// finder on grids (find_legal_sequence.cpp, moves are cells) and the one on any
// press matrix (press_matrix_sequence.cpp, moves are buttons).
//
// Every sequence either finder returns went through offer(): it is replayed
// move by move and kept only when every move is legal and it ends at the goal.
// What a failed search proves is in the tally (search_tally.hpp).
//
// The finder F (CRTP) supplies, for its patterns P:
//   bool replays(const std::vector<Move>&) const;
//   std::int64_t weight(const P&) const;          // presses of the pattern
//   std::int64_t lower_bound(const P&) const;     // no legal sequence of P is shorter
//   OrderPlan<Move> order(const P&, std::int64_t budget);          // overlap_order.hpp
//   OrderPlan<Move> order_with_extras(int extras, std::int64_t budget);  // extra_press_search.hpp
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "lightsout/order.hpp"
#include "order/candidates.hpp"
#include "order/overlap_order.hpp"
#include "order/search_tally.hpp"
#include "order/state_search.hpp"

namespace lightsout::order_detail {

template <class F, class Move>
class SequenceFinder {
protected:
    explicit SequenceFinder(bool minimal) : minimal_(minimal) {}

    // Keeps `sequence` if it replays legally to the goal and is the shortest yet.
    void offer(std::vector<Move> sequence) {
        if (!finder().replays(sequence)) {
            ++tally_.rejected;
            return;
        }
        if (!found_ || sequence.size() < best_.size()) best_ = std::move(sequence);
        found_ = true;
    }

    // The answer of a breadth-first search over every state (`states` names them).
    SequenceSearchOf<Move> from_state_search(StateSearchOf<Move> search, const std::string& states) const {
        SequenceSearchOf<Move> result;
        if (search.found && finder().replays(search.sequence)) {
            result.found = result.minimal = true;
            result.sequence = std::move(search.sequence);
            result.explanation = state_search_found(search.states, states);
        } else {
            result.proven_none = !search.found;  // a found sequence that fails its replay proves nothing
            result.explanation = state_search_none(search.states, states);
        }
        return result;
    }

    // Orders the candidate patterns on their overlap graphs (lightest first
    // when the fewest moves are asked: an order of P has weight(P) moves) until
    // one has an order or the budget is spent.
    template <class P>
    void order_candidates(std::vector<P> patterns) {
        if (minimal_)
            std::stable_sort(patterns.begin(), patterns.end(),
                             [&](const P& a, const P& b) { return finder().weight(a) < finder().weight(b); });
        std::vector<std::int64_t> bounds;
        for (const P& p : patterns) {
            bounds.push_back(finder().lower_bound(p));
            tally_.min_bound = std::min(tally_.min_bound, bounds.back());
        }
        for (std::size_t k = 0; k < patterns.size(); ++k) {
            ++tally_.patterns_tried;
            const std::int64_t weight = finder().weight(patterns[k]);
            if (bounds[k] > weight) {  // odd number of overlapping pairs: no order of the pattern
                ++tally_.parity_ruled_out;
                ++tally_.proven_unorderable;
                continue;
            }
            OrderPlan<Move> plan = finder().order(patterns[k], kBudgetPerPress * weight + 2000);
            tally_.work += plan.work;
            tally_.visits += plan.work * weight;
            if (plan.found) offer(std::move(plan.sequence));
            if (found_) return;
            if (plan.exhausted) ++tally_.proven_unorderable;
            if (tally_.work > kTotalBudget || tally_.visits > kTotalVisits) {
                tally_.budget_hit = true;
                return;
            }
        }
    }

    // Depth-first search over states allowing outside presses (each pressed
    // twice), for the given pattern `given` on `moves` cells or buttons. With a
    // tight cap (the parity minimum, then two more) the search backtracks to
    // keep the sequence short; with a loose cap it presses an outside cell
    // whenever it is stuck and rarely backtracks. Fewest moves: tight caps
    // first; otherwise the loose cap first (fast), then the tight ones.
    template <class P>
    void try_extras(const P& given, std::int64_t moves) {
        const int first = finder().lower_bound(given) > finder().weight(given) ? 1 : 2;
        const int loose = int(std::min<std::int64_t>(moves, finder().weight(given) + 4));
        const std::vector<int> caps =
            minimal_ ? std::vector<int>{first, first + 2, loose} : std::vector<int>{loose, first, first + 2};
        // Each tried press scans every move for the next ones: keep the work near 4e7 visits.
        const std::int64_t budget = std::clamp<std::int64_t>(40'000'000 / std::max<std::int64_t>(1, moves), 2000,
                                                             kExtraSearchBudget);
        for (int extras : caps) {
            OrderPlan<Move> plan = finder().order_with_extras(extras, budget);
            tally_.work += plan.work;
            ++tally_.extra_searches;
            tally_.max_extras_tried = std::max(tally_.max_extras_tried, extras);
            if (plan.found) {
                offer(std::move(plan.sequence));
                presses_twice_ = true;
            }
            if (found_) return;
        }
    }

    // The answer: the best sequence with what it proves, or what was tried.
    // `press` names a move in the sentences ("cell", "button").
    SequenceSearchOf<Move> report(bool parity_applies, const std::string& press) const {
        SequenceSearchOf<Move> result;
        if (!found_) {
            result.explanation = tally_.not_found(press);
            return result;
        }
        const std::int64_t length = std::int64_t(best_.size());
        result.found = true;
        result.sequence = best_;
        result.minimal = tally_.proven_fewest(length);
        result.explanation = tally_.fewest_text(length, parity_applies, presses_twice_, press);
        return result;
    }

    bool minimal_;
    bool found_ = false;
    std::vector<Move> best_;
    bool presses_twice_ = false;  // best_ may press outside moves twice
    SearchTally tally_;

private:
    const F& finder() const { return static_cast<const F&>(*this); }
    F& finder() { return static_cast<F&>(*this); }
};

}  // namespace lightsout::order_detail
