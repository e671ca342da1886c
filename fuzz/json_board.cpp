// Fuzz target: JSON boards, two-state (parse_json_board) and K-state
// (parse_state_json, K from the first byte: 0 = as "states" says).
// A board read is written (board_json, state_board_json) and read again: the same board.
#include "fuzz/fuzz.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

using namespace lightsout;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzz::text_of(data, size);
    fuzz::refused_or_read([&] {
        const Board board = io::parse_json_board(text, "fuzz");
        fuzz::require_sound(board);
        require(io::parse_json_board(io::board_json(board), "again") == board);
    });
    if (size == 0) return 0;
    const int states = fuzz::told_states(data[0]);
    fuzz::refused_or_read([&] {
        const StateBoard board = io::parse_state_json(text.substr(1), states, "fuzz");
        require(board.shape.rows > 0 && board.shape.cols > 0 && board.states >= 2);
        require(states == 0 || board.states == states);
        require(board.lights.size() == std::size_t(board.shape.cells()));
        for (std::uint8_t light : board.lights) require(light < board.states);
        const StateBoard again = io::parse_state_json(io::state_board_json(board), board.states, "again");
        require(again.shape == board.shape && again.states == board.states && again.lights == board.lights);
    });
    return 0;
}
