// Text boards: one row per line, spaces between cells allowed.
#include <algorithm>
#include <array>
#include <cerrno>
#include <climits>
#include <istream>
#include <climits>
#include <cstring>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "io/board_stream.hpp"
#include "io/text_lines.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

// What each byte means in a text board: 0 unlit, 1 lit, 2 blank (space, tab,
// '\r'), 3 anything else (README.md "Formats").
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

// A board from its lines, one at a time: blank lines before the first row are
// skipped, a blank line after a row is held until the next row (then it is an
// error) or the end (then it was trailing). Rows are packed into words as they
// come; the board is built at the end, when the number of rows is known.
class TextBoardBuilder {
public:
    explicit TextBoardBuilder(std::string_view source) : source_(source) {}

    void line(std::string_view text) {
        ++number_;
        current_ = text;
        if (blank_line(text)) {
            if (rows_ > 0 && blank_at_ == 0) blank_at_ = number_;
            return;
        }
        if (blank_at_ != 0)
            throw InputError(std::string(source_) + ", line " + std::to_string(blank_at_) +
                             ": empty line between rows of the board");
        const std::int64_t got = count_cells(text, source_, number_);
        if (rows_ == 0) {
            cols_ = got;
            if (cols_ > INT_MAX) too_many();
            words_per_row_ = (std::size_t(cols_) + kWordBits - 1) / kWordBits;
        } else if (got != cols_) {
            throw InputError(std::string(source_) + ", line " + std::to_string(number_) + ": row has " +
                             std::to_string(got) + " cells, but the first row has " + std::to_string(cols_) +
                             " (every row must be the same length)");
        }
        if (rows_ + 1 > INT_MAX) too_many();
        if ((rows_ + 1) * cols_ > kMaxCells || (rows_ + 1) * std::int64_t(words_per_row_) * 8 > kMaxBoardBytes)
            check_board_size(rows_ + 1, cols_, source_);  // throws, naming the limit
        pack(text);
        ++rows_;
    }

    Board finish() {
        if (rows_ == 0)
            throw InputError(std::string(source_) + " is empty: expected rows of lights such as 0110");
        Board board(static_cast<int>(rows_), static_cast<int>(cols_));
        for (int r = 0; r < rows_; ++r)
            std::copy_n(bits_.data() + std::size_t(r) * words_per_row_, words_per_row_, board.row(r));
        return board;
    }

    // Whether the line being read has a digit 2-9 (the lines before it were
    // rows of lights or blank: none had one).
    bool digit_above_one() const { return current_.find_first_of("23456789") != std::string_view::npos; }

private:
    [[noreturn]] void too_many() const {
        throw InputError(std::string(source_) + " has more than " + std::to_string(INT_MAX) + " rows or columns");
    }

    // Gathers each 64 cells in a register, stores the word once.
    void pack(std::string_view text) {
        bits_.resize(bits_.size() + words_per_row_);
        Word* row = bits_.data() + bits_.size() - words_per_row_;
        Word word = 0;
        int bit = 0;
        for (char ch : text) {
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

    std::string_view source_;
    std::size_t number_ = 0;    // lines so far
    std::size_t blank_at_ = 0;  // the first blank line after the last row, or 0
    std::int64_t rows_ = 0, cols_ = 0;
    std::size_t words_per_row_ = 0;
    std::vector<Word> bits_;
    std::string_view current_;  // the line being read
};

}  // namespace

Board parse_text_board(std::string_view text, std::string_view source) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    TextBoardBuilder builder(source);
    const char line_break = line_break_of(text);
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find(line_break, start);
        if (end == std::string_view::npos) end = text.size();
        builder.line(text.substr(start, end - start));
        start = end + 1;
    }
    return builder.finish();
}

std::string take_opening(std::streambuf& in) {
    std::string taken;
    static constexpr std::string_view kMark = "\xEF\xBB\xBF";
    while (taken.size() < kMark.size() && in.sgetc() == std::char_traits<char>::to_int_type(kMark[taken.size()]))
        taken += char(in.sbumpc());
    if (taken == kMark) taken.clear();
    if (!taken.empty()) return taken;  // not a mark: the board's first bytes
    for (int ch = in.sgetc(); ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n'; ch = in.sgetc())
        taken += char(in.sbumpc());
    return taken;
}

// Lines end with LF (a CR before it is blank). A file without any LF may end
// its lines with CR (parse_text_board): then the one line held is the whole
// text, read as such.
Board read_text_board(std::istream& in, std::string head, std::string_view source, bool* digit_above_one) {
    TextBoardBuilder builder(source);
    std::string pending;  // the line read so far
    bool saw_line_feed = false;
    auto feed = [&](std::string_view view) {
        for (std::size_t end; (end = view.find('\n')) != std::string_view::npos; view.remove_prefix(end + 1)) {
            saw_line_feed = true;
            if (pending.empty()) {
                builder.line(view.substr(0, end));
            } else {
                pending.append(view.substr(0, end));
                builder.line(pending);
                pending.clear();
            }
        }
        pending.append(view);
    };
    std::string block;  // outside the try: the failing line may be in it
    try {
        feed(head);
        std::streambuf& buffer = *in.rdbuf();
        auto read = [&](char* data, std::size_t size) { return std::size_t(buffer.sgetn(data, std::streamsize(size))); };
        for_each_block(block, read, feed);
        if (in.bad()) throw InputError("cannot read " + std::string(source));
        if (!saw_line_feed && pending.find('\r') != std::string::npos) return parse_text_board(pending, source);
        builder.line(pending);
        return builder.finish();
    } catch (const std::ios_base::failure&) {  // a file buffer's read error (EIO, a folder)
        throw InputError("cannot read " + std::string(source) + ": " + std::strerror(errno));
    } catch (const InputError&) {
        if (digit_above_one) *digit_above_one = builder.digit_above_one();
        throw;
    }
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
