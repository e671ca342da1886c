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

ModularSolution solve_modular(const PressMatrix& a, std::span<const std::uint8_t> change, int states) {
    zk::check_states(states);
    if (change.size() != std::size_t(a.size()))
        throw InputError("the change has " + std::to_string(change.size()) + " lights but the press matrix " +
                         std::to_string(a.size()));
    for (std::size_t i = 0; i < change.size(); ++i)
        if (change[i] >= states)
            throw InputError("light " + std::to_string(i) + " changes by " + std::to_string(change[i]) +
                             ", not a value mod " + std::to_string(states));
    std::vector<ModularSolution> parts;
    for (const zk::PrimePower& q : zk::prime_powers(states)) parts.push_back(zk::solve_prime_power(a, change, q));
    ModularSolution s = zk::glue(std::move(parts), states);
    const PressMatrix transposed = a.transposed();
    zk::check_answer(s, change, press_with(a), press_with(transposed));
    return s;
}

namespace zk {

ModularSolution solve_prime_power(const PressMatrix& a, std::span<const std::uint8_t> change, PrimePower q) {
    const std::vector<std::uint8_t> local = reduced(change, q.modulus);
    if (q.modulus == 2) return solve_gf2(a, local);
    if (q.exponent == 1) return solve_field(a, local, q.prime);
    return solve_local(a, local, q);
}

}  // namespace zk

}  // namespace lightsout
