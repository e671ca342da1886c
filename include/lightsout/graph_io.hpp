// Reading graphs, their lights and presses named by vertex label (formats in
// docs/GRAPHS.md).
//
// Graph files: an edge list (`u v` per line, labels are any tokens without
// spaces, `#` starts a comment, a lone label is an isolated vertex; the format
// networkx's read_edgelist reads and write_edgelist writes, an edge's `{...}`
// data dict ignored) or networkx node-link JSON ({"nodes": [{"id": ...}],
// "links" or "edges": [{"source", "target"}], "directed"}, a node attribute
// `light` giving its light). Lights files: `label value` lines.
//
// Every reader throws InputError with one sentence naming the source and,
// where it helps, the line; nothing is returned half-read.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/graph.hpp"
#include "lightsout/io.hpp"
#include "lightsout/puzzle.hpp"

namespace lightsout::io {

// A graph as read, with the lights its file gave (node-link `light`), if any.
struct GraphFile {
    Graph graph;
    std::optional<std::vector<std::uint8_t>> lights;
};

struct GraphReadOptions {
    bool directed = false;  // read `u v` as the arc u -> v ("pressing u changes v")
    int states = 2;         // light values a file may give: 0..states-1
};

GraphFile parse_edge_list(std::string_view text, const GraphReadOptions& options, std::string_view source = "graph");
// The same from a stream, a block at a time (read_graph streams edge lists):
// memory holds the labels and the edges, not the text.
GraphFile parse_edge_list(std::istream& in, const GraphReadOptions& options, std::string_view source = "graph");
GraphFile parse_node_link_json(std::string_view text, const GraphReadOptions& options,
                               std::string_view source = "graph");
// Node-link JSON when the first non-blank byte is '{', an edge list otherwise.
GraphFile read_graph(std::istream& in, const GraphReadOptions& options, std::string_view source = "graph");
// A path, or "-" for standard input.
GraphFile read_graph_file(const std::string& path, const GraphReadOptions& options);

// `label value` lines (`#` comments, blank lines ignored); vertices not listed
// are unlit (0). Throws InputError for a label with no vertex, a label given
// twice, or a value outside 0..states-1.
std::vector<std::uint8_t> parse_lights(std::string_view text, const Graph& graph, int states,
                                       std::string_view source = "lights");
std::vector<std::uint8_t> read_lights_file(const std::string& path, const Graph& graph, int states);

// Every light at `value` (the lights of a graph when no file gives them: 1, lit).
std::vector<std::uint8_t> uniform_lights(const Graph& graph, std::uint8_t value);

// One press: a vertex pressed `times` times (1..states-1).
struct GraphPress {
    int vertex = 0;
    int times = 1;
    bool operator==(const GraphPress&) const = default;
};

// Presses named by label, in order: tokens separated by spaces, newlines or
// ';', each `label` (pressed once) or `label,t` (pressed t times); a JSON
// array of labels or [label, t] pairs, or a JSON answer object (its
// "sequence", else its "presses"). Throws InputError for a label with no vertex.
std::vector<GraphPress> parse_graph_presses(std::string_view text, const Graph& graph, int states,
                                            std::string_view source = "presses");

// ---- answers ---------------------------------------------------------------

// What an answer on a graph names besides the solution.
struct GraphAnswerContext {
    const Graph* graph = nullptr;  // the labels
    std::string rule;              // "sigma-plus", or a preset's rule
    std::string goal;              // "off", "on", "2", or a preset's goal in words
    std::string variant;           // the preset's name, if any
};

// list: one label per line (`label,t` when K > 2), the sequence when there is
//       one, the certificate when unsolvable (`label,y` when K > 2);
// json: {"vertices","edges","directed","rule","states","goal","solvable","count",
//        "minimal","nullity","solutions","presses":["a",...] or [["a",t],...]}
//       plus "certificate" when unsolvable, "sequence" under a move constraint,
//       "variant", "method" and "note" when known.
// grid and pbm are grid formats: InputError.
void write_graph_answer(std::ostream& out, const PuzzleSolution& solution, const GraphAnswerContext& context,
                        AnswerFormat format);

}  // namespace lightsout::io
