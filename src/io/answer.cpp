// Writing a Solution in the four answer formats.
#include <bit>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"
#include "json_answer.hpp"

namespace lightsout::io {

namespace {

// Calls visit(Cell) for every set cell in row-major order, skipping zero words.
template <class Visit>
void for_each_set_cell(const BitGrid& grid, Visit&& visit) {
    for (int r = 0; r < grid.rows(); ++r) {
        const Word* row = grid.row(r);
        for (std::size_t w = 0; w < grid.words_per_row(); ++w)
            for (Word bits = row[w]; bits; bits &= bits - 1)
                visit(Cell{r, int(w * kWordBits) + std::countr_zero(bits)});
    }
}

// A cell as JSON text (json_parts.hpp's cell_json, dumped): its numbers as
// format_cell writes them, in brackets when a pair. Streamed as text, since a
// JSON value dumped for each cell took three times as long.
std::string json_cell(Cell cell, Coords coords, Shape shape) {
    if (coords == Coords::index) return format_cell(cell, coords, shape);
    return "[" + format_cell(cell, coords, shape) + "]";
}

void write_json_cells(std::ostream& out, const BitGrid& grid, const AnswerContext& context) {
    out << '[';
    bool first = true;
    for_each_set_cell(grid, [&](Cell cell) {
        if (!first) out << ',';
        first = false;
        out << json_cell(cell, context.coords, context.shape);
    });
    out << ']';
}

void write_json(std::ostream& out, const Solution& solution, const AnswerContext& context) {
    const bool has_sequence = !solution.sequence.empty();
    const std::int64_t count = !solution.solvable ? 0
                               : has_sequence     ? std::int64_t(solution.sequence.size())
                                                  : solution.presses.count();
    nlohmann::ordered_json head{{"rows", context.shape.rows},
                                {"cols", context.shape.cols},
                                {"rule", context.rule.name()},
                                {"goal", context.goal == Goal::on ? "on" : "off"},
                                {"solvable", solution.solvable}};
    if (!solution.solvable) head["proven"] = solution.proven;
    head["count"] = count;
    head["minimal"] = solution.minimal;
    if (solution.solvable && !solution.minimal && solution.lower_bound >= 0) head["lower_bound"] = solution.lower_bound;
    if (solution.solvable && !solution.proof.empty()) head["proof"] = solution.proof;
    head["nullity"] = solution.nullity;
    open_json_answer(out, head);
    out << ",\"presses\":";
    if (solution.solvable)
        write_json_cells(out, solution.presses, context);
    else
        out << "[]";
    if (!solution.solvable) {
        out << ",\"certificate\":";
        write_json_cells(out, solution.certificate, context);
    }
    if (has_sequence) {
        out << ",\"sequence\":[";
        for (std::size_t i = 0; i < solution.sequence.size(); ++i)
            out << (i ? "," : "") << json_cell(solution.sequence[i], context.coords, context.shape);
        out << ']';
    }
    nlohmann::ordered_json tail = nlohmann::ordered_json::object();
    if (!solution.method.empty()) tail["method"] = solution.method;
    if (!solution.note.empty()) tail["note"] = solution.note;
    close_json_answer(out, tail);
}

void write_list(std::ostream& out, const Solution& solution, const AnswerContext& context) {
    auto line = [&](Cell cell) { out << format_cell(cell, context.coords, context.shape) << '\n'; };
    if (!solution.solvable) {
        for_each_set_cell(solution.certificate, line);
    } else if (!solution.sequence.empty()) {
        for (Cell cell : solution.sequence) line(cell);
    } else {
        for_each_set_cell(solution.presses, line);
    }
}

}  // namespace

AnswerFormat parse_answer_format(std::string_view name) {
    if (name == "grid") return AnswerFormat::grid;
    if (name == "list") return AnswerFormat::list;
    if (name == "json") return AnswerFormat::json;
    if (name == "pbm") return AnswerFormat::pbm;
    if (name == "pgm") return AnswerFormat::pgm;
    throw InputError("unknown format " + quote_input(name) + " (expected grid, list, json, pbm or pgm)");
}

void write_answer(std::ostream& out, const Solution& solution, const AnswerContext& context, AnswerFormat format) {
    const PressPattern& shown = solution.solvable ? solution.presses : solution.certificate;
    switch (format) {
        case AnswerFormat::grid: write_text_board(out, shown); break;
        case AnswerFormat::list: write_list(out, solution, context); break;
        case AnswerFormat::json: write_json(out, solution, context); break;
        case AnswerFormat::pbm: write_pbm(out, shown); break;
        case AnswerFormat::pgm: write_pgm(out, state_board_of(shown, 2)); break;
    }
}

}  // namespace lightsout::io
