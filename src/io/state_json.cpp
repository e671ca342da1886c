// JSON boards of K-state lights: {"rows": R, "cols": C, "states": K,
// "cells": [[0, 2, 1], ...]} (rows top to bottom; a row may also be a string
// of digits when K <= 10).
#include <climits>
#include <string>

#include <nlohmann/json.hpp>

#include "lightsout/json_document.hpp"
#include "lightsout/error.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::io {

namespace {

using nlohmann::json;

[[noreturn]] void fail(std::string_view source, const std::string& what) {
    throw InputError(std::string(source) + ": " + what);
}

// A value as a message shows it: a number as written, anything else by its
// type (never dump() of user input: it recurses, and a deeply nested array
// would overflow the stack).
std::string shown(const json& value) {
    if (value.is_number()) return value.dump();
    return std::string(value.is_array() ? "an " : "a ") + value.type_name();
}

// A whole number key in lo..hi, or -1 when absent.
std::int64_t whole(const json& doc, const char* key, std::int64_t lo, std::int64_t hi, std::string_view source) {
    auto it = doc.find(key);
    if (it == doc.end()) return -1;
    if (!it->is_number_integer()) fail(source, std::string("\"") + key + "\" must be a whole number, not " + shown(*it));
    if (!is_whole_in(*it, lo, hi))
        fail(source, std::string("\"") + key + "\" must be from " + std::to_string(lo) + " to " + std::to_string(hi) +
                         ", not " + it->dump());
    return it->get<std::int64_t>();
}

// Row r of "cells" into `out`; returns its length.
std::size_t read_row(const json& row, int r, int states, std::vector<std::uint8_t>& out, std::string_view source) {
    const std::string where = "\"cells\" row " + std::to_string(r + 1);
    auto value = [&](std::int64_t v, std::size_t c) {
        if (v < 0 || v >= states)
            fail(source, where + ", column " + std::to_string(c + 1) + " is " + std::to_string(v) +
                             ", not a light value for K = " + std::to_string(states) + " states (0.." +
                             std::to_string(states - 1) + ")");
        out.push_back(std::uint8_t(v));
    };
    if (row.is_string() && states <= 10) {
        const std::string& s = row.get_ref<const std::string&>();
        for (std::size_t c = 0; c < s.size(); ++c) {
            if (s[c] < '0' || s[c] > '9') fail(source, where + ", column " + std::to_string(c + 1) + " is not a digit");
            value(s[c] - '0', c);
        }
        return s.size();
    }
    if (!row.is_array())
        fail(source, where + " must be an array of light values" + (states <= 10 ? " or a string of digits" : ""));
    for (std::size_t c = 0; c < row.size(); ++c) {
        if (!row[c].is_number_integer())
            fail(source, where + ", column " + std::to_string(c + 1) + " is not a whole number but " + shown(row[c]));
        value(row[c].is_number_unsigned() ? std::int64_t(std::min<std::uint64_t>(row[c].get<std::uint64_t>(), 1u << 20))
                                          : row[c].get<std::int64_t>(),
              c);
    }
    return row.size();
}

}  // namespace

StateBoard parse_state_json(std::string_view text, int states, std::string_view source) {
    check_asked_states(states);
    check_json_board_size(text, source);
    static constexpr std::string_view kRead[] = {"rows", "cols", "states", "cells"};
    const json doc = parse_json_document(text, source, kRead);  // nesting and duplicate keys limited
    if (!doc.is_object()) fail(source, "a JSON board must be an object with \"rows\", \"cols\", \"states\" and \"cells\"");
    const std::int64_t declared = whole(doc, "states", zk::kMinStates, zk::kMaxStates, source);
    if (declared > 0 && states > 0 && declared != states)
        fail(source, "the board has \"states\": " + std::to_string(declared) + " but " + std::to_string(states) +
                         " states were asked for");
    StateBoard board;
    board.states = declared > 0 ? int(declared) : states > 0 ? states : 2;
    std::int64_t rows = whole(doc, "rows", 1, INT_MAX, source), cols = whole(doc, "cols", 1, INT_MAX, source);
    if (rows > 0 && cols > 0) check_state_board_size(rows, cols, source);
    auto cells = doc.find("cells");
    if (cells == doc.end() || !cells->is_array() || cells->empty())
        fail(source, "\"cells\" must be a non-empty array of rows of light values");
    if (rows < 0) rows = std::int64_t(cells->size());
    if (std::int64_t(cells->size()) != rows)
        fail(source, "\"rows\" is " + std::to_string(rows) + " but \"cells\" has " + std::to_string(cells->size()) + " rows");
    for (int r = 0; r < rows; ++r) {
        const std::int64_t got = std::int64_t(read_row((*cells)[std::size_t(r)], r, board.states, board.lights, source));
        if (cols < 0) cols = got;
        if (got != cols || got == 0)
            fail(source, "\"cells\" row " + std::to_string(r + 1) + " has " + std::to_string(got) + " lights, expected " +
                             (cols > 0 ? std::to_string(cols) : std::string("at least one")));
    }
    board.shape = {int(rows), int(cols)};
    return board;
}

std::string state_board_json(const StateBoard& board) {
    json cells = json::array();
    for (int r = 0; r < board.shape.rows; ++r) {
        json row = json::array();
        for (int c = 0; c < board.shape.cols; ++c) row.push_back(board.at(r, c));
        cells.push_back(std::move(row));
    }
    return nlohmann::ordered_json{
        {"rows", board.shape.rows}, {"cols", board.shape.cols}, {"states", board.states}, {"cells", cells}}
        .dump();
}

}  // namespace lightsout::io
