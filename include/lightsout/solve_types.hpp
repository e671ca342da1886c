// The words the solvers share, below the entry point that routes to them
// (solve.hpp): which engine, which move constraint, and a linear engine's
// answer. The engines (dense, structured, chasing), the strategies and the
// ordering module include this, not solve.hpp (scripts/layers.txt).
// Threads: plain values (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lightsout/board.hpp"

namespace lightsout {

// Which engine answers. `automatic` picks the fastest exact one.
// `chasing` is the symbolic chasing engine (any local rule, chasing_engine.hpp);
// `chase` is the human light-chasing strategy of seed 002.
enum class Method { automatic, dense, structured, chasing, chase, one_way, two_way };

// Which lights may be pressed at the moment of pressing.
enum class MoveConstraint { any, only_off, only_on };

// The answer of a linear engine (dense or structured) to  A x = change  over GF(2).
struct LinearSolution {
    bool solvable = false;
    PressPattern presses;          // a particular solution, when solvable
    PressPattern certificate;      // when not: c with c*A = 0 and c.change = 1
    std::int64_t rank = 0;
    std::int64_t nullity = 0;
    std::vector<PressPattern> quiet;  // a basis of the quiet patterns (may be left empty when huge)
    std::string engine;            // "dense", "structured-plus", ...
};

}  // namespace lightsout
