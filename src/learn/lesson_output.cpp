// A lesson as JSON (for the page and for programs) and as text (for people).
// Cells are [row, col], 0-based, as in the other JSON answers; captions count
// from 1 as the seeds do.
#include <nlohmann/json.hpp>
#include <sstream>

#include "learn/lesson_support.hpp"
#include "lightsout/io.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout {

namespace {

using nlohmann::json;

json cells_json(const std::vector<Cell>& cells) {
    json list = json::array();
    for (const Cell& cell : cells) list.push_back({cell.row, cell.col});
    return list;
}

// "(1,2) (3,4) ... and 12 more": at most `shown` cells.
std::string cells_line(const std::vector<Cell>& cells, std::size_t shown) {
    std::string text;
    for (std::size_t i = 0; i < cells.size() && i < shown; ++i)
        text += (i ? " " : "") + lesson_detail::cell_name(cells[i]);
    if (cells.size() > shown) text += " and " + std::to_string(cells.size() - shown) + " more";
    return cells.empty() ? "none" : text;
}

std::string board_text(const Board& board, const std::vector<Cell>& marked) {
    std::string text;
    for (int r = 0; r < board.rows(); ++r) {
        text += "  ";
        for (int c = 0; c < board.cols(); ++c) {
            const bool press = std::find(marked.begin(), marked.end(), Cell{r, c}) != marked.end();
            text += press ? (board.get(r, c) ? '*' : 'x') : (board.get(r, c) ? '#' : '.');
        }
        text += "\n";
    }
    return text;
}

json elimination_json(const EliminationRecord& e) {
    json out;
    out["equations"] = e.equations;
    json pivots = json::array();
    for (auto [row, col] : e.pivots) pivots.push_back({{"row", row}, {"variable", col}});
    out["pivots"] = pivots;
    out["free"] = e.free;
    json quiet = json::array();
    for (const PressPattern& q : e.quiet) quiet.push_back(cells_json(cells_of(q)));
    out["quiet"] = quiet;
    out["solvable"] = e.solvable;
    if (e.solvable)
        out["solution"] = cells_json(cells_of(e.solution));
    else
        out["certificate"] = cells_json(cells_of(e.certificate));
    json ops = json::array();
    for (const RowOperation& op : e.operations)
        ops.push_back({op.kind == RowOperation::Kind::swap ? "swap" : "reduce", op.from, op.to});
    out["operations"] = ops;
    json second;
    second["board"] = io::board_rows(e.second);
    second["solvable"] = e.second_solvable;
    if (e.second_solvable) second["solution"] = cells_json(cells_of(e.second_solution));
    second["row_operations"] = e.operations.size();
    second["elimination_bit_operations"] = e.elimination_bit_operations;
    second["replay_bit_operations"] = e.replay_bit_operations;
    out["factor_once"] = second;
    return out;
}

}  // namespace

std::string lesson_json(const Lesson& lesson) {
    json out;
    out["name"] = lesson.name;
    out["title"] = lesson.title;
    out["rule"] = lesson.rule;
    out["goal"] = lesson.goal == Goal::on ? "on" : "off";
    out["rows"] = lesson.board.rows();
    out["cols"] = lesson.board.cols();
    out["board"] = io::board_rows(lesson.board);
    json steps = json::array();
    for (const LessonStep& step : lesson.steps) {
        json s;
        s["caption"] = step.caption;
        s["board"] = io::board_rows(step.board);
        s["presses"] = cells_json(step.presses);
        if (!step.marked.empty()) s["marked"] = cells_json(step.marked);
        if (!step.legal.empty() || !step.blocked.empty()) {
            s["legal"] = cells_json(step.legal);
            s["blocked"] = cells_json(step.blocked);
        }
        if (!step.tableau.empty()) {
            s["tableau"] = step.tableau;
            s["changed"] = step.changed;
            if (step.pivot_row >= 0) s["pivot"] = {{"row", step.pivot_row}, {"variable", step.pivot_col}};
        }
        steps.push_back(s);
    }
    out["steps"] = steps;
    out["end"] = lesson.end;
    out["reached"] = lesson.reached;
    out["notes"] = lesson.notes;
    if (lesson.elimination) out.update(elimination_json(*lesson.elimination));
    if (lesson.ordering) {
        out["pattern_presses"] = lesson.ordering->pattern_presses;
        out["sequence"] = cells_json(lesson.ordering->sequence);
        out["greedy"] = {{"tries", lesson.ordering->greedy_tries}, {"budget", lesson.ordering->greedy_budget}};
    }
    return out.dump() + "\n";
}

std::string lesson_text(const Lesson& lesson) {
    std::ostringstream out;
    out << lesson.title << " (rule " << lesson.rule << ", goal " << (lesson.goal == Goal::on ? "on" : "off")
        << ")\n";
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        out << "\nStep " << i + 1 << ". " << step.caption << "\n";
        if (!step.tableau.empty()) {
            for (std::size_t r = 0; r < step.tableau.size(); ++r) {
                const bool changed = std::find(step.changed.begin(), step.changed.end(), int(r)) != step.changed.end();
                const std::string& row = step.tableau[r];
                out << (int(r) == step.pivot_row ? "p " : changed ? "> " : "  ") << row.substr(0, row.size() - 1)
                    << " | " << row.back() << "\n";
            }
        } else {
            if (!step.legal.empty() || !step.blocked.empty())
                out << "  legal now (each needs its own light off, and it is off): " << cells_line(step.legal, 16)
                    << "\n  waiting (their own light is on): " << cells_line(step.blocked, 16) << "\n";
            out << board_text(step.board, step.marked.empty() ? step.presses : step.marked);
        }
    }
    out << "\nEnd: " << lesson.end << (lesson.reached ? " (checked by replay)" : " (NOT reached)") << "\n";
    for (const std::string& note : lesson.notes) out << "Note: " << note << "\n";
    return out.str();
}

}  // namespace lightsout
