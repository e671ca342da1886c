// Lights of a graph: `label value` lines.
#include <fstream>
#include <sstream>

#include "io/graph_text.hpp"
#include "lightsout/input_file.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

namespace lightsout::io {

using namespace graph_text;

std::vector<std::uint8_t> parse_lights(std::string_view text, const Graph& graph, int states, std::string_view source) {
    std::vector<std::uint8_t> lights(std::size_t(graph.vertices()), 0);
    std::vector<bool> given(lights.size(), false);
    for_each_line(text, '#', [&](std::string_view line, std::size_t number) {
        const std::string_view label = next_token(line);
        if (label.empty()) return;
        const std::string_view value = next_token(line);
        if (value.empty() || !next_token(line).empty())
            throw InputError(at_line(source, number) + "expected 'label value' (e.g. 'a 1'), one light per line");
        const std::optional<int> vertex = graph.find(label);
        if (!vertex) throw InputError(at_line(source, number) + "the label " + quote_input(label) + " names no vertex of the graph");
        std::int64_t v = 0;
        if (!parse_int(value, 0, states - 1, v))
            throw InputError(at_line(source, number) + "the light of " + quote_input(label) + " is " + quote_input(value) +
                             "; a light is 0.." + std::to_string(states - 1) + " with " + std::to_string(states) +
                             " states");
        if (given[std::size_t(*vertex)])
            throw InputError(at_line(source, number) + "the light of " + quote_input(label) + " is given twice");
        given[std::size_t(*vertex)] = true;
        lights[std::size_t(*vertex)] = std::uint8_t(v);
    });
    return lights;
}

std::vector<std::uint8_t> read_lights_file(const std::string& path, const Graph& graph, int states) {
    return parse_lights(read_input_file(path, "lights file"), graph, states, "'" + path + "'");
}

std::vector<std::uint8_t> uniform_lights(const Graph& graph, std::uint8_t value) {
    return std::vector<std::uint8_t>(std::size_t(graph.vertices()), value);
}

}  // namespace lightsout::io
