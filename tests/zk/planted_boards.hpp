// Boards with a planted answer, for the fewest-press search beyond the walk
// with K states: a board made by pressing at most 5% of the cells (random
// cells, random nonzero counts mod K, seeded) has an answer of that many
// presses, so the search's answer should have at most as many. Shared by
// tests/zk/fewest_planted_test.cpp (a few boards) and
// bench/fewest_planted.cpp (the 200-board measurement of docs/FEWEST.md).
#pragma once

#include <cstdint>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "lightsout/puzzle.hpp"
#include "lightsout/zk/fewest.hpp"
#include "lightsout/zk/grid.hpp"

namespace lightsout::test {

// A fixed "random" stencil: 5 x 5, each cell of the footprint flipped with
// chance 2/5, the centre always (drawn once from seed 7).
inline Rule random_stencil() {
    std::mt19937_64 random(7);
    std::vector<Offset> offsets;
    for (int dr = -2; dr <= 2; ++dr)
        for (int dc = -2; dc <= 2; ++dc)
            if ((dr == 0 && dc == 0) || random() % 5 < 2) offsets.push_back(Offset{dr, dc});
    return Rule::stencil(offsets);
}

inline std::vector<Rule> planted_rules() { return {Rule::plus(), Rule::square(), Rule::cross(), random_stencil()}; }

inline std::vector<Rule::Topology> planted_topologies() {
    return {Rule::Topology::flat, Rule::Topology::torus, Rule::Topology::klein, Rule::Topology::projective};
}

inline std::vector<int> planted_states() { return {3, 4, 6, 12, 255}; }

// The quiet module of the rule on a rows x cols grid mod K (the all-off board's).
inline QuietModule quiet_module_of(const Rule& rule, Shape shape, int states) {
    const PuzzleSolution s = solve(Puzzle::on_grid(shape, rule, states, std::vector<std::uint8_t>(shape.cells(), 0)));
    return s.quiet;
}

// The least n x n board (n from `from` to `to`) whose quiet module is beyond
// the walk (more than 2^kFewestWalkLog2Limit members); {0, 0} when none is.
inline Shape beyond_walk(const Rule& rule, int states, int from, int to) {
    for (int n = from; n <= to; ++n)
        if (quiet_module_of(rule, {n, n}, states).log2_size() > zk::kFewestWalkLog2Limit) return {n, n};
    return {0, 0};
}

struct PlantedBoard {
    Puzzle puzzle;
    std::int64_t planted = 0;  // the sum of the planted counts
};

// floor(5% of the cells) distinct cells (at least one), each pressed 1..K-1
// times; the lights are what pressing them clears: -A e (mod K), goal 0.
inline PlantedBoard planted_board(Shape shape, const Rule& rule, int states, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    const std::size_t cells = std::size_t(shape.cells());
    std::vector<std::size_t> order(cells);
    for (std::size_t i = 0; i < cells; ++i) order[i] = i;
    std::shuffle(order.begin(), order.end(), random);
    const std::size_t pressed = std::max<std::size_t>(1, cells / 20);
    std::vector<std::uint8_t> presses(cells, 0), lights(cells, 0);
    PlantedBoard out;
    for (std::size_t k = 0; k < pressed; ++k) {
        presses[order[k]] = std::uint8_t(1 + random() % std::uint64_t(states - 1));
        out.planted += presses[order[k]];
    }
    zk::press_on_grid(shape, rule, lights, presses, states);
    for (std::uint8_t& x : lights) x = std::uint8_t((states - x) % states);
    out.puzzle = Puzzle::on_grid(shape, rule, states, std::move(lights), 0);
    return out;
}

struct PlantedResult {
    std::int64_t planted = 0, found = 0, lower_bound = -1;
    bool minimal = false;
    double log2_solutions = 0;
};

// solve --minimal on the board, its answer checked by simulation (throws
// std::logic_error when it does not clear the board, claims a minimum beyond
// the walk that its bound does not prove, or does not say it is a bound).
inline PlantedResult solve_planted(const PlantedBoard& board, const SolveOptions& options) {
    const PuzzleSolution s = solve(board.puzzle, options);
    if (!s.solvable || lights_off_goal(board.puzzle, s.presses) != 0)
        throw std::logic_error("the answer does not clear a planted board");
    PlantedResult r;
    r.planted = board.planted;
    r.found = s.count();
    r.minimal = s.minimal;
    r.lower_bound = s.lower_bound;
    r.log2_solutions = s.quiet.log2_size();
    if (r.log2_solutions > zk::kFewestWalkLog2Limit && s.minimal && s.lower_bound != r.found)
        throw std::logic_error("an answer beyond the walk is called minimal without its bound meeting it");
    if (!s.minimal && (s.lower_bound < 0 || s.lower_bound > r.found || s.note.find("between") == std::string::npos))
        throw std::logic_error("an answer beyond the walk does not say it is a bound: " + s.note);
    return r;
}

}  // namespace lightsout::test
