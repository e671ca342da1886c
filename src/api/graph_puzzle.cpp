// solve_towards(): a goal per light is a uniform goal on shifted lights
// (A x = target - lights is A x = 0 - (lights - target)), so the Z/K engines
// answer it unchanged; a move constraint is then the order module's business,
// on the real lights and target.
#include "lightsout/graph_puzzle.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "lightsout/error.hpp"
#include "lightsout/order.hpp"

namespace lightsout {

namespace {

void check_target(const Puzzle& p, std::span<const std::uint8_t> target) {
    if (std::int64_t(target.size()) != p.size())
        throw InputError("the goal gives " + std::to_string(target.size()) + " lights, the puzzle has " +
                         std::to_string(p.size()));
    for (std::uint8_t t : target)
        if (t >= p.states)
            throw InputError("a goal light is " + std::to_string(t) + ", not a value mod " + std::to_string(p.states));
}

// Orders the presses under the move constraint (two states; any press matrix).
void order_presses(PuzzleSolution& s, const Puzzle& p, std::span<const std::uint8_t> target, const SolveOptions& options) {
    const PressMatrix matrix = p.press_matrix();
    SequenceSearchOf<int> search = find_legal_sequence(matrix, p.lights, target, options.constraint, s.presses,
                                                       s.quiet.generators, options.minimal);
    if (!search.found) {
        s.solvable = false;
        s.proven = search.proven_none;
        s.minimal = false;
        s.presses.clear();
        s.note = search.explanation;
        return;
    }
    s.sequence.assign(search.sequence.begin(), search.sequence.end());
    s.presses.assign(std::size_t(p.size()), 0);
    for (int b : search.sequence) s.presses[std::size_t(b)] ^= 1;
    s.minimal = search.minimal;
    s.note = options.minimal && !search.minimal ? search.explanation : std::string();
}

void verify(const PuzzleSolution& s, const Puzzle& p, std::span<const std::uint8_t> target, MoveConstraint constraint) {
    if (!s.solvable) return;
    const PressMatrix matrix = p.press_matrix();
    std::vector<std::uint8_t> lights = p.lights;
    matrix.press(lights, s.presses, p.states);
    if (!std::equal(lights.begin(), lights.end(), target.begin(), target.end()))
        throw std::logic_error("internal error: the " + s.method + " presses do not reach the goal");
    bool reached = false;
    if (constraint != MoveConstraint::any &&
        (first_illegal_move(matrix, p.lights, constraint, std::vector<int>(s.sequence.begin(), s.sequence.end()), target,
                            &reached) != -1 ||
         !reached))
        throw std::logic_error("internal error: the sequence does not replay legally to the goal");
}

// The same equations with goal 0 everywhere: each light less its own goal.
Puzzle shifted_to_zero(const Puzzle& puzzle, std::span<const std::uint8_t> target) {
    Puzzle shifted = puzzle;
    shifted.goal = 0;
    for (std::size_t i = 0; i < shifted.lights.size(); ++i)
        shifted.lights[i] = std::uint8_t((puzzle.lights[i] + puzzle.states - target[i]) % puzzle.states);
    return shifted;
}

}  // namespace

Puzzle graph_puzzle(const Graph& graph, GraphRule rule, int states, std::vector<std::uint8_t> lights, int goal) {
    return Puzzle::on_matrix(press_matrix(graph, rule), states, std::move(lights), goal);
}

std::vector<std::uint8_t> uniform_target(const Puzzle& puzzle) {
    return std::vector<std::uint8_t>(std::size_t(puzzle.size()), std::uint8_t(puzzle.goal));
}

PuzzleSolution solve_towards(const Puzzle& puzzle, std::span<const std::uint8_t> target, const SolveOptions& options) {
    check_puzzle(puzzle);
    check_target(puzzle, target);
    if (options.constraint != MoveConstraint::any && puzzle.states != 2)
        throw InputError(Problem::constraint,
                         "the move constraints only-off and only-on need two-state lights (lit or unlit), not " +
                             std::to_string(puzzle.states) + " states",
                         constraint_name(options.constraint));
    SolveOptions unordered = options;
    unordered.constraint = MoveConstraint::any;
    const bool ordered = options.constraint != MoveConstraint::any;
    if (ordered) unordered.minimal = false;  // fewest moves is the order search's question
    // The shifted copy shares the puzzle's press matrix (press_matrix.hpp).
    PuzzleSolution s = solve(shifted_to_zero(puzzle, target), unordered);
    if (s.solvable && ordered) order_presses(s, puzzle, target, options);
    verify(s, puzzle, target, options.constraint);
    return s;
}

CheckReport check_towards(const Puzzle& puzzle, std::span<const std::uint8_t> target, MoveConstraint constraint,
                          const std::vector<int>& sequence) {
    check_puzzle(puzzle);
    check_target(puzzle, target);
    if (constraint != MoveConstraint::any && puzzle.states != 2)
        throw InputError(Problem::constraint,
                         "the move constraints only-off and only-on need two-state lights (lit or unlit), not " +
                             std::to_string(puzzle.states) + " states",
                         constraint_name(constraint));
    const PressMatrix matrix = puzzle.press_matrix();
    CheckReport report;
    if (constraint != MoveConstraint::any) {
        bool reached = false;
        report.illegal_move = first_illegal_move(matrix, puzzle.lights, constraint, sequence, target, &reached);
        if (report.illegal_move != -1) return report;
    }
    std::vector<std::uint8_t> counts(std::size_t(puzzle.size()), 0);
    for (int b : sequence) {
        if (b < 0 || b >= matrix.size()) throw InputError("a press names no button of the puzzle");
        counts[std::size_t(b)] = std::uint8_t((counts[std::size_t(b)] + 1) % puzzle.states);
    }
    std::vector<std::uint8_t> lights = puzzle.lights;
    matrix.press(lights, counts, puzzle.states);
    for (std::size_t i = 0; i < lights.size(); ++i) report.lights_wrong += lights[i] != target[i];
    report.ok = report.lights_wrong == 0;
    return report;
}

}  // namespace lightsout
