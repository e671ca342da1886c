// The toggle-squares lesson (seeds 000/001): the one-way algorithm on sides of
// 3k+2, the two-way algorithm on sides of 3k and 3k+1, recorded by the
// algorithms themselves (run_one_way / run_two_way with a record).
#include <string>

#include "learn/lesson_support.hpp"
#include "lightsout/error.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout::lesson_detail {

Lesson squares_lesson(const Board& board, Goal goal) {
    require_drawable(board, "squares");
    const Shape shape = board.shape();
    const bool one_way = shape.rows % 3 == 2 && shape.cols % 3 == 2;
    if (one_way != (shape.rows % 3 == 2 || shape.cols % 3 == 2))
        throw InputError("the toggle-squares lesson takes sides that are both 3k+2 (one-way) or both 3k or 3k+1 "
                         "(two-way), not " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
    check_strategy_applies(Rule::square(), shape, one_way ? Method::one_way : Method::two_way);
    Lesson lesson;
    lesson.name = "squares";
    lesson.rule = "square";
    lesson.goal = goal;
    lesson.board = board;
    const std::string size = std::to_string(shape.rows) + "x" + std::to_string(shape.cols);
    lesson.title = std::string("Toggle squares: the ") + (one_way ? "one-way" : "two-way") + " algorithm on " + size;
    const Board change = lights_to_change(board, goal);
    std::vector<RecordedStep> record;
    const StrategyRun run = one_way ? run_one_way(change, &record) : run_two_way(change, true, &record);
    lesson.steps.push_back(
        {one_way ? "Sides of 3k+2: by Theorem 1 not every board is solvable; Theorem 3's one-way algorithm clears "
                   "every solvable one, scanning rows top to bottom."
                 : "Sides of 3k or 3k+1: by Theorem 2 every board is solvable (Lemma 2 column by column, then row by "
                   "row); the two-way algorithm of Theorems 4 and 5 clears it, down then up.",
         board, {}, {}, {}, {}, {}, -1, -1, {}});
    for (RecordedStep& step : record)
        lesson.steps.push_back({std::move(step.caption), lights_to_change(step.lights, goal), std::move(step.presses),
                                {}, {}, {}, {}, -1, -1, {}});
    if (one_way) {
        const int k1 = (shape.rows - 2) / 3 * 3 + 1, k2 = (shape.cols - 2) / 3 * 3 + 1;
        lesson.notes.push_back("The presses span a space of dimension " + std::to_string(k1) + "x" +
                               std::to_string(k2) + " = " + std::to_string(k1 * k2) + " of the " +
                               std::to_string(shape.cells()) +
                               " lights (seed 000, 'The dimension of the presses span'): the one-way algorithm "
                               "presses only the corner block of that size, whose presses are independent, so " +
                               std::to_string(shape.cells() - k1 * k2) + " lights are determined by the others.");
    }
    if (run.leftover.none()) {
        lesson.end = "the board is cleared (" + std::to_string(run.presses.size()) +
                     (run.presses.size() == 1 ? " press)" : " presses)");
        lesson.reached = reaches_goal(board, Rule::square(), pattern_of(run.presses, shape), goal);
        return lesson;
    }
    const std::string left = cells_text(cells_of(run.leftover));
    lesson.steps.push_back({"These lights cannot be cleared: " + left +
                                ". On a solvable board of sides 3k+2 the one-way algorithm leaves none (Theorem 3): "
                                "pressing forms 11...1 in two ways (Lemma 2), so every solvable board has even sums "
                                "weighted by the quiet rows and columns 110110...11; this board has an odd one, so it "
                                "has no solution (Theorem 1).",
                            lights_to_change(run.leftover, goal), {}, {}, {}, {}, {}, -1, -1, {}});
    lesson.end = "the board has no solution; lights " + left + " cannot be cleared";
    // Stated end: the leftover is what the replay leaves, and the board is truly unsolvable.
    SolveOptions options;
    options.goal = goal;
    lesson.reached = !solve(board, Rule::square(), options).solvable &&
                     apply_presses(change, Rule::square(), pattern_of(run.presses, shape)) == run.leftover;
    return lesson;
}

}  // namespace lightsout::lesson_detail
