// What a grid solver over a ring policy R finds (GF(2) on words,
// src/gf2/grid_ring.hpp; Z/q on bytes, src/zk/grid_ring.hpp), in the ring's
// own grids, and the transpose trick for rules that are their own transpose.
// One answer type for the plus, square and cross solvers of both rings;
// structured_common.cpp turns it into the library's LinearSolution (GF(2)) or
// ModularSolution (Z/q).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "gf2/grid_ring.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/solve_types.hpp"
#include "zk/grid_ring.hpp"

namespace lightsout::structured {

template <class R>
struct GridAnswer {
    bool solvable = false;
    typename R::Grid presses, certificate;  // one of them, by `solvable`
    std::vector<int> orders;                // of the quiet generators (over a field: nullity of them, each q)
    std::vector<typename R::Grid> quiet;    // the generators, when asked for
};

// A rule that is its own transpose: the answer for the board's transpose,
// transposed, is the answer for the board.
template <class R>
GridAnswer<R> transposed(GridAnswer<R> answer) {
    if (answer.solvable) answer.presses = R::transposed(answer.presses);
    else answer.certificate = R::transposed(answer.certificate);
    for (auto& q : answer.quiet) q = R::transposed(q);
    return answer;
}

// Solves a board with more columns than rows through its transpose, so that
// solve_tall(board, shape) always gets rows no longer than its columns (the
// solvers' polynomial steps cost the square of the row length).
template <class R, class SolveTall>
GridAnswer<R> solve_as_tall(const typename R::Grid& board, Shape shape, SolveTall&& solve_tall) {
    if (shape.cols <= shape.rows) return solve_tall(board, shape);
    return transposed<R>(solve_tall(R::transposed(board), Shape{shape.cols, shape.rows}));
}

// The library's forms of an answer; `shape` is the board's.
LinearSolution linear_solution(GridAnswer<gf2::GridRing> found, std::string engine, Shape shape);
ModularSolution modular_solution(GridAnswer<zk::GridRing> found, std::string engine, int states);

}  // namespace lightsout::structured
