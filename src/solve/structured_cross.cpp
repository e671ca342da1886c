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
    CrossAnswer<gf2::GridRing> found = CrossSums<gf2::GridRing>(ring, change.rows(), {2, 1, 2}).solve(
        change, [&](std::int64_t nullity) { return wants_quiet_basis(nullity, change.shape()); });
    LinearSolution answer;
    answer.engine = "structured-cross";
    answer.solvable = found.solvable;
    answer.nullity = std::int64_t(found.orders.size());
    answer.rank = change.shape().cells() - answer.nullity;
    if (found.solvable) answer.presses = std::move(found.presses);
    else answer.certificate = std::move(found.certificate);
    answer.quiet = std::move(found.quiet);
    return answer;
}

ModularSolution zk::solve_cross_mod(std::span<const std::uint8_t> change, Shape shape, PrimePower q,
                                    std::int64_t quiet_cells) {
    const zk::GridRing ring(shape.cols, q.modulus);
    const zk::ResidueGrid board{shape.cols, zk::Residues(change.begin(), change.end())};
    structured::CrossAnswer<zk::GridRing> found = structured::CrossSums<zk::GridRing>(ring, shape.rows, q).solve(
        board, [&](std::int64_t count) { return count * shape.cells() <= quiet_cells; });
    ModularSolution out;
    out.states = q.modulus;
    out.engine = "structured-cross-zk";
    out.solvable = found.solvable;
    if (found.solvable) out.presses = std::move(found.presses.cells);
    else out.certificate = std::move(found.certificate.cells);
    out.quiet.states = q.modulus;
    out.quiet.orders = std::move(found.orders);
    for (zk::ResidueGrid& g : found.quiet) out.quiet.generators.push_back(std::move(g.cells));
    return out;
}

}  // namespace lightsout
