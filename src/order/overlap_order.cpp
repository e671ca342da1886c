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
#include <unordered_set>

namespace lightsout::order_detail {

namespace {

struct OverlapGraph {
    std::vector<Cell> cells;              // pending presses, row-major
    std::vector<std::vector<int>> out;    // pressing u flips these (u excluded)
    std::vector<char> lit;                // current light at each press
};

OverlapGraph build_graph(const Board& board, const Rule& rule, const PressPattern& pattern) {
    OverlapGraph g;
    const int cols = pattern.cols();
    std::vector<long long> linear;
    for (int r = 0; r < pattern.rows(); ++r)
        for (int c = 0; c < cols; ++c)
            if (pattern.get(r, c)) {
                g.cells.push_back({r, c});
                linear.push_back((long long)r * cols + c);
                g.lit.push_back(board.get(r, c));
            }
    g.out.resize(g.cells.size());
    std::vector<int> hits;
    for (std::size_t u = 0; u < g.cells.size(); ++u) {
        hits.clear();
        rule.for_each_flipped(pattern.shape(), g.cells[u].row, g.cells[u].col, [&](int r, int c) {
            if (!pattern.get(r, c)) return;
            long long key = (long long)r * cols + c;
            hits.push_back(int(std::lower_bound(linear.begin(), linear.end(), key) - linear.begin()));
        });
        std::sort(hits.begin(), hits.end());
        // Keep the presses flipped an odd number of times (a torus can wrap twice).
        for (std::size_t i = 0; i < hits.size();) {
            std::size_t j = i;
            while (j < hits.size() && hits[j] == hits[i]) ++j;
            if ((j - i) % 2 == 1 && hits[i] != int(u)) g.out[u].push_back(hits[i]);
            i = j;
        }
    }
    return g;
}

std::uint64_t splitmix(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

class Search {
public:
    Search(OverlapGraph graph, bool want_lit) : g_(std::move(graph)), want_lit_(want_lit), alive_(g_.cells.size(), 1) {
        std::uint64_t seed = 0x6c696768746f7574ull;
        key_of_.resize(g_.cells.size());
        for (std::size_t u = 0; u < key_of_.size(); ++u)
            key_of_[u] = g_.cells.size() <= 64 ? std::uint64_t{1} << u : splitmix(seed);
        for (std::uint64_t k : key_of_) key_ ^= k;
        remaining_ = g_.cells.size();
    }

    OverlapPlan run(std::int64_t budget) {
        OverlapPlan plan;
        const bool exhaustive = g_.cells.size() <= std::size_t(kExhaustivePresses);
        const std::size_t branching = exhaustive ? g_.cells.size() : 3;
        struct Frame {
            std::vector<int> moves;
            std::size_t next = 0;
            int pressed = -1;
        };
        std::vector<Frame> stack;
        stack.push_back({candidates(branching), 0, -1});
        std::vector<int> path;
        while (!stack.empty() && remaining_ > 0) {
            Frame& top = stack.back();
            if (top.next < top.moves.size()) {
                if (!exhaustive && plan.work >= budget) break;
                int u = top.moves[top.next++];
                press(u);
                ++plan.work;
                if (dead_.count(key_)) {
                    unpress(u);
                    continue;
                }
                path.push_back(u);
                stack.push_back({candidates(branching), 0, u});
                continue;
            }
            dead_.insert(key_);
            int u = top.pressed;
            stack.pop_back();
            if (u >= 0) {
                unpress(u);
                path.pop_back();
            }
        }
        if (remaining_ == 0) {
            plan.found = true;
            for (int u : path) plan.sequence.push_back(g_.cells[u]);
        } else {
            plan.exhausted = exhaustive;
        }
        return plan;
    }

private:
    bool legal(int v) const { return bool(g_.lit[v]) == want_lit_; }

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

    // The legal pending presses, best score first, at most `limit` of them.
    std::vector<int> candidates(std::size_t limit) const {
        std::vector<std::pair<int, int>> scored;  // (-score, press)
        for (std::size_t u = 0; u < g_.cells.size(); ++u) {
            if (!alive_[u] || !legal(int(u))) continue;
            int score = 0;
            for (int v : g_.out[u])
                if (alive_[v]) score += legal(v) ? -1 : 1;
            scored.push_back({-score, int(u)});
        }
        std::size_t keep = std::min(limit, scored.size());
        std::partial_sort(scored.begin(), scored.begin() + keep, scored.end());
        std::vector<int> moves;
        for (std::size_t i = 0; i < keep; ++i) moves.push_back(scored[i].second);
        return moves;
    }

    OverlapGraph g_;
    bool want_lit_;
    std::vector<char> alive_;
    std::vector<std::uint64_t> key_of_;
    std::uint64_t key_ = 0;
    std::size_t remaining_ = 0;
    std::unordered_set<std::uint64_t> dead_;
};

}  // namespace

OverlapPlan order_by_overlap(const Board& board, const Rule& rule, MoveConstraint constraint,
                             const PressPattern& pattern, std::int64_t budget) {
    OverlapGraph graph = build_graph(board, rule, pattern);
    if (constraint == MoveConstraint::any) {
        OverlapPlan plan;
        plan.found = true;
        plan.sequence = graph.cells;
        return plan;
    }
    Search search(std::move(graph), constraint == MoveConstraint::only_on);
    return search.run(budget);
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
            std::sort(hits.begin(), hits.end());
            // Presses flipped an odd number of times (a torus can wrap twice).
            for (std::size_t i = 0; i < hits.size();) {
                std::size_t j = i;
                while (j < hits.size() && hits[j] == hits[i]) ++j;
                arcs += (j - i) % 2;
                i = j;
            }
        }
    return (arcs / 2) % 2 == 1;
}

}  // namespace lightsout::order_detail
