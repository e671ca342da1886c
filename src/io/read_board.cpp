// Reading a board whose format is told by its first bytes.
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

std::string read_all(std::istream& in, std::string_view source) {
    std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (in.bad()) throw InputError("cannot read " + std::string(source));
    return text;
}

}  // namespace

Board read_board(std::istream& in, std::string_view source) {
    std::streambuf* buffer = in.rdbuf();
    if (!buffer) throw InputError("cannot read " + std::string(source));
    int first = buffer->sgetc();
    if (first == std::char_traits<char>::eof())
        throw InputError(std::string(source) + " is empty: expected a board (text rows, PBM or JSON)");
    if (first == 'P') return read_pbm(in, source);  // no text board starts with P
    std::string text = read_all(in, source);
    std::string_view view = text;
    if (view.substr(0, 3) == "\xEF\xBB\xBF") view.remove_prefix(3);  // UTF-8 byte order mark
    std::size_t start = view.find_first_not_of(" \t\r\n");
    if (start != std::string_view::npos && (view[start] == '{' || view[start] == '[')) return parse_json_board(view, source);
    return parse_text_board(view, source);
}

Board read_board_file(const std::string& path) {
    if (path == "-") return read_board(std::cin, "standard input");
    std::ifstream file(path, std::ios::binary);
    if (!file) throw InputError("cannot open board file '" + path + "'");
    return read_board(file, "'" + path + "'");
}

}  // namespace lightsout::io
