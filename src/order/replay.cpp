// Replaying a sequence move by move: the check behind every sequence the
// library returns and behind `lightsout check --only-off/--only-on`.
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/order.hpp"

namespace lightsout {

namespace {

bool legal_now(const Board& board, Cell cell, MoveConstraint constraint) {
    switch (constraint) {
        case MoveConstraint::only_off: return !board.get(cell.row, cell.col);
        case MoveConstraint::only_on: return board.get(cell.row, cell.col);
        case MoveConstraint::any: break;
    }
    return true;
}

void require_on_board(Cell cell, Shape shape, std::size_t index) {
    if (cell.row < 0 || cell.row >= shape.rows || cell.col < 0 || cell.col >= shape.cols)
        throw InputError("press " + std::to_string(index + 1) + " at row " + std::to_string(cell.row + 1) +
                         ", column " + std::to_string(cell.col + 1) + " is off the " +
                         std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + " board");
}

}  // namespace

std::ptrdiff_t first_illegal_move(const Board& board, const Rule& rule, MoveConstraint constraint,
                                  const std::vector<Cell>& sequence, Goal goal, bool* reaches_goal) {
    for (std::size_t i = 0; i < sequence.size(); ++i) require_on_board(sequence[i], board.shape(), i);
    Board now = board;
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        if (!legal_now(now, sequence[i], constraint)) return std::ptrdiff_t(i);
        rule.press(now, sequence[i].row, sequence[i].col);
    }
    if (reaches_goal) {
        Board target(board.rows(), board.cols());
        target.fill(goal == Goal::on);
        *reaches_goal = now == target;
    }
    return -1;
}

std::ptrdiff_t first_illegal_move(const Board& board, const Rule& rule, MoveConstraint constraint,
                                  const std::vector<Cell>& sequence) {
    return first_illegal_move(board, rule, constraint, sequence, Goal::off, nullptr);
}

}  // namespace lightsout
