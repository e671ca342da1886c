// Fewest presses mod K: the lightest member (least sum of press counts) of
// the coset  particular + quiet module.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "lightsout/modular.hpp"

namespace lightsout::zk {

// Quiet modules up to 2^24 members are walked in full (each step adds one
// generator, touching only its nonzero counts).
inline constexpr double kFewestWalkLog2Limit = 24;

// (FewestPresses in minimal.hpp is the two-state answer with its proof and
// bounds; this is the K-state lightest member alone.)
struct LightestPresses {
    std::vector<std::uint8_t> presses;
    bool proven = false;  // the whole coset was walked
};

// Beyond the walk the search is budgeted in work, not time (the same coset
// gets the same answer on any machine and under any load): one unit is one
// count looked at (about 1 ns of one core). The default is about a second.
inline constexpr double kFewestSearchWork = 1e9;
// The seed of the search's random choices.
inline constexpr std::uint64_t kFewestSearchSeed = 0x5eed;

// Walks every member of the coset in reflected mixed-radix Gray-code order
// when quiet.log2_size() <= log2_limit and the generators are known
// (proven = true). Above it, with proven = false, the lighter of two
// descents (adding multiples of single generators while that helps; at most
// 8 passes, a generator's o - 1 multiples costing o - 1 times its nonzero
// counts): one from the lightest member information sets find (at most 3/4 of
// `work`), one from `particular`, each with half of what is left.
LightestPresses fewest_presses(std::span<const std::uint8_t> particular, const QuietModule& quiet,
                               double log2_limit = kFewestWalkLog2Limit, double work = kFewestSearchWork,
                               std::uint64_t seed = kFewestSearchSeed);

// Information sets mod each prime power q of K (src/zk/fewest_search.cpp):
// for cells drawn at random, the one member whose part mod q vanishes on them;
// per q the one with the fewest cells nonzero mod q, glued. Stops a part when
// its best has come out of 3 trials or its share of `work` is spent; `spent`
// (when given) receives the work done. proven is false.
LightestPresses lightest_by_information_sets(std::span<const std::uint8_t> particular, const QuietModule& quiet,
                                             double work, std::uint64_t seed = kFewestSearchSeed,
                                             double* spent = nullptr);

// Sum of the counts.
std::int64_t press_count(std::span<const std::uint8_t> presses);

}  // namespace lightsout::zk
