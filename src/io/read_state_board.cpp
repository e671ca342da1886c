// Reading a board of two or K states, its format told by its first bytes.
#include <fstream>
#include <streambuf>
#include <iostream>
#include <string>

#include <nlohmann/json.hpp>

#include "io/board_stream.hpp"
#include "lightsout/input_file.hpp"
#include "io/json_board.hpp"
#include "lightsout/json_document.hpp"
#include "io/netpbm.hpp"
#include "lightsout/read_all.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::io {

namespace {

// Does the JSON board say it has more than two states (a "states" key, or rows
// as arrays of numbers)? Then it is read as a StateBoard.
bool says_states(std::string_view text) {
    if (text.size() > kMaxJsonBoardBytes) return false;  // the reader that follows refuses it
    nlohmann::json doc;
    try {
        doc = parse_json_document(text, "board");
    } catch (const InputError&) {
        return false;  // the reader that follows says what is wrong
    }
    if (!doc.is_object()) return false;
    if (doc.contains("states")) return true;
    auto cells = doc.find("cells");
    return cells != doc.end() && cells->is_array() && !cells->empty() && (*cells)[0].is_array();
}

// Two-state boards stay bit-packed, whatever their file.
AnyBoard bit_packed_when_two_states(StateBoard&& board) {
    if (board.states == 2) return bits_of(board.lights, board.shape);
    return std::move(board);
}

bool has_digit_above_one(std::string_view text) { return text.find_first_of("23456789") != std::string_view::npos; }

AnyBoard text_or_json(std::string_view text, int states, std::string_view source) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // UTF-8 byte order mark
    const std::size_t start = text.find_first_not_of(" \t\r\n");
    const bool json = start != std::string_view::npos && (text[start] == '{' || text[start] == '[');
    if (json) {
        if (states > 2 || says_states(text)) return bit_packed_when_two_states(parse_state_json(text, states, source));
        return parse_json_board(text, source);
    }
    if (states > 2) return parse_state_text(text, states, source);
    try {
        return parse_text_board(text, source);
    } catch (const InputError& e) {
        if (states == 0 && has_digit_above_one(text))
            throw InputError(Problem::needs_states, e.what());
        throw;
    }
}

// A stream that keeps what it hands out, up to kMaxJsonBoardBytes (then it
// forgets it and says so): a JSON board is read as a two-state board as it
// streams, and when it turns out to have more states (a "states" key, rows of
// numbers) its text is read again by the K-state reader, which reads it whole.
// A file keeps nothing: it is read again from where it started.
class KeepingBuffer : public std::streambuf {
public:
    explicit KeepingBuffer(std::streambuf& from)
        : from_(from), start_(from.pubseekoff(0, std::ios::cur, std::ios::in)), forgot_(start_ != std::streampos(-1)) {}

    // What was handed out, then the rest of the stream; false when more than the limit was.
    bool all_text(std::string& text) {
        if (start_ != std::streampos(-1)) {
            if (from_.pubseekpos(start_, std::ios::in) != start_) return false;
        } else if (forgot_) {
            return false;
        }
        text = std::move(kept_);
        for (char block[1 << 16];;) {
            const auto got = std::size_t(from_.sgetn(block, sizeof block));
            text.append(block, got);
            if (text.size() > kMaxJsonBoardBytes) return false;
            if (got < sizeof block) return true;
        }
    }

protected:
    int_type underflow() override {
        const auto got = std::size_t(from_.sgetn(block_, sizeof block_));
        if (got == 0) return traits_type::eof();
        if (!forgot_) {
            kept_.append(block_, got);
            if (kept_.size() > kMaxJsonBoardBytes) {
                forgot_ = true;
                std::string().swap(kept_);
            }
        }
        setg(block_, block_, block_ + got);
        return traits_type::to_int_type(block_[0]);
    }

private:
    std::streambuf& from_;
    const std::streampos start_;  // where a file started, or -1 (a pipe)
    bool forgot_;                 // keeps nothing (a file, or past the limit)
    char block_[1 << 16];
    std::string kept_;
};

// A JSON board streamed into bits; one of more states is read again whole.
AnyBoard streamed_json(std::istream& in, std::string head, int states, std::string_view source) {
    KeepingBuffer keeping(*in.rdbuf());
    std::istream kept(&keeping);
    try {
        return read_json_board(kept, source, head.size(), true);
    } catch (const NotTwoStates&) {
    }
    std::string rest;
    if (!keeping.all_text(rest))
        throw InputError(std::string(source) + ": a JSON board of more than two states is more than the " +
                         std::to_string(kMaxJsonBoardBytes) +
                         " bytes such a board may have (its document costs many times its size); give it as PGM");
    return text_or_json(head + rest, states, source);
}

}  // namespace

void check_asked_states(int states) {
    if (states != 0 && (states < zk::kMinStates || states > zk::kMaxStates))
        throw InputError("a board of " + std::to_string(states) + " states was asked for; states are " +
                         std::to_string(zk::kMinStates) + ".." + std::to_string(zk::kMaxStates) + " (0: as the board says)");
}

AnyBoard read_any_board(std::istream& in, int states, std::string_view source) {
    check_asked_states(states);
    std::streambuf* buffer = in.rdbuf();
    if (!buffer) throw InputError("cannot read " + std::string(source));
    const int first = buffer->sgetc();
    if (first == std::char_traits<char>::eof())
        throw InputError(std::string(source) + " is empty: expected a board (text rows, PBM, PGM or JSON)");
    if (first == 'P') {  // no text board starts with P
        buffer->sbumpc();
        const int kind = buffer->sbumpc();
        if (kind == '2' || kind == '5') return bit_packed_when_two_states(read_pgm_raster(in, kind, states, source));
        if (kind != '1' && kind != '4')
            throw InputError(std::string(source) + " is not a netpbm board (expected P1 or P4 (PBM), P2 or P5 (PGM))");
        Board board = read_pbm_raster(in, kind, source);
        if (states > 2) return state_board_of(board, states);
        return board;
    }
    if (states > 2) return text_or_json(read_all(in, source), states, source);
    // Two states, or as the board says: text and JSON boards are streamed.
    std::string head = take_opening(*buffer);
    const int next = buffer->sgetc();
    if (head.find_first_not_of(" \t\r\n") == std::string::npos && (next == '{' || next == '['))
        return streamed_json(in, std::move(head), states, source);
    bool digit_above_one = false;
    try {
        return read_text_board(in, std::move(head), source, &digit_above_one);
    } catch (const InputError& e) {
        if (states == 0 && digit_above_one)
            throw InputError(Problem::needs_states, e.what());
        throw;
    }
}

AnyBoard read_any_board_file(const std::string& path, int states) {
    if (path == "-") return read_any_board(std::cin, states, "standard input");
    std::ifstream file = open_input_file(path, "board file");
    return read_any_board(file, states, "'" + path + "'");
}

}  // namespace lightsout::io
