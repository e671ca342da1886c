// What is known about a (rule, size): rank, nullity, quiet patterns.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/modular.hpp"
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

// The same mod K (K = 2..255 states): the quiet patterns as a group (their
// structure: elementary divisors, invariant factors, size; generators when
// small enough to keep). Every solvable board has |quiet| solutions, and one
// board in |quiet| is solvable.
struct ModularAnalysis {
    Shape shape;
    int states = 2;
    QuietModule quiet;
    std::string method;  // the engine(s) that found it
    double solvable_fraction() const;  // 1 / |quiet|
};

ModularAnalysis analyze(const Rule& rule, Shape shape, int states);

}  // namespace lightsout
