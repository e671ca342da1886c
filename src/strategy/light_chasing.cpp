// Light chasing, step by step (seed 002), for the plus rule on any m x n board.
#include <limits>
#include <stdexcept>

#include "lightsout/bits.hpp"
#include "lightsout/error.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/strategy.hpp"
#include "strategy/chasing.hpp"

namespace lightsout {

namespace {

// Step 2: the table's presses for each lit light that matters, left to right.
// Returns false when the leftover is not what those presses would clear, i.e.
// the leftover is outside T's image and the board has no solution.
bool lookup_presses(const ChaseTable& table, const Word* bottom, std::vector<Cell>& presses) {
    std::vector<Word> cleared(bits::words_for(table.shape.cols), 0);
    for (const ChaseTable::Entry& entry : table.entries) {
        if (!bits::bit(bottom, entry.light)) continue;
        for (int c : entry.presses) presses.push_back({0, c});
        bits::xor_into(cleared, entry.toggles);
    }
    for (std::size_t i = 0; i < cleared.size(); ++i)
        if (cleared[i] != bottom[i]) return false;
    return true;
}

// A quiet pattern with odd overlap with the lights to change. One exists when
// the board is unsolvable: the plus rule is symmetric, so the image of the press
// matrix is exactly the boards orthogonal to every quiet pattern.
PressPattern find_certificate(const ChaseTable& table, const Board& change) {
    const Rule plus = Rule::plus();
    for (const PressPattern& quiet : table.quiet)
        if (is_certificate(quiet, change, plus)) return quiet;
    throw std::logic_error("light chasing: no certificate for a board the lookup table cannot clear");
}

void add_minimal(ChaseReport& report, const PressPattern& simple, const std::vector<PressPattern>& quiet) {
    const int d = int(quiet.size());
    if (d <= kChaseCombinationsListed) {
        int best = 0;
        for (std::size_t index = 0; index < (std::size_t(1) << d); ++index) {
            PressPattern pattern = simple;
            for (int j = 0; j < d; ++j)
                if ((index >> j) & 1u) pattern ^= quiet[j];
            report.combinations.emplace_back(pattern, int(pattern.count()));
            if (report.combinations.back().second < report.combinations[best].second) best = int(index);
        }
        report.minimal = cells_of(report.combinations[best].first);
        report.minimal_proven = true;
        return;
    }
    FewestPresses fewest = fewest_presses(simple, quiet, kExhaustiveNullityLimit);
    report.minimal = cells_of(fewest.presses);
    report.minimal_proven = fewest.proven;
}

}  // namespace

ChaseReport chase(const Board& board, Goal goal) {
    if (board.rows() <= 0 || board.cols() <= 0) throw InputError("light chasing needs a board of at least 1x1");
    const Rule plus = Rule::plus();
    const Board change = lights_to_change(board, goal);
    const ChaseTable table = chase_table(board.shape());
    ChaseReport report;

    Board lights = change;
    StrategyStep down{"chase down", {}};
    chasing::chase_down(lights, down.presses);
    report.steps.push_back(std::move(down));

    StrategyStep top{"top row from the lookup table", {}};
    if (!lookup_presses(table, lights.row(lights.rows() - 1), top.presses)) {
        report.solvable = false;
        report.certificate = find_certificate(table, change);
        return report;
    }
    for (const Cell& cell : top.presses) plus.press(lights, cell.row, cell.col);
    StrategyStep again{"chase down again", {}};
    chasing::chase_down(lights, again.presses);
    report.steps.push_back(std::move(top));
    report.steps.push_back(std::move(again));

    std::vector<Cell> all;
    for (const StrategyStep& step : report.steps) all.insert(all.end(), step.presses.begin(), step.presses.end());
    const PressPattern simple = pattern_of(all, board.shape());
    if (!lights.none() || !reaches_goal(board, plus, simple, goal))
        throw std::logic_error("light chasing: the three steps did not clear the board");
    report.solvable = true;
    report.simple = cells_of(simple);
    add_minimal(report, simple, table.quiet);
    return report;
}

}  // namespace lightsout
