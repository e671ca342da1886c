#include "order/press_arcs.hpp"

#include <algorithm>

namespace lightsout::order_detail {

namespace {

// Sorts `hits` and keeps the lights hit an odd number of times: u's own light
// in self[u], the others in out[u].
void keep_odd(std::vector<int>& hits, int u, PressArcs& arcs) {
    for_each_odd(hits, [&](int v) {
        if (v == u) arcs.self[std::size_t(u)] = 1;
        else arcs.out[std::size_t(u)].push_back(v);
    });
}

}  // namespace

bool PressArcs::symmetric() const {
    for (int u = 0; u < size(); ++u)
        for (int v : out[std::size_t(u)])
            if (!std::binary_search(out[std::size_t(v)].begin(), out[std::size_t(v)].end(), u)) return false;
    return true;
}

bool PressArcs::all_self() const { return std::all_of(self.begin(), self.end(), [](char s) { return s != 0; }); }

PressArcs press_arcs(const Rule& rule, Shape shape) {
    const int cells = int(shape.cells());
    PressArcs arcs;
    arcs.out.resize(std::size_t(cells));
    arcs.self.assign(std::size_t(cells), 0);
    std::vector<int> hits;
    for (int u = 0; u < cells; ++u) {
        hits.clear();
        rule.for_each_flipped(shape, u / shape.cols, u % shape.cols,
                              [&](int r, int c) { hits.push_back(r * shape.cols + c); });
        keep_odd(hits, u, arcs);
    }
    return arcs;
}

PressArcs press_arcs(const PressMatrix& matrix) {
    PressArcs arcs;
    arcs.out.resize(std::size_t(matrix.size()));
    arcs.self.assign(std::size_t(matrix.size()), 0);
    std::vector<int> hits;
    for (int u = 0; u < matrix.size(); ++u) {
        hits.clear();
        for (PressMatrix::Entry e : matrix.changes(u))
            if (e.times % 2) hits.push_back(e.light);
        keep_odd(hits, u, arcs);
    }
    return arcs;
}

}  // namespace lightsout::order_detail
