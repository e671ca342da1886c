// Who changes whom: the press matrix of any puzzle, apart from the arithmetic.
//
// Lights and buttons are numbered 0..size()-1 (the row-major cells of a grid,
// or the vertices of a graph), one button per light. Column j of the press
// matrix A lists the lights that ONE press of button j changes, each with how
// many times it changes (a torus footprint that wraps onto a light twice
// changes it twice). Over the ring Z/K, press counts x change the lights by
// A x (mod K). The press matrix knows nothing of K: that is the ring's
// business (src/zk/ for Z/K, src/gf2/ for bit-packed GF(2)).
//
//   PressMatrix a = PressMatrix::of_rule(Rule::plus(), {5, 5});
//   for (auto [light, times] : a.changes(12)) ...   // the centre's plus
// A press matrix never changes once built, so copies share its columns: a copy
// (of a Puzzle, say) costs no second matrix.
// Threads: one object may be read from many threads at once; assigning to it
// needs that no other thread uses it (as for std::vector; docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

class PressMatrix {
public:
    struct Entry {
        std::int32_t light = 0;
        std::int32_t times = 0;  // >= 1
        bool operator==(const Entry&) const = default;
    };

    PressMatrix() = default;
    // changed[j] lists the lights one press of button j changes; a light listed
    // twice changes twice. Throws InputError for a light outside 0..size-1.
    explicit PressMatrix(const std::vector<std::vector<std::int32_t>>& changed);

    // The press matrix of a grid rule (plus, square, cross, stencils, torus).
    static PressMatrix of_rule(const Rule& rule, Shape shape);

    int size() const { return columns_ ? int(columns_->start.size() - 1) : 0; }
    // The lights one press of `button` changes, sorted by light, each once with its count.
    std::span<const Entry> changes(int button) const {
        const Entry* entries = columns_->entries.data();
        return {entries + columns_->start[button], entries + columns_->start[button + 1]};
    }
    std::int64_t nonzeros() const { return columns_ ? std::int64_t(columns_->entries.size()) : 0; }

    // Row view: for each light, the buttons that change it (A transposed).
    PressMatrix transposed() const;
    // Does button j change light i exactly as often as button i changes light j?
    // Then left and right quiet patterns coincide.
    bool symmetric() const;

    // lights[i] += sum_j A[i][j] * presses[j]  (mod states), for every light i.
    // The simulation behind every answer of the general engine.
    void press(std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses, int states) const;

    bool operator==(const PressMatrix& other) const;

private:
    struct Columns {
        std::vector<std::int64_t> start;  // CSR column starts, size()+1 of them
        std::vector<Entry> entries;
        bool operator==(const Columns&) const = default;
    };
    std::shared_ptr<const Columns> columns_;  // null: no buttons
};

}  // namespace lightsout
