// JSON boards: {"rows": R, "cols": C, "cells": ["0110", ...]} (rows top to bottom).
#include <climits>
#include <limits>
#include <string>

#include <nlohmann/json.hpp>

#include "io/json_document.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

using nlohmann::json;

[[noreturn]] void fail(std::string_view source, const std::string& what) {
    throw InputError(std::string(source) + ": " + what);
}

// "rows" or "cols": a whole number from 1 to INT_MAX, or absent (-1).
std::int64_t dimension(const json& doc, const char* key, std::string_view source) {
    auto it = doc.find(key);
    if (it == doc.end()) return -1;
    if (!it->is_number_integer())
        fail(source, std::string("\"") + key + "\" must be a whole number, not " +
                         (it->is_number() ? it->dump() : std::string("of type ") + it->type_name()));
    if (!is_whole_in(*it, std::numeric_limits<std::int64_t>::min(), INT_MAX))
        fail(source, std::string("\"") + key + "\" is too large: " + it->dump());
    std::int64_t value = it->get<std::int64_t>();
    if (value <= 0) fail(source, std::string("\"") + key + "\" must be at least 1, not " + it->dump());
    return value;
}

}  // namespace

void check_json_board_size(std::string_view text, std::string_view source) {
    if (text.size() > kMaxJsonBoardBytes)
        fail(source, "a JSON board of " + std::to_string(text.size()) + " bytes is more than the " +
                         std::to_string(kMaxJsonBoardBytes) +
                         " a JSON board may have (its document costs many times its size); give large boards as text "
                         "rows, PBM or PGM");
}

Board parse_json_board(std::string_view text, std::string_view source) {
    check_json_board_size(text, source);
    static constexpr std::string_view kRead[] = {"rows", "cols", "cells"};
    const json doc = parse_json_document(text, source, kRead);
    if (!doc.is_object()) fail(source, "a JSON board must be an object with \"rows\", \"cols\" and \"cells\"");
    std::int64_t rows = dimension(doc, "rows", source);
    std::int64_t cols = dimension(doc, "cols", source);
    if (rows > 0 && cols > 0) check_board_size(rows, cols, source);
    auto cells = doc.find("cells");
    if (cells == doc.end() || !cells->is_array())
        fail(source, "\"cells\" must be an array of strings of 0/1, one per row");
    if (cells->empty()) fail(source, "\"cells\" is empty (a board needs at least one row)");
    if (rows < 0) rows = std::int64_t(cells->size());
    if (std::int64_t(cells->size()) != rows)
        fail(source, "\"rows\" is " + std::to_string(rows) + " but \"cells\" has " + std::to_string(cells->size()) +
                         " rows");
    if (cols < 0) {
        if (!(*cells)[0].is_string() || (*cells)[0].get_ref<const std::string&>().empty())
            fail(source, "\"cells\" row 1 must be a non-empty string of 0/1");
        cols = std::int64_t((*cells)[0].get_ref<const std::string&>().size());
        if (cols > INT_MAX) fail(source, "the rows are longer than " + std::to_string(INT_MAX) + " cells");
    }
    check_board_size(rows, cols, source);

    Board board(static_cast<int>(rows), static_cast<int>(cols));
    for (int r = 0; r < rows; ++r) {
        const json& row = (*cells)[std::size_t(r)];
        if (!row.is_string())
            fail(source, "\"cells\" row " + std::to_string(r + 1) + " must be a string of 0/1, not " + row.type_name());
        const std::string& s = row.get_ref<const std::string&>();
        if (std::int64_t(s.size()) != cols)
            fail(source, "\"cells\" row " + std::to_string(r + 1) + " has " + std::to_string(s.size()) +
                             " cells, expected " + std::to_string(cols));
        Word* bits = board.row(r);
        for (int c = 0; c < cols; ++c) {
            if (s[c] == '1')
                bits[c / kWordBits] |= Word{1} << (c % kWordBits);
            else if (s[c] != '0')
                fail(source, "\"cells\" row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) +
                                 " is not 0 or 1");
        }
    }
    return board;
}

std::string board_json(const Board& board) {
    std::string out = "{\"rows\":" + std::to_string(board.rows()) + ",\"cols\":" + std::to_string(board.cols()) +
                      ",\"cells\":[";
    for (int r = 0; r < board.rows(); ++r) {
        if (r) out += ',';
        out += '"';
        for (int c = 0; c < board.cols(); ++c) out += board.get(r, c) ? '1' : '0';
        out += '"';
    }
    out += "]}";
    return out;
}

}  // namespace lightsout::io
