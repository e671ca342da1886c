// Fuzz target: PBM boards, P1 (plain) and P4 (raw), read streaming (read_pbm).
// A board read is written as P4 and as P1 and read again: the same board.
#include <sstream>
#include <string>

#include "fuzz/fuzz.hpp"
#include "lightsout/io.hpp"

using namespace lightsout;
using fuzz::require;

namespace {

Board read(const std::string& bytes) {
    std::istringstream in(bytes);
    return io::read_pbm(in, "fuzz");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::refused_or_read([&] {
        const Board board = read(std::string(fuzz::text_of(data, size)));
        fuzz::require_sound(board);
        std::ostringstream raw, plain;
        io::write_pbm(raw, board);
        io::write_pbm_plain(plain, board);
        require(read(raw.str()) == board);
        require(read(plain.str()) == board);
    });
    return 0;
}
