// `lightsout table --fewest`: the fewest-press table, written.
#pragma once

#include <string>

#include "cli/fewest_options.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::cli {

// Lines "n nullity presses proven" or "n nullity presses between L and U"
// (or "n nullity - no solution"); JSON {"rule", "fewest": [{n, nullity,
// solvable, presses, minimal, lower_bound, seconds, cpu_seconds}, ...]}.
// Proves when at most 2^40 solutions need walking (all of n <= 100 for plus
// but 79 and 95), or up to nullity 64 with --exhaustive.
void write_fewest_table(const Rule& rule, int max_n, const FewestArguments& args, const std::string& format,
                        const std::string& output);

}  // namespace lightsout::cli
