#include "lightsout/zk/check.hpp"

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

namespace lightsout::zk {

namespace {

bool all_zero(std::span<const std::uint8_t> v) {
    for (std::uint8_t x : v)
        if (x) return false;
    return true;
}

}  // namespace

bool makes_change(const Press& press, std::span<const std::uint8_t> x, std::span<const std::uint8_t> change,
                  int states) {
    if (x.size() != change.size()) return false;
    std::vector<std::uint8_t> lights(x.size(), 0);
    press(lights, x, states);
    for (std::size_t i = 0; i < lights.size(); ++i)
        if (lights[i] != change[i] % states) return false;
    return true;
}

bool is_certificate(const Press& press_transposed, std::span<const std::uint8_t> y,
                    std::span<const std::uint8_t> change, int states) {
    if (change.size() != y.size() || all_zero(y)) return false;
    std::uint64_t overlap = 0;  // each product < 2^16, so no overflow below 2^48 lights
    for (std::size_t i = 0; i < y.size(); ++i) overlap += std::uint64_t(y[i]) * change[i];
    if (overlap % std::uint64_t(states) == 0) return false;
    std::vector<std::uint8_t> left(y.size(), 0);  // (y A)^T = A^T y
    press_transposed(left, y, states);
    return all_zero(left);
}

bool is_quiet_of_order(const Press& press, std::span<const std::uint8_t> g, int order, int states) {
    std::vector<std::uint8_t> lights(g.size(), 0);
    press(lights, g, states);
    if (!all_zero(lights)) return false;
    int p = 2;
    while (order % p) ++p;
    // g has order `order` when order g = 0 and (order / p) g != 0: a question
    // about each value g takes, so the values are gathered first.
    std::array<bool, 256> seen{};
    for (std::uint8_t x : g) seen[x] = true;
    bool killed = true, below = true;
    for (int x = 0; x < 256; ++x) {
        if (!seen[std::size_t(x)]) continue;
        killed &= x * order % states == 0;
        below &= x * (order / p) % states == 0;
    }
    return killed && !below;
}

void check_answer(const ModularSolution& s, std::span<const std::uint8_t> change, const Press& press,
                  const Press& press_transposed) {
    const std::string mod = " mod " + std::to_string(s.states);
    if (s.solvable && !makes_change(press, s.presses, change, s.states))
        throw std::logic_error("internal error: the " + s.engine + " presses do not make the change" + mod);
    if (!s.solvable && !is_certificate(press_transposed, s.certificate, change, s.states))
        throw std::logic_error("internal error: the " + s.engine + " certificate" + mod + " does not check");
    if (s.quiet.generators_known())
        for (std::size_t i = 0; i < s.quiet.orders.size(); ++i)
            if (!is_quiet_of_order(press, s.quiet.generators[i], s.quiet.orders[i], s.states))
                throw std::logic_error("internal error: quiet generator " + std::to_string(i) + " of the " + s.engine +
                                       " engine is not quiet of order " + std::to_string(s.quiet.orders[i]) + mod);
}

}  // namespace lightsout::zk
