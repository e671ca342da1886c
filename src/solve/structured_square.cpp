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
    SquareAnswer<gf2::GridRing> found = SquareChase<gf2::GridRing>(ring, change.rows()).solve(
        change, [&](std::int64_t nullity) { return wants_quiet_basis(nullity, change.shape()); }, progress);
    LinearSolution answer;
    answer.engine = "structured-square";
    answer.solvable = found.solvable;
    answer.nullity = square_nullity_of(change.shape());
    answer.rank = change.shape().cells() - answer.nullity;
    if (found.solvable) answer.presses = std::move(found.presses);
    else answer.certificate = std::move(found.certificate);
    answer.quiet = std::move(found.quiet);
    return answer;
}

ModularSolution zk::solve_square_mod(std::span<const std::uint8_t> change, Shape shape, int q, std::int64_t quiet_cells) {
    Progress progress("square solver");
    const zk::GridRing ring(shape.cols, q);
    const zk::ResidueGrid board{shape.cols, zk::Residues(change.begin(), change.end())};
    const std::int64_t nullity = structured::square_nullity_of(shape);
    structured::SquareAnswer<zk::GridRing> found = structured::SquareChase<zk::GridRing>(ring, shape.rows).solve(
        board, [&](std::int64_t n) { return n * shape.cells() <= quiet_cells; }, progress);
    ModularSolution out;
    out.states = q;
    out.engine = "structured-square-zk";
    out.solvable = found.solvable;
    if (found.solvable) out.presses = std::move(found.presses.cells);
    else out.certificate = std::move(found.certificate.cells);
    out.quiet.states = q;
    out.quiet.orders.assign(std::size_t(nullity), q);
    for (zk::ResidueGrid& g : found.quiet) out.quiet.generators.push_back(std::move(g.cells));
    return out;
}

}  // namespace lightsout
