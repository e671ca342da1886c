// Lessons: the seeds' methods step by step, as the library runs them.
//
// A lesson is a title, a start board and a list of steps, each with a caption in
// the seed's terms and the state after it. The steps come from the algorithms
// themselves (the toggle-squares passes record as they press, light chasing
// reports its steps, the ordering replays the order it found, the elimination
// is a small Gauss-Jordan engine written for teaching), so what is taught is
// what runs. The command line (`lightsout learn`) and the page only draw them.
// Threads: every function here may run on many threads at once.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/solve.hpp"

namespace lightsout {

// A row operation of Gauss-Jordan elimination (seed 003): swap rows `from`
// and `to`, or add (XOR) row `from` into row `to`.
struct RowOperation {
    enum class Kind { swap, reduce };
    Kind kind = Kind::reduce;
    int from = 0;
    int to = 0;
};

struct LessonStep {
    std::string caption;
    Board board;                       // the lights after this step (the start board for elimination steps)
    std::vector<Cell> presses;         // what this step pressed, in order
    std::vector<Cell> legal;           // ordering: the pending presses legal now (their light is off)
    std::vector<Cell> blocked;         // ordering: the pending presses whose light is on now
    // Elimination: the augmented tableau [A | b] after this step, one string of
    // '0'/'1' per row (the last character is b), the rows it changed, its pivot.
    std::vector<std::string> tableau;
    std::vector<int> changed;
    int pivot_row = -1;
    int pivot_col = -1;
    std::vector<Cell> marked;          // cells pointed at, not pressed (ordering: the unordered pattern)
};

// Gauss-Jordan elimination of A x = b for one board (seed 003), variables
// and equations numbered row-major from 0.
struct EliminationRecord {
    int equations = 0;
    std::vector<std::pair<int, int>> pivots;   // (tableau row, variable) in elimination order
    std::vector<int> free;                     // variables without a pivot
    std::vector<PressPattern> quiet;           // one quiet pattern per free variable (that variable = 1)
    bool solvable = false;
    PressPattern solution;                     // free variables 0
    PressPattern certificate;                  // unsolvable: a quiet pattern with odd overlap with b
    std::vector<RowOperation> operations;      // what the elimination did, in order
    // "Factor once": the same operations replayed on a second board's b.
    Board second;
    bool second_solvable = false;
    PressPattern second_solution;
    std::int64_t elimination_bit_operations = 0;  // row operations x (variables + 1) bits
    std::int64_t replay_bit_operations = 0;       // row operations x 1 bit
};

// Ordering under "only off" (seed 004) compared with the seed's greedy.
struct OrderingRecord {
    std::int64_t pattern_presses = 0;   // the unordered press pattern
    std::vector<Cell> sequence;         // the legal order found (replayed and checked)
    int greedy_tries = -1;              // tries of the seed's randomized greedy until one succeeded; -1: none
    int greedy_budget = 0;              // how many tries were allowed
};

struct Lesson {
    std::string name;                  // chasing, squares, elimination, ordering
    std::string title;
    std::string rule;                  // plus, square, cross
    Goal goal = Goal::off;
    Board board;                       // the start
    std::vector<LessonStep> steps;
    std::string end;                   // what the last step reaches, in words
    bool reached = false;              // checked by replaying the steps
    std::vector<std::string> notes;    // what the seed proves about this board (dimension, guarantees)
    std::optional<EliminationRecord> elimination;
    std::optional<OrderingRecord> ordering;
};

// The names accepted by make_lesson, in menu order.
std::vector<std::string> lesson_names();

// The lesson `name` on `board` towards `goal`; without a board, the seed's
// worked example (and its goal). Throws InputError for an unknown name, a
// board the method does not take (elimination: at most 36 cells; squares:
// sides of 3k, 3k+1 or 3k+2 of at least 2), or a board too large to draw.
Lesson make_lesson(std::string_view name, const std::optional<Board>& board = std::nullopt,
                   std::optional<Goal> goal = std::nullopt);

// The lesson as JSON text (keys: name, title, rule, goal, rows, cols, board,
// steps, end, reached, notes; elimination adds "pivots", "free", "quiet",
// "solution" or "certificate", "operations", "factor_once"; ordering adds
// "pattern_presses", "sequence", "greedy").
std::string lesson_json(const Lesson& lesson);
// The lesson as text, one block per step.
std::string lesson_text(const Lesson& lesson);

// Seed 003's engine on its own: Gauss-Jordan elimination over GF(2) of the
// plus-rule press matrix of `change`'s shape (at most 36 cells) with b =
// change. Records every pivot step into `steps` when not null.
EliminationRecord eliminate_for_lesson(const Board& change, std::vector<LessonStep>* steps = nullptr);

// Replays recorded row operations on a column b (one bit per equation):
// "factor once, solve many".
std::vector<std::uint8_t> replay_row_operations(const std::vector<RowOperation>& operations,
                                                std::vector<std::uint8_t> b);

}  // namespace lightsout
