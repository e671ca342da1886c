#include "web/puzzle.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <random>
#include <vector>

#include "lightsout/solve.hpp"
#include "lightsout/web.hpp"

namespace lightsout::web {

namespace {

constexpr int kDraws = 12;

PressPattern random_presses(Shape shape, std::int64_t count, std::mt19937_64& random) {
    std::vector<int> cells(std::size_t(shape.cells()));
    std::iota(cells.begin(), cells.end(), 0);
    PressPattern presses(shape.rows, shape.cols);
    // A partial Fisher-Yates shuffle: the first `count` cells are a uniform draw.
    for (std::int64_t i = 0; i < count; ++i) {
        std::uniform_int_distribution<std::int64_t> pick(i, std::int64_t(cells.size()) - 1);
        std::swap(cells[std::size_t(i)], cells[std::size_t(pick(random))]);
        presses.set(cells[std::size_t(i)] / shape.cols, cells[std::size_t(i)] % shape.cols, true);
    }
    return presses;
}

}  // namespace

Puzzle make_puzzle(const Rule& rule, Shape shape, Goal goal, std::int64_t difficulty, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    const std::int64_t wanted = std::clamp<std::int64_t>(difficulty, 0, shape.cells());
    Board solved(shape.rows, shape.cols);
    if (goal == Goal::on) solved.fill(true);
    SolveOptions options;
    options.goal = goal;
    options.minimal = true;
    options.minimal_nullity_limit = kApiNullityLimit;

    Puzzle best;
    for (int draw = 0; draw < kDraws; ++draw) {
        const Board board = apply_presses(solved, rule, random_presses(shape, wanted, random));
        const Solution solution = solve(board, rule, options);
        const std::int64_t count = solution.presses.count();
        if (draw == 0 || std::llabs(count - wanted) < std::llabs(best.difficulty - wanted))
            best = {board, count, solution.minimal};
        if (count == wanted) break;
    }
    return best;
}

}  // namespace lightsout::web
