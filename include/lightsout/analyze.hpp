// What is known about a (rule, size): rank, nullity, quiet patterns.
#pragma once

#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

struct Analysis {
    Shape shape;
    std::int64_t rank = 0;
    std::int64_t nullity = 0;
    std::vector<PressPattern> quiet;  // a basis of the quiet patterns
    // Fraction of all boards that can be solved: 2^rank / 2^cells = 2^-nullity.
    double solvable_fraction() const;
};

Analysis analyze(const Rule& rule, Shape shape);

}  // namespace lightsout
