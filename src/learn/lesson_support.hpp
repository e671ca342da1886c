// Shared by the lesson builders (src/api/lesson_*.cpp).
#pragma once

#include <string>
#include <vector>

#include "lightsout/lesson.hpp"

namespace lightsout::lesson_detail {

// Largest side of a board a grid lesson draws (the seed's 30x30 Ponder This fits).
inline constexpr int kMaxLessonSide = 32;
void require_drawable(const Board& board, const char* lesson);

std::string cell_name(Cell cell);  // "(r,c)", 1-based as the seeds count
// "(1,2) (3,4)": the cells in order, or "none".
std::string cells_text(const std::vector<Cell>& cells);
// The same for the cells a pattern presses, in row-major order.
std::string presses_text(const PressPattern& pattern);

Lesson squares_lesson(const Board& board, Goal goal);
Lesson chasing_lesson(const Board& board, Goal goal);
Lesson elimination_lesson(const Board& board, Goal goal);
Lesson ordering_lesson(const Board& board, Goal goal);

}  // namespace lightsout::lesson_detail
