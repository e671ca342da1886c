// analyze(): rank, nullity and quiet patterns of a (rule, size), from the
// dense engine where it fits, from the linear-time solvers or the chasing
// engine beyond.
#include "lightsout/analyze.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "lightsout/chasing_engine.hpp"
#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/zk/ring.hpp"
#include "api/grid_modular.hpp"

namespace lightsout {

double Analysis::solvable_fraction() const { return std::ldexp(1.0, -int(std::min<std::int64_t>(nullity, 4096))); }

Analysis analyze(const Rule& rule, Shape shape) {
    if (shape.rows <= 0 || shape.cols <= 0) throw InputError("sizes must be at least 1x1");
    Analysis analysis;
    analysis.shape = shape;
    if (shape.cells() <= kDenseMaxCells) {
        auto system = DenseSystem::factor(rule, shape);
        analysis.rank = system->rank();
        analysis.nullity = system->nullity();
        analysis.quiet = system->quiet_patterns();
        return analysis;
    }
    const bool structured = has_structured_solver(rule, shape);
    if (!structured && !has_chasing_solver(rule, shape))
        throw InputError("a " + std::to_string(shape.rows) + "x" + std::to_string(shape.cols) + " " + rule.name() +
                         " board is too large for the dense engine (at most " + std::to_string(kDenseMaxCells) +
                         " cells) and for the chasing engine (" +
                         (rule.twisted() ? std::string("flat and torus boards only") :
                                           "at most " + std::to_string(kChasingMaxUnknowns) + " unknowns") + ")");
    // Both engines report rank, nullity and (when small) a quiet basis along
    // with any solve; the empty board is the cheapest to solve.
    const Board empty(shape.rows, shape.cols);
    LinearSolution linear = structured ? solve_structured(empty, rule) : solve_by_chasing(empty, rule);
    analysis.rank = linear.rank;
    analysis.nullity = linear.nullity;
    analysis.quiet = std::move(linear.quiet);
    return analysis;
}

double ModularAnalysis::solvable_fraction() const { return std::exp2(-std::min(quiet.log2_size(), 4096.0)); }

ModularAnalysis analyze(const Rule& rule, Shape shape, int states) {
    if (shape.rows <= 0 || shape.cols <= 0) throw InputError("sizes must be at least 1x1");
    zk::check_states(states);
    // The quiet patterns are what every engine reports with a solve; the
    // unlit board is the cheapest to solve.
    const std::vector<std::uint8_t> nothing(static_cast<std::size_t>(shape.cells()), 0);
    ModularSolution s = solve_on_grid({shape, rule}, nothing, states, Method::automatic);
    return {shape, states, std::move(s.quiet), std::move(s.engine)};
}

}  // namespace lightsout
