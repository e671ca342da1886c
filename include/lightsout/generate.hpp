// Random boards, at memory speed (a fast generator filling 64-bit words).
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/state_board.hpp"

namespace lightsout {

// Every light lit with probability 1/2. The same seed gives the same board.
Board random_board(Shape shape, std::uint64_t seed);

// A board that is certainly solvable: the lights a random press pattern turns
// on from the unlit board (A x for a random x).
Board random_solvable_board(Shape shape, const Rule& rule, std::uint64_t seed);

// Every light 0..K-1 with probability 1/K each (up to 2^-32). The same seed
// gives the same board. (A certainly solvable one: zk/grid.hpp.)
StateBoard random_state_board(Shape shape, int states, std::uint64_t seed);

}  // namespace lightsout
