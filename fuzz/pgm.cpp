// Fuzz target: PGM boards of K-state lights, P2 (plain) and P5 (raw), read
// streaming (read_pgm); K from the first byte (0 = as the file's maxval says).
// A board read is written as P5 and as P2 and read again: the same board.
#include <sstream>
#include <string>

#include "fuzz/fuzz.hpp"
#include "lightsout/state_io.hpp"

using namespace lightsout;
using fuzz::require;

namespace {

StateBoard read(const std::string& bytes, int states) {
    std::istringstream in(bytes);
    return io::read_pgm(in, states, "fuzz");
}

void require_same(const StateBoard& a, const StateBoard& b) {
    require(a.shape == b.shape && a.states == b.states && a.lights == b.lights);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const int states = fuzz::told_states(data[0]);
    fuzz::refused_or_read([&] {
        const StateBoard board = read(std::string(fuzz::text_of(data + 1, size - 1)), states);
        require(board.shape.rows > 0 && board.shape.cols > 0 && board.states >= 2);
        require(states == 0 || board.states == states);
        require(board.lights.size() == std::size_t(board.shape.cells()));
        for (std::uint8_t light : board.lights) require(light < board.states);
        std::ostringstream raw, plain;
        io::write_pgm(raw, board);
        io::write_pgm_plain(plain, board);
        require_same(read(raw.str(), board.states), board);
        require_same(read(plain.str(), board.states), board);
    });
    return 0;
}
