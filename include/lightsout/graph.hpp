// Graphs: lights on the vertices of any graph, and who changes whom on them.
//
// A Graph is vertices named by labels (any tokens: "a", "17", "F5") and edges
// between them, undirected or directed. Vertex v is light v and button v. Its
// press matrix says what a press changes:
//   sigma-plus (the default): the pressed vertex and its neighbours,
//   sigma:                    its neighbours only.
// On a directed graph an arc u -> v reads "pressing u changes v", so a press
// changes the out-neighbours. The graph knows nothing of the arithmetic (how
// many states a light has): that is the ring's business (press_matrix.hpp).
//
//   Graph g({"a", "b", "c"}, {{0, 1}, {1, 2}});          // the path a - b - c
//   PressMatrix m = press_matrix(g, GraphRule::sigma_plus);
//   for (int v : g.neighbours(1)) ...                     // 0 and 2
// Threads: one object may be read from many threads at once; changing it needs
// that no other thread uses it (as for std::vector; docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "lightsout/press_matrix.hpp"

namespace lightsout {

// The largest graph the library builds: vertices, and edges (arcs when directed).
// The engines that solve graphs stop far below (the dense ones at 65,536
// buttons mod 2); checking, pressing and drawing go on. A vertex costs about
// 110 bytes while it is read (its label twice, the index's node), so a file
// just over the limit is refused after ~0.5 GB and a few seconds: 2^24 would
// take 1.9 GB and 20 s.
inline constexpr std::int64_t kMaxGraphVertices = std::int64_t(1) << 22;
inline constexpr std::int64_t kMaxGraphEdges = std::int64_t(1) << 28;

class Graph {
public:
    using Edge = std::pair<int, int>;

    Graph() = default;
    // Vertices 0..labels.size()-1 named by `labels` (distinct, non-empty);
    // edges between them, each u - v (or u -> v when directed). Repeated edges
    // are merged: a neighbour is changed once per press. Throws InputError for
    // an edge from a vertex to itself, a vertex outside the labels, a repeated
    // or empty label, or a graph beyond kMaxGraphVertices / kMaxGraphEdges.
    Graph(std::vector<std::string> labels, std::vector<Edge> edges, bool directed = false);

    bool directed() const { return directed_; }
    int vertices() const { return int(labels_.size()); }
    // Distinct edges (arcs when directed).
    std::int64_t edges() const { return edges_; }

    const std::string& label(int v) const { return labels_[std::size_t(v)]; }
    const std::vector<std::string>& labels() const { return labels_; }
    // The vertex named `label`, if any.
    std::optional<int> find(std::string_view label) const;

    // The vertices a press of v changes besides v itself (out-neighbours when
    // directed), in increasing order.
    std::span<const int> neighbours(int v) const {
        return {adjacent_.data() + start_[std::size_t(v)], adjacent_.data() + start_[std::size_t(v) + 1]};
    }
    std::int64_t degree(int v) const { return start_[std::size_t(v) + 1] - start_[std::size_t(v)]; }
    // Does an arc (or edge) u -> v exist?
    bool adjacent(int u, int v) const;

    bool operator==(const Graph& other) const {
        return directed_ == other.directed_ && labels_ == other.labels_ && start_ == other.start_ &&
               adjacent_ == other.adjacent_;
    }

private:
    bool directed_ = false;
    std::vector<std::string> labels_;
    std::unordered_map<std::string, int> index_;  // label -> vertex
    std::vector<std::int64_t> start_{0};          // CSR: neighbours of v are adjacent_[start_[v] .. start_[v+1])
    std::vector<int> adjacent_;
    std::int64_t edges_ = 0;
};

// Who a press changes on a graph.
enum class GraphRule { sigma_plus, sigma };

// "sigma-plus" | "sigma" (also "sigma+"). Throws InputError naming the choices.
GraphRule parse_graph_rule(std::string_view name);
std::string graph_rule_name(GraphRule rule);

// Column v lists v itself (sigma-plus only) and every neighbour of v, once each.
PressMatrix press_matrix(const Graph& graph, GraphRule rule);

// Vertex labels "1".."n" for graphs built by number.
std::vector<std::string> numbered_labels(int n);

}  // namespace lightsout
