// An independent solver over Z/K for tiny press matrices: every press vector
// is tried once, so each reachable change is known with its number of
// solutions and its fewest presses (sum of the counts).
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "lightsout/press_matrix.hpp"

namespace brute {

struct Reach {
    int states = 2;
    int size = 0;
    std::vector<std::int64_t> solutions;  // by change, encoded base K (light 0 lowest)
    std::vector<int> fewest;              // fewest presses reaching it (when solutions > 0)
    std::vector<std::vector<std::uint8_t>> quiet;  // every x with A x = 0
};

inline std::int64_t encode(std::span<const std::uint8_t> v, int states) {
    std::int64_t code = 0;
    for (std::size_t i = v.size(); i-- > 0;) code = code * states + v[i];
    return code;
}

// K^n press vectors; keep K^n small (<= a few million).
inline Reach reach(const lightsout::PressMatrix& a, int states) {
    const int n = a.size();
    std::int64_t total = 1;
    for (int i = 0; i < n; ++i) total *= states;
    Reach r{states, n, std::vector<std::int64_t>(std::size_t(total), 0),
            std::vector<int>(std::size_t(total), std::numeric_limits<int>::max()), {}};
    std::vector<std::uint8_t> x(static_cast<std::size_t>(n), 0), lights(static_cast<std::size_t>(n), 0);
    for (std::int64_t code = 0; code < total; ++code) {
        std::int64_t c = code;
        int weight = 0;
        for (int i = 0; i < n; ++i, c /= states) x[std::size_t(i)] = std::uint8_t(c % states), weight += int(c % states);
        std::fill(lights.begin(), lights.end(), 0);
        a.press(lights, x, states);
        const std::int64_t image = encode(lights, states);
        ++r.solutions[std::size_t(image)];
        if (image == 0) r.quiet.push_back(x);
        r.fewest[std::size_t(image)] = std::min(r.fewest[std::size_t(image)], weight);
    }
    return r;
}

}  // namespace brute
