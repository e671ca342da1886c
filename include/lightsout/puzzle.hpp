// A puzzle of any kind: who changes whom (a press matrix, or the grid rule it
// comes from), mod what (K states), the lights, and the goal value.
//
//   Puzzle p = Puzzle::on_grid({5, 5}, Rule::plus(), 3, lights);   // Lights Out 2000
//   PuzzleSolution s = solve(p, {.minimal = true});
//   s.presses[r * 5 + c] = times cell (r, c) is pressed (0..2)
//
// A graph puzzle (src/graph/) is a Puzzle without a grid. On a grid the solver
// keeps every fast path: K = 2 goes through the bit-packed solve(Board, Rule),
// and other K reach the Z/K engines (modular.hpp, src/zk/) through the grid's
// own structure where it has one. Every PuzzleSolution is checked by
// simulation before it is returned.
// Threads: one object may be read from many threads at once; changing it needs
// that no other thread uses it (as for std::vector; docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/press_matrix.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace lightsout {

// The grid a puzzle came from: light and button i are the cell
// (i / cols, i % cols).
struct GridOrigin {
    Shape shape;
    Rule rule;
};

struct Puzzle {
    // Who changes whom. A graph puzzle sets it; a grid puzzle may leave it
    // empty (size 0): the solver builds it from `grid` only when an engine
    // needs it (a 4,096^2 board's matrix would take 670 MB).
    PressMatrix matrix;
    int states = 2;                    // K, 2..255
    std::vector<std::uint8_t> lights;  // one per light, 0..K-1
    int goal = 0;                      // the value every light should end at, 0..K-1
    std::optional<GridOrigin> grid;

    // Number of lights (= buttons).
    std::int64_t size() const { return std::int64_t(lights.size()); }
    // The press matrix: `matrix`, or the grid's (built now).
    PressMatrix press_matrix() const;

    static Puzzle on_grid(Shape shape, const Rule& rule, int states, std::vector<std::uint8_t> lights, int goal = 0);
    static Puzzle on_matrix(PressMatrix matrix, int states, std::vector<std::uint8_t> lights, int goal = 0);
    // A two-state board as a puzzle (goal off = 0, on = 1).
    static Puzzle of_board(const Board& board, const Rule& rule, Goal goal = Goal::off);
};

// The goal value of `off` (0) and `on` (K - 1).
int goal_value(Goal goal, int states);

struct PuzzleSolution {
    int states = 2;
    bool solvable = false;
    std::vector<std::uint8_t> presses;      // times each button is pressed, 0..K-1
    std::vector<std::int32_t> sequence;     // ordered presses (buttons) under a move constraint
    std::vector<std::uint8_t> certificate;  // unsolvable: y with y A = 0, y.(goal - lights) != 0 (mod K)
    bool proven = true;                     // false: a legal-sequence search gave up (none found, not proven)
    QuietModule quiet;                      // the quiet patterns (their structure; generators when known)
    bool minimal = false;                   // fewest total presses (sum of the counts), proven
    std::int64_t lower_bound = -1;          // minimal asked beyond proof by walking: no solution has fewer (-1: none known)
    std::string method;                     // which engine produced it
    std::string note;                       // one sentence for the user
    std::string proof;                      // what a fewest-press walk's answer rests on (Solution::proof)

    // Total presses: the sequence's length, else the sum of the counts.
    std::int64_t count() const {
        if (!solvable) return 0;
        if (!sequence.empty()) return std::int64_t(sequence.size());
        std::int64_t sum = 0;
        for (std::uint8_t t : presses) sum += t;
        return sum;
    }
};

// Solve towards puzzle.goal (options.goal is not used: the goal is the
// puzzle's). Throws InputError for a bad puzzle (states outside 2..255, a
// light >= K, a goal >= K, sizes that disagree) or a method that does not
// apply.
PuzzleSolution solve(const Puzzle& puzzle, const SolveOptions& options = {});

// After pressing each button presses[i] times, how many lights are not at the
// goal (0: solved). Throws InputError for a bad puzzle or a count >= K.
std::int64_t lights_off_goal(const Puzzle& puzzle, std::span<const std::uint8_t> presses);

// Validates a puzzle; throws InputError with the reason.
void check_puzzle(const Puzzle& puzzle);

}  // namespace lightsout
