// Lower bounds on the fewest presses.
//
// Parity. All members of p + N have the parity of p exactly when every quiet
// pattern has even weight: |p + q| = |p| + |q| - 2 |p & q|. For a symmetric
// press matrix whose every button changes its own light (plus, square,
// cross, the torus, symmetric stencils with the centre) that always holds:
// the all-ones vector is then the diagonal of A, which lies in the column
// space of any symmetric matrix over GF(2), so <1, q> = 0 for every q with
// A q = 0. For the all-lit board the common parity is that of rank A
// (docs/FEWEST.md): the parity theorem.
//
// Counting. Each light to change is flipped an odd number of times, so at
// least once; a press flips at most F lights; so a solution has at least
// ceil(|change| / F) presses. (The caller knows F: the grid's footprint size.)
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

std::optional<int> fixed_parity(const Coset& coset) {
    for (const Flat& q : coset.basis)
        if (weight(q) % 2 != 0) return std::nullopt;
    return int(weight(coset.particular) % 2);
}

std::string bracket_note(std::int64_t lower, std::int64_t upper, const std::string& why) {
    return "fewest presses between " + std::to_string(lower) + " and " + std::to_string(upper) + " (not proven: " + why +
           ")";
}

std::int64_t round_to_parity(std::int64_t bound, std::optional<int> parity) {
    if (bound < 0) bound = 0;
    if (parity && bound % 2 != *parity) ++bound;
    return bound;
}

}  // namespace lightsout::fewest
