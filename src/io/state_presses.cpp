// Press counts of a K-state grid from a press list: "r,c" is one press,
// "r,c,t" is t presses ("k" and "k,t" with index coordinates).
//
// Numbers joined by commas (spaces around a comma allowed) form one entry;
// white space, new lines, ';' and closing brackets end it, so "1,2 3,4" is
// two presses and "(1, 2, 3), (4, 5)" is three presses of 1,2 and one of 4,5.
#include <string>
#include <vector>

#include "io/press_cells.hpp"
#include "io/text_lines.hpp"
#include "lightsout/error.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::io {

namespace {

struct Entry {
    std::vector<std::int64_t> numbers;
    std::size_t line = 1;
};

std::vector<Entry> entries_of(std::string_view text) {
    std::vector<Entry> entries;
    std::size_t line = 1;
    bool joined = false;  // a comma since the last number, and no closing bracket
    for (std::size_t i = 0; i < text.size();) {
        const char ch = text[i];
        if (ch >= '0' && ch <= '9') {
            std::int64_t value = 0;
            const std::size_t start = i;
            for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
                if (i - start >= 12)
                    throw InputError(where(line) + "the number starting '" + std::string(text.substr(start, 12)) +
                                     "' is too large");
                value = value * 10 + (text[i] - '0');
            }
            if (!joined || entries.empty()) entries.push_back({{}, line});
            entries.back().numbers.push_back(value);
            joined = false;
            continue;
        }
        if (ch == ',') {
            joined = !entries.empty();
        } else if (ends_line(text, i) || ch == ';' || ch == ')' || ch == ']') {
            joined = false;
            line += ends_line(text, i);
        } else if (ch == '#') {
            while (i + 1 < text.size() && !ends_line(text, i + 1)) ++i;
        } else if (ch == '-' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') {
            throw InputError(where(line) + "negative number; cells are numbered from 1 and counts are 0 or more");
        } else if (ch != ' ' && ch != '\t' && ch != '\r' && ch != '(' && ch != '[') {
            const auto u = static_cast<unsigned char>(ch);
            const std::string shown = (u >= 0x20 && u < 0x7f) ? std::string("'") + ch + "'" : "byte " + std::to_string(u);
            throw InputError(where(line) + "unexpected " + shown +
                             " (a press list is cells like 2,3 or 2,3,t for t presses)");
        }
        ++i;
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
