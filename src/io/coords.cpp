// User-facing cell coordinates and press lists.
#include <array>
#include <string>
#include <vector>

#include "lightsout/error.hpp"
#include "io/json_parts.hpp"
#include "io/press_cells.hpp"
#include "io/text_lines.hpp"
#include "lightsout/io.hpp"

namespace lightsout::io {

namespace {

constexpr PressListWording kCellWording{
    "is too large to be a cell", "cells are numbered from 1",
    "(a press list is cells like 2,3 or (2, 3) or [2,3], or cell numbers)"};

bool separates(char ch) {
    return ch == ',' || ch == ';' || ch == '(' || ch == ')' || ch == '[' || ch == ']';
}

}  // namespace

std::vector<PressNumber> press_numbers(std::string_view text, const PressListWording& wording) {
    std::vector<PressNumber> numbers;
    std::size_t line = 1;
    std::string before;
    for (std::size_t i = 0; i < text.size();) {
        const char ch = text[i];
        if (ch >= '0' && ch <= '9') {
            std::int64_t value = 0;
            const std::size_t start = i;
            for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
                if (i - start >= 12)
                    throw InputError(where(line) + "the number starting '" + std::string(text.substr(start, 12)) +
                                     "' " + wording.too_large);
                value = value * 10 + (text[i] - '0');
            }
            numbers.push_back({value, line, std::move(before)});
            before.clear();
            continue;
        }
        if (ends_line(text, i)) {
            ++line;
            before += '\n';
        } else if (separates(ch)) {
            before += ch;
        } else if (ch == '#') {
            while (i + 1 < text.size() && !ends_line(text, i + 1)) ++i;
        } else if (ch == '-' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') {
            throw InputError(where(line) + "negative number; " + wording.negative);
        } else if (ch != ' ' && ch != '\t' && ch != '\r') {
            const auto u = static_cast<unsigned char>(ch);
            const std::string shown = (u >= 0x20 && u < 0x7f) ? std::string("'") + ch + "'" : "byte " + std::to_string(u);
            throw InputError(where(line) + "unexpected " + shown + " " + wording.hint);
        }
        ++i;
    }
    return numbers;
}

std::string where(std::size_t line) { return "press list, line " + std::to_string(line) + ": "; }

std::string shape_text(Shape shape) { return std::to_string(shape.rows) + "x" + std::to_string(shape.cols); }

Coords parse_coords(std::string_view name) {
    if (name == "rc") return Coords::rc;
    if (name == "xy") return Coords::xy;
    if (name == "index") return Coords::index;
    throw InputError("unknown coordinates " + quote_input(name) + " (expected rc, xy or index)");
}

namespace {

// The numbers that name a cell, 1-based: {row, col} (rc), {x, y} (xy: x the
// column, y the row from the bottom), or {k, 0} (index: row-major).
std::array<std::int64_t, 2> cell_numbers(Cell cell, Coords coords, Shape shape) {
    switch (coords) {
        case Coords::xy: return {cell.col + 1, shape.rows - cell.row};
        case Coords::index: return {std::int64_t(cell.row) * shape.cols + cell.col + 1, 0};
        case Coords::rc: break;
    }
    return {cell.row + 1, cell.col + 1};
}

}  // namespace

std::string format_cell(Cell cell, Coords coords, Shape shape) {
    const auto [first, second] = cell_numbers(cell, coords, shape);
    if (coords == Coords::index) return std::to_string(first);
    return std::to_string(first) + "," + std::to_string(second);
}

nlohmann::json cell_json(Cell cell, Coords coords, Shape shape) {
    const auto [first, second] = cell_numbers(cell, coords, shape);
    if (coords == Coords::index) return first;
    return nlohmann::json::array({first, second});
}

nlohmann::json cells_json(const std::vector<Cell>& cells, Coords coords, Shape shape) {
    nlohmann::json list = nlohmann::json::array();
    for (const Cell& cell : cells) list.push_back(cell_json(cell, coords, shape));
    return list;
}

Cell cell_at_index(std::int64_t k, Shape shape, std::size_t line) {
    if (k < 1 || k > shape.cells())
        throw InputError(where(line) + "cell " + std::to_string(k) + " is off the " + shape_text(shape) +
                         " board (cells are numbered 1.." + std::to_string(shape.cells()) + ")");
    return {int((k - 1) / shape.cols), int((k - 1) % shape.cols)};
}

Cell cell_at(std::int64_t a, std::int64_t b, Coords coords, Shape shape, std::size_t line) {
    const bool xy = coords == Coords::xy;
    const std::int64_t row = xy ? b : a, col = xy ? a : b;  // 1-based; xy rows count from the bottom
    if (row < 1 || row > shape.rows || col < 1 || col > shape.cols)
        throw InputError(where(line) + "cell " + std::to_string(a) + "," + std::to_string(b) + " is off the " +
                         shape_text(shape) + " board (" +
                         (xy ? "x = column 1.." + std::to_string(shape.cols) + ", y = row from the bottom 1.." +
                                   std::to_string(shape.rows)
                             : "rows 1.." + std::to_string(shape.rows) + ", columns 1.." + std::to_string(shape.cols)) +
                         ")");
    return {xy ? int(shape.rows - row) : int(row - 1), int(col - 1)};
}

std::vector<Cell> parse_press_list(std::string_view text, Coords coords, Shape shape) {
    const std::vector<PressNumber> numbers = press_numbers(text, kCellWording);
    std::vector<Cell> cells;
    if (coords == Coords::index) {
        // Cell numbers are separated by spaces, newlines or ';'. "1,1 1,4" is two
        // row,column pairs; read as cell numbers 1, 1, 1, 4 it would be a silent
        // wrong answer, so it is refused.
        cells.reserve(numbers.size());
        for (std::size_t i = 0; i < numbers.size(); ++i) {
            const PressNumber& n = numbers[i];
            // The last of ',', '(' and '[' before the number: part of a pair.
            const std::size_t at = n.before.find_last_of(",([");
            if (at != std::string::npos) {
                const char joined = n.before[at];
                const std::string pair = joined == ',' && i > 0
                                             ? std::to_string(numbers[i - 1].value) + "," + std::to_string(n.value)
                                             : std::string(1, joined) + std::to_string(n.value);
                throw InputError(where(n.line) + "'" + pair +
                                 "' looks like a row,column pair, but index coordinates are cell numbers 1.." +
                                 std::to_string(shape.cells()) +
                                 " separated by spaces (pairs are rc or xy coordinates)");
            }
            cells.push_back(cell_at_index(n.value, shape, n.line));
        }
        return cells;
    }
    if (numbers.size() % 2 != 0)
        throw InputError(where(numbers.back().line) + "the last cell has only one number (" +
                         std::to_string(numbers.back().value) + "); each cell needs two");
    cells.reserve(numbers.size() / 2);
    for (std::size_t i = 0; i < numbers.size(); i += 2)
        cells.push_back(cell_at(numbers[i].value, numbers[i + 1].value, coords, shape, numbers[i].line));
    return cells;
}

}  // namespace lightsout::io
