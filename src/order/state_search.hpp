// Breadth-first search over every state of a tiny board: the exact shortest
// legal sequence (cells may be pressed any number of times), or the proof that
// none exists. 2^cells states, so only for boards of at most kStateSearchMaxCells.
#pragma once

#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace lightsout::order_detail {

inline constexpr int kStateSearchMaxCells = 20;

struct StateSearch {
    bool found = false;
    std::vector<Cell> sequence;  // shortest, when found
    long long states = 0;        // states reached
};

StateSearch shortest_legal_sequence(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint);

}  // namespace lightsout::order_detail
