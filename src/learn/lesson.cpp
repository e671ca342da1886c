// make_lesson: the lessons by name, each on the seed's worked example by default.
#include <string>

#include "learn/lesson_support.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout {

namespace lesson_detail {

void require_drawable(const Board& board, const char* lesson) {
    if (board.rows() <= 0 || board.cols() <= 0 || board.rows() > kMaxLessonSide || board.cols() > kMaxLessonSide)
        throw InputError(std::string("the ") + lesson + " lesson draws boards of 1x1 to " +
                         std::to_string(kMaxLessonSide) + "x" + std::to_string(kMaxLessonSide) + ", not " +
                         std::to_string(board.rows()) + "x" + std::to_string(board.cols()));
}

std::string cell_name(Cell cell) {
    return "(" + std::to_string(cell.row + 1) + "," + std::to_string(cell.col + 1) + ")";
}

std::string cells_text(const std::vector<Cell>& cells) {
    if (cells.empty()) return "none";
    std::string text;
    for (const Cell& cell : cells) text += (text.empty() ? "" : " ") + cell_name(cell);
    return text;
}

std::string presses_text(const PressPattern& pattern) { return cells_text(cells_of(pattern)); }

namespace {

// Seed 002's worked example (examples/5x5-seed.txt).
constexpr const char* kChaseExample = "11110\n10001\n00001\n00100\n01110\n";
// Seeds 000/001, Theorem 4's example: a 6x6 board (3k) whose bottom row is 011010.
constexpr const char* kSquaresExample = "000000\n000000\n000000\n000000\n000000\n011010\n";
// Seed 003's worked example: the empty 2x2 board, every light to be turned on.
constexpr const char* kEliminationExample = "00\n00\n";
#include "learn/lesson_ponder24.inc"

}  // namespace

}  // namespace lesson_detail

std::vector<std::string> lesson_names() { return {"chasing", "squares", "elimination", "ordering"}; }

Lesson make_lesson(std::string_view name, const std::optional<Board>& board, std::optional<Goal> goal) {
    using namespace lesson_detail;
    if (name == "chasing") return chasing_lesson(board ? *board : io::parse_text_board(kChaseExample), goal.value_or(Goal::off));
    if (name == "squares")
        return squares_lesson(board ? *board : io::parse_text_board(kSquaresExample), goal.value_or(Goal::off));
    if (name == "elimination")
        return elimination_lesson(board ? *board : io::parse_text_board(kEliminationExample), goal.value_or(Goal::on));
    if (name == "ordering")
        return ordering_lesson(board ? *board : io::parse_text_board(kPonder24), goal.value_or(Goal::on));
    throw InputError("unknown lesson '" + std::string(name) + "' (expected chasing, squares, elimination or ordering)");
}

}  // namespace lightsout
