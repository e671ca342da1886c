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
#include "lightsout/solve_types.hpp"

namespace lightsout {

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
    // K > 2 states on a grid: the linear-time engines (structured, chasing)
    // build the quiet generators (kept for the fewest-press search and checked
    // by simulation) while generators x cells, for each prime power of K, is
    // at most this (by default the engines' own limit, zk::kQuietGeneratorBytes
    // = 2^26; the dense engines keep theirs). A caller short of time passes
    // less: 256 x 256 cross mod 255 has 1,530 generators of 65,536 cells, and
    // building and checking them costs far more than solving.
    std::int64_t quiet_cells = std::int64_t(1) << 26;
    // Where this call's progress reports go (progress.hpp): none given, to the
    // sink the calling thread installed, if any; by default nobody.
    ProgressSink progress = nullptr;
    // Stops this call from outside (stop.hpp): it then throws Cancelled. None
    // given: the token the calling thread installed, if any, stops it.
    StopToken stop{};
};

struct Solution {
    bool solvable = false;
    PressPattern presses;          // the press pattern (cells pressed an odd number of times)
    std::vector<Cell> sequence;    // ordered presses: set by strategies and move constraints
    PressPattern certificate;      // unsolvable: proof of it (README.md "solve": an unsolvable board)
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
    // What a fewest-press answer of the exhaustive walk rests on
    // (FewestReport::proof): "walk in this process", "walk of 4 parts,
    // authenticated", "not proven: ..."; empty otherwise.
    std::string proof;
};

// Solve `board` under `rule` towards options.goal. Throws InputError when the
// method does not apply to the rule or size, or the board is too large for it.
Solution solve(const Board& board, const Rule& rule, const SolveOptions& options = {});

}  // namespace lightsout
