// The plus rule (not on a torus) in linear time: the chase of plus_chase.hpp
// (which states the identity it relies on) over GF(2) on 64-bit words and
// over Z/p on bytes.
//
//     nullity(m x n plus) = deg gcd(P_m(y), D_n(y))
//
// over GF(2) P_m = U_m and D_n = U_n(x + 1), so the nullity is
// deg gcd(U_m(x), U_n(x + 1)) (path_polynomials.hpp).
#include <NTL/GF2X.h>

#include <algorithm>
#include <utility>

#include "gf2/grid_ring.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/structured.hpp"
#include "path_polynomials.hpp"
#include "plus_chase.hpp"
#include "structured_internal.hpp"
#include "zk/grid_ring.hpp"

namespace lightsout {

LinearSolution structured::solve_plus(const Board& change) {
    Progress progress("plus solver");
    GridAnswer<gf2::GridRing> found = solve_plus_any_shape<gf2::GridRing>(
        change, change.shape(), [](int cols) { return gf2::GridRing(cols); },
        [&](std::int64_t nullity) { return wants_quiet_basis(nullity, change.shape()); }, progress);
    return linear_solution(std::move(found), "structured-plus", change.shape());
}

// deg gcd(P_m, D_n) with n the shorter side: D_n built, P_m mod D_n by matrix
// powers (O(log m) products), so a long thin board costs as little as its width.
std::int64_t structured::plus_nullity(Shape shape) {
    const gf2::GridRing ring(1);
    const long n = std::min(shape.rows, shape.cols), m = std::max(shape.rows, shape.cols);
    const NTL::GF2X chi = characteristic_polynomial(ring, n);
    return NTL::deg(NTL::GCD(path_polynomial_mod(ring, m, ring.minus_x(), chi), chi));
}

std::vector<PressPattern> structured::plus_quiet_basis(Shape shape) {
    Progress progress("plus solver");
    GridAnswer<gf2::GridRing> found = solve_plus_any_shape<gf2::GridRing>(
        Board(shape.rows, shape.cols), shape, [](int cols) { return gf2::GridRing(cols); },
        [&](std::int64_t nullity) { return nullity * shape.cells() <= kStructuredQuietBasisBits; }, progress);
    return std::move(found.quiet);
}

ModularSolution zk::solve_plus_mod_prime(std::span<const std::uint8_t> change, Shape shape, int p,
                                         std::int64_t quiet_cells) {
    Progress progress("plus solver");
    const zk::ResidueGrid board{shape.cols, zk::Residues(change.begin(), change.end())};
    structured::GridAnswer<zk::GridRing> found = structured::solve_plus_any_shape<zk::GridRing>(
        board, shape, [p](int cols) { return zk::GridRing(cols, p); },
        [&](std::int64_t nullity) { return nullity * shape.cells() <= quiet_cells; }, progress);
    return structured::modular_solution(std::move(found), "structured-plus-zk", p);
}

}  // namespace lightsout
