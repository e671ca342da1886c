// Presses named by vertex label: `a b c`, `a,2 b,1`, or JSON.
#include <nlohmann/json.hpp>

#include "io/graph_text.hpp"
#include "lightsout/json_document.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

namespace lightsout::io {

namespace {

using namespace graph_text;
using nlohmann::json;

[[noreturn]] void fail(std::string_view source, const std::string& what) {
    throw InputError(std::string(source) + ": " + what);
}

int vertex_of(std::string_view label, const Graph& graph, std::string_view source) {
    const std::optional<int> v = graph.find(label);
    if (!v) fail(source, "the label " + quote_input(label) + " names no vertex of the graph");
    return *v;
}

int times_of(std::int64_t t, std::string_view label, int states, std::string_view source) {
    if (t < 1 || t > states - 1)
        fail(source, "the press " + quote_input(label) + " is counted " + std::to_string(t) + " times; a count is 1.." +
                         std::to_string(states - 1) + " with " + std::to_string(states) + " states");
    return int(t);
}

// `label` or `label,t` (a label may itself hold commas: the whole token wins).
GraphPress text_press(std::string_view token, const Graph& graph, int states, std::string_view source) {
    if (const std::optional<int> whole = graph.find(token)) return {*whole, 1};
    const std::size_t comma = token.rfind(',');
    if (comma == std::string_view::npos) return {vertex_of(token, graph, source), 1};
    const std::string_view label = token.substr(0, comma), count = token.substr(comma + 1);
    std::int64_t t = 0;
    if (!parse_int(count, 0, 1 << 20, t)) fail(source, "the press " + quote_input(token) + " is not 'label' or 'label,t'");
    return {vertex_of(label, graph, source), times_of(t, label, states, source)};
}

GraphPress json_press(const json& item, const Graph& graph, int states, std::string_view source) {
    auto label_of = [](const json& id) { return id.is_string() ? id.get<std::string>() : id.dump(); };
    if (item.is_array() && item.size() == 2 && item[1].is_number_integer()) {
        const std::string label = label_of(item[0]);
        return {vertex_of(label, graph, source), times_of(item[1].get<std::int64_t>(), label, states, source)};
    }
    if (item.is_string() || item.is_number_integer()) return {vertex_of(label_of(item), graph, source), 1};
    fail(source, "a press is a label or a [label, times] pair, not " + item.dump().substr(0, 40));
}

std::vector<GraphPress> json_presses(std::string_view text, const Graph& graph, int states, std::string_view source) {
    static constexpr std::string_view kRead[] = {"sequence", "presses"};
    json doc = parse_json_document(text, source, kRead);  // nesting and duplicate keys limited
    if (doc.is_object()) {
        const auto list = doc.contains("sequence") ? doc.find("sequence") : doc.find("presses");
        if (list == doc.end()) fail(source, "a JSON answer names its presses in \"presses\" (or \"sequence\")");
        doc = *list;
    }
    if (!doc.is_array()) fail(source, "JSON presses are an array of labels or [label, times] pairs");
    std::vector<GraphPress> presses;
    presses.reserve(doc.size());
    for (const json& item : doc) presses.push_back(json_press(item, graph, states, source));
    return presses;
}

}  // namespace

std::vector<GraphPress> parse_graph_presses(std::string_view text, const Graph& graph, int states,
                                            std::string_view source) {
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    if (start != std::string_view::npos && (text[start] == '[' || text[start] == '{'))
        return json_presses(text, graph, states, source);
    std::vector<GraphPress> presses;
    for_each_line(text, '#', [&](std::string_view line, std::size_t) {
        for (std::size_t i = 0; i < line.size();) {
            std::size_t end = i;
            while (end < line.size() && !is_space(line[end]) && line[end] != ';') ++end;
            if (end > i) presses.push_back(text_press(line.substr(i, end - i), graph, states, source));
            i = end + 1;
        }
    });
    return presses;
}

}  // namespace lightsout::io
