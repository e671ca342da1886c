// The Graph type: labelled vertices, merged edges in compressed rows.
#include "lightsout/graph.hpp"

#include <algorithm>

#include "lightsout/error.hpp"

namespace lightsout {

namespace {

// A byte that would break a label's line in a text answer ("one label per
// line") or its token in a press list: newline, tab, any control character.
bool has_control_byte(std::string_view label) {
    return std::any_of(label.begin(), label.end(), [](char ch) { return (unsigned char)(ch) < 0x20 || ch == 0x7f; });
}


}  // namespace

Graph::Graph(std::vector<std::string> labels, std::vector<Edge> edges, bool directed)
    : directed_(directed), labels_(std::move(labels)) {
    const auto n = std::int64_t(labels_.size());
    if (n > kMaxGraphVertices)
        throw InputError("the graph has " + std::to_string(n) + " vertices, more than the limit of " +
                         std::to_string(kMaxGraphVertices));
    if (std::int64_t(edges.size()) > kMaxGraphEdges)
        throw InputError("the graph has " + std::to_string(edges.size()) + " edges, more than the limit of " +
                         std::to_string(kMaxGraphEdges));
    index_.reserve(labels_.size());
    for (std::size_t v = 0; v < labels_.size(); ++v) {
        if (labels_[v].empty()) throw InputError("vertex " + std::to_string(v + 1) + " has an empty label");
        if (has_control_byte(labels_[v]))  // answers print labels one per line: they must stay one line
            throw InputError("the label " + quote_input(labels_[v]) + " of vertex " + std::to_string(v + 1) +
                             " holds a control character (a newline, a tab, ...), which no answer can print back");
        if (!index_.emplace(labels_[v], int(v)).second)
            throw InputError("the label " + quote_input(labels_[v]) + " names two vertices");
    }
    // Compressed rows by counting (linear in the edges), then each vertex's
    // neighbours sorted and repeats merged.
    std::vector<std::int64_t> count(std::size_t(n) + 1, 0);
    for (auto [u, v] : edges) {
        if (u < 0 || u >= n || v < 0 || v >= n)
            throw InputError("an edge names vertex " + std::to_string(u < 0 || u >= n ? u : v) +
                             ", outside the graph's " + std::to_string(n) + " vertices");
        if (u == v)
            throw InputError("the edge " + quote_input(labels_[std::size_t(u)]) + " - " + quote_input(labels_[std::size_t(u)]) +
                             " joins a vertex to itself (the rule says whether a press changes its own light: "
                             "the rule sigma-plus or sigma)");
        ++count[std::size_t(u) + 1];
        if (!directed) ++count[std::size_t(v) + 1];
    }
    for (std::size_t v = 0; v < std::size_t(n); ++v) count[v + 1] += count[v];
    std::vector<int> arcs(static_cast<std::size_t>(count.back()));
    std::vector<std::int64_t> fill(count.begin(), count.end() - 1);
    for (auto [u, v] : edges) {
        arcs[std::size_t(fill[std::size_t(u)]++)] = v;
        if (!directed) arcs[std::size_t(fill[std::size_t(v)]++)] = u;
    }
    edges.clear();
    edges.shrink_to_fit();
    start_.assign(std::size_t(n) + 1, 0);
    adjacent_.reserve(arcs.size());
    for (std::size_t v = 0; v < std::size_t(n); ++v) {
        auto first = arcs.begin() + count[v], last = arcs.begin() + count[v + 1];
        std::sort(first, last);
        adjacent_.insert(adjacent_.end(), first, std::unique(first, last));
        start_[v + 1] = std::int64_t(adjacent_.size());
    }
    edges_ = directed ? std::int64_t(adjacent_.size()) : std::int64_t(adjacent_.size()) / 2;
}

std::optional<int> Graph::find(std::string_view label) const {
    auto it = index_.find(std::string(label));
    if (it == index_.end()) return std::nullopt;
    return it->second;
}

bool Graph::adjacent(int u, int v) const {
    std::span<const int> out = neighbours(u);
    return std::binary_search(out.begin(), out.end(), v);
}

GraphRule parse_graph_rule(std::string_view name) {
    if (name == "sigma-plus" || name == "sigma+") return GraphRule::sigma_plus;
    if (name == "sigma") return GraphRule::sigma;
    throw InputError("unknown rule '" + std::string(name) +
                     "' for a graph (expected sigma-plus: a press changes its vertex and the neighbours, "
                     "or sigma: the neighbours only)");
}

std::string graph_rule_name(GraphRule rule) { return rule == GraphRule::sigma ? "sigma" : "sigma-plus"; }

PressMatrix press_matrix(const Graph& graph, GraphRule rule) {
    std::vector<std::vector<std::int32_t>> changed(std::size_t(graph.vertices()));
    for (int v = 0; v < graph.vertices(); ++v) {
        std::vector<std::int32_t>& lights = changed[std::size_t(v)];
        std::span<const int> out = graph.neighbours(v);
        lights.reserve(out.size() + 1);
        if (rule == GraphRule::sigma_plus) lights.push_back(v);
        lights.insert(lights.end(), out.begin(), out.end());
    }
    return PressMatrix(changed);
}

std::vector<std::string> numbered_labels(int n) {
    std::vector<std::string> labels;
    labels.reserve(std::size_t(std::max(n, 0)));
    for (int v = 1; v <= n; ++v) labels.push_back(std::to_string(v));
    return labels;
}

}  // namespace lightsout
