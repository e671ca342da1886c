// Cells of a press list from their numbers (coords.cpp; shared by the
// two-state press lists and the K-state press counts).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "lightsout/board.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

// "press list, line N: "
std::string where(std::size_t line);
// "5x7"
std::string shape_text(Shape shape);

// The cell numbered k (1..cells, row-major), or InputError naming the line.
Cell cell_at_index(std::int64_t k, Shape shape, std::size_t line);
// The cell "a,b" in rc or xy form (1-based), or InputError naming the line.
Cell cell_at(std::int64_t a, std::int64_t b, Coords coords, Shape shape, std::size_t line);

}  // namespace lightsout::io
