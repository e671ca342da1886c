// Text boards: one row per line, spaces between cells allowed.
#include <climits>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

// -1 = not a cell character, 0 = unlit, 1 = lit (DESIGN.md "Text boards").
constexpr signed char cell_value(char ch) {
    switch (ch) {
        case '1': case '#': case 'x': case 'X': case '*': case 'O': return 1;
        case '0': case '.': case '-': case 'o': return 0;
        default: return -1;
    }
}

bool is_blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }

bool blank_line(std::string_view line) {
    for (char ch : line)
        if (!is_blank(ch)) return false;
    return true;
}

std::string describe(char ch) {
    unsigned char u = static_cast<unsigned char>(ch);
    if (u >= 0x20 && u < 0x7f) return std::string("'") + ch + "'";
    const char* digits = "0123456789abcdef";
    return std::string("byte 0x") + digits[u >> 4] + digits[u & 15];
}

// Number of cells in a row (validating every character).
std::int64_t count_cells(std::string_view line, std::string_view source, std::size_t line_number) {
    std::int64_t cells = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        char ch = line[i];
        if (is_blank(ch)) continue;
        if (cell_value(ch) < 0)
            throw InputError(std::string(source) + ", line " + std::to_string(line_number) + ", column " +
                             std::to_string(i + 1) + ": unknown character " + describe(ch) +
                             " (lit = 1 # x X * O, unlit = 0 . - o)");
        ++cells;
    }
    return cells;
}

}  // namespace

Board parse_text_board(std::string_view text, std::string_view source) {
    // A UTF-8 byte order mark is not part of the board.
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
    if (first == last) throw InputError(std::string(source) + " is empty: expected rows of lights such as 0110");

    const std::int64_t rows = std::int64_t(last - first);
    const std::int64_t cols = count_cells(lines[first], source, first + 1);
    if (rows > INT_MAX || cols > INT_MAX || cols * rows > kMaxCells)
        throw InputError(std::string(source) + " has more than " + std::to_string(kMaxCells) + " cells");

    Board board(static_cast<int>(rows), static_cast<int>(cols));
    for (std::size_t i = first; i < last; ++i) {
        std::string_view line = lines[i];
        if (blank_line(line))
            throw InputError(std::string(source) + ", line " + std::to_string(i + 1) +
                             ": empty line between rows of the board");
        std::int64_t got = count_cells(line, source, i + 1);
        if (got != cols)
            throw InputError(std::string(source) + ", line " + std::to_string(i + 1) + ": row has " +
                             std::to_string(got) + " cells, but the first row has " + std::to_string(cols) +
                             " (every row must be the same length)");
        Word* row = board.row(int(i - first));
        std::int64_t c = 0;
        for (char ch : line) {
            if (is_blank(ch)) continue;
            if (cell_value(ch) == 1) row[c / kWordBits] |= Word{1} << (c % kWordBits);
            ++c;
        }
    }
    return board;
}

void write_text_board(std::ostream& out, const Board& board) {
    std::string line(std::size_t(board.cols()) + 1, '0');
    line.back() = '\n';
    for (int r = 0; r < board.rows(); ++r) {
        const Word* row = board.row(r);
        for (int c = 0; c < board.cols(); ++c) line[c] = char('0' + ((row[c / kWordBits] >> (c % kWordBits)) & 1));
        out.write(line.data(), std::streamsize(line.size()));
    }
}

}  // namespace lightsout::io
