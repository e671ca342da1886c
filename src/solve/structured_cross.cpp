// The cross rule in linear time: the row and column sums of cross_sums.hpp
// (which states the identity it relies on) over GF(2) on 64-bit words and
// over Z/q on bytes, every prime power q; on a torus too (it changes nothing).
//
//     nullity over GF(2): m + n - 2 (m, n odd), n - 1 (m odd, n even),
//                         m - 1 (m even, n odd), 0 (both even)
#include "cross_sums.hpp"
#include "gf2/grid_ring.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/structured.hpp"
#include "structured_internal.hpp"
#include "zk/grid_ring.hpp"

namespace lightsout {

std::int64_t structured::cross_nullity(Shape shape) {
    const bool m_odd = shape.rows % 2, n_odd = shape.cols % 2;
    if (m_odd && n_odd) return shape.rows + shape.cols - 2;
    if (m_odd) return shape.cols - 1;
    if (n_odd) return shape.rows - 1;
    return 0;
}

LinearSolution structured::solve_cross(const Board& change) {
    const gf2::GridRing ring(change.cols());
    GridAnswer<gf2::GridRing> found = CrossSums<gf2::GridRing>(ring, change.rows(), {2, 1, 2}).solve(
        change, [&](std::int64_t nullity) { return wants_quiet_basis(nullity, change.shape()); });
    return linear_solution(std::move(found), "structured-cross", change.shape());
}

ModularSolution zk::solve_cross_mod(std::span<const std::uint8_t> change, Shape shape, PrimePower q,
                                    std::int64_t quiet_cells) {
    const zk::GridRing ring(shape.cols, q.modulus);
    const zk::ResidueGrid board{shape.cols, zk::Residues(change.begin(), change.end())};
    structured::GridAnswer<zk::GridRing> found = structured::CrossSums<zk::GridRing>(ring, shape.rows, q).solve(
        board, [&](std::int64_t count) { return count * shape.cells() <= quiet_cells; });
    return structured::modular_solution(std::move(found), "structured-cross-zk", q.modulus);
}

}  // namespace lightsout
