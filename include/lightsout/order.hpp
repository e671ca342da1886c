// Sequences under move constraints: in which order to press so that every
// press is legal at its moment (`only_off`: the pressed light must be unlit;
// `only_on`: lit). The Ponder This game of seed 004 is `cross` + goal `on` +
// `only_off`; the "lit-only" game is goal `off` + `only_on`.
//
// The linear engines say which cells to press; this module finds an order, or
// a sequence that presses some cells more than once, and replays every answer
// move by move before returning it. docs/ORDERING.md explains the algorithms.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/press_matrix.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout {

// Move: a Cell on a grid, a button number (a vertex) on a press matrix.
template <class Move>
struct SequenceSearchOf {
    bool found = false;
    std::vector<Move> sequence;   // legal at every move, replayed and checked
    bool minimal = false;         // proven fewest moves
    // When nothing was found: true when no legal sequence exists (proven by a
    // search of every reachable state, or because no press can be the last);
    // false when the search gave up ("none found, not proven").
    bool proven_none = false;
    std::string explanation;      // what was tried (for the "no legal sequence" message) / why not proven
};
using SequenceSearch = SequenceSearchOf<Cell>;

// A legal order of presses reaching `goal` from `board` under `constraint`
// (only_off: a pressed light must be unlit at that moment; only_on: lit).
// `presses` solves the board linearly; `quiet` is a basis of the quiet patterns
// (other solutions = presses + any combination). Deterministic.
// Throws InputError when `presses` has the wrong shape or does not solve the board.
SequenceSearch find_legal_sequence(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint,
                                   const PressPattern& presses, const std::vector<PressPattern>& quiet, bool minimal);

// Replays a sequence move by move; returns the index of the first illegal move,
// or -1 if all are legal. Throws InputError for a cell off the board.
std::ptrdiff_t first_illegal_move(const Board& board, const Rule& rule, MoveConstraint constraint,
                                  const std::vector<Cell>& sequence);

// The same, and when every move is legal sets *reaches_goal (if not null) to
// whether the final board is the goal. Used by `lightsout check`.
std::ptrdiff_t first_illegal_move(const Board& board, const Rule& rule, MoveConstraint constraint,
                                  const std::vector<Cell>& sequence, Goal goal, bool* reaches_goal);

// ---- any press matrix (graphs, presets), two states ----------------------
// Buttons and lights are numbered as in the matrix. `lights` and `goal` hold 0
// (unlit) or 1 (lit) per light (a goal may differ from light to light, as
// Merlin's does); `presses` holds 0/1 per button and solves lights -> goal;
// `quiet` is a basis of the quiet patterns (0/1 per button). The same searches
// as on grids: every state of at most 20 lights (exact), then orders of the
// candidate patterns on their overlap graph, then sequences that press outside
// buttons twice. Deterministic; every answer is replayed before it is returned.
// Throws InputError when `presses` does not solve the puzzle.
SequenceSearchOf<int> find_legal_sequence(const PressMatrix& matrix, std::span<const std::uint8_t> lights,
                                          std::span<const std::uint8_t> goal, MoveConstraint constraint,
                                          std::span<const std::uint8_t> presses,
                                          const std::vector<std::vector<std::uint8_t>>& quiet, bool minimal);

// Replays presses of buttons on a press matrix (two states): the index of the
// first illegal one, or -1; then sets *reaches_goal (if not null) to whether
// the lights end at `goal`. Throws InputError for a button outside the matrix.
std::ptrdiff_t first_illegal_move(const PressMatrix& matrix, std::span<const std::uint8_t> lights,
                                  MoveConstraint constraint, const std::vector<int>& sequence,
                                  std::span<const std::uint8_t> goal, bool* reaches_goal);

}  // namespace lightsout
