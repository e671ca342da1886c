// Independent checks and generators shared by the solver tests: brute-force
// definitions, so that no engine is checked by its own code.
#pragma once
#include <utility>
#include <vector>

#include <rapidcheck.h>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::testing {

// c*A = 0 by brute force: c has even overlap with every press footprint.
inline bool left_quiet_by_brute_force(const Rule& rule, const PressPattern& c) {
    for (int r = 0; r < c.rows(); ++r)
        for (int col = 0; col < c.cols(); ++col)
            if (c.odd_overlap(rule.footprint(c.shape(), r, col))) return false;
    return true;
}

// Rank of a set of patterns, by plain elimination on flat bit lists.
inline int rank_of(const std::vector<PressPattern>& patterns) {
    std::vector<std::vector<char>> rows;
    for (const auto& p : patterns) {
        std::vector<char> v;
        for (int r = 0; r < p.rows(); ++r)
            for (int c = 0; c < p.cols(); ++c) v.push_back(p.get(r, c));
        rows.push_back(v);
    }
    int rank = 0;
    const std::size_t n = rows.empty() ? 0 : rows[0].size();
    for (std::size_t col = 0; col < n && rank < int(rows.size()); ++col) {
        int pivot = -1;
        for (int i = rank; i < int(rows.size()); ++i)
            if (rows[i][col]) { pivot = i; break; }
        if (pivot < 0) continue;
        std::swap(rows[pivot], rows[rank]);
        for (int i = 0; i < int(rows.size()); ++i)
            if (i != rank && rows[i][col])
                for (std::size_t k = 0; k < n; ++k) rows[i][k] ^= rows[rank][k];
        ++rank;
    }
    return rank;
}

// A random rule for property tests: plus, square, cross or a stencil of up to
// six offsets within distance 2, on a torus or not.
inline Rule random_rule() {
    const int kind = *rc::gen::inRange(0, 4);
    Rule rule = Rule::plus();
    if (kind == 1) rule = Rule::square();
    if (kind == 2) rule = Rule::cross();
    if (kind == 3) {
        std::vector<Offset> offsets;
        const int count = *rc::gen::inRange(1, 7);
        for (int i = 0; i < count; ++i) offsets.push_back({*rc::gen::inRange(-2, 3), *rc::gen::inRange(-2, 3)});
        rule = Rule::stencil(offsets);
    }
    return rule.on_torus(*rc::gen::arbitrary<bool>());
}

}  // namespace lightsout::testing
