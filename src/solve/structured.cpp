// The structured solvers' entry points: pick the solver for the rule, then
// check its answer by simulation before returning it.
#include "lightsout/structured.hpp"

#include <string>

#include "lightsout/error.hpp"
#include "lightsout/zk/structured.hpp"
#include "solve/answer_check.hpp"
#include "structured_internal.hpp"

namespace lightsout {

namespace structured {

bool wants_quiet_basis(std::int64_t nullity, Shape shape) {
    return nullity <= kStructuredQuietBasisNullity && nullity * shape.cells() <= kStructuredQuietBasisBits;
}

}  // namespace structured

namespace {

void require_structured(const Rule& rule, Shape shape) {
    if (!has_structured_solver(rule, shape))
        throw InputError(Problem::method,
                         "no linear-time solver for rule " + rule.name() + " on a " + std::to_string(shape.rows) + "x" +
                             std::to_string(shape.cols) + " board",
                         "structured");
}

}  // namespace

bool has_structured_solver(const Rule& rule, Shape shape) {
    if (shape.rows <= 0 || shape.cols <= 0 || rule.twisted()) return false;
    switch (rule.kind()) {
        case Rule::Kind::plus:
        case Rule::Kind::square:
        case Rule::Kind::cross: return true;  // no gluing changes anything for cross
        case Rule::Kind::stencil: return false;
    }
    return false;
}

LinearSolution solve_structured(const Board& change, const Rule& rule) {
    require_structured(rule, change.shape());
    LinearSolution answer;
    const bool torus = rule.torus();
    switch (rule.kind()) {
        case Rule::Kind::plus: answer = torus ? structured::solve_plus_torus(change) : structured::solve_plus(change); break;
        case Rule::Kind::square:
            answer = torus ? structured::solve_square_torus(change) : structured::solve_square(change);
            break;
        default: answer = structured::solve_cross(change); break;
    }
    check_answer(answer, change, rule);  // every answer is proven before it leaves
    check_quiet(answer, change.shape(), rule);
    return answer;
}

std::int64_t structured_nullity(const Rule& rule, Shape shape) {
    require_structured(rule, shape);
    const bool torus = rule.torus();
    switch (rule.kind()) {
        case Rule::Kind::plus: return torus ? structured::plus_torus_nullity(shape) : structured::plus_nullity(shape);
        case Rule::Kind::square: return torus ? structured::square_torus_nullity(shape) : structured::square_nullity(shape);
        default: return structured::cross_nullity(shape);
    }
}

bool zk::has_structured_solver_mod(const Rule& rule, PrimePower q) {
    if (rule.kind() == Rule::Kind::cross) return true;  // the torus changes nothing for cross
    if (!rule.flat()) return false;
    if (rule == Rule::square()) return true;
    return rule == Rule::plus() && q.exponent == 1 && q.prime != 2;
}

ModularSolution zk::solve_structured_mod(std::span<const std::uint8_t> change, Shape shape, const Rule& rule,
                                         PrimePower q, std::int64_t quiet_cells) {
    if (!has_structured_solver_mod(rule, q))
        throw InputError(Problem::method,
                         "no linear-time solver mod " + std::to_string(q.modulus) + " for rule " + rule.name(), "structured");
    if (rule.kind() == Rule::Kind::cross) return solve_cross_mod(change, shape, q, quiet_cells);
    return rule == Rule::square() ? solve_square_mod(change, shape, q.modulus, quiet_cells)
                                  : solve_plus_mod_prime(change, shape, q.prime, quiet_cells);
}

}  // namespace lightsout
