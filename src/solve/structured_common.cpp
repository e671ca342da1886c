// Helpers of the structured solvers: their answers in the library's forms.
#include <utility>

#include "grid_answer.hpp"
#include "structured_internal.hpp"

namespace lightsout::structured {

LinearSolution linear_solution(GridAnswer<gf2::GridRing> found, std::string engine, Shape shape) {
    LinearSolution answer;
    answer.engine = std::move(engine);
    answer.solvable = found.solvable;
    answer.nullity = std::int64_t(found.orders.size());
    answer.rank = shape.cells() - answer.nullity;
    if (found.solvable) answer.presses = std::move(found.presses);
    else answer.certificate = std::move(found.certificate);
    answer.quiet = std::move(found.quiet);
    return answer;
}

ModularSolution modular_solution(GridAnswer<zk::GridRing> found, std::string engine, int states) {
    ModularSolution out;
    out.states = states;
    out.engine = std::move(engine);
    out.solvable = found.solvable;
    if (found.solvable) out.presses = std::move(found.presses.cells);
    else out.certificate = std::move(found.certificate.cells);
    out.quiet.states = states;
    out.quiet.orders = std::move(found.orders);
    for (zk::ResidueGrid& g : found.quiet) out.quiet.generators.push_back(std::move(g.cells));
    return out;
}

}  // namespace lightsout::structured
