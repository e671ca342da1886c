#include "lightsout/check.hpp"

#include "lightsout/error.hpp"
#include "lightsout/order.hpp"

namespace lightsout {

CheckReport check_sequence(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint,
                           const std::vector<Cell>& sequence) {
    for (Cell cell : sequence)
        if (cell.row < 0 || cell.row >= board.rows() || cell.col < 0 || cell.col >= board.cols())
            throw InputError("a press lies off the board");
    if (constraint != MoveConstraint::any) {
        // The replay that judges each move also tells whether the goal is reached.
        CheckReport report;
        bool reached = false;
        report.illegal_move = first_illegal_move(board, rule, constraint, sequence, goal, &reached);
        report.ok = report.illegal_move == -1 && reached;
        if (report.illegal_move != -1 || reached) return report;
    }
    // Order no longer matters: only the parity of each cell's presses does.
    PressPattern presses(board.rows(), board.cols());
    for (Cell cell : sequence) presses.flip(cell.row, cell.col);
    return check_pattern(board, rule, goal, presses);
}

CheckReport check_pattern(const Board& board, const Rule& rule, Goal goal, const PressPattern& presses) {
    if (presses.shape() != board.shape()) throw InputError("the press pattern is not the board's size");
    CheckReport report;
    // reaches_goal streams row by row; only a failure is worth a board copy.
    report.ok = reaches_goal(board, rule, presses, goal);
    if (!report.ok) report.lights_wrong = lights_to_change(apply_presses(board, rule, presses), goal).count();
    return report;
}

}  // namespace lightsout
