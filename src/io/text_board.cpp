// Text boards: one row per line, spaces between cells allowed.
#include <array>
#include <climits>
#include <cstring>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "io/text_lines.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

// What each byte means in a text board: 0 unlit, 1 lit, 2 blank (space, tab,
// '\r'), 3 anything else (DESIGN.md "Text boards").
constexpr unsigned char kUnlit = 0, kLit = 1, kBlank = 2, kOther = 3;
struct CharClass {
    unsigned char of[256];
    constexpr CharClass() : of{} {
        for (auto& c : of) c = kOther;
        for (unsigned char ch : std::string_view("1#xX*O")) of[ch] = kLit;
        for (unsigned char ch : std::string_view("0.-o")) of[ch] = kUnlit;
        for (unsigned char ch : std::string_view(" \t\r")) of[ch] = kBlank;
    }
    unsigned char operator()(char ch) const { return of[static_cast<unsigned char>(ch)]; }
};
constexpr CharClass char_class;

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
        unsigned char kind = char_class(ch);
        if (kind == kBlank) continue;
        if (kind == kOther)
            throw InputError(std::string(source) + ", line " + std::to_string(line_number) + ", column " +
                             std::to_string(i + 1) + ": unknown character " + describe(ch) +
                             " (lit = 1 # x X * O, unlit = 0 . - o)");
        ++cells;
    }
    return cells;
}

}  // namespace

Board parse_text_board(std::string_view text, std::string_view source) {
    const TextRows text_board = text_rows(text, source, "0110");
    const std::vector<std::string_view>& lines = text_board.rows;
    const std::size_t first = 0, last = lines.size();
    const std::size_t offset = text_board.first_line - 1;  // the line number of row i is i + 1 + offset

    const std::int64_t rows = std::int64_t(last - first);
    const std::int64_t cols = count_cells(lines[first], source, first + 1 + offset);
    if (rows > INT_MAX || cols > INT_MAX)
        throw InputError(std::string(source) + " has more than " + std::to_string(INT_MAX) + " rows or columns");
    check_board_size(rows, cols, source);

    Board board(static_cast<int>(rows), static_cast<int>(cols));
    for (std::size_t i = first; i < last; ++i) {
        std::string_view line = lines[i];
        if (blank_line(line))
            throw InputError(std::string(source) + ", line " + std::to_string(i + 1 + offset) +
                             ": empty line between rows of the board");
        std::int64_t got = count_cells(line, source, i + 1 + offset);
        if (got != cols)
            throw InputError(std::string(source) + ", line " + std::to_string(i + 1 + offset) + ": row has " +
                             std::to_string(got) + " cells, but the first row has " + std::to_string(cols) +
                             " (every row must be the same length)");
        // Gather each 64 cells in a register, store the word once.
        Word* row = board.row(int(i - first));
        Word word = 0;
        int bit = 0;
        for (char ch : line) {
            unsigned char kind = char_class(ch);
            if (kind == kBlank) continue;
            word |= Word(kind) << bit;
            if (++bit == kWordBits) {
                *row++ = word;
                word = 0;
                bit = 0;
            }
        }
        if (bit) *row = word;
    }
    return board;
}

void write_text_board(std::ostream& out, const Board& board) {
    // Eight characters per byte of the row from a 256-entry table; the row's
    // padding bits are zero, so spelling whole bytes and cutting is safe.
    static const auto spelled = [] {
        std::array<std::array<char, 8>, 256> table{};
        for (int b = 0; b < 256; ++b)
            for (int j = 0; j < 8; ++j) table[b][j] = char('0' + ((b >> j) & 1));
        return table;
    }();
    const std::size_t cols = std::size_t(board.cols());
    std::string line(board.words_per_row() * kWordBits + 1, '0');
    for (int r = 0; r < board.rows(); ++r) {
        const Word* row = board.row(r);
        char* at = line.data();
        for (std::size_t w = 0; w < board.words_per_row(); ++w)
            for (int k = 0; k < 8; ++k, at += 8) std::memcpy(at, spelled[(row[w] >> (8 * k)) & 0xFF].data(), 8);
        line[cols] = '\n';
        out.write(line.data(), std::streamsize(cols + 1));
    }
}

}  // namespace lightsout::io
