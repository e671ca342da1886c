#include "order/candidates.hpp"

#include <algorithm>
#include <bit>

namespace lightsout::order_detail {

std::vector<std::vector<int>> quiet_combinations(std::size_t nullity) {
    std::vector<std::vector<int>> combos{{}};
    if (nullity <= kAllCombinationsNullity) {
        std::vector<unsigned> masks;
        for (unsigned m = 1; m < (1u << nullity); ++m) masks.push_back(m);
        std::stable_sort(masks.begin(), masks.end(),
                         [](unsigned a, unsigned b) { return std::popcount(a) < std::popcount(b); });
        for (unsigned m : masks) {
            std::vector<int> combo;
            for (std::size_t i = 0; i < nullity; ++i)
                if (m >> i & 1) combo.push_back(int(i));
            combos.push_back(combo);
        }
        return combos;
    }
    for (std::size_t i = 0; i < nullity; ++i) combos.push_back({int(i)});
    for (std::size_t i = 0; i < nullity; ++i)
        for (std::size_t j = i + 1; j < nullity; ++j) combos.push_back({int(i), int(j)});
    return combos;
}

}  // namespace lightsout::order_detail
