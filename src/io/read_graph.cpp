// Reading a graph file whose format is told by its first non-blank byte.
#include <fstream>
#include <iostream>
#include <sstream>

#include "lightsout/input_file.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

namespace lightsout::io {

GraphFile read_graph(std::istream& in, const GraphReadOptions& options, std::string_view source) {
    if (options.states < 2 || options.states > 255)
        throw InputError("states must be 2..255, not " + std::to_string(options.states));
    std::ostringstream buffer;
    if (in.rdbuf() && in.peek() != std::char_traits<char>::eof()) buffer << in.rdbuf();
    if (in.bad()) throw InputError("cannot read " + std::string(source));
    const std::string text = std::move(buffer).str();
    std::string_view view = text;
    if (view.substr(0, 3) == "\xEF\xBB\xBF") view.remove_prefix(3);  // UTF-8 byte order mark
    const std::size_t start = view.find_first_not_of(" \t\r\n");
    if (start == std::string_view::npos)
        throw InputError(std::string(source) + " is empty: expected a graph (an edge list or node-link JSON)");
    if (view[start] == '{') return parse_node_link_json(view, options, source);
    return parse_edge_list(view, options, source);
}

GraphFile read_graph_file(const std::string& path, const GraphReadOptions& options) {
    if (path == "-") return read_graph(std::cin, options, "standard input");
    std::ifstream file = open_input_file(path, "graph file");
    return read_graph(file, options, "'" + path + "'");
}

}  // namespace lightsout::io
