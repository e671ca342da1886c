// Puzzles on graphs (and on any press matrix, such as the non-grid presets):
// what they need beyond solve(Puzzle) of puzzle.hpp.
//
//   Puzzle p = graph_puzzle(graph, GraphRule::sigma_plus, 3, lights);
//   PuzzleSolution s = solve_towards(p, target, {.minimal = true});
//
// A goal may differ from light to light (Merlin: the ring lit, the centre
// unlit), and two-state puzzles may be played under a move constraint: the
// presses are then ordered by the order module (order.hpp) and replayed.
// Every answer is checked by simulation against the target before it is returned.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "lightsout/check.hpp"
#include "lightsout/graph.hpp"
#include "lightsout/puzzle.hpp"

namespace lightsout {

// The puzzle of a graph under `rule`: light and button v are vertex v.
Puzzle graph_puzzle(const Graph& graph, GraphRule rule, int states, std::vector<std::uint8_t> lights, int goal = 0);

// Solves `puzzle` towards `target` (one value 0..K-1 per light; puzzle.goal is
// not used). options.constraint (two states only) asks for a legal order, in
// PuzzleSolution::sequence. Throws InputError for a bad puzzle or target, or a
// move constraint with more than two states.
PuzzleSolution solve_towards(const Puzzle& puzzle, std::span<const std::uint8_t> target, const SolveOptions& options = {});

// Replays presses (buttons, in order; a button listed twice is pressed twice)
// on `puzzle` under `constraint` (two states only) and compares with `target`.
CheckReport check_towards(const Puzzle& puzzle, std::span<const std::uint8_t> target, MoveConstraint constraint,
                          const std::vector<int>& sequence);

// The target of a uniform goal: every light at puzzle.goal.
std::vector<std::uint8_t> uniform_target(const Puzzle& puzzle);

}  // namespace lightsout
