// Answers on graphs: vertices named by their labels.
#include <ostream>

#include <nlohmann/json.hpp>

#include "io/json_parts.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

namespace lightsout::io {

namespace {

using nlohmann::json;

void write_json(std::ostream& out, const PuzzleSolution& s, const GraphAnswerContext& c) {
    const Graph& g = *c.graph;
    json j = graph_json_head(c, s.states);
    j["goal"] = c.goal;
    j["solvable"] = s.solvable;
    if (!s.solvable) j["proven"] = s.proven;
    j["count"] = s.count();
    j["minimal"] = s.minimal;
    if (s.solvable && !s.proof.empty()) j["proof"] = s.proof;
    j["nullity"] = s.quiet.rank();
    if (s.states != 2) j["solutions"] = s.quiet.size_text();
    j["presses"] = s.solvable ? graph_press_list(s.presses, g, s.states) : json::array();
    if (!s.solvable) j["certificate"] = graph_press_list(s.certificate, g, s.states);
    if (!s.sequence.empty()) {
        json sequence = json::array();
        for (int v : s.sequence) sequence.push_back(g.label(v));
        j["sequence"] = std::move(sequence);
    }
    if (!s.method.empty()) j["method"] = s.method;
    if (!s.note.empty()) j["note"] = s.note;
    out << j.dump() << '\n';
}

void write_list(std::ostream& out, const PuzzleSolution& s, const Graph& g) {
    if (s.solvable && !s.sequence.empty()) {
        for (int v : s.sequence) out << g.label(v) << '\n';
        return;
    }
    const std::vector<std::uint8_t>& counts = s.solvable ? s.presses : s.certificate;
    for (std::size_t v = 0; v < counts.size(); ++v) {
        if (!counts[v]) continue;
        out << g.label(int(v));
        if (s.states != 2) out << ',' << int(counts[v]);
        out << '\n';
    }
}

}  // namespace

json graph_press_list(const std::vector<std::uint8_t>& counts, const Graph& graph, int states) {
    json list = json::array();
    for (std::size_t v = 0; v < counts.size(); ++v) {
        if (!counts[v]) continue;
        if (states == 2) list.push_back(graph.label(int(v)));
        else list.push_back(json::array({graph.label(int(v)), counts[v]}));
    }
    return list;
}

json graph_json_head(const GraphAnswerContext& context, int states) {
    const Graph& g = *context.graph;
    json j;
    if (!context.variant.empty()) j["variant"] = context.variant;
    j["vertices"] = g.vertices();
    j["edges"] = g.edges();
    j["directed"] = g.directed();
    j["rule"] = context.rule;
    j["states"] = states;
    return j;
}

void write_graph_answer(std::ostream& out, const PuzzleSolution& solution, const GraphAnswerContext& context,
                        AnswerFormat format) {
    switch (format) {
        case AnswerFormat::list: write_list(out, solution, *context.graph); return;
        case AnswerFormat::json: write_json(out, solution, context); return;
        case AnswerFormat::grid:
        case AnswerFormat::pbm:
        case AnswerFormat::pgm: break;
    }
    throw InputError("a graph has no grid to print: its answers are a list (one label per line) or JSON");
}

}  // namespace lightsout::io
