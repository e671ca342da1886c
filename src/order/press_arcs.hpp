// Who flips whom over GF(2), as index lists: the form the order searches work
// on, whether the buttons are the cells of a grid (row-major) or the vertices
// of a graph. A light flipped an even number of times by a press is not flipped.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/press_matrix.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::order_detail {

struct PressArcs {
    std::vector<std::vector<int>> out;  // out[u]: the other lights a press of u flips
    std::vector<char> self;             // does a press of u flip its own light?

    int size() const { return int(out.size()); }
    // Is the relation symmetric (u flips v exactly when v flips u)?
    bool symmetric() const;
    // Does every press flip its own light?
    bool all_self() const;
};

// Sorts `hits` (the lights one press lands on, with repeats) and calls
// flipped(light) once for each light hit an odd number of times: a footprint
// that wraps onto a light twice on a torus does not flip it.
template <class Light, class Flipped>
void for_each_odd(std::vector<Light>& hits, Flipped flipped) {
    std::sort(hits.begin(), hits.end());
    for (std::size_t i = 0; i < hits.size();) {
        std::size_t j = i;
        while (j < hits.size() && hits[j] == hits[i]) ++j;
        if ((j - i) % 2 == 1) flipped(hits[i]);
        i = j;
    }
}

// Every cell of a grid, numbered row-major.
PressArcs press_arcs(const Rule& rule, Shape shape);
// Every button of a press matrix (entries with an odd count).
PressArcs press_arcs(const PressMatrix& matrix);

}  // namespace lightsout::order_detail
