// networkx node-link JSON: {"directed": false, "nodes": [{"id": "a", "light": 1}, ...],
// "links": [{"source": "a", "target": "b"}, ...]} ("edges" instead of "links"
// since networkx 3.4). A node's id is its label: a string as written, any
// other JSON value as its JSON text (1 -> "1"). An edge naming a node that is
// not listed is refused (networkx would add it; here it is almost always a typo).
#include <string>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "io/graph_text.hpp"
#include "lightsout/json_document.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

namespace lightsout::io {

namespace {

using nlohmann::json;

[[noreturn]] void fail(std::string_view source, const std::string& what) {
    throw InputError(std::string(source) + ": " + what);
}

std::string label_of(const json& id) { return id.is_string() ? id.get<std::string>() : id.dump(); }

// A node's `light`: a whole number 0..states-1, or true / false.
std::uint8_t light_of(const json& value, int states, const std::string& label, std::string_view source) {
    if (value.is_boolean()) return value.get<bool>() ? 1 : 0;
    if (value.is_number_integer() && value.get<std::int64_t>() >= 0 && value.get<std::int64_t>() < states)
        return std::uint8_t(value.get<std::int64_t>());
    fail(source, "node " + quote_input(label) + " has light " + value.dump().substr(0, 40) + "; a light is 0.." +
                     std::to_string(states - 1) + " with " + std::to_string(states) + " states");
}

// Nesting and duplicate keys limited (json_document.hpp); other top-level members are not built.
json parse(std::string_view text, std::string_view source) {
    static constexpr std::string_view kRead[] = {"nodes", "links", "edges", "directed"};
    return parse_json_document(text, source, kRead);
}

const json& edge_array(const json& doc, std::string_view source) {
    const auto links = doc.find("links"), edges = doc.find("edges");
    if (links != doc.end() && edges != doc.end())
        fail(source, "both \"links\" and \"edges\" are given; node-link JSON has one of them");
    const auto it = links != doc.end() ? links : edges;
    static const json kNone = json::array();
    if (it == doc.end()) return kNone;
    if (!it->is_array()) fail(source, std::string("\"") + (links != doc.end() ? "links" : "edges") + "\" must be an array");
    return *it;
}

}  // namespace

GraphFile parse_node_link_json(std::string_view text, const GraphReadOptions& options, std::string_view source) {
    const json doc = parse(text, source);
    if (!doc.is_object()) fail(source, "node-link JSON is an object with \"nodes\" and \"links\" (or \"edges\")");
    const auto nodes = doc.find("nodes");
    if (nodes == doc.end() || !nodes->is_array()) fail(source, "\"nodes\" must be an array of {\"id\": ...} objects");
    if (nodes->empty()) fail(source, "\"nodes\" is empty: the graph has no vertices");
    if (std::int64_t(nodes->size()) > kMaxGraphVertices)
        fail(source, "more than " + std::to_string(kMaxGraphVertices) + " nodes");
    const auto directed = doc.find("directed");
    if (directed != doc.end() && !directed->is_boolean())  // "true", 1 and null were read as undirected
        throw InputError(std::string(source) + ": \"directed\" must be true or false, not " +
                         quote_input(directed->dump()));
    const bool is_directed = options.directed || (directed != doc.end() && directed->get<bool>());

    std::vector<std::string> labels;
    std::unordered_map<std::string, int> index;
    std::vector<std::uint8_t> lights(nodes->size(), 0);
    bool any_light = false;
    for (const json& node : *nodes) {
        if (!node.is_object() || !node.contains("id"))
            fail(source, "node " + std::to_string(labels.size() + 1) + " is not an object with an \"id\"");
        std::string label = label_of(node["id"]);
        if (!index.emplace(label, int(labels.size())).second) fail(source, "two nodes have the id " + quote_input(label));
        if (const auto light = node.find("light"); light != node.end()) {
            lights[labels.size()] = light_of(*light, options.states, label, source);
            any_light = true;
        }
        labels.push_back(std::move(label));
    }
    std::vector<Graph::Edge> edges;
    const json& links = edge_array(doc, source);
    edges.reserve(links.size());
    for (const json& link : links) {
        const std::string where = "link " + std::to_string(edges.size() + 1);
        if (!link.is_object() || !link.contains("source") || !link.contains("target"))
            fail(source, where + " is not an object with \"source\" and \"target\"");
        int ends[2] = {0, 0};
        const char* keys[2] = {"source", "target"};
        for (int e = 0; e < 2; ++e) {
            const std::string label = label_of(link[keys[e]]);
            const auto it = index.find(label);
            if (it == index.end())
                fail(source, where + " names " + keys[e] + " " + quote_input(label) + ", which is not among the nodes");
            ends[e] = it->second;
        }
        if (ends[0] == ends[1])
            fail(source, where + " joins " + quote_input(labels[std::size_t(ends[0])]) +
                             " to itself (whether a press changes its own light is the rule's business: "
                             "the rule sigma-plus or sigma)");
        edges.push_back({ends[0], ends[1]});
    }
    GraphFile file{Graph(std::move(labels), std::move(edges), is_directed), std::nullopt};
    if (any_light) file.lights = std::move(lights);
    return file;
}

}  // namespace lightsout::io
