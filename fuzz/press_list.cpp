// Fuzz target: press lists (parse_press_list, in rc, xy and index coordinates)
// and K-state press counts (parse_press_counts, "r,c,t" entries). The board's
// shape and K come from the first two bytes (1..16 rows and columns, K 2..9).
// Every cell returned is on the board; a list read is written back
// (format_cell) and read again: the same cells, in the same order.
#include <string>
#include <vector>

#include "fuzz/fuzz.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

using namespace lightsout;
using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 2) return 0;
    const Shape shape{1 + data[0] % 16, 1 + (data[0] / 16) % 16};
    const int states = 2 + data[1] % 8;
    const std::string_view text = fuzz::text_of(data + 2, size - 2);
    for (io::Coords coords : {io::Coords::rc, io::Coords::xy, io::Coords::index}) {
        fuzz::refused_or_read([&] {
            const std::vector<Cell> cells = io::parse_press_list(text, coords, shape);
            std::string written;
            for (Cell cell : cells) {
                require(cell.row >= 0 && cell.row < shape.rows && cell.col >= 0 && cell.col < shape.cols);
                written += io::format_cell(cell, coords, shape) + "\n";
            }
            require(io::parse_press_list(written, coords, shape) == cells);
        });
        fuzz::refused_or_read([&] {
            const std::vector<std::uint8_t> counts = io::parse_press_counts(text, coords, shape, states);
            require(counts.size() == std::size_t(shape.cells()));
            for (std::uint8_t count : counts) require(count < states);
        });
    }
    return 0;
}
