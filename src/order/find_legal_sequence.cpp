// find_legal_sequence: which press pattern to order, and how.
//
//  1. Boards of at most kStateSearchMaxCells cells: breadth-first search over
//     all board states (exact: the shortest sequence, or the proof there is none).
//  2. Otherwise the candidate patterns: the given one, then the given one plus
//     quiet patterns (single basis patterns, then pairs; every combination when
//     there are at most kAllCombinationsNullity of them). For each:
//       cross rule: the b-matching construction of cross_order.cpp (with extra
//                   presses of outside cells when the pattern needs them);
//       otherwise:  the overlap-graph search of overlap_order.cpp.
//     For symmetric self-flipping rules the parity of overlapping pairs rules
//     out a pattern at once (overlap_order.hpp).
//  3. Still nothing: depth-first search over board states that may press
//     outside cells (each again later; extra_press_search.cpp), then fixed
//     prefixes of one or two outside cells (one when the pair parity is odd,
//     two when it is even).
// Every sequence is replayed move by move (first_illegal_move) and checked to
// reach the goal before it is returned (sequence_finder.hpp, the steps shared
// with the finder on press matrices). All choices are deterministic.
#include <algorithm>
#include <bit>
#include <limits>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/order.hpp"
#include "order/cross_order.hpp"
#include "order/extra_press_search.hpp"
#include "order/sequence_finder.hpp"

namespace lightsout {

namespace {

using namespace order_detail;

// Outside cells tried for a press-twice prefix.
constexpr int kMaxExtraCells = 64;

std::string to_text(std::int64_t n) { return std::to_string(n); }

// Does every press flip its own light? (The same for every cell: on a plane
// only the (0, 0) offset lands on the pressed cell, on a torus the wrapping
// offsets land there from every cell alike.)
bool flips_own_light(const Rule& rule, Shape shape) {
    int hits = 0;
    rule.for_each_flipped(shape, 0, 0, [&](int r, int c) { hits += (r == 0 && c == 0); });
    return hits % 2 == 1;
}

std::vector<Cell> row_major(const PressPattern& presses) {
    std::vector<Cell> cells;
    for (int r = 0; r < presses.rows(); ++r)
        for (int c = 0; c < presses.cols(); ++c)
            if (presses.get(r, c)) cells.push_back({r, c});
    return cells;
}

class Finder : public SequenceFinder<Finder, Cell> {
public:
    Finder(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint, const PressPattern& presses,
           const std::vector<PressPattern>& quiet, bool minimal)
        : SequenceFinder(minimal), board_(board), rule_(rule), goal_(goal), constraint_(constraint), presses_(presses),
          quiet_(quiet) {}

    SequenceSearch run();

    // What SequenceFinder asks of a finder (sequence_finder.hpp).
    bool replays(const std::vector<Cell>& sequence) const {
        bool at_goal = false;
        return first_illegal_move(board_, rule_, constraint_, sequence, goal_, &at_goal) < 0 && at_goal;
    }
    std::int64_t weight(const PressPattern& p) const { return p.count(); }
    std::int64_t lower_bound(const PressPattern& p) const {
        return p.count() + (parity_applies() && odd_overlap_pairs(rule_, p) ? 2 : 0);
    }
    OverlapPlan order(const PressPattern& p, std::int64_t budget) const {
        return order_by_overlap(board_, rule_, constraint_, p, budget);
    }
    OverlapPlan order_with_extras(int extras, std::int64_t budget) const {
        ExtraPlan plan = search_with_extra_presses(board_, rule_, goal_, constraint_, presses_, extras, budget);
        return {.found = plan.found, .sequence = std::move(plan.sequence), .work = plan.work};
    }

private:
    bool parity_applies() const {
        return rule_.symmetric() && flips_own_light(rule_, board_.shape()) &&
               (constraint_ == MoveConstraint::only_on) != (goal_ == Goal::on);
    }
    void try_patterns();
    void try_cross_patterns(const std::vector<PressPattern>& patterns);
    void try_press_twice(const PressPattern& base);
    SequenceSearch report() const;

    const Board& board_;
    const Rule& rule_;
    Goal goal_;
    MoveConstraint constraint_;
    const PressPattern& presses_;
    const std::vector<PressPattern>& quiet_;
};

void Finder::try_patterns() {
    tally_.all_solutions = quiet_.size() <= kAllCombinationsNullity;
    std::vector<PressPattern> patterns;
    for (const auto& combo : quiet_combinations(quiet_.size())) {
        PressPattern p = presses_;
        for (int i : combo) p ^= quiet_[i];
        patterns.push_back(std::move(p));
    }
    if (rule_.kind() == Rule::Kind::cross) try_cross_patterns(patterns);
    else order_candidates(std::move(patterns));
}

// The b-matching construction of cross_order.cpp, in the given order.
void Finder::try_cross_patterns(const std::vector<PressPattern>& patterns) {
    for (const PressPattern& p : patterns) {
        ++tally_.patterns_tried;
        CrossPlan plan = order_cross(p);
        tally_.min_bound = std::min(tally_.min_bound, plan.lower_bound);
        if (plan.found) offer(std::move(plan.sequence));
        if (found_ && !minimal_) return;
    }
}

// Press one or two outside cells that are legal at their moment, then order
// the pattern plus those cells (each pressed again). With the pair parity
// invariant, one extra cell fixes an odd pattern and an even one needs two.
void Finder::try_press_twice(const PressPattern& base) {
    const bool want_lit = constraint_ == MoveConstraint::only_on;
    const int extras = parity_applies() && !odd_overlap_pairs(rule_, base) ? 2 : 1;
    auto legal_outside = [&](const Board& now, const PressPattern& pending, int limit) {
        std::vector<Cell> cells;
        for (int r = 0; r < now.rows() && int(cells.size()) < limit; ++r)
            for (int c = 0; c < now.cols() && int(cells.size()) < limit; ++c)
                if (!pending.get(r, c) && now.get(r, c) == want_lit) cells.push_back({r, c});
        return cells;
    };
    auto attempt = [&](const Board& now, const PressPattern& pattern, const std::vector<Cell>& prefix) {
        ++tally_.prefixes_tried;
        OverlapPlan plan = order_by_overlap(now, rule_, constraint_, pattern, kBudgetPerPress * pattern.count() + 2000);
        tally_.work += plan.work;
        if (!plan.found) return;
        std::vector<Cell> sequence = prefix;
        sequence.insert(sequence.end(), plan.sequence.begin(), plan.sequence.end());
        offer(std::move(sequence));
        presses_twice_ = true;
    };
    const int width = extras == 1 ? kMaxExtraCells : 12;
    for (Cell first : legal_outside(board_, base, width)) {
        Board now = board_;
        rule_.press(now, first.row, first.col);
        PressPattern pattern = base;
        pattern.set(first.row, first.col, true);
        if (extras == 1) {
            attempt(now, pattern, {first});
        } else {
            for (Cell second : legal_outside(now, pattern, width)) {
                Board after = now;
                rule_.press(after, second.row, second.col);
                PressPattern both = pattern;
                both.set(second.row, second.col, true);
                attempt(after, both, {first, second});
                if (found_ || tally_.work > 3 * kTotalBudget) return;
            }
        }
        if (found_ || tally_.work > 3 * kTotalBudget) return;
    }
}

SequenceSearch Finder::report() const {
    const std::int64_t length = std::int64_t(best_.size());
    if (!found_ || rule_.kind() != Rule::Kind::cross || tally_.min_bound == std::numeric_limits<std::int64_t>::max())
        return SequenceFinder::report(parity_applies(), "cell");
    SequenceSearch result;
    result.found = true;
    result.sequence = best_;
    result.minimal = tally_.proven_fewest(length);
    if (result.minimal)
        result.explanation = "fewest moves: " + to_text(length) + " equals the lower bound |S| + |o_R - o_C| " +
                             "(|S| + 4 when balanced without a degree-constrained subgraph) over " + tally_.tried();
    else if (!tally_.all_solutions)
        result.explanation = "not proven fewest: " + to_text(length) + " moves, lower bound " +
                             to_text(tally_.min_bound) + " over the " + tally_.tried() + " only, not over every solution";
    else
        result.explanation = "not proven fewest: " + to_text(length) + " moves, the best lower bound is " +
                             to_text(tally_.min_bound);
    return result;
}
SequenceSearch Finder::run() {
    Board target(board_.rows(), board_.cols());
    target.fill(goal_ == Goal::on);
    SequenceSearch result;
    if (board_ == target) {
        result.found = result.minimal = true;
        result.explanation = "the board is already at the goal";
        return result;
    }
    if (constraint_ == MoveConstraint::any) {
        result.sequence = row_major(presses_);
        result.found = replays(result.sequence);
        result.explanation = "no move constraint: every order of the press pattern is legal";
        return result;
    }
    const bool want_lit = constraint_ == MoveConstraint::only_on;
    if (want_lit == (goal_ == Goal::on) && flips_own_light(rule_, board_.shape())) {
        result.proven_none = true;
        result.explanation = std::string("no legal sequence exists: every press flips its own light, so the last press "
                                         "leaves that light ") +
                             (want_lit ? "unlit" : "lit") + " and the board never ends all " +
                             (goal_ == Goal::on ? "on" : "off");
        return result;
    }
    if (board_.shape().cells() <= kStateSearchMaxCells)
        return from_state_search(shortest_legal_sequence(board_, rule_, goal_, constraint_), "board states");
    try_patterns();
    if (!found_) {
        if (rule_.kind() == Rule::Kind::cross) {
            // The b-matching model failed (rare): search orders of the given pattern directly.
            OverlapPlan plan = order(presses_, kBudgetPerPress * weight(presses_) + 2000);
            if (plan.found) offer(std::move(plan.sequence));
        }
        if (!found_ && board_.shape().cells() <= kExtraPressMaxCells) try_extras(presses_, board_.shape().cells());
        if (!found_) try_press_twice(presses_);
    }
    return report();
}

}  // namespace

SequenceSearch find_legal_sequence(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint,
                                   const PressPattern& presses, const std::vector<PressPattern>& quiet, bool minimal) {
    if (presses.shape() != board.shape()) throw InputError("the press pattern and the board have different sizes");
    for (const PressPattern& q : quiet)
        if (q.shape() != board.shape()) throw InputError("a quiet pattern and the board have different sizes");
    if (!reaches_goal(board, rule, presses, goal)) throw InputError("the press pattern does not solve the board");
    return Finder(board, rule, goal, constraint, presses, quiet, minimal).run();
}

}  // namespace lightsout
