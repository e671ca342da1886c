// Reading a board of two or K states, its format told by its first bytes.
#include <fstream>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "io/input_file.hpp"
#include "io/json_document.hpp"
#include "io/netpbm.hpp"
#include "io/read_all.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::io {

namespace {

// Does the JSON board say it has more than two states (a "states" key, or rows
// as arrays of numbers)? Then it is read as a StateBoard.
bool says_states(std::string_view text) {
    if (text.size() > kMaxJsonBoardBytes) return false;  // the reader that follows refuses it
    nlohmann::json doc;
    try {
        doc = parse_json_document(text, "board");
    } catch (const InputError&) {
        return false;  // the reader that follows says what is wrong
    }
    if (!doc.is_object()) return false;
    if (doc.contains("states")) return true;
    auto cells = doc.find("cells");
    return cells != doc.end() && cells->is_array() && !cells->empty() && (*cells)[0].is_array();
}

// Two-state boards stay bit-packed, whatever their file.
AnyBoard bit_packed_when_two_states(StateBoard&& board) {
    if (board.states == 2) return bits_of(board.lights, board.shape);
    return std::move(board);
}

bool has_digit_above_one(std::string_view text) { return text.find_first_of("23456789") != std::string_view::npos; }

AnyBoard text_or_json(std::string_view text, int states, std::string_view source) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 byte order mark
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    const bool json = start != std::string_view::npos && (text[start] == '{' || text[start] == '[');
    if (json) {
        if (states > 2 || says_states(text)) return bit_packed_when_two_states(parse_state_json(text, states, source));
        return parse_json_board(text, source);
    }
    if (states > 2) return parse_state_text(text, states, source);
    try {
        return parse_text_board(text, source);
    } catch (const InputError& e) {
        if (states == 0 && has_digit_above_one(text))
            throw InputError(std::string(e.what()) + "; for lights with more than two states give --states K");
        throw;
    }
}

}  // namespace

AnyBoard read_any_board(std::istream& in, int states, std::string_view source) {
    std::streambuf* buffer = in.rdbuf();
    if (!buffer) throw InputError("cannot read " + std::string(source));
    const int first = buffer->sgetc();
    if (first == std::char_traits<char>::eof())
        throw InputError(std::string(source) + " is empty: expected a board (text rows, PBM, PGM or JSON)");
    if (first == 'P') {  // no text board starts with P
        buffer->sbumpc();
        const int kind = buffer->sbumpc();
        if (kind == '2' || kind == '5') return bit_packed_when_two_states(read_pgm_raster(in, kind, states, source));
        if (kind != '1' && kind != '4')
            throw InputError(std::string(source) + " is not a netpbm board (expected P1 or P4 (PBM), P2 or P5 (PGM))");
        Board board = read_pbm_raster(in, kind, source);
        if (states > 2) return state_board_of(board, states);
        return board;
    }
    return text_or_json(read_all(in, source), states, source);
}

AnyBoard read_any_board_file(const std::string& path, int states) {
    if (path == "-") return read_any_board(std::cin, states, "standard input");
    std::ifstream file = open_input_file(path, "board file");
    return read_any_board(file, states, "'" + path + "'");
}

}  // namespace lightsout::io
