// Maximum flow (Dinic's algorithm) on small integer networks: the b-matching
// behind the cross-rule ordering. O(E * sqrt(V)) on the unit-capacity
// bipartite networks used here.
#pragma once

#include <cstdint>
#include <vector>

namespace lightsout::order_detail {

class MaxFlow {
public:
    explicit MaxFlow(int nodes);
    // Adds an edge and returns its id (for flow_on / remove).
    int add_edge(int from, int to, std::int64_t capacity);
    // Pushes as much more flow from source to sink as fits; returns the amount.
    std::int64_t push(int source, int sink);
    std::int64_t flow_on(int edge) const { return edges_[edge ^ 1].capacity; }
    // Takes an edge (and its flow) out of the residual network.
    void remove(int edge) { edges_[edge].capacity = edges_[edge ^ 1].capacity = 0; }

private:
    struct Edge {
        int to;
        std::int64_t capacity;  // residual
    };
    bool build_levels(int source, int sink);
    std::int64_t augment(int node, int sink, std::int64_t limit);

    std::vector<Edge> edges_;
    std::vector<std::vector<int>> out_;
    std::vector<int> level_;
    std::vector<std::size_t> next_;
};

}  // namespace lightsout::order_detail
