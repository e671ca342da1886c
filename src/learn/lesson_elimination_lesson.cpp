// The Gaussian-elimination lesson (seed 003): eliminate_for_lesson's steps,
// then the free variables, the answer, and "factor once" on a second board.
#include <string>

#include "learn/lesson_support.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout::lesson_detail {

namespace {

std::string variables_text(const std::vector<int>& variables) {
    std::string text;
    for (int v : variables) text += (text.empty() ? "x" : ", x") + std::to_string(v + 1);
    return text.empty() ? "none" : text;
}

}  // namespace

Lesson elimination_lesson(const Board& board, Goal goal) {
    const Board change = lights_to_change(board, goal);
    Lesson lesson;
    lesson.name = "elimination";
    lesson.title = "Gaussian elimination over GF(2) on " + std::to_string(board.rows()) + "x" +
                   std::to_string(board.cols());
    lesson.rule = "plus";
    lesson.goal = goal;
    lesson.board = board;
    EliminationRecord record = eliminate_for_lesson(change, &lesson.steps);
    const Shape shape = board.shape();
    std::string free_text = std::to_string(record.pivots.size()) + " pivots, " + std::to_string(record.free.size()) +
                            " free variables (" + variables_text(record.free) + ").";
    for (std::size_t i = 0; i < record.free.size(); ++i)
        free_text += " Setting x" + std::to_string(record.free[i] + 1) + " = 1 gives the quiet pattern " +
                     presses_text(record.quiet[i]) + ": pressing it changes nothing.";
    LessonStep end{free_text, board, {}, {}, {}, lesson.steps.back().tableau, {}, -1, -1, {}};
    if (record.solvable) {
        end.caption += " Free variables 0: the solution presses " + presses_text(record.solution) + ".";
        end.presses = cells_of(record.solution);
        end.board = apply_presses(board, Rule::plus(), record.solution);
        lesson.end = "reduced row echelon form; solution " + presses_text(record.solution);
    } else {
        end.caption += " A row reads 0 = 1: no solution. Certificate: the equations " +
                       presses_text(record.certificate) +
                       " add up to 0 on the left and 1 on the right (a quiet pattern with odd overlap).";
        lesson.end = "no solution; certificate " + presses_text(record.certificate);
    }
    lesson.steps.push_back(std::move(end));
    // Factor once: the second board differs in its first light.
    record.second = board;
    record.second.flip(0, 0);
    const Board change2 = lights_to_change(record.second, goal);
    std::vector<std::uint8_t> b;
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) b.push_back(change2.get(r, c));
    b = replay_row_operations(record.operations, b);
    record.second_solvable = true;
    for (int i = int(record.pivots.size()); i < record.equations; ++i) record.second_solvable &= b[i] == 0;
    record.second_solution = PressPattern(shape.rows, shape.cols);
    if (record.second_solvable)
        for (auto [row, col] : record.pivots)
            if (b[row]) record.second_solution.set(col / shape.cols, col % shape.cols, true);
    std::string replay = "Factor once: a second board (the first light flipped) needs only its b. The " +
                         std::to_string(record.operations.size()) + " recorded row operations replayed on b cost " +
                         std::to_string(record.replay_bit_operations) + " bit operations, against " +
                         std::to_string(record.elimination_bit_operations) + " for eliminating [A | b] again. ";
    replay += record.second_solvable ? "Its solution presses " + presses_text(record.second_solution) + "."
                                     : std::string("It has no solution (a zero row of A meets a 1 in b).");
    LessonStep second{replay, record.second, {}, {}, {}, {}, {}, -1, -1, {}};
    if (record.second_solvable) {
        second.presses = cells_of(record.second_solution);
        second.board = apply_presses(record.second, Rule::plus(), record.second_solution);
    }
    lesson.steps.push_back(std::move(second));
    const bool second_ok = !record.second_solvable ||
                           reaches_goal(record.second, Rule::plus(), record.second_solution, goal);
    lesson.reached = second_ok && (record.solvable ? reaches_goal(board, Rule::plus(), record.solution, goal)
                                                   : record.certificate.odd_overlap(change));
    lesson.elimination = std::move(record);
    return lesson;
}

}  // namespace lightsout::lesson_detail
