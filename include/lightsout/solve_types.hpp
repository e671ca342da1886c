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

// Their names as the front ends and messages spell them: "auto", "dense",
// "structured", "chasing", "chase", "one-way", "two-way"; "any", "only-off",
// "only-on".
inline std::string method_name(Method method) {
    switch (method) {
        case Method::automatic: return "auto";
        case Method::dense: return "dense";
        case Method::structured: return "structured";
        case Method::chasing: return "chasing";
        case Method::chase: return "chase";
        case Method::one_way: return "one-way";
        case Method::two_way: return "two-way";
    }
    return "?";
}
inline std::string constraint_name(MoveConstraint constraint) {
    switch (constraint) {
        case MoveConstraint::any: return "any";
        case MoveConstraint::only_off: return "only-off";
        case MoveConstraint::only_on: return "only-on";
    }
    return "?";
}

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
