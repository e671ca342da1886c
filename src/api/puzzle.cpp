// solve(Puzzle): two-state grids through solve(Board, Rule) with all its fast
// paths; other grids through the grid's Z/K solver; any other press matrix
// through solve_modular. Then fewest presses when asked, and a last check by
// simulation of what is returned.
#include "lightsout/puzzle.hpp"

#include <stdexcept>
#include <string>

#include "api/grid_modular.hpp"
#include "core/sha256.hpp"
#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/state_board.hpp"
#include "lightsout/zk/fewest.hpp"
#include "lightsout/zk/grid.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout {

namespace {

std::string light_name(const Puzzle& p, std::size_t i) {
    if (!p.grid) return "light " + std::to_string(i);
    const int cols = p.grid->shape.cols;
    return "the light at row " + std::to_string(int(i) / cols + 1) + ", column " + std::to_string(int(i) % cols + 1);
}

// Two-state grids: the bit-packed solve() with every fast path it has.
PuzzleSolution solve_two_state_grid(const Puzzle& p, const SolveOptions& options) {
    const Shape shape = p.grid->shape;
    const Board board = bits_of(p.lights, shape);
    SolveOptions two = options;
    two.goal = p.goal ? Goal::on : Goal::off;
    Solution solution = solve(board, p.grid->rule, two);
    PuzzleSolution s;
    s.states = 2;
    s.solvable = solution.solvable;
    if (solution.solvable) s.presses = counts_of(solution.presses);
    else if (solution.certificate.rows() > 0) s.certificate = counts_of(solution.certificate);
    for (Cell cell : solution.sequence) s.sequence.push_back(cell.row * shape.cols + cell.col);
    s.quiet.states = 2;
    s.quiet.orders.assign(static_cast<std::size_t>(solution.nullity), 2);
    s.minimal = solution.minimal;
    s.lower_bound = solution.lower_bound;
    s.method = solution.method;
    s.note = std::move(solution.note);
    s.proof = std::move(solution.proof);
    return s;
}

void refuse_two_state_grid_options(const Puzzle& p, const SolveOptions& options) {
    const std::string what = p.grid ? std::to_string(p.states) + "-state lights" : "a puzzle without a grid";
    if (options.constraint != MoveConstraint::any)
        throw InputError(Problem::constraint, "the move constraints only-off and only-on are for two-state grids, not " + what,
                         constraint_name(options.constraint));
    if (options.method == Method::chase || options.method == Method::one_way || options.method == Method::two_way)
        throw InputError(Problem::method, "the strategies (chase, one-way, two-way) play two-state grids, not " + what,
                         method_name(options.method));
    if (!p.grid && options.method == Method::structured)
        throw InputError(Problem::method,
                         "the method structured is a grid engine; a puzzle without a grid uses auto, chasing or dense",
                         method_name(options.method));
    if (!p.grid && options.method == Method::chasing)
        for (const zk::PrimePower& q : zk::prime_powers(p.states))
            if (q.exponent > 1)
                throw InputError(Problem::method,
                                 "graph chasing works mod primes, and " + std::to_string(p.states) + " states have the part mod " +
                                     std::to_string(q.modulus) + "; use method auto or dense",
                                 method_name(options.method));
}

// Which engine a press matrix gets: the faster one, or the one the caller forced.
MatrixEngine matrix_engine(Method method) {
    if (method == Method::dense) return MatrixEngine::dense;
    return method == Method::chasing ? MatrixEngine::chasing : MatrixEngine::fastest;
}

PuzzleSolution from_modular(ModularSolution&& m) {
    PuzzleSolution s;
    s.states = m.states;
    s.solvable = m.solvable;
    s.presses = std::move(m.presses);
    s.certificate = std::move(m.certificate);
    s.quiet = std::move(m.quiet);
    s.method = std::move(m.engine);
    // The only solution is the fewest presses.
    s.minimal = s.solvable && s.quiet.orders.empty();
    if (!s.solvable)
        s.note = "no presses reach the goal: the certificate y changes nothing when pressed under the transposed "
                 "rule, yet its overlap with the lights to change is nonzero mod " + std::to_string(m.states);
    return s;
}

// The problem a checkpoint's MAC is bound to: who changes whom, the states,
// the goal and the lights.
std::string problem_of(const Puzzle& p, const PressMatrix& matrix) {
    Sha256 hash;
    hash.add_number(std::uint64_t(matrix.size()));
    for (int button = 0; button < matrix.size(); ++button) {
        hash.add_number(std::uint64_t(matrix.changes(button).size()));
        for (const PressMatrix::Entry& e : matrix.changes(button)) {
            hash.add_number(std::uint64_t(e.light));
            hash.add_number(std::uint64_t(e.times));
        }
    }
    const Digest who = hash.digest();
    const std::string lights(p.lights.begin(), p.lights.end());
    return "press matrix " + hex_of(who) + ", " + std::to_string(p.states) + " states, goal " + std::to_string(p.goal) +
           ", lights " + hex_of(sha256(lights));
}

// GF(2) without a grid (a graph, any press matrix): the flat fewest-press
// search of minimal.hpp on the solutions as bit vectors, with the counting
// bound (each light to change is changed by some press; a press changes at
// most `most` lights an odd number of times).
FlatFewest fewest_two_state(const PuzzleSolution& s, const Puzzle& p, const std::vector<std::uint8_t>& change,
                            const SolveOptions& options) {
    FlatCoset coset;
    coset.length = std::int64_t(s.presses.size());
    coset.particular = bits::packed(s.presses);
    for (const auto& g : s.quiet.generators) coset.quiet.push_back(bits::packed(g));
    const PressMatrix matrix = p.press_matrix();
    std::int64_t most = 1, lit = 0;
    for (int button = 0; button < matrix.size(); ++button) {
        std::int64_t odd = 0;
        for (const PressMatrix::Entry& e : matrix.changes(button)) odd += e.times & 1;
        most = std::max(most, odd);
    }
    for (std::uint8_t c : change) lit += c & 1u;
    coset.counting_bound = (lit + most - 1) / most;
    FewestOptions fewest = options.fewest;
    fewest.nullity_limit = options.minimal_nullity_limit;
    if (fewest.checkpoint || !fewest.merge.empty()) fewest.problem = problem_of(p, matrix);
    return fewest_presses(coset, fewest);
}

// Counting: light l must change by d_l = (goal - light) mod K, and the
// presses add to it a whole number that is d_l mod K, so at least d_l; a
// press adds at most F in all (F: the most a button adds, summed over the
// lights, its footprint's size on a grid), so sum x >= ceil(sum d_l / F).
std::int64_t counting_bound(const Puzzle& p, const std::vector<std::uint8_t>& change) {
    std::int64_t most = 1, total = 0;
    if (p.grid && p.matrix.size() == 0) {
        const Rule& rule = p.grid->rule;
        most = rule.kind() == Rule::Kind::cross ? std::int64_t(p.grid->shape.rows) + p.grid->shape.cols - 1
                                                : std::int64_t(rule.offsets().size());
    } else {
        for (int button = 0; button < p.matrix.size(); ++button) {
            std::int64_t added = 0;
            for (const PressMatrix::Entry& e : p.matrix.changes(button)) added += e.times;
            most = std::max(most, added);
        }
    }
    for (std::uint8_t d : change) total += d;
    return (total + most - 1) / std::max<std::int64_t>(most, 1);
}

void apply_fewest_presses(PuzzleSolution& s, const Puzzle& p, const std::vector<std::uint8_t>& change,
                          const SolveOptions& options) {
    if (s.states == 2 && s.quiet.generators_known()) {
        const FlatFewest best = fewest_two_state(s, p, change, options);
        s.presses = bits::unpacked(best.presses.data(), std::int64_t(s.presses.size()));
        s.minimal = best.proven;
        s.proof = best.proof;
        if (!best.proven) {
            s.lower_bound = best.lower_bound;
            s.note = best.note;
        }
        return;
    }
    // Beyond the walk the search's work is the same share of the library's
    // default as the two-state search's (FewestOptions::search_work).
    const double work = options.fewest.search_work * (zk::kFewestSearchWork / kDefaultSearchWork);
    zk::LightestPresses best = zk::fewest_presses(s.presses, s.quiet, zk::kFewestWalkLog2Limit, work);
    s.presses = std::move(best.presses);
    s.minimal = best.proven;
    if (best.proven) return;
    s.lower_bound = counting_bound(p, change);
    const std::int64_t count = zk::press_count(s.presses);
    if (s.lower_bound >= count) {  // the bound meets the answer: proven after all
        s.minimal = true;
        return;
    }
    const std::string why = !s.quiet.generators_known()
                                ? "the quiet patterns were too many to keep; this is one solution"
                                : "there are " + s.quiet.size_text() + " solutions, more than the 2^" +
                                      std::to_string(int(zk::kFewestWalkLog2Limit)) +
                                      " walked in full; the best of information sets and descents";
    s.note = "fewest presses between " + std::to_string(s.lower_bound) + " and " + std::to_string(count) +
             " (not proven: " + why + ")";
}

// The lights after pressing.
std::vector<std::uint8_t> pressed(const Puzzle& p, std::span<const std::uint8_t> presses) {
    std::vector<std::uint8_t> lights = p.lights;
    if (p.grid && p.matrix.size() == 0) zk::press_on_grid(p.grid->shape, p.grid->rule, lights, presses, p.states);
    else p.matrix.press(lights, presses, p.states);
    return lights;
}

// The presses turn the lights into the goal: the last check before returning.
void verify(const PuzzleSolution& s, const Puzzle& p) {
    if (!s.solvable) return;
    for (std::uint8_t x : pressed(p, s.presses))
        if (x != p.goal)
            throw std::logic_error("internal error: the " + s.method + " presses do not reach the goal");
}

}  // namespace

PressMatrix Puzzle::press_matrix() const {
    if (matrix.size() > 0 || !grid) return matrix;
    return PressMatrix::of_rule(grid->rule, grid->shape);
}

Puzzle Puzzle::on_grid(Shape shape, const Rule& rule, int states, std::vector<std::uint8_t> lights, int goal) {
    Puzzle p;
    p.states = states;
    p.lights = std::move(lights);
    p.goal = goal;
    p.grid = GridOrigin{shape, rule};
    return p;
}

Puzzle Puzzle::on_matrix(PressMatrix matrix, int states, std::vector<std::uint8_t> lights, int goal) {
    Puzzle p;
    p.matrix = std::move(matrix);
    p.states = states;
    p.lights = std::move(lights);
    p.goal = goal;
    return p;
}

Puzzle Puzzle::of_board(const Board& board, const Rule& rule, Goal goal) {
    return on_grid(board.shape(), rule, 2, counts_of(board), goal_value(goal, 2));
}

int goal_value(Goal goal, int states) { return goal == Goal::on ? states - 1 : 0; }

void check_puzzle(const Puzzle& p) {
    zk::check_states(p.states);
    const std::string mod = "mod " + std::to_string(p.states) + " (0.." + std::to_string(p.states - 1) + ")";
    if (p.goal < 0 || p.goal >= p.states)
        throw InputError("the goal " + std::to_string(p.goal) + " is not a light value " + mod);
    if (p.lights.empty()) throw InputError("the puzzle has no lights");
    if (p.grid && p.grid->shape.cells() != p.size())
        throw InputError("the grid is " + std::to_string(p.grid->shape.rows) + "x" +
                         std::to_string(p.grid->shape.cols) + " but there are " + std::to_string(p.size()) + " lights");
    if ((!p.grid || p.matrix.size() > 0) && p.matrix.size() != p.size())
        throw InputError("the press matrix has " + std::to_string(p.matrix.size()) + " buttons but there are " +
                         std::to_string(p.size()) + " lights");
    for (std::size_t i = 0; i < p.lights.size(); ++i)
        if (p.lights[i] >= p.states)
            throw InputError(light_name(p, i) + " is " + std::to_string(p.lights[i]) + ", not a light value " + mod);
}

std::int64_t lights_off_goal(const Puzzle& p, std::span<const std::uint8_t> presses) {
    check_puzzle(p);
    if (std::int64_t(presses.size()) != p.size())
        throw InputError("there are " + std::to_string(presses.size()) + " press counts for " + std::to_string(p.size()) +
                         " buttons");
    for (std::uint8_t t : presses)
        if (t >= p.states) throw InputError("a press count " + std::to_string(t) + " is not below K = " + std::to_string(p.states));
    std::int64_t wrong = 0;
    for (std::uint8_t x : pressed(p, presses)) wrong += x != p.goal;
    return wrong;
}

PuzzleSolution solve(const Puzzle& p, const SolveOptions& options) {
    const ProgressScope progress(options.progress, options.stop);
    check_puzzle(p);
    if (p.grid && p.states == 2 && p.matrix.size() == 0) return solve_two_state_grid(p, options);
    refuse_two_state_grid_options(p, options);
    const std::vector<std::uint8_t> change = change_to_goal(p.lights, p.goal, p.states);
    PuzzleSolution s = from_modular(p.grid && p.matrix.size() == 0
                                        ? solve_on_grid(*p.grid, change, p.states, options.method, options.quiet_cells)
                                        : solve_modular(p.matrix, change, p.states, matrix_engine(options.method)));
    // The engines' answers are checked where they are glued (solve_modular,
    // solve_on_grid); presses changed here are checked again.
    if (s.solvable && options.minimal && !s.minimal) {
        apply_fewest_presses(s, p, change, options);
        verify(s, p);
    }
    return s;
}

}  // namespace lightsout
