// "Did you mean ...?" for a mistyped command or option: the closest known
// name by edit distance, when it is close enough to be a typo.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace lightsout::cli {

// The number of single-character insertions, deletions, substitutions and
// swaps of two neighbours that turn `a` into `b` (Damerau-Levenshtein, the
// optimal string alignment variant).
int edit_distance(std::string_view a, std::string_view b);

// The name in `known` closest to `typed`, if it is within a third of the
// typed length (at least 1, at most 3 edits) and no other name is as close.
std::optional<std::string> closest_name(std::string_view typed, const std::vector<std::string>& known);

}  // namespace lightsout::cli
