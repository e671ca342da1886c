// Edge lists: `u v` per line, as networkx's read_edgelist reads them.
//
// Labels are any tokens without blanks; `#` starts a comment; a line of one
// label is an isolated vertex (networkx skips such lines; we keep the vertex,
// as an adjacency list would). An edge may carry networkx's data dict
// (`u v {'weight': 3}`), which says nothing about who changes whom and is
// ignored. A third token that is not a dict is refused: `a b c` is an
// adjacency-list line, not an edge, and guessing would change the puzzle.
#include <algorithm>
#include <istream>
#include <string>
#include <unordered_map>
#include <vector>


#include "io/graph_text.hpp"
#include "io/text_lines.hpp"
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

// Edges as read, with repeats merged as they pile up: a file that repeats one
// edge 60 million times (240 MB) holds one edge, not 480 MB of them. Every
// time the list doubles past what the last merge left (at least kMergeFrom),
// it is sorted and repeats dropped (an undirected edge with its lower end
// first), so it holds at most about twice the distinct edges.
class EdgeSet {
public:
    explicit EdgeSet(bool directed) : directed_(directed) {}
    void add(int a, int b) {
        if (!directed_ && b < a) std::swap(a, b);
        edges_.push_back({a, b});
        if (std::int64_t(edges_.size()) >= merge_at_) merge();
    }
    std::int64_t size() const { return std::int64_t(edges_.size()); }
    void merge() {
        std::sort(edges_.begin(), edges_.end());
        edges_.erase(std::unique(edges_.begin(), edges_.end()), edges_.end());
        merge_at_ = std::max<std::int64_t>(kMergeFrom, 2 * size());
    }
    std::vector<Graph::Edge> take() { return std::move(edges_); }

private:
    static constexpr std::int64_t kMergeFrom = std::int64_t(1) << 22;  // 32 MB of edges
    bool directed_;
    std::vector<Graph::Edge> edges_;
    std::int64_t merge_at_ = kMergeFrom;
};

// One line at a time, from a whole text or from a stream.
class EdgeListReader {
public:
    EdgeListReader(const GraphReadOptions& options, std::string_view source)
        : options_(options), source_(source), edges_(options.directed) {}

    void line(std::string_view line, std::size_t number) {
        const std::string_view u = next_token(line);
        if (u.empty()) return;
        const std::string_view v = next_token(line);
        if (v.empty()) {
            labels_.intern(u);
            return;
        }
        const std::string_view data = next_token(line);
        if (!data.empty() && data.front() != '{')
            throw InputError(at_line(source_, number) + "more than two labels (" + quote_input(u) + ", " +
                             quote_input(v) + ", " + quote_input(data) +
                             "); an edge list has one edge 'u v' per line (edge data, if any, as a {...} dict)");
        if (u == v)
            throw InputError(at_line(source_, number) + "the edge " + quote_input(u) + " - " + quote_input(v) +
                             " joins a vertex to itself (whether a press changes its own light is the rule's "
                             "business: the rule sigma-plus or sigma)");
        if (edges_.size() >= kMaxGraphEdges) edges_.merge();
        if (edges_.size() >= kMaxGraphEdges)
            throw InputError(at_line(source_, number) + "more than " + std::to_string(kMaxGraphEdges) + " edges");
        const int a = labels_.intern(u);
        edges_.add(a, labels_.intern(v));
    }

    GraphFile finish() {
        std::vector<std::string> names = labels_.take();
        if (names.empty())
            throw InputError(source_ + " has no vertices: expected an edge list ('u v' per line) or node-link JSON");
        return {Graph(std::move(names), edges_.take(), options_.directed), std::nullopt};
    }

private:
    GraphReadOptions options_;
    std::string source_;
    LabelTable labels_;
    EdgeSet edges_;
};

bool starts_with_byte_order_mark(std::string_view text) { return text.substr(0, 3) == "\xEF\xBB\xBF"; }

}  // namespace

GraphFile parse_edge_list(std::string_view text, const GraphReadOptions& options, std::string_view source) {
    if (starts_with_byte_order_mark(text)) text.remove_prefix(3);
    EdgeListReader reader(options, source);
    for_each_line(text, '#', [&](std::string_view line, std::size_t number) { reader.line(line, number); });
    return reader.finish();
}

// A block at a time: memory holds one block and the line it ends in, not the
// file. Lines end as for_each_line says (LF; CR in a file without LF).
GraphFile parse_edge_list(std::istream& in, const GraphReadOptions& options, std::string_view source) {
    EdgeListReader reader(options, source);
    std::string pending;  // read, not yet split into lines
    std::size_t number = 0;
    char line_break = 0;  // known once an LF is seen, or at the end
    auto split = [&](bool at_end) {
        if (!line_break) {
            if (pending.find('\n') != std::string::npos) line_break = '\n';
            else if (at_end) line_break = line_break_of(pending);
            else return;
        }
        std::string_view rest = pending;
        for (std::size_t end; (end = rest.find(line_break)) != std::string_view::npos; rest.remove_prefix(end + 1)) {
            const std::string_view line = rest.substr(0, end);
            reader.line(line.substr(0, line.find('#')), ++number);
        }
        if (at_end && !rest.empty()) reader.line(rest.substr(0, rest.find('#')), ++number);
        pending.erase(0, at_end ? pending.size() : pending.size() - rest.size());
    };
    bool first = true;
    auto read = [&](char* data, std::size_t size) {
        in.read(data, std::streamsize(size));
        return std::size_t(in.gcount());
    };
    std::string block;
    for_each_block(block, read, [&](std::string_view got) {
        if (first && starts_with_byte_order_mark(got)) got.remove_prefix(3);
        first = false;
        pending.append(got);
        split(false);
    });
    if (in.bad()) throw InputError("cannot read " + std::string(source));
    split(true);
    return reader.finish();
}

}  // namespace lightsout::io
