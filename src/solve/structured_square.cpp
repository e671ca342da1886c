// The square rule (not on a torus) in linear time: the two passes of
// square_chase.hpp (which states the identity it relies on) over GF(2) on
// 64-bit words and over Z/q on bytes, every q.
//
//     nullity(m x n square) = [m % 3 == 2] n + [n % 3 == 2] m - [both]
#include <utility>

#include "gf2/grid_ring.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/structured.hpp"
#include "square_chase.hpp"
#include "structured_internal.hpp"
#include "zk/grid_ring.hpp"

namespace lightsout {

std::int64_t structured::square_nullity(Shape shape) { return square_nullity_of(shape); }

LinearSolution structured::solve_square(const Board& change) {
    Progress progress("square solver");
    const gf2::GridRing ring(change.cols());
    GridAnswer<gf2::GridRing> found = SquareChase<gf2::GridRing>(ring, change.rows()).solve(
        change, [&](std::int64_t nullity) { return wants_quiet_basis(nullity, change.shape()); }, progress);
    return linear_solution(std::move(found), "structured-square", change.shape());
}

ModularSolution zk::solve_square_mod(std::span<const std::uint8_t> change, Shape shape, int q, std::int64_t quiet_cells) {
    Progress progress("square solver");
    const zk::GridRing ring(shape.cols, q);
    const zk::ResidueGrid board{shape.cols, zk::Residues(change.begin(), change.end())};
    structured::GridAnswer<zk::GridRing> found = structured::SquareChase<zk::GridRing>(ring, shape.rows).solve(
        board, [&](std::int64_t n) { return n * shape.cells() <= quiet_cells; }, progress);
    return structured::modular_solution(std::move(found), "structured-square-zk", q);
}

}  // namespace lightsout
