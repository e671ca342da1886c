// libFuzzer harness for the board and press-list readers (not part of ctest).
// Build and run by hand:
//   clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -Iinclude -Isrc \
//     tests/io/fuzz_read_board.cpp src/io/{text_board,pbm,json_board,read_board,coords}.cpp \
//     src/core/*.cpp -o fuzz_read_board && ./fuzz_read_board -max_total_time=60 -rss_limit_mb=4096
// Any exception other than InputError, any crash or sanitizer report is a bug.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    std::istringstream in(bytes);
    try {
        lightsout::Board board = lightsout::io::read_board(in, "fuzz");
        if (board.rows() <= 0 || board.cols() <= 0) __builtin_trap();
    } catch (const lightsout::InputError&) {
    }
    for (auto coords : {lightsout::io::Coords::rc, lightsout::io::Coords::xy, lightsout::io::Coords::index}) {
        try {
            for (lightsout::Cell cell : lightsout::io::parse_press_list(bytes, coords, {7, 9}))
                if (cell.row < 0 || cell.row >= 7 || cell.col < 0 || cell.col >= 9) __builtin_trap();
        } catch (const lightsout::InputError&) {
        }
    }
    return 0;
}
