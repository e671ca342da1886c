// Breadth-first search over every state of a tiny board: the exact shortest
// legal sequence (cells may be pressed any number of times), or the proof that
// none exists. 2^cells states, so only for boards of at most kStateSearchMaxCells.
#pragma once

#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout::order_detail {

inline constexpr int kStateSearchMaxCells = 20;

template <class Move>
struct StateSearchOf {
    bool found = false;
    std::vector<Move> sequence;  // shortest, when found
    long long states = 0;        // states reached
};
using StateSearch = StateSearchOf<Cell>;

StateSearch shortest_legal_sequence(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint);

// Any puzzle of at most kStateSearchMaxCells lights (two states): bit v of a
// state is light v; footprint[b] is the lights button b flips; the sequence
// names buttons.
StateSearchOf<int> shortest_legal_sequence(const std::vector<std::uint32_t>& footprint, std::uint32_t start,
                                           std::uint32_t target, MoveConstraint constraint);

}  // namespace lightsout::order_detail
