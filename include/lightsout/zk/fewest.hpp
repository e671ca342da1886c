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

// Walks every member of the coset in reflected mixed-radix Gray-code order
// when quiet.log2_size() <= log2_limit and the generators are known; above
// it, returns the best of a bounded descent (adding multiples of single
// generators while that helps; at most 8 passes and `descent_work` counts
// looked at, a generator's o - 1 multiples costing o - 1 times its nonzero
// counts) with proven = false.
LightestPresses fewest_presses(std::span<const std::uint8_t> particular, const QuietModule& quiet,
                             double log2_limit = kFewestWalkLog2Limit,
                             double descent_work = std::numeric_limits<double>::infinity());

// Sum of the counts.
std::int64_t press_count(std::span<const std::uint8_t> presses);

}  // namespace lightsout::zk
