// find_legal_sequence on any press matrix (graphs, presets), two states: the
// searches of find_legal_sequence.cpp, on buttons instead of cells.
//
//  1. At most kStateSearchMaxCells lights: breadth-first search over every
//     state (exact: the fewest moves, or the proof that there is no sequence).
//  2. Otherwise the candidate patterns (the given one plus combinations of quiet
//     patterns, candidates.hpp), each ordered on its overlap graph
//     (overlap_order.cpp). When the pair-parity invariant applies (a symmetric
//     relation, every press flipping its own light, a uniform goal showing the
//     light that may not be pressed) an odd pattern is ruled out at once.
//  3. Still nothing: depth-first search allowing outside buttons, each pressed
//     twice (extra_press_search.cpp).
// Steps 1-3 are those of every finder (sequence_finder.hpp).
// What it proves: (1) is exact; in (2) a pattern of at most kExhaustivePresses
// presses is searched completely, and "fewest moves" is claimed only when every
// solution was a candidate and the sequence meets the lower bound (its presses,
// plus 2 for an odd pattern under the parity invariant); (3) proves nothing
// when it fails, and the explanation says so.
#include <algorithm>
#include <limits>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/order.hpp"
#include "order/extra_press_search.hpp"
#include "order/press_arcs.hpp"
#include "order/sequence_finder.hpp"

namespace lightsout {

namespace {

using namespace order_detail;
using Bits = std::vector<std::uint8_t>;

std::vector<int> buttons_of(const Bits& pattern) {
    std::vector<int> buttons;
    for (std::size_t b = 0; b < pattern.size(); ++b)
        if (pattern[b] & 1) buttons.push_back(int(b));
    return buttons;
}

class MatrixFinder : public SequenceFinder<MatrixFinder, int> {
public:
    MatrixFinder(const PressMatrix& matrix, std::span<const std::uint8_t> lights, std::span<const std::uint8_t> goal,
                 MoveConstraint constraint, const Bits& presses, const std::vector<Bits>& quiet, bool minimal)
        : SequenceFinder(minimal), matrix_(matrix), arcs_(press_arcs(matrix)), lights_(lights), goal_(goal),
          constraint_(constraint), presses_(buttons_of(presses)), quiet_(quiet), given_(presses),
          want_lit_(constraint == MoveConstraint::only_on) {
        const bool uniform = std::all_of(goal.begin(), goal.end(), [&](std::uint8_t g) { return g == goal[0]; });
        parity_applies_ = uniform && !goal.empty() && arcs_.symmetric() && arcs_.all_self() &&
                          want_lit_ != bool(goal[0] & 1);
    }

    SequenceSearchOf<int> run();

    // What SequenceFinder asks of a finder (sequence_finder.hpp); a pattern is its buttons.
    bool replays(const std::vector<int>& sequence) const {
        bool at_goal = false;
        return first_illegal_move(matrix_, lights_, constraint_, sequence, goal_, &at_goal) < 0 && at_goal;
    }
    std::int64_t weight(const std::vector<int>& p) const { return std::int64_t(p.size()); }
    std::int64_t lower_bound(const std::vector<int>& p) const {
        return std::int64_t(p.size()) + (parity_applies_ && odd_overlap_pairs(arcs_, p) ? 2 : 0);
    }
    OrderPlan<int> order(const std::vector<int>& p, std::int64_t budget) const {
        return order_by_overlap(arcs_, lights_, constraint_, p, budget);
    }
    OrderPlan<int> order_with_extras(int extras, std::int64_t budget) const {
        int used = 0;
        return search_with_extra_presses(arcs_, lights_, presses_, constraint_, parity_applies_, extras, budget, used);
    }

private:
    // Can button b be the last press? Before it its light shows the pressable
    // state; after it, that state flipped when b flips itself, and it must be the goal.
    bool can_be_last(int b) const { return bool(goal_[std::size_t(b)] & 1) == (want_lit_ != bool(arcs_.self[std::size_t(b)])); }
    SequenceSearchOf<int> tiny_puzzle() const;
    std::vector<std::vector<int>> candidates() const;

    const PressMatrix& matrix_;
    PressArcs arcs_;
    std::span<const std::uint8_t> lights_, goal_;
    MoveConstraint constraint_;
    std::vector<int> presses_;  // the buttons of the given pattern
    const std::vector<Bits>& quiet_;
    const Bits& given_;
    bool want_lit_, parity_applies_ = false;
};

SequenceSearchOf<int> MatrixFinder::tiny_puzzle() const {
    std::vector<std::uint32_t> footprint(std::size_t(matrix_.size()), 0);
    std::uint32_t start = 0, target = 0;
    for (int b = 0; b < matrix_.size(); ++b) {
        for (PressMatrix::Entry e : matrix_.changes(b))
            if (e.times % 2) footprint[std::size_t(b)] ^= std::uint32_t{1} << e.light;
        if (lights_[std::size_t(b)] & 1) start |= std::uint32_t{1} << b;
        if (goal_[std::size_t(b)] & 1) target |= std::uint32_t{1} << b;
    }
    return from_state_search(shortest_legal_sequence(footprint, start, target, constraint_), "states");
}

// The given pattern plus combinations of quiet patterns, as lists of buttons.
std::vector<std::vector<int>> MatrixFinder::candidates() const {
    std::vector<std::vector<int>> patterns;
    for (const auto& combo : quiet_combinations(quiet_.size())) {
        Bits p = given_;
        for (int i : combo)
            for (std::size_t b = 0; b < p.size(); ++b) p[b] ^= quiet_[std::size_t(i)][b] & 1;
        patterns.push_back(buttons_of(p));
    }
    return patterns;
}

SequenceSearchOf<int> MatrixFinder::run() {
    SequenceSearchOf<int> result;
    if (std::equal(lights_.begin(), lights_.end(), goal_.begin(), goal_.end())) {
        result.found = result.minimal = true;
        result.explanation = "the lights are already at the goal";
        return result;
    }
    if (constraint_ == MoveConstraint::any) {
        result.sequence = presses_;
        result.found = replays(result.sequence);
        result.explanation = "no move constraint: every order of the press pattern is legal";
        return result;
    }
    bool some_last = false;
    for (int b = 0; b < matrix_.size() && !some_last; ++b) some_last = can_be_last(b);
    if (!some_last) {
        result.proven_none = true;
        result.explanation = std::string("no legal sequence exists: no button can be pressed last (a press must show ") +
                             (want_lit_ ? "lit" : "unlit") + " and end at its goal, which no press can)";
        return result;
    }
    if (matrix_.size() <= kStateSearchMaxCells) return tiny_puzzle();
    tally_.all_solutions = quiet_.size() <= kAllCombinationsNullity;
    order_candidates(candidates());
    if (!found_) try_extras(presses_, matrix_.size());
    return report(parity_applies_, "button");
}

}  // namespace

SequenceSearchOf<int> find_legal_sequence(const PressMatrix& matrix, std::span<const std::uint8_t> lights,
                                          std::span<const std::uint8_t> goal, MoveConstraint constraint,
                                          std::span<const std::uint8_t> presses,
                                          const std::vector<std::vector<std::uint8_t>>& quiet, bool minimal) {
    const auto n = std::size_t(matrix.size());
    if (lights.size() != n || goal.size() != n || presses.size() != n)
        throw InputError("the lights, goal and presses must have one value per button of the puzzle");
    for (const Bits& q : quiet)
        if (q.size() != n) throw InputError("a quiet pattern has the wrong size");
    Bits after(lights.begin(), lights.end());
    matrix.press(after, presses, 2);
    for (std::size_t i = 0; i < n; ++i)
        if ((after[i] & 1) != (goal[i] & 1)) throw InputError("the press pattern does not solve the puzzle");
    const Bits pattern(presses.begin(), presses.end());
    return MatrixFinder(matrix, lights, goal, constraint, pattern, quiet, minimal).run();
}

}  // namespace lightsout
