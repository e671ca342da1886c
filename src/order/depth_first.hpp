// The depth-first search both order searches run (overlap_order.cpp on the
// pattern's presses, extra_press_search.cpp with outside presses too): states
// are sets of pending presses, moves are the presses the state offers best
// first, and a state whose every move failed is remembered dead by its key.
//
// The State supplies:
//   std::vector<int> moves() const;   // the moves to try from here, best first
//   void press(int u); void unpress(int u);
//   std::uint64_t key() const;        // a hash of the state (exact when it can be)
//   bool done() const;                // nothing pending: the path is a sequence
//   bool hopeless() const;            // no sequence from here within the caps
#pragma once

#include <cstdint>
#include <unordered_set>
#include <utility>
#include <vector>

#include "lightsout/stop.hpp"
#include "order/overlap_order.hpp"

namespace lightsout::order_detail {

// Presses at most `budget` moves unless `exhaustive`; then the search is
// complete and a failure is a proof (plan.exhausted).
template <class State>
OrderPlan<int> depth_first(State& state, std::int64_t budget, bool exhaustive) {
    struct Frame {
        std::vector<int> moves;
        std::size_t next = 0;
        int pressed = -1;
    };
    OrderPlan<int> plan;
    std::unordered_set<std::uint64_t> dead;
    std::vector<Frame> stack;
    stack.push_back({state.moves(), 0, -1});
    std::vector<int> path;
    while (!stack.empty() && !state.done()) {
        Frame& top = stack.back();
        if (top.next < top.moves.size()) {
            if (!exhaustive && plan.work >= budget) break;
            const int u = top.moves[top.next++];
            state.press(u);
            if (++plan.work % 1024 == 0) throw_if_stopped();
            if (dead.count(state.key()) || state.hopeless()) {
                state.unpress(u);
                continue;
            }
            path.push_back(u);
            stack.push_back({state.moves(), 0, u});
            continue;
        }
        dead.insert(state.key());
        const int u = top.pressed;
        stack.pop_back();
        if (u >= 0) {
            state.unpress(u);
            path.pop_back();
        }
    }
    plan.found = state.done();
    if (plan.found) plan.sequence = std::move(path);
    else plan.exhausted = exhaustive;
    return plan;
}

}  // namespace lightsout::order_detail
