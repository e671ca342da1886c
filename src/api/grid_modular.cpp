#include "api/grid_modular.hpp"

#include <optional>
#include <string>

#include "api/linear.hpp"
#include "lightsout/chasing_engine.hpp"
#include "lightsout/error.hpp"
#include "lightsout/state_board.hpp"
#include "lightsout/zk/chasing.hpp"
#include "lightsout/zk/check.hpp"
#include "lightsout/zk/engines.hpp"
#include "lightsout/zk/grid.hpp"
#include "lightsout/zk/ring.hpp"
#include "lightsout/zk/structured.hpp"

namespace lightsout {

namespace {

// The mod-2 part on the bit-packed grid engines.
ModularSolution two_state_part(const GridOrigin& grid, std::span<const std::uint8_t> change, Method method,
                               std::int64_t quiet_cells) {
    LinearSolution linear = solve_linear(bits_of(change, grid.shape), grid.rule, method);
    ModularSolution out;
    out.states = 2;
    out.engine = linear.engine;
    out.solvable = linear.solvable;
    if (linear.solvable) out.presses = counts_of(linear.presses);
    else out.certificate = counts_of(linear.certificate);
    out.quiet.states = 2;
    out.quiet.orders.assign(static_cast<std::size_t>(linear.nullity), 2);
    if (std::int64_t(linear.quiet.size()) == linear.nullity &&
        linear.nullity * grid.shape.cells() <= quiet_cells)
        for (const PressPattern& q : linear.quiet) out.quiet.generators.push_back(counts_of(q));
    return out;
}

// The part mod one prime power q > 2 on the grid: structured, chasing or dense.
ModularSolution prime_power_part(const GridOrigin& grid, std::span<const std::uint8_t> change, zk::PrimePower q, Method method,
                         std::int64_t quiet_cells, std::optional<PressMatrix>& matrix) {
    const std::string where = "rule " + grid.rule.name() + " on a " + std::to_string(grid.shape.rows) + "x" +
                              std::to_string(grid.shape.cols) + " board mod " + std::to_string(q.modulus);
    if (method != Method::dense && method != Method::chasing && zk::has_structured_solver_mod(grid.rule, q))
        return zk::solve_structured_mod(change, grid.shape, grid.rule, q, quiet_cells);
    if (method == Method::structured)
        throw InputError(Problem::method,
                         "no linear-time solver for " + where +
                             " (square: every K; plus: odd primes; both on a flat board only; cross: every K); use method "
                             "auto (which takes a square on a torus to its Smith forms of one side each), chasing or "
                             "dense",
                         "structured");
    const bool chase = zk::has_chasing_solver_mod(grid.rule, grid.shape);
    if (method == Method::chasing && !chase)
        throw InputError(Problem::method,
                         "the chasing engine does not apply to " + where +
                             " (a rule that is not local, a Klein bottle or projective plane, or more than " +
                             std::to_string(zk::kChasingModMaxUnknowns) + " unknowns); use method auto or dense",
                         "chasing");
    if (method == Method::chasing ||
        (method == Method::automatic && chase &&
         (grid.shape.cells() > kChasingPreferredAbove || grid.shape.cells() > zk::dense_limit(q)))) {
        // Square on a torus: two Smith forms of one side each instead of a
        // chase with 2 (rows + cols) unknowns (4x faster at 256 x 256 mod 252).
        if (method == Method::automatic && zk::has_square_torus_solver_mod(grid.rule, grid.shape))
            return zk::solve_square_torus_mod(change, grid.shape, q, quiet_cells);
        return zk::solve_by_chasing_mod(change, grid.shape, grid.rule, q, quiet_cells);
    }
    if (grid.shape.cells() > zk::dense_limit(q))
        throw InputError("a " + std::to_string(grid.shape.rows) + "x" + std::to_string(grid.shape.cols) + " " +
                         grid.rule.name() + " board mod " + std::to_string(q.modulus) + " has " +
                         std::to_string(grid.shape.cells()) + " cells, more than the dense engine's " +
                         std::to_string(zk::dense_limit(q)) + ", and no faster engine applies");
    if (!matrix) matrix = PressMatrix::of_rule(grid.rule, grid.shape);
    return zk::solve_prime_power(*matrix, change, q,
                                 method == Method::dense ? MatrixEngine::dense : MatrixEngine::fastest);
}

void refuse_methods_without_z_k(Method method) {
    if (method == Method::automatic || method == Method::dense || method == Method::structured ||
        method == Method::chasing)
        return;
    throw InputError(Problem::method,
                     "the strategies (chase, one-way, two-way) play two-state lights; use method auto for more states",
                     method_name(method));
}

}  // namespace

ModularSolution solve_on_grid(const GridOrigin& grid, std::span<const std::uint8_t> change, int states, Method method,
                              std::int64_t quiet_cells) {
    refuse_methods_without_z_k(method);
    std::optional<PressMatrix> matrix;  // built once, for every prime power that needs it
    std::vector<ModularSolution> parts;
    for (const zk::PrimePower& q : zk::prime_powers(states)) {
        const std::vector<std::uint8_t> local = zk::reduced(change, q.modulus);
        if (q.modulus == 2) {
            ModularSolution two = two_state_part(grid, local, method, quiet_cells);
            // The bit-packed engines list no quiet basis past their own limits
            // (the square torus past nullity 64); the Z/q engines of q = 2 list
            // one, and the fewest-press search needs it, where it is kept.
            if (!two.quiet.generators_known() && two.quiet.rank() * grid.shape.cells() <= quiet_cells &&
                method == Method::automatic) {
                ModularSolution listed = prime_power_part(grid, local, q, method, quiet_cells, matrix);
                if (listed.quiet.generators_known() && listed.quiet.orders == two.quiet.orders)
                    two.quiet.generators = std::move(listed.quiet.generators);
            }
            parts.push_back(std::move(two));
            continue;
        }
        parts.push_back(prime_power_part(grid, local, q, method, quiet_cells, matrix));
    }
    ModularSolution s = zk::glue(std::move(parts), states);
    const Rule transposed = grid.rule.transposed();
    zk::check_answer(
        s, change,
        [&](std::span<std::uint8_t> l, std::span<const std::uint8_t> x, int k) { zk::press_on_grid(grid.shape, grid.rule, l, x, k); },
        [&](std::span<std::uint8_t> l, std::span<const std::uint8_t> x, int k) { zk::press_on_grid(grid.shape, transposed, l, x, k); });
    return s;
}

}  // namespace lightsout
