// Measures how often find_legal_sequence finds a legal sequence on random
// boards and how long it takes; prints a table (docs/ORDERING.md quotes it).
// Boards per size: 2 in the suite; LIGHTSOUT_ORDER_SWEEP=N for a bigger sweep.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "lightsout/order.hpp"
#include "order/order_support.hpp"

using namespace lightsout;
using namespace order_test;

namespace {

int boards_per_size() {
    const char* sweep = std::getenv("LIGHTSOUT_ORDER_SWEEP");
    return sweep ? std::max(1, std::atoi(sweep)) : 2;
}

struct Tally {
    int boards = 0, found = 0, at_bound = 0, minimal = 0;
    double total_ms = 0, max_ms = 0;
    void print(const char* what) const {
        std::printf("%-46s boards %5d  found %5d (%5.1f%%)  proven fewest %5d  mean %7.2f ms  max %8.2f ms\n", what,
                    boards, found, boards ? 100.0 * found / boards : 0.0, minimal, boards ? total_ms / boards : 0.0,
                    max_ms);
    }
};

// Runs one search, replays its answer, and counts it.
SequenceSearch measure(Tally& tally, const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint,
                       const PressPattern& presses, const std::vector<PressPattern>& quiet, bool minimal) {
    const auto start = std::chrono::steady_clock::now();
    SequenceSearch found = find_legal_sequence(board, rule, goal, constraint, presses, quiet, minimal);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    ++tally.boards;
    tally.total_ms += ms;
    tally.max_ms = std::max(tally.max_ms, ms);
    if (found.found) {
        ++tally.found;
        bool at_goal = false;
        EXPECT_LT(first_illegal_move(board, rule, constraint, found.sequence, goal, &at_goal), 0);
        EXPECT_TRUE(at_goal);
    }
    tally.minimal += found.minimal;
    return found;
}

}  // namespace

TEST(SequenceRates, CrossPonderGame) {
    std::mt19937_64 rng(404);
    const int per = boards_per_size();
    Tally even, odd;
    int even_at_bound = 0;
    for (int n = 2; n <= 60; ++n) {
        for (int i = 0; i < per; ++i) {
            if (n % 2 == 0) {
                const Board board = random_board(n, n, rng);
                const PressPattern s = cross_even_solution(board, Goal::on);
                SequenceSearch found = measure(even, board, Rule::cross(), Goal::on, MoveConstraint::only_off, s, {}, true);
                even_at_bound += found.found && std::int64_t(found.sequence.size()) == cross_bound(s);
            } else {
                // Odd n: solvable boards are those some press pattern reaches; pass that pattern
                // and the kernel basis (x[r][c] = a_r xor b_c, |a| and |b| even).
                const PressPattern s = random_board(n, n, rng);
                Board on(n, n);
                on.fill(true);
                const Board board = apply_presses(on, Rule::cross(), s);
                measure(odd, board, Rule::cross(), Goal::on, MoveConstraint::only_off, s, cross_odd_quiet(n), false);
            }
        }
    }
    even.print("cross, even n = 2..60, goal on, only-off");
    std::printf("%-46s %d of %d at |S| + |o_R - o_C|\n", "", even_at_bound, even.boards);
    odd.print("cross, odd n = 3..59, goal on, only-off");
    EXPECT_EQ(even.found, even.boards);
    EXPECT_EQ(odd.found, odd.boards);
}

TEST(SequenceRates, LitOnlyPlusAndSquare) {
    std::mt19937_64 rng(505);
    const int per = boards_per_size() * 4;
    for (Rule rule : {Rule::plus(), Rule::square()}) {
        for (auto [low, high] : {std::pair{3, 6}, std::pair{7, 10}, std::pair{11, 16}}) {
            Tally tally;
            for (int n = low; n <= high; ++n) {
                for (int i = 0; i < (low > 10 ? per / 4 : per); ++i) {
                    const Board board = random_board(n, n, rng);
                    SmallSolution s = solve_small(board, rule, Goal::off);
                    if (!s.solvable) continue;
                    measure(tally, board, rule, Goal::off, MoveConstraint::only_on, s.presses, s.quiet, false);
                }
            }
            char what[80];
            std::snprintf(what, sizeof what, "lit-only %s, n = %d..%d (solvable boards)", rule.name().c_str(), low, high);
            tally.print(what);
            EXPECT_GT(tally.found, 0);
        }
    }
}

TEST(SequenceRates, LitOnlyFewestMoves) {
    std::mt19937_64 rng(606);
    const int per = boards_per_size() * 2;
    for (Rule rule : {Rule::plus(), Rule::square()}) {
        Tally tally;
        for (int n = 3; n <= 8; ++n) {
            for (int i = 0; i < per; ++i) {
                const Board board = random_board(n, n, rng);
                SmallSolution s = solve_small(board, rule, Goal::off);
                if (!s.solvable) continue;
                measure(tally, board, rule, Goal::off, MoveConstraint::only_on, s.presses, s.quiet, true);
            }
        }
        char what[80];
        std::snprintf(what, sizeof what, "lit-only %s fewest moves, n = 3..8", rule.name().c_str());
        tally.print(what);
        EXPECT_GT(tally.minimal, 0);
    }
}
