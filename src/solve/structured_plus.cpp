// The plus rule (not on a torus) in linear time: the chase of plus_chase.hpp
// (which states the identity it relies on) over GF(2) on 64-bit words and
// over Z/p on bytes.
//
//     nullity(m x n plus) = deg gcd(P_m(y), D_n(y))
//
// over GF(2) P_m = U_m and D_n = U_n(x + 1), so the nullity is
// deg gcd(U_m(x), U_n(x + 1)) (poly_path.hpp).
#include <utility>

#include "gf2/grid_ring.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/structured.hpp"
#include "plus_chase.hpp"
#include "poly_path.hpp"
#include "structured_internal.hpp"
#include "zk/grid_ring.hpp"

namespace lightsout {

LinearSolution structured::solve_plus(const Board& change) {
    Progress progress("plus solver");
    PlusAnswer<gf2::GridRing> found = solve_plus_any_shape<gf2::GridRing>(
        change, change.shape(), [](int cols) { return gf2::GridRing(cols); },
        [&](std::int64_t nullity) { return wants_quiet_basis(nullity, change.shape()); }, progress);
    LinearSolution answer;
    answer.engine = "structured-plus";
    answer.solvable = found.solvable;
    answer.nullity = found.nullity;
    answer.rank = change.shape().cells() - found.nullity;
    if (found.solvable) answer.presses = std::move(found.presses);
    else answer.certificate = std::move(found.certificate);
    answer.quiet = std::move(found.quiet);
    return answer;
}

std::int64_t structured::plus_nullity(Shape shape) { return poly::plus_nullity(shape.rows, shape.cols); }

std::vector<PressPattern> structured::plus_quiet_basis(Shape shape) {
    Progress progress("plus solver");
    PlusAnswer<gf2::GridRing> found = solve_plus_any_shape<gf2::GridRing>(
        Board(shape.rows, shape.cols), shape, [](int cols) { return gf2::GridRing(cols); },
        [&](std::int64_t nullity) { return nullity * shape.cells() <= kStructuredQuietBasisBits; }, progress);
    return std::move(found.quiet);
}

ModularSolution zk::solve_plus_mod_prime(std::span<const std::uint8_t> change, Shape shape, int p,
                                         std::int64_t quiet_cells) {
    Progress progress("plus solver");
    const zk::ResidueGrid board{shape.cols, zk::Residues(change.begin(), change.end())};
    structured::PlusAnswer<zk::GridRing> found = structured::solve_plus_any_shape<zk::GridRing>(
        board, shape, [p](int cols) { return zk::GridRing(cols, p); },
        [&](std::int64_t nullity) { return nullity * shape.cells() <= quiet_cells; }, progress);
    ModularSolution out;
    out.states = p;
    out.engine = "structured-plus-zk";
    out.solvable = found.solvable;
    if (found.solvable) out.presses = std::move(found.presses.cells);
    else out.certificate = std::move(found.certificate.cells);
    out.quiet.states = p;
    out.quiet.orders.assign(std::size_t(found.nullity), p);
    for (zk::ResidueGrid& g : found.quiet) out.quiet.generators.push_back(std::move(g.cells));
    return out;
}

}  // namespace lightsout
