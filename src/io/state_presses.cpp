// Press counts of a K-state grid from a press list: "r,c" is one press,
// "r,c,t" is t presses ("k" and "k,t" with index coordinates).
//
// Numbers joined by commas (spaces around a comma allowed) form one entry;
// white space, new lines, ';' and closing brackets end it, so "1,2 3,4" is
// two presses and "(1, 2, 3), (4, 5)" is three presses of 1,2 and one of 4,5.
#include <string>
#include <vector>

#include "io/press_cells.hpp"
#include "lightsout/error.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::io {

namespace {

constexpr PressListWording kCountWording{"is too large", "cells are numbered from 1 and counts are 0 or more",
                                         "(a press list is cells like 2,3 or 2,3,t for t presses)"};

struct Entry {
    std::vector<std::int64_t> numbers;
    std::size_t line = 1;
};

// A number joins the entry before it when a comma stands between them and
// nothing that ends an entry (a new line, ';', ')' or ']') does.
std::vector<Entry> entries_of(std::string_view text) {
    std::vector<Entry> entries;
    for (PressNumber& n : press_numbers(text, kCountWording)) {
        const bool joined = n.before.find(',') != std::string::npos && n.before.find_first_of("\n;)]") == std::string::npos;
        if (!joined || entries.empty()) entries.push_back({{}, n.line});
        entries.back().numbers.push_back(n.value);
    }
    return entries;
}

}  // namespace

std::vector<std::uint8_t> parse_press_counts(std::string_view text, Coords coords, Shape shape, int states) {
    const std::size_t cell_numbers = coords == Coords::index ? 1 : 2;
    std::vector<std::uint8_t> counts(static_cast<std::size_t>(shape.cells()), 0);
    for (const Entry& e : entries_of(text)) {
        if (e.numbers.size() != cell_numbers && e.numbers.size() != cell_numbers + 1)
            throw InputError(where(e.line) + "an entry has " + std::to_string(e.numbers.size()) + " numbers; expected " +
                             (cell_numbers == 1 ? "k or k,t" : std::string(coords == Coords::xy ? "x,y" : "r,c") +
                                                                   " or " + (coords == Coords::xy ? "x,y,t" : "r,c,t")));
        const Cell cell = cell_numbers == 1 ? cell_at_index(e.numbers[0], shape, e.line)
                                            : cell_at(e.numbers[0], e.numbers[1], coords, shape, e.line);
        const std::int64_t times = e.numbers.size() > cell_numbers ? e.numbers.back() : 1;
        auto& t = counts[std::size_t(cell.row) * std::size_t(shape.cols) + std::size_t(cell.col)];
        t = std::uint8_t((t + times % states) % states);
    }
    return counts;
}

}  // namespace lightsout::io
