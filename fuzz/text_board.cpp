// Fuzz target: text boards, two-state (parse_text_board) and K-state
// (parse_state_text, K from the first byte: 0 = not told, or 2..255).
// A board read is written and read again: the same board.
#include <sstream>

#include "fuzz/fuzz.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

using namespace lightsout;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    fuzz::refused_or_read([&] {
        const Board board = io::parse_text_board(text, "fuzz");
        fuzz::require_sound(board);
        std::ostringstream out;
        io::write_text_board(out, board);
        require(io::parse_text_board(out.str(), "again") == board);
    });
    if (size == 0) return 0;
    const int states = fuzz::told_states(data[0]);
    fuzz::refused_or_read([&] {
        const StateBoard board = io::parse_state_text(text.substr(1), states, "fuzz");
        require(board.shape.rows > 0 && board.shape.cols > 0 && board.states >= 2);
        require(states == 0 || board.states == states);
        require(board.lights.size() == std::size_t(board.shape.cells()));
        for (std::uint8_t light : board.lights) require(light < board.states);
        std::ostringstream out;
        io::write_state_text(out, board);
        const StateBoard again = io::parse_state_text(out.str(), board.states, "again");
        require(again.shape == board.shape && again.lights == board.lights);
    });
    return 0;
}
