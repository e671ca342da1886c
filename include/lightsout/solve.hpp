// Solving boards: the entry point every front end calls.
//
//   lightsout::Solution s = lightsout::solve(board, Rule::plus(), {.goal = Goal::on});
//
// Every Solution returned here has been checked by simulation: a solvable
// verdict's presses reach the goal (and its sequence, when there is one, is
// replayed move by move under the move constraint); an unsolvable verdict's
// certificate is verified to be a left quiet pattern with odd overlap.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

// Which engine answers. `automatic` picks the fastest exact one.
// `chasing` is the symbolic chasing engine (any local rule, chasing_engine.hpp);
// `chase` is the human light-chasing strategy of seed 002.
enum class Method { automatic, dense, structured, chasing, chase, one_way, two_way };

// Which lights may be pressed at the moment of pressing.
enum class MoveConstraint { any, only_off, only_on };

struct SolveOptions {
    Goal goal = Goal::off;
    Method method = Method::automatic;
    bool minimal = false;
    MoveConstraint constraint = MoveConstraint::any;
    // --minimal walks every solution when at most 2^this need walking (after
    // the symmetry reduction); above, the answer is the best found with a
    // lower bound (minimal.hpp).
    int minimal_nullity_limit = kExhaustiveNullityLimit;
    FewestOptions fewest{};  // threads, checkpoint, parts, local search time (its nullity_limit is ignored)
};

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

struct Solution {
    bool solvable = false;
    PressPattern presses;          // the press pattern (cells pressed an odd number of times)
    std::vector<Cell> sequence;    // ordered presses: set by strategies and move constraints
    PressPattern certificate;      // unsolvable: proof of it (see docs/STRATEGIES.md "certificate")
    // Is the verdict proven? Always for a solvable answer (it is replayed) and
    // for "no solution" with a certificate or a proof that no legal sequence
    // exists; false when a search for a legal sequence gave up: none found,
    // not proven (the certificate is then empty).
    bool proven = true;
    std::int64_t nullity = 0;
    bool minimal = false;          // fewest presses, proven
    std::int64_t lower_bound = -1; // --minimal not proven: every solution has at least this many presses
    std::string method;            // which engine produced it
    std::string note;              // one sentence for the user, e.g. why minimal is not proven
};

// Solve `board` under `rule` towards options.goal. Throws InputError when the
// method does not apply to the rule or size, or the board is too large for it.
Solution solve(const Board& board, const Rule& rule, const SolveOptions& options = {});

}  // namespace lightsout
