// Press lists, read once (coords.cpp) for the two-state press lists and the
// K-state press counts (state_presses.cpp): their numbers, and the cells they name.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

// A number of a press list, with what stood between it and the number before:
// the separators among , ; ( ) [ ] and new lines, in order ("," in "2,3";
// ")\n(" in "(1,2)\n(3,4)"). White space and comments are left out.
struct PressNumber {
    std::int64_t value = 0;
    std::size_t line = 1;
    std::string before;
};

// How a list's errors are worded: the end of "the number starting '...' is too
// large", the sentence after "negative number; ", and the hint after an
// unexpected character.
struct PressListWording {
    const char* too_large;
    const char* negative;
    const char* hint;
};

// Every number of a press list, in order. Brackets, commas, ';' and white
// space separate numbers; '#' starts a comment to the end of the line. Throws
// InputError (naming the line) on a negative number, a number of more than 12
// digits, or any other character.
std::vector<PressNumber> press_numbers(std::string_view text, const PressListWording& wording);

// "press list, line N: "
std::string where(std::size_t line);
// "5x7"
std::string shape_text(Shape shape);

// The cell numbered k (1..cells, row-major), or InputError naming the line.
Cell cell_at_index(std::int64_t k, Shape shape, std::size_t line);
// The cell "a,b" in rc or xy form (1-based), or InputError naming the line.
Cell cell_at(std::int64_t a, std::int64_t b, Coords coords, Shape shape, std::size_t line);

}  // namespace lightsout::io
