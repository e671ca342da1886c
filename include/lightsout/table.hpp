// Nullity tables: how many independent quiet patterns each n x n board has.
#pragma once

#include <cstdint>
#include <vector>

#include "lightsout/rule.hpp"

namespace lightsout {

// The nullity of the n x n board under `rule` for n = 1..max_n (element n - 1).
// plus: deg gcd(U_n(x), U_n(x + 1)) with the path polynomials built one step
// at a time; square and cross: closed forms (see structured_square.cpp and
// structured_cross.cpp). Throws InputError for rules without a structured
// solver (plus or square on a torus, stencils) and for max_n < 1.
std::vector<std::int64_t> nullity_table(const Rule& rule, int max_n);

}  // namespace lightsout
