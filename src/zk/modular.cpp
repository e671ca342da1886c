// solve_modular: split K into prime powers, solve each with its engine, glue,
// then prove the glued answer by simulation.
#include "lightsout/modular.hpp"

#include <string>

#include "lightsout/error.hpp"
#include "lightsout/zk/check.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout {

namespace {

zk::Press press_with(const PressMatrix& a) {
    return [&a](std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses, int states) {
        a.press(lights, presses, states);
    };
}

}  // namespace

std::vector<std::uint8_t> change_to_goal(std::span<const std::uint8_t> lights, int goal, int states) {
    std::vector<std::uint8_t> change(lights.size());
    for (std::size_t i = 0; i < lights.size(); ++i) {
        const int d = goal - int(lights[i]);  // lights are below K: -K < d < K
        change[i] = std::uint8_t(d < 0 ? d + states : d);
    }
    return change;
}

bool makes_change(const PressMatrix& a, std::span<const std::uint8_t> presses, std::span<const std::uint8_t> change,
                  int states) {
    return presses.size() == std::size_t(a.size()) && zk::makes_change(press_with(a), presses, change, states);
}

bool is_certificate(const PressMatrix& transposed, std::span<const std::uint8_t> y,
                    std::span<const std::uint8_t> change, int states) {
    return y.size() == std::size_t(transposed.size()) && zk::is_certificate(press_with(transposed), y, change, states);
}

ModularSolution solve_modular(const PressMatrix& a, std::span<const std::uint8_t> change, int states,
                              MatrixEngine engine) {
    zk::check_states(states);
    if (change.size() != std::size_t(a.size()))
        throw InputError("the change has " + std::to_string(change.size()) + " lights but the press matrix " +
                         std::to_string(a.size()));
    for (std::size_t i = 0; i < change.size(); ++i)
        if (change[i] >= states)
            throw InputError("light " + std::to_string(i) + " changes by " + std::to_string(change[i]) +
                             ", not a value mod " + std::to_string(states));
    std::vector<ModularSolution> parts;
    for (const zk::PrimePower& q : zk::prime_powers(states)) parts.push_back(zk::solve_prime_power(a, change, q, engine));
    ModularSolution s = zk::glue(std::move(parts), states);
    const PressMatrix transposed = a.transposed();
    zk::check_answer(s, change, press_with(a), press_with(transposed));
    return s;
}

namespace zk {

ResidueMatrix residues_of(const PressMatrix& a, int q, int most) {
    const int n = a.size();
    if (n > most)
        throw InputError("the dense engine mod " + std::to_string(q) + " takes at most " + std::to_string(most) +
                         " buttons, not " + std::to_string(n));
    ResidueMatrix m{n, std::vector<std::uint8_t>(std::size_t(n) * std::size_t(n), 0)};
    for (int button = 0; button < n; ++button)
        for (PressMatrix::Entry e : a.changes(button))
            m.entries[std::size_t(e.light) * std::size_t(n) + std::size_t(button)] = std::uint8_t(e.times % q);
    return m;
}

ModularSolution solve_prime_power(const PressMatrix& a, std::span<const std::uint8_t> change, PrimePower q,
                                  MatrixEngine engine) {
    const std::vector<std::uint8_t> local = reduced(change, q.modulus);
    if (engine == MatrixEngine::chasing) return solve_by_graph_chasing(a, local, q);
    if (engine == MatrixEngine::fastest)
        if (std::optional<ModularSolution> chased = solve_by_graph_chasing_if_faster(a, local, q)) return *chased;
    if (q.modulus == 2) return solve_gf2(a, local);
    return solve_prime_power(residues_of(a, q.modulus, dense_limit(q)), change, q);
}

ModularSolution solve_prime_power(const ResidueMatrix& a, std::span<const std::uint8_t> change, PrimePower q) {
    const std::vector<std::uint8_t> local = reduced(change, q.modulus);
    if (q.modulus == 2) return solve_gf2(a, local);
    if (a.size > dense_limit(q))
        throw InputError("the dense engine mod " + std::to_string(q.modulus) + " takes at most " +
                         std::to_string(dense_limit(q)) + " buttons, not " + std::to_string(a.size));
    if (q.exponent == 1) return solve_field(a, local, q.prime);
    return solve_local(a, local, q);
}

}  // namespace zk

}  // namespace lightsout
