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

// Lines end with LF or CR LF, or, in a file that has no LF at all, with CR
// (old Mac files; before, such a board read as one long row). A lone CR
// inside an LF file stays blank. Looking once keeps the split one memchr
// per line.
inline char line_break_of(std::string_view text) {
    return text.find('\n') == std::string_view::npos && text.find('\r') != std::string_view::npos ? '\r' : '\n';
}

// Whether text[i] ends a line, for readers that go character by character
// (press lists): LF, or a CR not followed by LF.
inline bool ends_line(std::string_view text, std::size_t i) {
    return text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
}

// Reads a stream a block at a time into `block` and hands each block to
// `feed`: 4 KiB first, doubling up to 1 MiB, so that a small input costs a
// small buffer. A zero-filled 1 MiB block for every read cost more than
// reading a short board (fresh pages each time under ASan: the any_board and
// graph fuzz targets ran 500-700 inputs a second). The caller owns `block`, so
// the last block fed stays readable after an exception (an error message may
// look at the line it was reading). `read(data, size)` fills up to `size`
// bytes and returns how many; fewer than asked means the end of the stream.
template <class Read, class Feed>
void for_each_block(std::string& block, Read&& read, Feed&& feed) {
    constexpr std::size_t kFirst = std::size_t(4) << 10, kLargest = std::size_t(1) << 20;
    block.assign(kFirst, '\0');
    for (;;) {
        const std::size_t got = read(block.data(), block.size());
        if (got > 0) feed(std::string_view(block.data(), got));
        if (got < block.size()) return;
        if (block.size() < kLargest) block.assign(block.size() * 2, '\0');
    }
}

struct TextRows {
    std::vector<std::string_view> rows;
    std::size_t first_line = 1;  // the line number of rows[0]
};

// Throws InputError "SOURCE is empty: expected rows of lights such as EXAMPLE".
inline TextRows text_rows(std::string_view text, std::string_view source, std::string_view example) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    std::vector<std::string_view> lines;
    const char line_break = line_break_of(text);
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find(line_break, start);
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
