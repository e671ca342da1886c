// Reading a graph file whose format is told by its first non-blank byte.
#include <fstream>
#include <iostream>
#include <sstream>

#include "lightsout/input_file.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

namespace lightsout::io {

namespace {

// Takes blanks and a UTF-8 byte order mark off the front of `in`; returns the
// next byte, or EOF.
int skip_blanks(std::istream& in) {
    static constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
    std::size_t mark = 0;
    int next;
    while ((next = in.peek()) != std::char_traits<char>::eof()) {
        const char ch = char(next);
        if (mark < kByteOrderMark.size() && ch == kByteOrderMark[mark]) ++mark;
        else if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n') mark = kByteOrderMark.size();
        else break;
        in.get();
    }
    return next;
}

}  // namespace

GraphFile read_graph(std::istream& in, const GraphReadOptions& options, std::string_view source) {
    if (options.states < 2 || options.states > 255)
        throw InputError("states must be 2..255, not " + std::to_string(options.states));
    const int first = in.rdbuf() ? skip_blanks(in) : std::char_traits<char>::eof();
    if (in.bad()) throw InputError("cannot read " + std::string(source));
    if (first == std::char_traits<char>::eof())
        throw InputError(std::string(source) + " is empty: expected a graph (an edge list or node-link JSON)");
    if (first != '{') return parse_edge_list(in, options, source);  // streamed
    std::ostringstream buffer;  // a JSON document is read whole
    buffer << in.rdbuf();
    if (in.bad()) throw InputError("cannot read " + std::string(source));
    return parse_node_link_json(std::move(buffer).str(), options, source);
}

GraphFile read_graph_file(const std::string& path, const GraphReadOptions& options) {
    if (path == "-") return read_graph(std::cin, options, "standard input");
    std::ifstream file = open_input_file(path, "graph file");
    return read_graph(file, options, "'" + path + "'");
}

}  // namespace lightsout::io
