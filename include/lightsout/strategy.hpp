// Human strategies, step by step (seeds 000, 001, 002).
//
// Light chasing for the plus rule (seed 002) and the one-way / two-way
// clearing algorithms for the square rule (seeds 000/001). Every result is a
// list of ordered presses a person could make, checked by simulation before it
// is returned; the named steps let a front end animate them.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout {

struct StrategyStep {
    std::string name;
    std::vector<Cell> presses;  // in the order a person presses them
};

// ---- light chasing (plus rule, any m x n, edges do not wrap) ---------------

// The bottom-row lookup table of seed 002 for one board shape.
//
// T maps top-row presses to the bottom row left after chasing an empty board.
// Lights that matter are the pivots of T's image taken from the left of the
// bottom row; every other bottom-row light is determined by them (ignored).
// Each light that matters gets the top-row presses that clear exactly it among
// the lights that matter, using only the leftmost top-row cells that suffice
// (the preimage that is zero on the quiet patterns' rightmost cells). For 5x5
// this is the seed's table: 21 -> 1 2, 22 -> 1 2 3, 23 -> 2 3; 24, 25 ignored.
struct ChaseTable {
    struct Entry {
        int light = 0;                  // bottom-row column (0-based)
        std::vector<int> presses;       // top-row columns to press (0-based, increasing)
        std::vector<Word> toggles;      // bottom-row lights these presses change (row bits)
    };
    Shape shape;
    std::vector<Entry> entries;         // the lights that matter, left to right
    std::vector<int> ignored;           // bottom-row columns determined by the others
    std::vector<PressPattern> quiet;    // quiet patterns: one per top-row cell not used by the table
};
// Largest side of a board whose lookup table is built (and so of a board chased
// by chase()): the table chases the board once per column, cols x rows x cols / 64
// word operations, and lists up to cols^2 / 2 top-row cells (4096 x 4096: about
// 6 s and 200 MB of text; 10,000: 82 s and 1.2 GB; 100,000 would take a day).
// Light chasing is the by-hand method; `solve` takes any size.
inline constexpr int kMaxChaseSide = 4096;
ChaseTable chase_table(Shape shape);    // throws InputError for an empty shape or a side above kMaxChaseSide

struct ChaseReport {
    // "chase down", "top row from the lookup table", "chase down again";
    // only the first step when the board is unsolvable.
    std::vector<StrategyStep> steps;
    bool solvable = false;
    PressPattern certificate;           // unsolvable: a quiet pattern with odd overlap
    std::vector<Cell> simple;           // the steps reduced by parity and commutativity (row-major)
    std::vector<Cell> minimal;          // fewest presses (row-major)
    bool minimal_proven = false;        // every combination of quiet patterns was weighed
    // simple + each combination of the quiet patterns of the table, with its press
    // count: entry i adds quiet[j] for every bit j set in i (entry 0 = simple).
    // Listed when there are at most 2^kChaseCombinationsListed of them.
    std::vector<std::pair<PressPattern, int>> combinations;
};
inline constexpr int kChaseCombinationsListed = 8;

// Light chasing on `board` towards `goal` (the lights to change are chased).
ChaseReport chase(const Board& board, Goal goal = Goal::off);

// ---- toggle squares (square rule) -------------------------------------------

// What an algorithm pressed, in order, and the lights it could not clear.
struct StrategyRun {
    std::vector<Cell> presses;
    Board leftover;                     // the lights to change still wrong at the end
};

// One recorded step of a clearing algorithm (for lessons, lesson.hpp): what the
// step did in the seed's terms (naming the lemma or theorem it relies on), the
// presses it made in order, and the lights to change left after it.
struct RecordedStep {
    std::string caption;
    std::vector<Cell> presses;
    Board lights;
};

// The one-way algorithm (Theorem 3) on the lights to change: clears every
// solvable board whose sides are both 3k+2. With `record`, appends one step per
// row pass (the same run, not a copy of it).
StrategyRun run_one_way(const Board& change, std::vector<RecordedStep>* record = nullptr);
// The two-way algorithm (Theorem 4); with edge_steps, the extra steps of
// Theorem 5 for sides of 3k+1. Clears every board whose sides are 3k or 3k+1.
StrategyRun run_two_way(const Board& change, bool edge_steps, std::vector<RecordedStep>* record = nullptr);

// ---- for the dispatcher ------------------------------------------------------

// The board has no solution; `certificate` proves it (a quiet pattern with odd
// overlap with the lights to change). The command line turns it into exit 1.
class NoSolution : public std::runtime_error {
public:
    NoSolution(const std::string& what, PressPattern certificate_)
        : std::runtime_error(what), certificate(std::move(certificate_)) {}
    PressPattern certificate;
};

// The ordered presses of a strategy, checked by simulation: Method::chase for
// the plus rule (any size); Method::one_way for the square rule on boards whose
// sides are both 3k+2; Method::two_way for the square rule on boards whose
// sides are 3k or 3k+1, with Theorem 5's steps where a side is 3k+1 (the seeds
// state them for square boards; the proofs work side by side, and the tests
// cover rectangles too). Edges must not wrap. Throws InputError when the method does not apply to the rule
// or size, NoSolution when the board has no solution.
std::vector<Cell> strategy_sequence(const Board& board, const Rule& rule, Goal goal, Method method);

// The same refusals up front, without a board: throws InputError when `method`
// is not a strategy or does not apply to `rule` on a board of `shape`.
void check_strategy_applies(const Rule& rule, Shape shape, Method method);

// The press pattern of a sequence (cells pressed an odd number of times).
PressPattern pattern_of(const std::vector<Cell>& presses, Shape shape);
// The cells of a pattern in row-major order.
std::vector<Cell> cells_of(const PressPattern& pattern);

}  // namespace lightsout
