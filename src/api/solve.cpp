// solve(): picks an engine, then proves the answer by simulation before
// returning it.
#include "lightsout/solve.hpp"

#include <stdexcept>
#include <string>

#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/strategy.hpp"
#include "api/certificate.hpp"

namespace lightsout {

struct SequenceSearch { bool found = false; std::vector<Cell> sequence; bool minimal = false; std::string explanation; };

namespace {

std::string method_name(Method method) {
    switch (method) {
        case Method::automatic: return "auto";
        case Method::dense: return "dense";
        case Method::structured: return "structured";
        case Method::chase: return "chase";
        case Method::one_way: return "one-way";
        case Method::two_way: return "two-way";
    }
    return "?";
}

bool has_structured_solver(const Rule&, Shape);
LinearSolution solve_dense(const Board& change, const Rule& rule) {
    if (change.shape().cells() > kDenseMaxCells)
        throw InputError("the board has " + std::to_string(change.shape().cells()) +
                         " cells, more than the dense engine's limit of " + std::to_string(kDenseMaxCells) +
                         (has_structured_solver(rule, change.shape())
                              ? "; use --method auto for the linear-time solver"
                              : "; rule " + rule.name() + " has no linear-time solver for this size"));
    return DenseSystem::factor(rule, change.shape())->solve(change);
}

// TEMPORARY until the linear-time solvers land.
bool has_structured_solver(const Rule&, Shape) { return false; }
LinearSolution solve_structured(const Board& change, const Rule& rule) { return solve_dense(change, rule); }
SequenceSearch find_legal_sequence(const Board&, const Rule&, Goal, MoveConstraint, const PressPattern&, const std::vector<PressPattern>&, bool) {
    throw InputError("--only-off / --only-on are not available yet");
}
std::ptrdiff_t first_illegal_move(const Board&, const Rule&, MoveConstraint, const std::vector<Cell>&) { return 0; }

LinearSolution solve_linear(const Board& change, const Rule& rule, Method method) {
    const bool structured = has_structured_solver(rule, change.shape());
    if (method == Method::structured) {
        if (!structured)
            throw InputError("no linear-time solver for rule " + rule.name() + " on a " +
                             std::to_string(change.rows()) + "x" + std::to_string(change.cols()) +
                             " board; use --method dense");
        return solve_structured(change, rule);
    }
    if (method == Method::dense || !structured) return solve_dense(change, rule);
    return solve_structured(change, rule);
}

// The unsolvable answer: the engine's certificate, checked independently.
Solution unsolvable(const LinearSolution& linear, const Board& change, const Rule& rule) {
    if (!is_certificate(linear.certificate, change, rule))
        throw std::logic_error("internal error: the " + linear.engine + " engine's certificate does not check");
    Solution solution;
    solution.solvable = false;
    solution.certificate = linear.certificate;
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

void apply_fewest_presses(Solution& solution, const LinearSolution& linear, const SolveOptions& options) {
    const bool basis_known = std::int64_t(linear.quiet.size()) == linear.nullity;
    const int limit = basis_known ? options.minimal_nullity_limit : -1;
    FewestPresses best = fewest_presses(linear.presses, basis_known ? linear.quiet : std::vector<PressPattern>{}, limit);
    if (best.presses.count() <= solution.presses.count()) solution.presses = best.presses;
    solution.minimal = best.proven;
    if (!best.proven)
        solution.note = "fewest presses not proven: the nullity " + std::to_string(linear.nullity) +
                        " is above the exhaustive limit of " + std::to_string(options.minimal_nullity_limit) +
                        "; this is the best found";
}

// Strategies give an ordered sequence; its parity is the press pattern.
Solution solve_by_strategy(const Board& board, const Rule& rule, const SolveOptions& options) {
    if (options.minimal) throw InputError("--minimal cannot be combined with --method " + method_name(options.method) +
                                          ": a strategy's presses are what the strategy does");
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
        solution.minimal = false;
        solution.note = "no legal sequence found: " + search.explanation;
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

Solution solve(const Board& board, const Rule& rule, const SolveOptions& options) {
    if (board.rows() <= 0 || board.cols() <= 0) throw InputError("the board is empty");
    const bool strategy = options.method == Method::chase || options.method == Method::one_way ||
                          options.method == Method::two_way;
    if (strategy && options.constraint != MoveConstraint::any)
        throw InputError("--only-off / --only-on choose their own order; they cannot be combined with --method " +
                         method_name(options.method));
    const Method linear_method = strategy ? Method::automatic : options.method;
    const Board change = lights_to_change(board, options.goal);
    const LinearSolution linear = solve_linear(change, rule, linear_method);
    if (!linear.solvable) return unsolvable(linear, change, rule);

    Solution solution;
    if (strategy) {
        solution = solve_by_strategy(board, rule, options);
    } else {
        solution.solvable = true;
        solution.presses = linear.presses;
        solution.method = linear.engine;
        if (options.minimal) apply_fewest_presses(solution, linear, options);
        if (options.constraint != MoveConstraint::any) order_under_constraint(solution, board, rule, linear, options);
    }
    solution.nullity = linear.nullity;
    verify(solution, board, rule, options);
    return solution;
}

}  // namespace lightsout
