// The rows of a text board: its lines between the first and the last that are
// not blank, without a UTF-8 byte order mark (text_board.cpp, state_text.cpp).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/error.hpp"

namespace lightsout::io {

inline bool is_blank_char(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }

inline bool blank_line(std::string_view line) {
    for (char ch : line)
        if (!is_blank_char(ch)) return false;
    return true;
}

struct TextRows {
    std::vector<std::string_view> rows;
    std::size_t first_line = 1;  // the line number of rows[0]
};

// Throws InputError "SOURCE is empty: expected rows of lights such as EXAMPLE".
inline TextRows text_rows(std::string_view text, std::string_view source, std::string_view example) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    std::size_t first = 0, last = lines.size();
    while (first < last && blank_line(lines[first])) ++first;
    while (last > first && blank_line(lines[last - 1])) --last;
    if (first == last)
        throw InputError(std::string(source) + " is empty: expected rows of lights such as " + std::string(example));
    return {std::vector<std::string_view>(lines.begin() + std::ptrdiff_t(first), lines.begin() + std::ptrdiff_t(last)),
            first + 1};
}

}  // namespace lightsout::io
