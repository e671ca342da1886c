// solve(): picks an engine, then proves the answer by simulation before
// returning it.
#include "lightsout/solve.hpp"

#include <stdexcept>
#include <string>

#include "core/sha256.hpp"
#include "lightsout/chasing_engine.hpp"
#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/order.hpp"
#include "lightsout/strategy.hpp"
#include "lightsout/structured.hpp"
#include "api/linear.hpp"

namespace lightsout {

namespace {

std::string size_text(Shape shape) { return std::to_string(shape.rows) + "x" + std::to_string(shape.cols); }

LinearSolution solve_dense(const Board& change, const Rule& rule) {
    const Shape shape = change.shape();
    if (shape.cells() > kDenseMaxCells)
        throw InputError(Problem::method,
                         "the " + size_text(shape) + " board has " + std::to_string(shape.cells()) +
                             " cells, more than the dense engine's limit of " + std::to_string(kDenseMaxCells) +
                             (has_structured_solver(rule, shape) || has_chasing_solver(rule, shape)
                                  ? "; use method auto"
                                  : "; rule " + rule.name() + " has no faster engine for this size"),
                         "dense");
    return DenseSystem::factor(rule, shape)->solve(change);
}

LinearSolution solve_automatic(const Board& change, const Rule& rule) {
    const Shape shape = change.shape();
    if (has_structured_solver(rule, shape)) return solve_structured(change, rule);
    if (shape.cells() > kChasingPreferredAbove && has_chasing_solver(rule, shape)) return solve_by_chasing(change, rule);
    return solve_dense(change, rule);  // explains itself when the board is too large
}

// The unsolvable answer: the engine's certificate, checked independently.
Solution unsolvable(LinearSolution&& linear, const Board& change, const Rule& rule) {
    if (!is_certificate(linear.certificate, change, rule))
        throw std::logic_error("internal error: the " + linear.engine + " engine's certificate does not check");
    Solution solution;
    solution.solvable = false;
    solution.certificate = std::move(linear.certificate);
    solution.nullity = linear.nullity;
    solution.method = linear.engine;
    solution.note = "no press pattern reaches the goal: the certificate is a quiet pattern that overlaps "
                    "the lights to change in an odd number of cells";
    return solution;
}

PressPattern parity_of(const std::vector<Cell>& sequence, Shape shape) {
    PressPattern presses(shape.rows, shape.cols);
    for (Cell cell : sequence) presses.flip(cell.row, cell.col);
    return presses;
}

// The problem a checkpoint's MAC is bound to: the grid, the rule (its name
// carries the topology), two states, the goal and the lights to change.
std::string problem_of(const Board& change, const Rule& rule, Goal goal) {
    Sha256 lights;
    for (int r = 0; r < change.rows(); ++r)
        for (std::size_t w = 0; w < change.words_per_row(); ++w) lights.add_number(change.row(r)[w]);
    return "grid " + std::to_string(change.rows()) + "x" + std::to_string(change.cols()) + ", rule " + rule.name() +
           ", 2 states, goal " + (goal == Goal::on ? "on" : "off") + ", lights to change " + hex_of(lights.digest());
}

void apply_fewest_presses(Solution& solution, const Board& change, const Rule& rule, const LinearSolution& linear,
                          const SolveOptions& options) {
    FewestOptions fewest = options.fewest;
    fewest.nullity_limit = options.minimal_nullity_limit;
    if (fewest.checkpoint || !fewest.merge.empty()) fewest.problem = problem_of(change, rule, options.goal);
    FewestPresses best = fewest_presses(change, rule, solution.presses, linear.quiet, linear.nullity, fewest);
    if (best.presses.count() <= solution.presses.count()) solution.presses = std::move(best.presses);
    solution.minimal = best.proven;
    solution.proof = best.proof;
    if (!best.proven) {
        solution.lower_bound = best.lower_bound;
        solution.note = best.note;
    }
}

// Strategies give an ordered sequence; its parity is the press pattern.
Solution solve_by_strategy(const Board& board, const Rule& rule, const SolveOptions& options) {
    if (options.minimal)
        throw InputError(Problem::minimal,
                         "fewest presses (minimal) cannot be combined with method " + method_name(options.method) +
                             ": a strategy's presses are what the strategy does",
                         method_name(options.method));
    Solution solution;
    solution.solvable = true;
    solution.sequence = strategy_sequence(board, rule, options.goal, options.method);
    solution.presses = parity_of(solution.sequence, board.shape());
    solution.method = method_name(options.method);
    return solution;
}

void order_under_constraint(Solution& solution, const Board& board, const Rule& rule, const LinearSolution& linear,
                            const SolveOptions& options) {
    SequenceSearch search = find_legal_sequence(board, rule, options.goal, options.constraint, solution.presses,
                                                linear.quiet, options.minimal);
    if (!search.found) {
        solution.solvable = false;
        solution.proven = search.proven_none;
        solution.minimal = false;
        solution.note = search.explanation;  // says itself whether none was found or none exists
        return;
    }
    solution.sequence = std::move(search.sequence);
    solution.presses = parity_of(solution.sequence, board.shape());
    solution.minimal = search.minimal;
    if (!search.minimal && options.minimal) solution.note = search.explanation;
}

// The presses' parity reaching the goal proves an unconstrained answer (order
// does not matter); a constrained sequence is also replayed move by move.
void verify(const Solution& solution, const Board& board, const Rule& rule, const SolveOptions& options) {
    if (!solution.solvable) return;
    if (!reaches_goal(board, rule, solution.presses, options.goal))
        throw std::logic_error("internal error: the " + solution.method + " answer does not reach the goal");
    if (options.constraint != MoveConstraint::any &&
        first_illegal_move(board, rule, options.constraint, solution.sequence) != -1)
        throw std::logic_error("internal error: the " + solution.method + " sequence does not replay legally");
}

}  // namespace

LinearSolution solve_linear(const Board& change, const Rule& rule, Method method) {
    if (method == Method::dense) return solve_dense(change, rule);
    if (method == Method::structured) {
        if (!has_structured_solver(rule, change.shape()))
            throw InputError(Problem::method,
                             "no linear-time solver for rule " + rule.name() + " on a " + size_text(change.shape()) +
                                 " board; use method auto or dense",
                             "structured");
        return solve_structured(change, rule);
    }
    if (method == Method::chasing) {
        if (rule.twisted())
            throw InputError(Problem::method,
                             "the chasing engine does not apply to rule " + rule.name() +
                                 " (its chase walks flat and torus boards only); use method auto or dense",
                             "chasing");
        if (!has_chasing_solver(rule, change.shape()))
            throw InputError(Problem::method,
                             "the chasing engine does not apply to rule " + rule.name() + " on a " +
                                 size_text(change.shape()) + " board (more than " + std::to_string(kChasingMaxUnknowns) +
                                 " unknowns); use method auto",
                             "chasing");
        return solve_by_chasing(change, rule);
    }
    return solve_automatic(change, rule);
}

Solution solve(const Board& board, const Rule& rule, const SolveOptions& options) {
    const ProgressScope progress(options.progress, options.stop);
    if (board.rows() <= 0 || board.cols() <= 0) throw InputError("the board is empty");
    const bool strategy = options.method == Method::chase || options.method == Method::one_way ||
                          options.method == Method::two_way;
    if (strategy && options.constraint != MoveConstraint::any)
        throw InputError(Problem::constraint,
                         "the move constraints only-off and only-on choose their own order; they cannot be combined with method " +
                             method_name(options.method),
                         constraint_name(options.constraint));
    if (strategy) check_strategy_applies(rule, board.shape(), options.method);
    const Method linear_method = strategy ? Method::automatic : options.method;
    // Huge boards: with goal off the lights to change are the board itself, and
    // the engine's pattern is moved, not copied (each copy is 1 bit per cell).
    Board lights_on_goal;
    if (options.goal != Goal::off) lights_on_goal = lights_to_change(board, options.goal);
    const Board& change = options.goal == Goal::off ? board : lights_on_goal;
    LinearSolution linear = solve_linear(change, rule, linear_method);
    if (!linear.solvable) return unsolvable(std::move(linear), change, rule);

    Solution solution;
    if (strategy) {
        solution = solve_by_strategy(board, rule, options);
    } else {
        solution.solvable = true;
        solution.presses = std::move(linear.presses);
        solution.method = linear.engine;
        // With nullity 0 the pattern is the only one, so it is the fewest presses.
        solution.minimal = linear.nullity == 0;
        if (options.minimal) apply_fewest_presses(solution, change, rule, linear, options);
        if (options.constraint != MoveConstraint::any) order_under_constraint(solution, board, rule, linear, options);
    }
    solution.nullity = linear.nullity;
    verify(solution, board, rule, options);
    return solution;
}

}  // namespace lightsout
