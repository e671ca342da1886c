// Replaying a sequence move by move: the check behind every sequence the
// library returns and behind `lightsout check --only-off/--only-on`.
#include <algorithm>
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

std::ptrdiff_t first_illegal_move(const PressMatrix& matrix, std::span<const std::uint8_t> lights,
                                  MoveConstraint constraint, const std::vector<int>& sequence,
                                  std::span<const std::uint8_t> goal, bool* reaches_goal) {
    for (std::size_t i = 0; i < sequence.size(); ++i)
        if (sequence[i] < 0 || sequence[i] >= matrix.size())
            throw InputError("press " + std::to_string(i + 1) + " is of button " + std::to_string(sequence[i] + 1) +
                             ", outside the puzzle's " + std::to_string(matrix.size()));
    std::vector<std::uint8_t> now(lights.begin(), lights.end());
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        const int b = sequence[i];
        const bool lit = now[std::size_t(b)] & 1;
        if ((constraint == MoveConstraint::only_off && lit) || (constraint == MoveConstraint::only_on && !lit))
            return std::ptrdiff_t(i);
        for (PressMatrix::Entry e : matrix.changes(b))
            now[std::size_t(e.light)] = std::uint8_t((now[std::size_t(e.light)] + e.times) & 1);
    }
    if (reaches_goal) *reaches_goal = std::equal(now.begin(), now.end(), goal.begin(), goal.end());
    return -1;
}

}  // namespace lightsout
