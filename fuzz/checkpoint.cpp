// Fuzz target: the fewest-press search's checkpoint reader (parse_checkpoint,
// src/solve/minimal_checkpoint.cpp; first written by h11 as
// tests/solve/fuzz_read_checkpoint.cpp). A checkpoint read names a part
// 1..N of N and a press count that is -1 (none yet) or more.
#include <string>

#include "fuzz/fuzz.hpp"
#include "solve/minimal_internal.hpp"

using namespace lightsout;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::refused_or_read([&] {
        const fewest::Checkpoint c = fewest::parse_checkpoint(std::string(fuzz::text_of(data, size)), "fuzz");
        require(c.part.count >= 1 && c.part.index >= 1 && c.part.index <= c.part.count);
        require(c.weight >= -1);
    });
    return 0;
}
