// What the graph readers share: whitespace tokens, one line at a time, numbers
// checked in range (labels in messages are quoted by quote_input, error.hpp).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "io/text_lines.hpp"

namespace lightsout::io::graph_text {

inline bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\v' || ch == '\f'; }

// Calls line(text, number) for every line (1-based), without its line break
// (text_lines.hpp: LF, CR LF, or CR in a file without LF) and without anything
// from `comment` on (when comment != 0).
template <class Line>
void for_each_line(std::string_view text, char comment, Line&& line) {
    std::size_t number = 0;
    const char line_break = line_break_of(text);
    while (!text.empty()) {
        std::size_t end = text.find(line_break);
        std::string_view current = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
        ++number;
        if (comment) current = current.substr(0, current.find(comment));
        line(current, number);
    }
}

// The next token of `line` (separated by blanks), removed from it; empty at the end.
inline std::string_view next_token(std::string_view& line) {
    std::size_t begin = 0;
    while (begin < line.size() && is_space(line[begin])) ++begin;
    std::size_t end = begin;
    while (end < line.size() && !is_space(line[end])) ++end;
    std::string_view token = line.substr(begin, end - begin);
    line.remove_prefix(end);
    return token;
}

// A whole decimal number in lo..hi, or nothing.
bool parse_int(std::string_view text, std::int64_t lo, std::int64_t hi, std::int64_t& value);

// "source, line N: "
std::string at_line(std::string_view source, std::size_t line);

}  // namespace lightsout::io::graph_text
