// What an order search tries and how much work it may spend: the given press
// pattern plus combinations of quiet patterns, smallest combinations first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace lightsout::order_detail {

// Presses the overlap search may try, per pattern and in all.
inline constexpr std::int64_t kBudgetPerPress = 20;
inline constexpr std::int64_t kTotalBudget = 4'000'000;
// Each press of the overlap search scans the pattern's pending presses, so the
// candidate patterns together may also cost at most this many cell visits (as
// the search with outside presses): on big boards whose patterns have no order
// (random lit-only 50x50 plus: 256 patterns, 4 s) the time goes to that search,
// which finds a sequence in milliseconds.
inline constexpr std::int64_t kTotalVisits = 40'000'000;
// Presses the search with outside presses may try, per call.
inline constexpr std::int64_t kExtraSearchBudget = 200'000;

// Up to this nullity every solution is a candidate (2^k of them).
inline constexpr std::size_t kAllCombinationsNullity = 12;

// Index sets into the quiet basis: {} first, then every subset by size when
// nullity <= kAllCombinationsNullity, else the singles and the pairs.
std::vector<std::vector<int>> quiet_combinations(std::size_t nullity);

}  // namespace lightsout::order_detail
