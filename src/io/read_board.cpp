// Reading a board whose format is told by its first bytes.
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>

#include "lightsout/error.hpp"
#include "io/board_stream.hpp"
#include "lightsout/input_file.hpp"
#include "io/json_board.hpp"
#include "lightsout/read_all.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

std::string read_blocks(std::istream& in, std::string_view source) {
    // Block reads (a character iterator is ten times slower on large boards).
    std::string text;
    std::streambuf& buffer = *in.rdbuf();
    // A file says how long it is: one allocation, one read (page faults are
    // the cost on large boards, not the copying).
    auto here = buffer.pubseekoff(0, std::ios::cur, std::ios::in);
    auto end = buffer.pubseekoff(0, std::ios::end, std::ios::in);
    if (here != std::streampos(-1) && end != std::streampos(-1) && end > here) {
        buffer.pubseekpos(here, std::ios::in);
        text.resize(std::size_t(end - here));
        text.resize(std::size_t(buffer.sgetn(text.data(), std::streamsize(text.size()))));
        if (buffer.sgetc() == std::char_traits<char>::eof()) return text;
    }
    constexpr std::size_t kBlock = std::size_t(1) << 20;
    for (;;) {
        std::size_t used = text.size();
        text.resize(used + kBlock);
        auto got = std::size_t(buffer.sgetn(text.data() + used, std::streamsize(kBlock)));
        text.resize(used + got);
        if (got < kBlock) break;
    }
    if (in.bad()) throw InputError("cannot read " + std::string(source));
    return text;
}

}  // namespace

std::string read_all(std::istream& in, std::string_view source) {
    try {
        return read_blocks(in, source);
    } catch (const std::ios_base::failure&) {  // a file buffer's read error (EIO, a folder)
        throw InputError("cannot read " + std::string(source) + ": " + std::strerror(errno));
    }
}

// Text and JSON boards are read as streams: memory follows the board, not the
// text (a JSON document cost about 10 times its size).
Board read_board(std::istream& in, std::string_view source) {
    std::streambuf* buffer = in.rdbuf();
    if (!buffer) throw InputError("cannot read " + std::string(source));
    int first = buffer->sgetc();
    if (first == std::char_traits<char>::eof())
        throw InputError(std::string(source) + " is empty: expected a board (text rows, PBM or JSON)");
    if (first == 'P') return read_pbm(in, source);  // no text board starts with P
    std::string head = take_opening(*buffer);
    const int next = buffer->sgetc();
    if (head.find_first_not_of(" \t\r\n") == std::string::npos && (next == '{' || next == '['))
        return read_json_board(in, source, head.size(), false);
    return read_text_board(in, std::move(head), source);
}

Board read_board_file(const std::string& path) {
    if (path == "-") return read_board(std::cin, "standard input");
    std::ifstream file = open_input_file(path, "board file");
    return read_board(file, "'" + path + "'");
}

}  // namespace lightsout::io
