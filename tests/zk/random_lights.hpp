// Random lights for the property tests of K states (rapidcheck draws them, so
// a failure shrinks to a small board).
#pragma once

#include <rapidcheck.h>

#include <cstdint>
#include <vector>

namespace lightsout::test {

// n lights, each a state 0..states-1.
inline std::vector<std::uint8_t> random_lights(std::int64_t n, int states) {
    std::vector<std::uint8_t> v(static_cast<std::size_t>(n));
    for (auto& x : v) x = std::uint8_t(*rc::gen::inRange(0, states));
    return v;
}

}  // namespace lightsout::test
