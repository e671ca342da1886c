// Each grid algorithm is written once over a ring policy (src/solve/*_chase.hpp,
// the symbolic chase of src/solve/symbolic_chase.hpp):
// its GF(2) instance (64-bit words) and its Z/2 instance (bytes, the ring of
// src/zk/grid_ring.hpp with q = 2) run the same steps, so on every board they
// must give the very same answer: verdict, press pattern or certificate, and
// quiet basis, cell for cell.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "lightsout/chasing_engine.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/press_matrix.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/grid.hpp"
#include "lightsout/zk/chasing.hpp"
#include "lightsout/zk/structured.hpp"
#include "solve/structured_internal.hpp"
#include "zk/random_lights.hpp"

namespace lightsout {
namespace {

std::vector<std::uint8_t> cells_of(const BitGrid& g) {
    std::vector<std::uint8_t> out;
    for (int r = 0; r < g.rows(); ++r)
        for (int c = 0; c < g.cols(); ++c) out.push_back(g.get(r, c) ? 1 : 0);
    return out;
}

void same_answer(const LinearSolution& words, const ModularSolution& bytes) {
    RC_ASSERT(words.solvable == bytes.solvable);
    if (words.solvable) RC_ASSERT(cells_of(words.presses) == bytes.presses);
    else RC_ASSERT(cells_of(words.certificate) == bytes.certificate);
    RC_ASSERT(std::int64_t(bytes.quiet.orders.size()) == words.nullity);
    if (!words.quiet.empty()) {
        RC_ASSERT(words.quiet.size() == bytes.quiet.generators.size());
        for (std::size_t i = 0; i < words.quiet.size(); ++i) RC_ASSERT(cells_of(words.quiet[i]) == bytes.quiet.generators[i]);
    }
}

Board random_board_of(Shape shape) {
    Board b(shape.rows, shape.cols);
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) b.set(r, c, *rc::gen::inRange(0, 2) == 1);
    return b;
}

Shape random_shape(int most) { return {*rc::gen::inRange(1, most + 1), *rc::gen::inRange(1, most + 1)}; }

RC_GTEST_PROP(RingInstances, PlusOnWordsAndOnBytesModTwoAgree, ()) {
    const Shape shape = random_shape(*rc::gen::element(8, 70, 140));  // past one and two words
    const Board board = random_board_of(shape);
    same_answer(structured::solve_plus(board), zk::solve_plus_mod_prime(cells_of(board), shape, 2));
}

RC_GTEST_PROP(RingInstances, SquareOnWordsAndOnBytesModTwoAgree, ()) {
    const Shape shape = random_shape(*rc::gen::element(8, 70, 140));
    const Board board = random_board_of(shape);
    same_answer(structured::solve_square(board), zk::solve_square_mod(cells_of(board), shape, 2));
}

RC_GTEST_PROP(RingInstances, CrossOnWordsAndOnBytesModTwoAgree, ()) {
    const Shape shape = random_shape(*rc::gen::element(8, 70, 140));
    const Board board = random_board_of(shape);
    same_answer(structured::solve_cross(board), zk::solve_cross_mod(cells_of(board), shape, {2, 1, 2}));
}

// A footprint of at most 5 x 5 cells around its centre, the centre included
// or not (a rule need not change the pressed light), on a torus or not.
Rule random_local_rule() {
    const int h = *rc::gen::element(1, 3, 5), w = *rc::gen::element(1, 3, 5);
    std::string text;
    for (int r = 0; r < h; ++r) {
        if (r) text += '/';
        for (int c = 0; c < w; ++c) text += *rc::gen::inRange(0, 3) == 0 ? 'x' : '.';
    }
    if (text.find('x') == std::string::npos) text[0] = 'x';
    return Rule::parse("stencil:" + text).on_torus(*rc::gen::arbitrary<bool>());
}

// The symbolic chase over GF(2) (forms and lanes as bits, chasing_engine.cpp)
// and over Z/2 (as bytes, chasing_mod.cpp): the same plan, the same chase,
// and both leftover systems solved by M4RI's PLUQ (the Z/2 one through
// zk/gf2_engine.cpp), so the same answer, cell for cell.
RC_GTEST_PROP(RingInstances, SymbolicChaseOnWordsAndOnBytesModTwoAgree, ()) {
    const Rule rule = random_local_rule();
    const Shape shape{*rc::gen::element(6, 9, 20, 70, 130), *rc::gen::element(6, 9, 20, 70, 130)};
    RC_PRE(has_chasing_solver(rule, shape) && zk::has_chasing_solver_mod(rule, shape));
    const Board board = random_board_of(shape);
    same_answer(solve_by_chasing(board, rule), zk::solve_by_chasing_mod(cells_of(board), shape, rule, {2, 1, 2}, 64 * shape.cells()));
}

Board board_of(const std::vector<std::uint8_t>& cells, Shape shape) {
    Board b(shape.rows, shape.cols);
    for (int i = 0; i < shape.cells(); ++i) b.set(i / shape.cols, i % shape.cols, cells[std::size_t(i)] & 1);
    return b;
}

// The press simulation (src/core/press_rows.hpp) on bytes (zk::press_on_grid)
// and on words (apply_presses) is one algorithm: each instance agrees with the
// press matrix, which walks every press on its own (Rule::for_each_flipped),
// on every kind of rule and topology, past one and two words, K = 2 and more.
RC_GTEST_PROP(RingInstances, PressSimulationOnBytesAndOnWordsAgreesWithThePressMatrix, ()) {
    const Rule::Topology topology = *rc::gen::element(Rule::Topology::flat, Rule::Topology::torus,
                                                       Rule::Topology::klein, Rule::Topology::projective);
    const Rule local = *rc::gen::element(Rule::plus(), Rule::square(), random_local_rule().on_torus(false));
    const Rule rule = *rc::gen::arbitrary<bool>() ? Rule::cross() : local.on_topology(topology);
    const Shape shape = random_shape(*rc::gen::element(5, 70, 140));
    const int states = *rc::gen::element(2, 3, 4, 6, 7, 12, 255);
    const auto presses = test::random_lights(shape.cells(), states), before = test::random_lights(shape.cells(), states);
    std::vector<std::uint8_t> bytes = before, want = before;
    zk::press_on_grid(shape, rule, bytes, presses, states);
    PressMatrix::of_rule(rule, shape).press(want, presses, states);
    RC_ASSERT(bytes == want);
    if (states == 2) RC_ASSERT(apply_presses(board_of(before, shape), rule, board_of(presses, shape)) == board_of(want, shape));
}

}  // namespace
}  // namespace lightsout
