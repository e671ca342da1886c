// The fewest presses of the all-lit n x n board (goal off), n = 1..N: for the
// plus rule the sequence OEIS A075464, each value proven or bounded.
//
//   for (const FewestTableRow& row : fewest_table(Rule::plus(), 100, {.nullity_limit = 40})) ...
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "lightsout/minimal.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

struct FewestTableRow {
    int n = 0;
    std::int64_t nullity = 0;
    bool solvable = true;
    std::int64_t presses = 0;      // the fewest found
    bool proven = false;           // ... and no solution has fewer
    std::int64_t lower_bound = 0;  // every solution has at least this many (= presses when proven)
    std::string proof;             // with checkpoints: what the answer rests on (Solution::proof)
    double seconds = 0;            // wall clock for this n
    double cpu_seconds = 0;
};

// The largest n of a fewest-press table (refused above, before any work).
inline constexpr int kFewestTableMaxSide = 4096;

// Each n through solve(--minimal) with these options: exhaustive when at most
// 2^nullity_limit solutions need walking, else the best found and a bound.
// checkpoint_of(n), when given, is where the exhaustive search of n saves to
// and resumes from (the command line's: the file PREFIX-nN.json), so an
// interrupted table loses little; options.checkpoint is not used.
std::vector<FewestTableRow> fewest_table(
    const Rule& rule, int max_n, const FewestOptions& options,
    const std::function<std::shared_ptr<CheckpointStore>(int n)>& checkpoint_of = {});

}  // namespace lightsout
