// JSON boards: {"rows": R, "cols": C, "cells": ["0110", ...]} (rows top to bottom),
// read from the parser's events straight into bits.
#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <istream>
#include <optional>
#include <stdexcept>
#include <unordered_set>
#include <vector>
#include <limits>
#include <string>

#include <nlohmann/json.hpp>

#include "io/json_board.hpp"
#include "lightsout/json_document.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

using nlohmann::json;

[[noreturn]] void fail(std::string_view source, const std::string& what) {
    throw InputError(std::string(source) + ": " + what);
}

// "rows" or "cols": a whole number from 1 to INT_MAX, or absent (-1).
std::int64_t dimension(const std::optional<json>& value, const char* key, std::string_view source) {
    if (!value) return -1;
    if (!value->is_number_integer())
        fail(source, std::string("\"") + key + "\" must be a whole number, not " +
                         (value->is_number() ? value->dump() : std::string("of type ") + value->type_name()));
    if (!is_whole_in(*value, std::numeric_limits<std::int64_t>::min(), INT_MAX))
        fail(source, std::string("\"") + key + "\" is too large: " + value->dump());
    std::int64_t n = value->get<std::int64_t>();
    if (n <= 0) fail(source, std::string("\"") + key + "\" must be at least 1, not " + value->dump());
    return n;
}

// The board from the parser's events: "rows" and "cols" kept as values, each
// row of "cells" packed into 64-bit words as it arrives, everything else
// checked (syntax, depth, duplicate keys) and dropped. The board is judged at
// the end, in the order of the checks of a whole document (the same messages):
// for that each row leaves only its length (run-length coded) and the first row
// that is not a string or holds something else than 0 and 1.
class BoardEvents {
public:
    BoardEvents(std::string_view source, std::size_t skipped, bool states_allowed)
        : source_(source), skipped_(skipped), states_allowed_(states_allowed) {}

    bool null() { return scalar(json(nullptr)); }
    bool boolean(bool value) { return scalar(json(value)); }
    bool number_integer(json::number_integer_t value) { return scalar(json(value)); }
    bool number_unsigned(json::number_unsigned_t value) { return scalar(json(value)); }
    bool number_float(json::number_float_t value, const std::string&) { return scalar(json(value)); }
    bool binary(json::binary_t&) { return scalar(json()); }
    bool string(json::string_t& value) {
        if (role() == Role::row) return row_string(value);
        return scalar(role() == Role::rows || role() == Role::cols ? json(value) : json());
    }

    bool start_object(std::size_t) { return open(true); }
    bool start_array(std::size_t) { return open(false); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(json::string_t& name) {
        if (!keys_[frames_.size() - 1].insert(name).second) json_key_twice(source_, name);
        if (frames_.size() == 1) {
            key_ = name == "rows" ? Role::rows : name == "cols" ? Role::cols : name == "cells" ? Role::cells : Role::none;
            if (name == "states" && states_allowed_) throw NotTwoStates{};
        }
        return true;
    }

    [[noreturn]] bool parse_error(std::size_t byte, const std::string&, const nlohmann::detail::exception& error) {
        json_syntax_error(source_, byte + skipped_, error.id);
    }

    Board finish();

private:
    enum class Role { none, root, rows, cols, cells, row };
    struct Frame {
        bool object;
        Role role;
    };
    struct Run {
        std::int64_t length, count;  // `count` rows in a row of `length` cells (-1: not a string)
    };

    // What the next value is, from where it stands.
    Role role() const {
        if (frames_.empty()) return Role::root;
        const Frame& parent = frames_.back();
        if (parent.role == Role::root && parent.object) return key_;
        if (parent.role == Role::cells) return Role::row;
        return Role::none;
    }

    bool scalar(json&& value) {
        switch (role()) {
            case Role::root: root_is_object_ = false; break;
            case Role::rows: rows_ = std::move(value); break;
            case Role::cols: cols_ = std::move(value); break;
            case Role::cells: cells_are_array_ = false; cells_seen_ = true; break;
            case Role::row: row_other(value.type_name()); break;
            case Role::none: break;
        }
        return true;
    }

    bool open(bool object) {
        if (frames_.size() >= std::size_t(kMaxJsonDepth)) json_too_deep(source_);
        Role role = this->role();
        switch (role) {
            case Role::root: root_is_object_ = object; break;
            case Role::rows: rows_ = object ? json::object() : json::array(); role = Role::none; break;
            case Role::cols: cols_ = object ? json::object() : json::array(); role = Role::none; break;
            case Role::cells:
                cells_are_array_ = !object;
                cells_seen_ = true;
                if (object) role = Role::none;
                else prepare();
                break;
            case Role::row:
                if (!object && states_allowed_ && rows_seen_ == 0) throw NotTwoStates{};
                row_other(object ? "object" : "array");
                role = Role::none;
                break;
            case Role::none: break;
        }
        frames_.push_back({object, role});
        if (keys_.size() < frames_.size()) keys_.resize(frames_.size());
        return true;
    }

    // Freed, not cleared: clearing keeps the buckets, and a later empty object would pay for them.
    bool close() {
        if (!keys_[frames_.size() - 1].empty()) keys_[frames_.size() - 1] = {};
        frames_.pop_back();
        return true;
    }

    void count_row(std::int64_t length) {
        if (!lengths_.empty() && lengths_.back().length == length)
            ++lengths_.back().count;
        else
            lengths_.push_back({length, 1});
        ++rows_seen_;
    }

    void row_other(const char* type) {
        if (first_odd_row_ < 0) {
            first_odd_row_ = rows_seen_;
            odd_type_ = type;
        }
        packing_ = false;
        count_row(-1);
    }

    // When "rows" and "cols" came before "cells" and are a board's, the board
    // is made at once and the rows written into it: memory is the board's. Up
    // to kPreparedBytes only: a header costs nothing to write, and 46 bytes
    // declaring 411 x 44,444,440 made the reader ask for 2.3 GB before it
    // found one row of one cell (the json_board fuzz target's out-of-memory).
    // Larger boards grow row by row as their text arrives; at least 8 bytes of
    // text a word of bits, so the copy at the end stays below the text's size.
    void prepare() {
        if (!rows_ || !cols_ || !is_whole_in(*rows_, 1, INT_MAX) || !is_whole_in(*cols_, 1, INT_MAX)) return;
        const std::int64_t rows = rows_->get<std::int64_t>(), cols = cols_->get<std::int64_t>();
        try {
            check_board_size(rows, cols, source_);
        } catch (const InputError&) {
            return;  // said at the end, in its turn
        }
        const std::int64_t words = (cols + std::int64_t(kWordBits) - 1) / std::int64_t(kWordBits);
        if (rows * words * std::int64_t(sizeof(Word)) > kPreparedBytes) return;
        board_.emplace(int(rows), int(cols));
    }
    static constexpr std::int64_t kPreparedBytes = std::int64_t(64) << 20;

    // Packs the row while every row so far is a string of 0/1 as long as the
    // first (and as the board made, if one was).
    bool row_string(const std::string& row) {
        const std::int64_t length = std::int64_t(row.size());
        if (rows_seen_ == 0) {
            first_length_ = length;
            words_per_row_ = (std::size_t(length) + kWordBits - 1) / kWordBits;
        }
        packing_ = packing_ && length == first_length_ &&
                   (board_ ? rows_seen_ < board_->rows() && length == board_->cols() : fits(rows_seen_ + 1));
        Word* bits = nullptr;
        if (packing_ && board_) {
            bits = board_->row(int(rows_seen_));
        } else if (packing_) {
            bits_.resize(bits_.size() + words_per_row_);
            bits = bits_.data() + bits_.size() - words_per_row_;
        }
        for (std::size_t c = 0; c < row.size(); ++c) {
            const char ch = row[c];
            if (ch == '1') {
                if (bits) bits[c / kWordBits] |= Word{1} << (c % kWordBits);
            } else if (ch != '0') {
                if (first_odd_row_ < 0) {
                    first_odd_row_ = rows_seen_;
                    odd_column_ = std::int64_t(c);
                }
                packing_ = false;
                break;
            }
        }
        count_row(length);
        return true;
    }

    // Whether a board of `rows` rows of the first row's length is within the
    // limits (beyond them the board is refused at the end: stop storing it).
    bool fits(std::int64_t rows) const {
        return rows <= INT_MAX && first_length_ <= INT_MAX && rows * first_length_ <= kMaxCells &&
               rows * std::int64_t(words_per_row_) * 8 <= kMaxBoardBytes;
    }

    std::string_view source_;
    std::size_t skipped_;
    bool states_allowed_;
    std::vector<Frame> frames_;  // the open arrays and objects, outermost first
    std::vector<std::unordered_set<std::string>> keys_;  // keys seen, per open object (by depth)
    Role key_ = Role::none;      // what the value of the root's current key is
    bool root_is_object_ = false;
    std::optional<json> rows_, cols_;
    bool cells_seen_ = false, cells_are_array_ = false;
    std::int64_t rows_seen_ = 0, first_length_ = 0;
    std::vector<Run> lengths_;
    std::int64_t first_odd_row_ = -1, odd_column_ = -1;  // the first row not a string of 0/1, and where
    const char* odd_type_ = nullptr;                      // its type, when it is not a string
    bool packing_ = true;
    std::size_t words_per_row_ = 0;
    std::vector<Word> bits_;     // the rows packed so far, when no board was made up front
    std::optional<Board> board_;  // the board made up front
};

Board BoardEvents::finish() {
    const std::string_view source = source_;
    if (!root_is_object_) fail(source, "a JSON board must be an object with \"rows\", \"cols\" and \"cells\"");
    std::int64_t rows = dimension(rows_, "rows", source);
    std::int64_t cols = dimension(cols_, "cols", source);
    if (rows > 0 && cols > 0) check_board_size(rows, cols, source);
    if (!cells_seen_ || !cells_are_array_) fail(source, "\"cells\" must be an array of strings of 0/1, one per row");
    if (rows_seen_ == 0) fail(source, "\"cells\" is empty (a board needs at least one row)");
    if (rows < 0) rows = rows_seen_;
    if (rows_seen_ != rows)
        fail(source, "\"rows\" is " + std::to_string(rows) + " but \"cells\" has " + std::to_string(rows_seen_) +
                         " rows");
    if (cols < 0) {
        if (lengths_.front().length <= 0) fail(source, "\"cells\" row 1 must be a non-empty string of 0/1");
        cols = lengths_.front().length;
        if (cols > INT_MAX) fail(source, "the rows are longer than " + std::to_string(INT_MAX) + " cells");
    }
    check_board_size(rows, cols, source);

    // The first row of another length than cols, and the first row not a string of 0/1: the earlier one fails.
    std::int64_t first_short = -1, r = 0;
    for (const Run& run : lengths_) {
        if (run.length != cols && run.length >= 0) {
            first_short = r;
            break;
        }
        r += run.count;
    }
    const bool odd_first = first_odd_row_ >= 0 && (first_short < 0 || first_odd_row_ < first_short);
    if (odd_first && odd_type_)
        fail(source, "\"cells\" row " + std::to_string(first_odd_row_ + 1) + " must be a string of 0/1, not " + odd_type_);
    if (first_short >= 0 && (first_odd_row_ < 0 || first_short <= first_odd_row_)) {
        std::int64_t length = 0;
        for (std::int64_t k = 0; const Run& run : lengths_) {
            if (first_short < k + run.count) {
                length = run.length;
                break;
            }
            k += run.count;
        }
        fail(source, "\"cells\" row " + std::to_string(first_short + 1) + " has " + std::to_string(length) +
                         " cells, expected " + std::to_string(cols));
    }
    if (first_odd_row_ >= 0)
        fail(source, "\"cells\" row " + std::to_string(first_odd_row_ + 1) + ", column " +
                         std::to_string(odd_column_ + 1) + " is not 0 or 1");
    if (!packing_) throw std::logic_error("a JSON board of valid rows was not packed");
    if (board_) return std::move(*board_);

    Board board(static_cast<int>(rows), static_cast<int>(cols));
    for (int row = 0; row < rows; ++row)
        std::copy_n(bits_.data() + std::size_t(row) * words_per_row_, words_per_row_, board.row(row));
    return board;
}

template <class Input>
Board read_events(Input&& input, std::string_view source, std::size_t skipped, bool states_allowed) {
    BoardEvents events(source, skipped, states_allowed);
    json::sax_parse(std::forward<Input>(input), &events);
    return events.finish();
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
    return read_events(text, source, 0, false);
}

Board read_json_board(std::istream& in, std::string_view source, std::size_t skipped, bool states_allowed) {
    try {
        return read_events(in, source, skipped, states_allowed);
    } catch (const std::ios_base::failure&) {  // a file buffer's read error (EIO, a folder)
        throw InputError("cannot read " + std::string(source) + ": " + std::strerror(errno));
    }
}

std::vector<std::string> board_rows(const Board& board) {
    std::vector<std::string> rows;
    for (int r = 0; r < board.rows(); ++r) {
        std::string row(std::size_t(board.cols()), '0');
        for (int c = 0; c < board.cols(); ++c)
            if (board.get(r, c)) row[std::size_t(c)] = '1';
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string board_json(const Board& board) {
    std::string out = "{\"rows\":" + std::to_string(board.rows()) + ",\"cols\":" + std::to_string(board.cols()) +
                      ",\"cells\":[";
    const std::vector<std::string> rows = board_rows(board);
    for (std::size_t r = 0; r < rows.size(); ++r) out += (r ? ",\"" : "\"") + rows[r] + '"';
    out += "]}";
    return out;
}

}  // namespace lightsout::io
