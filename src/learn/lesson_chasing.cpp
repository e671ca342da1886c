// The light-chasing lesson (seed 002): the steps chase() reports, each drawn
// on the board it leaves.
#include <string>

#include "learn/lesson_support.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout::lesson_detail {

namespace {

std::string caption_of(const std::string& name) {
    if (name == "chase down")
        return "Chase down: row by row from the top, press the cell below every lit light; each row above is then "
               "dark and only the bottom row can stay lit.";
    if (name == "top row from the lookup table")
        return "The lights left in the bottom row name top-row presses in the lookup table (seed 002).";
    return "Chase down again: the top-row presses turn into lights that the chase carries down and out.";
}

}  // namespace

Lesson chasing_lesson(const Board& board, Goal goal) {
    require_drawable(board, "chasing");
    const ChaseReport report = chase(board, goal);
    Lesson lesson;
    lesson.name = "chasing";
    lesson.title = "Light chasing on " + std::to_string(board.rows()) + "x" + std::to_string(board.cols());
    lesson.rule = "plus";
    lesson.goal = goal;
    lesson.board = board;
    lesson.steps.push_back({"The board: clear it by chasing the lights down, row by row.", board, {}, {}, {}, {}, {}, -1, -1, {}});
    const Rule plus = Rule::plus();
    Board lights = board;
    for (const StrategyStep& step : report.steps) {
        std::string caption = caption_of(step.name);
        if (step.name == "top row from the lookup table") {
            std::vector<Cell> bottom;
            const Board wrong = lights_to_change(lights, goal);
            for (int c = 0; c < board.cols(); ++c)
                if (wrong.get(board.rows() - 1, c)) bottom.push_back({board.rows() - 1, c});
            caption = "The lights left in the bottom row, " + cells_text(bottom) + ", name top-row presses in the "
                      "lookup table (seed 002).";
        }
        for (const Cell& cell : step.presses) plus.press(lights, cell.row, cell.col);
        lesson.steps.push_back({caption + " Presses: " + cells_text(step.presses) + ".", lights,
                                step.presses, {}, {}, {}, {}, -1, -1, {}});
    }
    if (!report.solvable) {
        const std::vector<Cell> certificate = cells_of(report.certificate);
        lesson.steps.back().caption += " No combination of the table clears these bottom-row lights: the board has no "
                                       "solution. Certificate: the quiet pattern " + cells_text(certificate) +
                                       " covers an odd number of the lights to change.";
        lesson.end = "the board has no solution (certificate: " + cells_text(certificate) + ")";
        lesson.reached = !lights_to_change(lights, goal).none() && report.certificate.odd_overlap(lights_to_change(board, goal));
        return lesson;
    }
    lesson.notes.push_back("The simple sequence has " + std::to_string(report.simple.size()) +
                           " presses; adding null templates (quiet patterns) gives " +
                           (report.minimal_proven ? "the fewest: " : "the fewest found: ") +
                           std::to_string(report.minimal.size()) + " presses, " + cells_text(report.minimal) + ".");
    lesson.end = "the board is cleared";
    lesson.reached = lights_to_change(lights, goal).none();
    return lesson;
}

}  // namespace lightsout::lesson_detail
