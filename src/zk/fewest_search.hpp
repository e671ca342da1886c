// The fewest-press search's steps beyond the walk, reporting to one Progress
// (a sink that throws, or a stop, ends the search at its next report).
#pragma once

#include <cstdint>
#include <span>

#include "lightsout/progress.hpp"
#include "lightsout/zk/fewest.hpp"

namespace lightsout::zk {

// lightest_by_information_sets (zk/fewest.hpp), reporting to `progress`.
LightestPresses lightest_by_information_sets(std::span<const std::uint8_t> particular, const QuietModule& quiet,
                                             double work, std::uint64_t seed, double* spent, Progress& progress);

}  // namespace lightsout::zk
