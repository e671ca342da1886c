// Depth-first search for a legal sequence that may press outside cells.
//
// Any cell whose light shows the allowed state may be pressed. The state is the
// pending set P (cells still to be pressed an odd number of times; the board is
// goal + effect of P): pressing a pending cell removes it, pressing an outside
// cell adds it, and the board is at the goal exactly when P is empty. Each add
// costs two presses (now and later), so a sequence has |pattern| + 2 * adds
// presses; the search caps the adds at `max_extras`.
//
// Moves are ordered as in overlap_order.cpp: removals first, by the score
// (illegal pending out-neighbours - legal ones), the best three; then, while
// adds remain, the best two outside cells next to pending presses. When the
// pair-parity invariant of overlap_order.hpp applies, an add flips the parity
// and a removal keeps it, so a state with odd parity and no adds left is dead.
// States that failed are remembered by a Zobrist hash of (P, adds used).
#include "order/extra_press_search.hpp"

#include <algorithm>

#include "core/splitmix.hpp"
#include "order/depth_first.hpp"
#include "order/overlap_order.hpp"

namespace lightsout::order_detail {

namespace {

class ExtraSearch {
public:
    // `parity_known`: the pair-parity invariant applies (a symmetric relation,
    // every press flips its own light, play towards the unpressable state).
    ExtraSearch(PressArcs arcs, std::vector<char> lit, std::vector<char> pending, bool want_lit, bool parity_known,
                int max_extras)
        : want_lit_(want_lit), max_extras_(max_extras), out_(std::move(arcs.out)), self_(std::move(arcs.self)),
          lit_(std::move(lit)), pending_(std::move(pending)), parity_known_(parity_known) {
        SplitMix64 seed(0x6578747261ull);
        key_of_.resize(out_.size());
        std::vector<int> pattern;
        for (std::size_t u = 0; u < out_.size(); ++u) {
            key_of_[u] = seed.next();
            if (!pending_[u]) continue;
            key_ ^= key_of_[u];
            ++pending_count_;
            pattern.push_back(int(u));
        }
        initial_pending_ = pending_count_;
        extra_key_ = seed.next();
        if (parity_known_) odd_pairs_ = odd_overlap_pairs(PressArcs{out_, self_}, pattern);
    }

    // depth_first.hpp's State.
    std::vector<int> moves() const;
    std::uint64_t key() const { return key_ ^ (extra_key_ * std::uint64_t(adds_ + 1)); }
    bool done() const { return pending_count_ == 0; }
    bool hopeless() const {
        if (adds_ > max_extras_) return true;
        return parity_known_ && odd_pairs_ && adds_ == max_extras_;
    }
    // A legal press: removes a pending cell (pair parity kept) or adds an
    // outside one (one more add; parity flipped).
    void press(int u) {
        const bool add = !pending_[u];
        flip_lights(u);
        if (add) {
            ++pending_count_;
            ++adds_;
            if (parity_known_) odd_pairs_ = !odd_pairs_;
        } else {
            --pending_count_;
        }
    }
    void unpress(int u) {
        const bool was_add = pending_[u];
        flip_lights(u);
        if (was_add) {
            --pending_count_;
            --adds_;
            if (parity_known_) odd_pairs_ = !odd_pairs_;
        } else {
            ++pending_count_;
        }
    }
    // Outside presses in a sequence of `length` moves (each pressed twice).
    int extras_in(std::size_t length) const { return int((length - initial_pending_) / 2); }

private:
    bool legal(int v) const { return bool(lit_[v]) == want_lit_; }

    void flip_lights(int u) {
        for (int v : out_[u]) lit_[v] ^= 1;
        if (self_[u]) lit_[u] ^= 1;
        key_ ^= key_of_[u];
        pending_[u] ^= 1;
    }

    bool want_lit_;
    int max_extras_;
    std::vector<std::vector<int>> out_;
    std::vector<char> self_, lit_, pending_;
    std::vector<std::uint64_t> key_of_;
    std::uint64_t key_ = 0, extra_key_ = 0;
    std::size_t pending_count_ = 0, initial_pending_ = 0;
    int adds_ = 0;
    bool parity_known_ = false;
    bool odd_pairs_ = false;
};

// Removals by score, the best three; then, while adds remain, the best two
// outside presses next to pending ones.
std::vector<int> ExtraSearch::moves() const {
    std::vector<std::pair<int, int>> removals, adds;
    for (int u = 0; u < int(out_.size()); ++u) {
        if (!legal(u)) continue;
        if (!pending_[u] && adds_ >= max_extras_) continue;
        int score = 0;
        bool touches = false;
        for (int v : out_[u])
            if (pending_[v]) {
                touches = true;
                score += legal(v) ? -1 : 1;
            }
        if (pending_[u])
            removals.push_back({-score, u});
        else if (touches)
            adds.push_back({-score, u});
    }
    std::vector<int> moves;
    auto take = [&](std::vector<std::pair<int, int>>& list, std::size_t count) {
        std::size_t keep = std::min(count, list.size());
        std::partial_sort(list.begin(), list.begin() + keep, list.end());
        for (std::size_t i = 0; i < keep; ++i) moves.push_back(list[i].second);
    };
    take(removals, 3);
    take(adds, 2);
    return moves;
}

}  // namespace

ExtraPlan search_with_extra_presses(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint,
                                    const PressPattern& pattern, int max_extras, std::int64_t budget) {
    const int cols = board.cols(), cells = int(board.shape().cells());
    std::vector<char> lit(static_cast<std::size_t>(cells)), pending(static_cast<std::size_t>(cells));
    for (int u = 0; u < cells; ++u) {
        lit[std::size_t(u)] = board.get(u / cols, u % cols);
        pending[std::size_t(u)] = pattern.get(u / cols, u % cols);
    }
    PressArcs arcs = press_arcs(rule, board.shape());
    const bool want_lit = constraint == MoveConstraint::only_on;
    // The parity invariant needs a symmetric rule, a press that flips its own
    // light (the same for every cell), and play towards the unpressable state.
    const bool parity_known = rule.symmetric() && cells > 0 && arcs.self[0] && want_lit != (goal == Goal::on);
    ExtraSearch search(std::move(arcs), std::move(lit), std::move(pending), want_lit, parity_known, max_extras);
    ExtraPlan plan;
    OrderPlan<int> found = depth_first(search, budget, false);
    if (found.found) plan.extras = search.extras_in(found.sequence.size());
    plan.found = found.found;
    plan.work = found.work;
    for (int u : found.sequence) plan.sequence.push_back({u / cols, u % cols});
    return plan;
}

OrderPlan<int> search_with_extra_presses(const PressArcs& arcs, std::span<const std::uint8_t> lights,
                                         const std::vector<int>& presses, MoveConstraint constraint, bool parity_known,
                                         int max_extras, std::int64_t budget, int& extras) {
    std::vector<char> lit(arcs.out.size()), pending(arcs.out.size(), 0);
    for (std::size_t u = 0; u < lit.size(); ++u) lit[u] = char(lights[u] & 1);
    for (int u : presses) pending[std::size_t(u)] = 1;
    ExtraSearch search(arcs, std::move(lit), std::move(pending), constraint == MoveConstraint::only_on, parity_known,
                       max_extras);
    OrderPlan<int> plan = depth_first(search, budget, false);
    if (plan.found) extras = search.extras_in(plan.sequence.size());
    return plan;
}

}  // namespace lightsout::order_detail
