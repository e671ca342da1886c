// Sequences under move constraints: the Ponder This grids, the cross-rule
// construction against exhaustive search, the overlap search for other rules.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <chrono>
#include <tuple>
#include <cstdio>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/order.hpp"
#include "order/cross_order.hpp"
#include "order/overlap_order.hpp"
#include "order/state_search.hpp"
#include "order/order_support.hpp"

using namespace lightsout;
using namespace order_test;

namespace {

const std::string kPonder = std::string(LIGHTSOUT_TEST_DATA) + "/ponder/ponder-2023-04-";

bool legal_and_reaches(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint,
                       const std::vector<Cell>& sequence) {
    bool at_goal = false;
    return first_illegal_move(board, rule, constraint, sequence, goal, &at_goal) < 0 && at_goal;
}

void solve_ponder(const std::string& size, std::size_t expected_moves) {
    const Board board = read_01_board(kPonder + size + ".txt");
    const auto start = std::chrono::steady_clock::now();
    const PressPattern presses = cross_even_solution(board, Goal::on);
    SequenceSearch found = find_legal_sequence(board, Rule::cross(), Goal::on, MoveConstraint::only_off, presses, {}, true);
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::printf("Ponder This %s: %zu moves in %.2f ms (%s)\n", size.c_str(), found.sequence.size(), ms,
                found.explanation.c_str());
    ASSERT_TRUE(found.found) << found.explanation;
    EXPECT_EQ(found.sequence.size(), expected_moves);
    EXPECT_EQ(presses.count(), std::int64_t(expected_moves));
    EXPECT_TRUE(found.minimal) << found.explanation;
    EXPECT_TRUE(legal_and_reaches(board, Rule::cross(), Goal::on, MoveConstraint::only_off, found.sequence));
}

}  // namespace

TEST(PonderThis, Grid24x24In280LegalMoves) { solve_ponder("24x24", 280); }
TEST(PonderThis, Grid30x30In429LegalMoves) { solve_ponder("30x30", 429); }

TEST(PonderThis, PublishedMoveListsReplayLegally) {
    for (auto [size, moves] : {std::pair{"24x24", 280u}, std::pair{"30x30", 429u}}) {
        const Board board = read_01_board(kPonder + size + ".txt");
        const std::vector<Cell> sequence = read_xy_moves(kPonder + size + "-moves.txt", board.rows());
        ASSERT_EQ(sequence.size(), moves);
        EXPECT_TRUE(legal_and_reaches(board, Rule::cross(), Goal::on, MoveConstraint::only_off, sequence)) << size;
        // The same moves under the opposite constraint fail at once: the first bulb is off.
        EXPECT_EQ(first_illegal_move(board, Rule::cross(), MoveConstraint::only_on, sequence), 0);
    }
}

TEST(Replay, FirstIllegalMoveAndGoal) {
    Board board(3, 3);  // all off; plus rule
    std::vector<Cell> sequence{{1, 1}, {1, 1}};
    bool at_goal = false;
    EXPECT_EQ(first_illegal_move(board, Rule::plus(), MoveConstraint::only_off, sequence), 1);  // (1,1) lit now
    EXPECT_EQ(first_illegal_move(board, Rule::plus(), MoveConstraint::only_on, sequence), 0);
    EXPECT_EQ(first_illegal_move(board, Rule::plus(), MoveConstraint::any, sequence, Goal::off, &at_goal), -1);
    EXPECT_TRUE(at_goal);
    EXPECT_THROW(first_illegal_move(board, Rule::plus(), MoveConstraint::any, {{3, 0}}), InputError);
}

TEST(FindLegalSequence, ImpossibleWhenTheLastPressMustShowTheGoal) {
    // Goal off with only-off: the last press turns its own light on.
    Board board(6, 6);
    board.set(2, 2, true);
    SmallSolution s = solve_small(board, Rule::plus(), Goal::off);
    ASSERT_TRUE(s.solvable);
    SequenceSearch found = find_legal_sequence(board, Rule::plus(), Goal::off, MoveConstraint::only_off, s.presses, s.quiet, false);
    EXPECT_FALSE(found.found);
    EXPECT_TRUE(found.proven_none) << "the last-press argument is a proof";
    EXPECT_NE(found.explanation.find("own light"), std::string::npos) << found.explanation;
}

// A search that gave up says so. On this 6x7 board under the
// eight-neighbour stencil with only-on, every search of the finder fails, and
// nothing proves that no legal sequence exists.
TEST(FindLegalSequence, ASearchThatGaveUpIsNotAProof) {
    const Board board = io::parse_text_board("1101110\n0011000\n1001111\n0110110\n0110001\n1110001\n");
    const Rule rule = Rule::parse("stencil:xxx/x.x/xxx");
    SmallSolution s = solve_small(board, rule, Goal::off);
    ASSERT_TRUE(s.solvable);
    SequenceSearch found = find_legal_sequence(board, rule, Goal::off, MoveConstraint::only_on, s.presses, s.quiet, false);
    ASSERT_FALSE(found.found);
    EXPECT_FALSE(found.proven_none) << found.explanation;
    EXPECT_NE(found.explanation.find("no legal sequence found"), std::string::npos) << found.explanation;
}

// An exhaustive search of every state that finds nothing is a proof: this 3x3
// board under the eight-neighbour stencil (a press leaves its own light) has a
// solution but no order with only-off towards all on, by breadth-first search
// over its 2^9 states.
TEST(FindLegalSequence, ExhaustiveSearchWithoutASequenceIsAProof) {
    const Board board = io::parse_text_board("010\n000\n111\n");
    const Rule rule = Rule::parse("stencil:xxx/x.x/xxx");
    SmallSolution s = solve_small(board, rule, Goal::on);
    ASSERT_TRUE(s.solvable);
    SequenceSearch found = find_legal_sequence(board, rule, Goal::on, MoveConstraint::only_off, s.presses, s.quiet, false);
    ASSERT_FALSE(found.found);
    EXPECT_TRUE(found.proven_none) << found.explanation;
    EXPECT_NE(found.explanation.find("breadth-first search visited all"), std::string::npos) << found.explanation;
}

TEST(FindLegalSequence, RejectsAPatternThatDoesNotSolve) {
    Board board(6, 6);
    board.set(0, 0, true);
    EXPECT_THROW(find_legal_sequence(board, Rule::plus(), Goal::off, MoveConstraint::only_on, PressPattern(6, 6), {}, false),
                 InputError);
}

TEST(FindLegalSequence, AlreadyAtGoal) {
    Board board(7, 7);
    board.fill(true);
    SequenceSearch found = find_legal_sequence(board, Rule::cross(), Goal::on, MoveConstraint::only_off, PressPattern(7, 7), {}, true);
    EXPECT_TRUE(found.found && found.minimal && found.sequence.empty());
}

// Notes: the greedy never gets stuck when F exists, and the extra presses reach
// |S| + |o_R - o_C| whenever the bound says so; checked on random patterns.
RC_GTEST_PROP(CrossOrder, LegalAndAtLeastTheBound, ()) {
    const int rows = *rc::gen::inRange(1, 14), cols = *rc::gen::inRange(1, 14);
    std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
    PressPattern s = random_board(rows, cols, rng);
    // The board this pattern solves towards all-on: all-on minus its effect.
    Board on(rows, cols);
    on.fill(true);
    const Board board = apply_presses(on, Rule::cross(), s);
    order_detail::CrossPlan plan = order_detail::order_cross(s);
    RC_ASSERT(plan.lower_bound >= cross_bound(s));
    if (!plan.found) RC_SUCCEED("model failed");
    RC_ASSERT(legal_and_reaches(board, Rule::cross(), Goal::on, MoveConstraint::only_off, plan.sequence));
    RC_ASSERT(std::int64_t(plan.sequence.size()) >= plan.lower_bound);
    RC_ASSERT(std::int64_t(plan.sequence.size()) == s.count() + 2 * plan.extra_presses);
}

// The lower bound against breadth-first search over all states of small boards.
TEST(CrossOrder, BoundAgreesWithExhaustiveSearch) {
    std::mt19937_64 rng(4);
    int at_bound = 0, total = 0;
    int square_total = 0, square_optimal = 0;
    for (auto [rows, cols, trials] : {std::tuple{4, 4, 80}, std::tuple{4, 5, 12}, std::tuple{2, 8, 30}, std::tuple{3, 6, 30}}) {
        for (int trial = 0; trial < trials; ++trial) {
            PressPattern s = random_board(rows, cols, rng);
            Board on(rows, cols);
            on.fill(true);
            const Board board = apply_presses(on, Rule::cross(), s);
            order_detail::CrossPlan plan = order_detail::order_cross(s);
            order_detail::StateSearch exact =
                order_detail::shortest_legal_sequence(board, Rule::cross(), Goal::on, MoveConstraint::only_off);
            if (!exact.found) {
                EXPECT_FALSE(plan.found);
                continue;
            }
            ++total;
            if (rows == cols && rows % 2 == 0) {
                // Unique press pattern: the bound is a true lower bound, so BFS >= bound.
                EXPECT_GE(std::int64_t(exact.sequence.size()), plan.lower_bound);
            }
            if (plan.found) {
                EXPECT_GE(plan.sequence.size(), exact.sequence.size());
                if (rows == cols) {
                    ++square_total;
                    square_optimal += plan.sequence.size() == exact.sequence.size();
                }
                if (std::int64_t(plan.sequence.size()) == plan.lower_bound && rows == cols && rows % 2 == 0) {
                    EXPECT_EQ(plan.sequence.size(), exact.sequence.size());
                    ++at_bound;
                }
            }
        }
    }
    std::printf("cross vs BFS: %d of %d patterns at the bound; on 4x4 the construction is as short as BFS on %d of %d\n",
                at_bound, total, square_optimal, square_total);
}

TEST(CrossOrder, EvenGridsReachTheBound) {
    std::mt19937_64 rng(2023);
    int reached = 0, total = 0;
    for (int n = 6; n <= 40; n += 2) {
        for (int trial = 0; trial < 5; ++trial) {
            const Board board = random_board(n, n, rng);
            const PressPattern s = cross_even_solution(board, Goal::on);
            SequenceSearch found = find_legal_sequence(board, Rule::cross(), Goal::on, MoveConstraint::only_off, s, {}, true);
            ASSERT_TRUE(found.found) << found.explanation;
            ASSERT_TRUE(legal_and_reaches(board, Rule::cross(), Goal::on, MoveConstraint::only_off, found.sequence));
            const std::int64_t bound = cross_bound(s);
            EXPECT_GE(std::int64_t(found.sequence.size()), bound);
            const std::int64_t length = std::int64_t(found.sequence.size());
            if (length == bound) {
                EXPECT_TRUE(found.minimal) << found.explanation;
            }
            if (found.minimal) {
                EXPECT_TRUE(length == bound || length == bound + 4) << found.explanation;
            }
            ++total;
            reached += std::int64_t(found.sequence.size()) == bound;
        }
    }
    std::printf("even-n cross: %d of %d at |S| + |o_R - o_C|\n", reached, total);
    EXPECT_GE(reached * 10, total * 9);
}

TEST(CrossOrder, OddGridsWithQuietPatterns) {
    std::mt19937_64 rng(7);
    for (int n = 5; n <= 25; n += 4) {
        const auto quiet = cross_odd_quiet(n);
        int solved = 0;
        for (int trial = 0; trial < 10; ++trial) {
            // A solvable board: all-on minus the effect of random presses.
            PressPattern s = random_board(n, n, rng);
            Board on(n, n);
            on.fill(true);
            const Board board = apply_presses(on, Rule::cross(), s);
            SequenceSearch found = find_legal_sequence(board, Rule::cross(), Goal::on, MoveConstraint::only_off, s, quiet, false);
            ASSERT_TRUE(found.found) << found.explanation;
            EXPECT_TRUE(legal_and_reaches(board, Rule::cross(), Goal::on, MoveConstraint::only_off, found.sequence));
            ++solved;
        }
        EXPECT_EQ(solved, 10);
    }
}

TEST(CrossOrder, OnlyOnTowardsOff) {
    // The mirror game: goal off, press only lit lights.
    std::mt19937_64 rng(11);
    const Board board = random_board(24, 24, rng);
    const PressPattern s = cross_even_solution(board, Goal::off);
    SequenceSearch found = find_legal_sequence(board, Rule::cross(), Goal::off, MoveConstraint::only_on, s, {}, false);
    ASSERT_TRUE(found.found) << found.explanation;
    EXPECT_TRUE(legal_and_reaches(board, Rule::cross(), Goal::off, MoveConstraint::only_on, found.sequence));
}

// The overlap search: exhaustive on small patterns agrees with a brute force over all orders.
RC_GTEST_PROP(OverlapOrder, ExhaustiveAgreesWithBruteForce, ()) {
    const Rule rule = *rc::gen::element(Rule::plus(), Rule::square(), Rule::plus().on_torus());
    const int rows = *rc::gen::inRange(2, 6), cols = *rc::gen::inRange(2, 6);
    std::mt19937_64 rng(*rc::gen::arbitrary<std::uint64_t>());
    PressPattern s(rows, cols);
    std::vector<Cell> cells;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (rng() % 3 == 0 && cells.size() < 7) {
                s.set(r, c, true);
                cells.push_back({r, c});
            }
    const Board board = apply_presses(Board(rows, cols), rule, s);  // goal off, lit-only game
    order_detail::OverlapPlan plan = order_detail::order_by_overlap(board, rule, MoveConstraint::only_on, s, 0);
    RC_ASSERT(plan.found || plan.exhausted);
    std::sort(cells.begin(), cells.end(), [](Cell a, Cell b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
    bool any = false;
    do {
        any = legal_and_reaches(board, rule, Goal::off, MoveConstraint::only_on, cells);
    } while (!any && std::next_permutation(cells.begin(), cells.end(), [](Cell a, Cell b) {
        return a.row != b.row ? a.row < b.row : a.col < b.col;
    }));
    RC_ASSERT(plan.found == any);
    if (plan.found) RC_ASSERT(legal_and_reaches(board, rule, Goal::off, MoveConstraint::only_on, plan.sequence));
}

TEST(OverlapOrder, LitOnlyPlusAndSquare) {
    std::mt19937_64 rng(5);
    for (Rule rule : {Rule::plus(), Rule::square()}) {
        int found_count = 0, total = 0;
        for (int n = 5; n <= 8; ++n) {
            for (int trial = 0; trial < 6; ++trial) {
                const Board board = random_board(n, n, rng);
                SmallSolution s = solve_small(board, rule, Goal::off);
                if (!s.solvable) continue;
                SequenceSearch found = find_legal_sequence(board, rule, Goal::off, MoveConstraint::only_on, s.presses, s.quiet, false);
                ++total;
                if (!found.found) continue;
                ++found_count;
                EXPECT_TRUE(legal_and_reaches(board, rule, Goal::off, MoveConstraint::only_on, found.sequence));
            }
        }
        std::printf("lit-only %s: %d of %d solvable boards ordered\n", rule.name().c_str(), found_count, total);
        EXPECT_GT(found_count, 0);
    }
}

TEST(TinyBoards, BreadthFirstSearchProvesMinimal) {
    // 4x4 cross, Ponder game: seed notes say every linearly solvable grid has a legal sequence.
    std::mt19937_64 rng(3);
    for (int trial = 0; trial < 30; ++trial) {
        const Board board = random_board(4, 4, rng);
        const PressPattern s = cross_even_solution(board, Goal::on);
        SequenceSearch found = find_legal_sequence(board, Rule::cross(), Goal::on, MoveConstraint::only_off, s, {}, true);
        ASSERT_TRUE(found.found) << found.explanation;
        EXPECT_TRUE(found.minimal);
        EXPECT_GE(std::int64_t(found.sequence.size()), cross_bound(s));
        EXPECT_TRUE(legal_and_reaches(board, Rule::cross(), Goal::on, MoveConstraint::only_off, found.sequence));
    }
}

// The pair-parity bound |S| + 2 [odd pairs] against breadth-first search, on
// tiny boards whose press pattern is unique.
TEST(OverlapOrder, ParityBoundAgreesWithBreadthFirstSearch) {
    std::mt19937_64 rng(17);
    int checked = 0, tight = 0;
    for (Rule rule : {Rule::plus(), Rule::square()}) {
        for (auto [rows, cols] : {std::pair{3, 3}, std::pair{3, 4}, std::pair{4, 4}, std::pair{4, 5}, std::pair{2, 7}}) {
            for (int trial = 0; trial < 12; ++trial) {
                const Board board = random_board(rows, cols, rng);
                SmallSolution s = solve_small(board, rule, Goal::off);
                if (!s.solvable || !s.quiet.empty()) continue;
                order_detail::StateSearch exact =
                    order_detail::shortest_legal_sequence(board, rule, Goal::off, MoveConstraint::only_on);
                if (!exact.found) continue;
                const std::int64_t bound = s.presses.count() + (order_detail::odd_overlap_pairs(rule, s.presses) ? 2 : 0);
                EXPECT_GE(std::int64_t(exact.sequence.size()), bound);
                EXPECT_EQ((std::int64_t(exact.sequence.size()) - s.presses.count()) % 2, 0);
                ++checked;
                tight += std::int64_t(exact.sequence.size()) == bound;
            }
        }
    }
    std::printf("pair-parity bound: tight on %d of %d tiny boards\n", tight, checked);
    EXPECT_GT(checked, 10);
}
