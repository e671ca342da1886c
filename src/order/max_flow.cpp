#include "order/max_flow.hpp"

#include <algorithm>
#include <limits>

namespace lightsout::order_detail {

MaxFlow::MaxFlow(int nodes) : out_(nodes), level_(nodes), next_(nodes) {}

int MaxFlow::add_edge(int from, int to, std::int64_t capacity) {
    int id = int(edges_.size());
    edges_.push_back({to, capacity});
    edges_.push_back({from, 0});
    out_[from].push_back(id);
    out_[to].push_back(id + 1);
    return id;
}

bool MaxFlow::build_levels(int source, int sink) {
    std::fill(level_.begin(), level_.end(), -1);
    std::vector<int> queue{source};
    level_[source] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        int node = queue[head];
        for (int id : out_[node]) {
            const Edge& e = edges_[id];
            if (e.capacity > 0 && level_[e.to] < 0) {
                level_[e.to] = level_[node] + 1;
                queue.push_back(e.to);
            }
        }
    }
    return level_[sink] >= 0;
}

// Recursive: the depth is at most the number of nodes (rows + columns + 4 here).
std::int64_t MaxFlow::augment(int node, int sink, std::int64_t limit) {
    if (node == sink) return limit;
    for (std::size_t& i = next_[node]; i < out_[node].size(); ++i) {
        int id = out_[node][i];
        Edge& e = edges_[id];
        if (e.capacity <= 0 || level_[e.to] != level_[node] + 1) continue;
        std::int64_t pushed = augment(e.to, sink, std::min(limit, e.capacity));
        if (pushed > 0) {
            e.capacity -= pushed;
            edges_[id ^ 1].capacity += pushed;
            return pushed;
        }
    }
    return 0;
}

std::int64_t MaxFlow::push(int source, int sink) {
    std::int64_t total = 0;
    while (build_levels(source, sink)) {
        std::fill(next_.begin(), next_.end(), 0);
        while (std::int64_t pushed = augment(source, sink, std::numeric_limits<std::int64_t>::max())) total += pushed;
    }
    return total;
}

}  // namespace lightsout::order_detail
