// Symbolic light chasing mod q for any local rule, on a torus too: the chase
// leaves U unknown presses and a U x U system over Z/q for the dense engine
// (src/solve/symbolic_chase.hpp says why it is exact; chasing_mod.cpp is its Z/q instance).
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <span>

#include "lightsout/board.hpp"
#include "lightsout/chasing_engine.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::zk {

// Above this many unknowns the leftover system is too large for the dense
// engines (a second or more); the chase does not apply.
inline constexpr std::int64_t kChasingModMaxUnknowns = 2048;

// The chase needs the unknowns of the GF(2) chase's plan (chasing_unknowns,
// chasing_engine.hpp): the ring changes the arithmetic, not who fixes whom.
inline bool has_chasing_solver_mod(const Rule& rule, Shape shape) {
    const std::int64_t u = chasing_unknowns(rule, shape);
    return u >= 0 && u <= kChasingModMaxUnknowns;
}

// A x = change (mod q). Throws InputError when has_chasing_solver_mod is false.
// The quiet generators are kept when they fit `quiet_cells` (generators x
// cells); each costs a chase of the whole board to build and a press to check.
ModularSolution solve_by_chasing_mod(std::span<const std::uint8_t> change, Shape shape, const Rule& rule, PrimePower q,
                                     std::int64_t quiet_cells = kQuietGeneratorBytes);

}  // namespace lightsout::zk
