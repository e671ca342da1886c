// Text boards of K-state lights: one digit per light when K <= 10, decimal
// numbers separated by spaces otherwise; one row per line.
#include <climits>
#include <ostream>
#include <string>
#include <vector>

#include "io/text_lines.hpp"
#include "lightsout/error.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::io {

namespace {

std::string describe(char ch) {
    const auto u = static_cast<unsigned char>(ch);
    if (u >= 0x20 && u < 0x7f) return std::string("'") + ch + "'";
    return "byte " + std::to_string(u);
}

// The lights of one row, appended to `out`; returns how many.
std::int64_t read_row(std::string_view line, int states, std::vector<std::uint8_t>& out, const std::string& where) {
    const bool digits = states <= 10;
    std::int64_t count = 0;
    for (std::size_t i = 0; i < line.size();) {
        const char ch = line[i];
        if (is_blank_char(ch)) {
            ++i;
            continue;
        }
        if (ch < '0' || ch > '9')
            throw InputError(where + ", column " + std::to_string(i + 1) + ": " + describe(ch) +
                             " is not a light value (0.." + std::to_string(states - 1) + ")");
        int value = 0;
        const std::size_t start = i;
        if (digits) {
            value = ch - '0';
            ++i;
        } else {
            for (; i < line.size() && line[i] >= '0' && line[i] <= '9'; ++i)
                if ((value = value * 10 + (line[i] - '0')) > 999)
                    throw InputError(where + ", column " + std::to_string(start + 1) +
                                     ": the number is too large to be a light value (0.." +
                                     std::to_string(states - 1) + ")");
            if (i < line.size() && !is_blank_char(line[i]))
                throw InputError(where + ", column " + std::to_string(i + 1) + ": " + describe(line[i]) +
                                 " after a number (lights are decimal numbers separated by spaces)");
        }
        if (value >= states)
            throw InputError(where + ", column " + std::to_string(start + 1) + ": " +
                             std::string(line.substr(start, i - start)) + " is not a light value for K = " +
                             std::to_string(states) + " states (0.." + std::to_string(states - 1) + ")");
        out.push_back(std::uint8_t(value));
        ++count;
    }
    return count;
}

}  // namespace

StateBoard parse_state_text(std::string_view text, int states, std::string_view source) {
    check_asked_states(states);
    if (states == 0) states = 2;
    const TextRows text_board = text_rows(text, source, "0120");
    StateBoard board;
    board.states = states;
    std::int64_t cols = -1;
    for (std::size_t i = 0; i < text_board.rows.size(); ++i) {
        const std::string where = std::string(source) + ", line " + std::to_string(text_board.first_line + i);
        if (blank_line(text_board.rows[i])) throw InputError(where + ": empty line between rows of the board");
        const std::int64_t got = read_row(text_board.rows[i], states, board.lights, where);
        if (cols < 0) cols = got;
        if (cols > INT_MAX) throw InputError(where + ": the row is too long");
        if (got != cols)
            throw InputError(where + ": row has " + std::to_string(got) + " lights, but the first row has " +
                             std::to_string(cols) + " (every row must be the same length)");
        if (std::int64_t(board.lights.size()) > kMaxBoardBytes)
            throw InputError(std::string(source) + " has more than " + std::to_string(kMaxBoardBytes) +
                             " lights, the most a board may take (a byte per light)");
    }
    board.shape = {int(text_board.rows.size()), int(cols)};
    return board;
}

void write_state_text(std::ostream& out, const StateBoard& board) {
    const bool digits = board.states <= 10;
    std::string line;
    for (int r = 0; r < board.shape.rows; ++r) {
        line.clear();
        for (int c = 0; c < board.shape.cols; ++c) {
            if (!digits && c) line += ' ';
            line += std::to_string(board.at(r, c));
        }
        line += '\n';
        out.write(line.data(), std::streamsize(line.size()));
    }
}

}  // namespace lightsout::io

