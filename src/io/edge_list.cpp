// Edge lists: `u v` per line, as networkx's read_edgelist reads them.
//
// Labels are any tokens without blanks; `#` starts a comment; a line of one
// label is an isolated vertex (networkx skips such lines; we keep the vertex,
// as an adjacency list would). An edge may carry networkx's data dict
// (`u v {'weight': 3}`), which says nothing about who changes whom and is
// ignored. A third token that is not a dict is refused: `a b c` is an
// adjacency-list line, not an edge, and guessing would change the puzzle.
#include <string>
#include <unordered_map>

#include "io/graph_text.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

namespace lightsout::io {

namespace {

using namespace graph_text;

class LabelTable {
public:
    int intern(std::string_view label) {
        auto [it, added] = index_.try_emplace(std::string(label), int(labels_.size()));
        if (added) {
            if (std::int64_t(labels_.size()) >= kMaxGraphVertices)
                throw InputError("the graph has more than " + std::to_string(kMaxGraphVertices) + " vertices");
            labels_.emplace_back(label);
        }
        return it->second;
    }
    std::vector<std::string> take() { return std::move(labels_); }

private:
    std::unordered_map<std::string, int> index_;
    std::vector<std::string> labels_;
};

}  // namespace

GraphFile parse_edge_list(std::string_view text, const GraphReadOptions& options, std::string_view source) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 byte order mark
    LabelTable labels;
    std::vector<Graph::Edge> edges;
    for_each_line(text, '#', [&](std::string_view line, std::size_t number) {
        const std::string_view u = next_token(line);
        if (u.empty()) return;
        const std::string_view v = next_token(line);
        if (v.empty()) {
            labels.intern(u);
            return;
        }
        const std::string_view data = next_token(line);
        if (!data.empty() && data.front() != '{')
            throw InputError(at_line(source, number) + "more than two labels (" + quote_label(u) + ", " + quote_label(v) + ", " +
                             quote_label(data) + "); an edge list has one edge 'u v' per line (edge data, if any, as a "
                             "{...} dict)");
        if (u == v)
            throw InputError(at_line(source, number) + "the edge " + quote_label(u) + " - " + quote_label(v) +
                             " joins a vertex to itself (whether a press changes its own light is the rule's "
                             "business: the rule sigma-plus or sigma)");
        if (std::int64_t(edges.size()) >= kMaxGraphEdges)
            throw InputError(at_line(source, number) + "more than " + std::to_string(kMaxGraphEdges) + " edges");
        const int a = labels.intern(u);
        edges.push_back({a, labels.intern(v)});
    });
    std::vector<std::string> names = labels.take();
    if (names.empty())
        throw InputError(std::string(source) + " has no vertices: expected an edge list ('u v' per line) or "
                                               "node-link JSON");
    return {Graph(std::move(names), std::move(edges), options.directed), std::nullopt};
}

}  // namespace lightsout::io
