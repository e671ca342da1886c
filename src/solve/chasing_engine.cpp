// The symbolic chase over GF(2) (symbolic_chase.hpp states the method and
// why it is exact): forms and lanes as bits, 64 to a word (gf2::GridRing), the
// leftover system U x U factored by M4RI's PLUQ (gf2::Elimination), which gives
// the solution of L u = l, the quiet basis from ker L and, for a board with no
// solution, the z whose backward chase is the certificate.
#include "lightsout/chasing_engine.hpp"

#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/gf2/elimination.hpp"
#include "lightsout/state_board.hpp"
#include "gf2/grid_ring.hpp"
#include "solve/answer_check.hpp"
#include "symbolic_chase.hpp"

namespace lightsout {
namespace {

using chase::Frame;
using chase::Index;
using chase::Layout;

constexpr Index kQuietBasisLimit = 64;

// The leftover system L u = l (over GF(2), -l = l), chased from `change`.
struct LeftoverSystem {
    gf2::Matrix equations;            // L, U x U
    gf2::BitVector constants;         // l
    std::vector<std::size_t> lights;  // the leftover lights, as chase_forms gave them
};

LeftoverSystem leftover_system(const Layout& lay, const Board& change) {
    const int U = int(lay.unknowns);
    LeftoverSystem out{gf2::Matrix(U, U), gf2::BitVector(bits::words_for(U), 0), {}};
    const std::size_t words = bits::words_for(U);
    const Word tail = bits::tail_mask(U);
    const gf2::GridRing forms(U + 1);
    out.lights = chase::chase_forms(lay, forms, [&](int i, int j) { return change.get(i, j) ? 1 : 0; },
                                    [&](Index k, const Word* form) {
                                        Word* row = out.equations.row(int(k));
                                        std::copy(form, form + words, row);
                                        if (words) row[words - 1] &= tail;
                                        gf2::GridRing::add_to_cell(out.constants.data(), k, forms.cell(form, U));
                                    });
    return out;
}

// Chases the assignments of u (the first carries the change when
// `with_change`) and returns their press patterns in the original orientation.
std::vector<PressPattern> chase_all(const Layout& lay, const Frame& frame, const Board& change,
                                    const std::vector<gf2::BitVector>& assignments, bool with_change) {
    const Shape framed = lay.shape(), original = chase::frame_shape(frame, framed);  // frames are involutions on shapes
    std::vector<PressPattern> patterns(assignments.size(), PressPattern(original.rows, original.cols));
    chase::chase_assignments(lay, [](int lanes) { return gf2::GridRing(lanes); }, assignments, with_change,
                             [&](int i, int j) { return change.get(i, j) ? 1 : 0; },
                             [&](std::size_t first, int, int q, const Word* presses) {
                                 for (int c = 0; c < framed.cols; ++c)
                                     for (Word bits = presses[c]; bits != 0; bits &= bits - 1) {
                                         const Cell o = chase::original_cell(frame, framed, q, c);
                                         patterns[first + std::size_t(std::countr_zero(bits))].set(o.row, o.col, true);
                                     }
                             });
    return patterns;
}

// The certificate from z (z L = 0, z.l = 1), in the original orientation.
PressPattern certificate(const Layout& lay, const Frame& frame, const LeftoverSystem& system, const gf2::BitVector& z) {
    std::vector<std::uint8_t> zs(system.lights.size());
    for (std::size_t k = 0; k < zs.size(); ++k) zs[k] = std::uint8_t(gf2::GridRing::cell(z.data(), Index(k)));
    const std::vector<std::uint8_t> y = chase::chase_backwards(lay, system.lights, zs, 2);
    const Shape original = chase::frame_shape(frame, lay.shape());  // frames are involutions on shapes
    return bits_of(chase::from_frame(y, original, frame), original);
}

}  // namespace

std::int64_t chasing_unknowns(const Rule& rule, Shape shape) {
    if (!rule.is_local() || rule.twisted() || shape.rows <= 0 || shape.cols <= 0) return -1;
    return chase::count_unknowns(rule, shape, chase::best_frame(rule, shape));
}

bool has_chasing_solver(const Rule& rule, Shape shape) {
    const Index u = chasing_unknowns(rule, shape);
    return u >= 0 && u <= kChasingMaxUnknowns;
}

LinearSolution solve_by_chasing(const Board& change, const Rule& rule) {
    const Shape shape = change.shape();
    if (!rule.is_local())
        throw InputError(Problem::method, "the chasing engine handles local rules only, not " + rule.name(), "chasing");
    if (shape.rows <= 0 || shape.cols <= 0) throw InputError("the board is empty");
    if (!has_chasing_solver(rule, shape))
        throw InputError(Problem::method,
                         "the chasing engine would need " + std::to_string(chasing_unknowns(rule, shape)) +
                             " unknowns for rule " + rule.name() + " on a " + std::to_string(shape.rows) + "x" +
                             std::to_string(shape.cols) + " board, more than its limit of " +
                             std::to_string(kChasingMaxUnknowns),
                         "chasing");

    const chase::Plan plan = chase::best_plan(rule, shape);
    const Frame& frame = plan.frame;
    const Layout& lay = plan.layout;
    const Board framed_change = chase::to_frame(change, frame);
    LeftoverSystem system = leftover_system(lay, framed_change);
    const gf2::Elimination small(std::move(system.equations));
    const gf2::Elimination::Answer answer = small.solve(system.constants.data());

    LinearSolution out;
    out.engine = "chasing";
    out.solvable = answer.solvable;
    out.nullity = lay.unknowns - small.rank();
    out.rank = shape.cells() - out.nullity;

    std::vector<gf2::BitVector> assignments;
    if (out.solvable) assignments.push_back(answer.presses);
    if (out.nullity <= kQuietBasisLimit)
        for (const gf2::BitVector& v : small.right_null_basis()) assignments.push_back(v);
    std::vector<PressPattern> patterns = chase_all(lay, frame, framed_change, assignments, out.solvable);

    std::size_t next = 0;
    if (out.solvable) out.presses = std::move(patterns[next++]);
    else out.certificate = certificate(lay, frame, system, answer.certificate);
    for (; next < patterns.size(); ++next) out.quiet.push_back(std::move(patterns[next]));
    check_answer(out, change, rule);
    check_quiet(out, shape, rule);
    return out;
}

}  // namespace lightsout
