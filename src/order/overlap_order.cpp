// Ordering a press pattern by depth-first search on the press-overlap graph.
//
// Model. Draw an arc u -> v between pending presses when pressing u flips the
// light at v (an odd number of times). Pressing u flips the light of every
// pending out-neighbour and removes u; a pending press v is legal exactly when
// its light shows L (L = lit for only_on, unlit for only_off). For symmetric
// rules with L != goal this is the question of deleting every vertex of the
// overlap graph, each when it has an even number of remaining neighbours. The
// state is the set of pending presses (the board is determined by it), so a
// search over orders is a search over subsets: at most 2^|pattern| states.
//
// Search. Depth-first, moves ordered by a greedy score: pressing u makes every
// currently illegal out-neighbour legal and every legal one illegal, so
// score(u) = illegal out-neighbours - legal out-neighbours (keep as many
// options open as possible), ties to the first cell in row-major order.
// States proven dead are remembered (exactly, by bitmask, up to 64 pending
// presses; by a 64-bit Zobrist hash above that, which can only cost a missed
// order, never a wrong one: every answer is replayed). Up to kExhaustivePresses
// every legal move is tried and the search is complete; above, the three best
// moves per state and at most `budget` presses in all (polynomial per attempt).
#include "order/overlap_order.hpp"

#include <algorithm>

#include "core/splitmix.hpp"
#include "order/depth_first.hpp"

namespace lightsout::order_detail {

namespace {

// Presses 0..k-1 of the pattern; the caller knows which cell or button each is.
struct OverlapGraph {
    std::vector<std::vector<int>> out;    // pressing u flips these (u excluded)
    std::vector<char> lit;                // current light at each press
    std::size_t size() const { return out.size(); }
};

OverlapGraph build_graph(const Board& board, const Rule& rule, const PressPattern& pattern, std::vector<Cell>& cells) {
    OverlapGraph g;
    const int cols = pattern.cols();
    std::vector<long long> linear;
    for (int r = 0; r < pattern.rows(); ++r)
        for (int c = 0; c < cols; ++c)
            if (pattern.get(r, c)) {
                cells.push_back({r, c});
                linear.push_back((long long)r * cols + c);
                g.lit.push_back(board.get(r, c));
            }
    g.out.resize(cells.size());
    std::vector<int> hits;
    for (std::size_t u = 0; u < cells.size(); ++u) {
        hits.clear();
        rule.for_each_flipped(pattern.shape(), cells[u].row, cells[u].col, [&](int r, int c) {
            if (!pattern.get(r, c)) return;
            long long key = (long long)r * cols + c;
            hits.push_back(int(std::lower_bound(linear.begin(), linear.end(), key) - linear.begin()));
        });
        for_each_odd(hits, [&](int v) {
            if (v != int(u)) g.out[u].push_back(v);
        });
    }
    return g;
}

// The overlap graph of buttons `presses` (sorted) of a press matrix.
OverlapGraph build_graph(const PressArcs& arcs, std::span<const std::uint8_t> lights, const std::vector<int>& presses) {
    OverlapGraph g;
    g.out.resize(presses.size());
    for (std::size_t u = 0; u < presses.size(); ++u) {
        g.lit.push_back(char(lights[std::size_t(presses[u])] & 1));
        for (int light : arcs.out[std::size_t(presses[u])]) {
            auto it = std::lower_bound(presses.begin(), presses.end(), light);
            if (it != presses.end() && *it == light) g.out[u].push_back(int(it - presses.begin()));
        }
    }
    return g;
}

// The state of the search: the pending presses and their lights.
class Search {
public:
    Search(OverlapGraph graph, bool want_lit, std::size_t branching)
        : g_(std::move(graph)), want_lit_(want_lit), branching_(branching), alive_(g_.size(), 1) {
        SplitMix64 seed(0x6c696768746f7574ull);
        key_of_.resize(g_.size());
        for (std::size_t u = 0; u < key_of_.size(); ++u)
            key_of_[u] = g_.size() <= 64 ? std::uint64_t{1} << u : seed.next();
        for (std::uint64_t k : key_of_) key_ ^= k;
        remaining_ = g_.size();
    }

    // depth_first.hpp's State.
    std::vector<int> moves() const;
    std::uint64_t key() const { return key_; }
    bool done() const { return remaining_ == 0; }
    bool hopeless() const { return false; }
    void press(int u) {
        alive_[u] = 0;
        --remaining_;
        key_ ^= key_of_[u];
        for (int v : g_.out[u]) g_.lit[v] ^= 1;
    }
    void unpress(int u) {
        for (int v : g_.out[u]) g_.lit[v] ^= 1;
        key_ ^= key_of_[u];
        ++remaining_;
        alive_[u] = 1;
    }

private:
    bool legal(int v) const { return bool(g_.lit[v]) == want_lit_; }

    OverlapGraph g_;
    bool want_lit_;
    std::size_t branching_;  // moves tried per state
    std::vector<char> alive_;
    std::vector<std::uint64_t> key_of_;
    std::uint64_t key_ = 0;
    std::size_t remaining_ = 0;
};

// The legal pending presses, best score first, at most branching_ of them.
std::vector<int> Search::moves() const {
    std::vector<std::pair<int, int>> scored;  // (-score, press)
    for (std::size_t u = 0; u < g_.size(); ++u) {
        if (!alive_[u] || !legal(int(u))) continue;
        int score = 0;
        for (int v : g_.out[u])
            if (alive_[v]) score += legal(v) ? -1 : 1;
        scored.push_back({-score, int(u)});
    }
    std::size_t keep = std::min(branching_, scored.size());
    std::partial_sort(scored.begin(), scored.begin() + keep, scored.end());
    std::vector<int> moves;
    for (std::size_t i = 0; i < keep; ++i) moves.push_back(scored[i].second);
    return moves;
}

// Orders the presses of `graph` and names each by moves[index].
template <class Move>
OrderPlan<Move> order(OverlapGraph graph, MoveConstraint constraint, const std::vector<Move>& moves, std::int64_t budget) {
    OrderPlan<Move> plan;
    if (constraint == MoveConstraint::any) {
        plan.found = true;
        plan.sequence = moves;
        return plan;
    }
    const bool exhaustive = graph.size() <= std::size_t(kExhaustivePresses);
    const std::size_t branching = exhaustive ? graph.size() : 3;
    Search search(std::move(graph), constraint == MoveConstraint::only_on, branching);
    OrderPlan<int> found = depth_first(search, budget, exhaustive);
    plan.found = found.found;
    plan.exhausted = found.exhausted;
    plan.work = found.work;
    for (int u : found.sequence) plan.sequence.push_back(moves[std::size_t(u)]);
    return plan;
}

bool odd_pairs(const OverlapGraph& graph) {
    std::size_t arcs = 0;
    for (const auto& out : graph.out) arcs += out.size();
    return (arcs / 2) % 2 == 1;  // symmetric rule: every pair is two arcs
}

}  // namespace

OverlapPlan order_by_overlap(const Board& board, const Rule& rule, MoveConstraint constraint,
                             const PressPattern& pattern, std::int64_t budget) {
    std::vector<Cell> cells;
    OverlapGraph graph = build_graph(board, rule, pattern, cells);
    return order(std::move(graph), constraint, cells, budget);
}

bool odd_overlap_pairs(const Rule& rule, const PressPattern& pattern) {
    // The arcs of the overlap graph, counted without building it (this runs
    // once per candidate pattern): a symmetric rule draws every pair twice.
    const int cols = pattern.cols();
    std::size_t arcs = 0;
    std::vector<long long> hits;
    for (int r = 0; r < pattern.rows(); ++r)
        for (int c = 0; c < cols; ++c) {
            if (!pattern.get(r, c)) continue;
            hits.clear();
            rule.for_each_flipped(pattern.shape(), r, c, [&](int rr, int cc) {
                if ((rr != r || cc != c) && pattern.get(rr, cc)) hits.push_back((long long)rr * cols + cc);
            });
            for_each_odd(hits, [&](long long) { ++arcs; });
        }
    return (arcs / 2) % 2 == 1;
}

OrderPlan<int> order_by_overlap(const PressArcs& arcs, std::span<const std::uint8_t> lights, MoveConstraint constraint,
                                const std::vector<int>& presses, std::int64_t budget) {
    return order(build_graph(arcs, lights, presses), constraint, presses, budget);
}

bool odd_overlap_pairs(const PressArcs& arcs, const std::vector<int>& presses) {
    const std::vector<std::uint8_t> none(arcs.out.size(), 0);
    return odd_pairs(build_graph(arcs, none, presses));
}

}  // namespace lightsout::order_detail
