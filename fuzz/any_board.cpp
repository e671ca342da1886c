// Fuzz target: the board readers that detect the format from the first bytes
// (read_board: P1/P4, '{', otherwise text; read_any_board: also P2/P5 and K
// states, K from the first byte, 0 = as the file says). Whatever the format,
// the board returned is whole: every light below its K, padding bits zero.
#include <sstream>
#include <string>
#include <variant>

#include "fuzz/fuzz.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

using namespace lightsout;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::refused_or_read([&] {
        std::istringstream in{std::string(fuzz::text_of(data, size))};
        fuzz::require_sound(io::read_board(in, "fuzz"));
    });
    if (size == 0) return 0;
    const int states = fuzz::told_states(data[0]);
    fuzz::refused_or_read([&] {
        std::istringstream in{std::string(fuzz::text_of(data + 1, size - 1))};
        const io::AnyBoard any = io::read_any_board(in, states, "fuzz");
        if (const Board* board = std::get_if<Board>(&any)) {
            require(states <= 2);
            fuzz::require_sound(*board);
            return;
        }
        const StateBoard& board = std::get<StateBoard>(any);
        require(board.shape.rows > 0 && board.shape.cols > 0 && board.states >= 2);
        require(states == 0 || board.states == states);
        require(board.lights.size() == std::size_t(board.shape.cells()));
        for (std::uint8_t light : board.lights) require(light < board.states);
    });
    return 0;
}
