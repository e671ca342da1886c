// Checking someone's presses: do they reach the goal, and is every move legal?
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace lightsout {

struct CheckReport {
    bool ok = false;                  // every move legal and the goal reached
    std::ptrdiff_t illegal_move = -1; // 0-based index of the first illegal press, or -1
    std::int64_t lights_wrong = 0;    // lights not at the goal after all presses (when all were legal)
};

// Replays `sequence` on `board`; under a move constraint each press must be legal
// at its moment (only_off: the light is unlit; only_on: it is lit).
CheckReport check_sequence(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint,
                           const std::vector<Cell>& sequence);

// A press pattern (each cell pressed once or not) needs no order: only the
// parity of the presses matters, so this checks it word-parallel.
CheckReport check_pattern(const Board& board, const Rule& rule, Goal goal, const PressPattern& presses);

}  // namespace lightsout
