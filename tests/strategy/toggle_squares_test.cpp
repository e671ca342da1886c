// The toggle-squares theorems of seeds 000/001 as tests: on random solvable
// n x n boards, n = 2..30, which algorithm clears which sizes, and how their
// press counts compare with the fewest presses.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>

#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/strategy.hpp"
#include "strategy/square_play.hpp"

using namespace lightsout;

namespace {

Board random_grid(int rows, int cols, std::mt19937_64& random) {
    Board grid(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (random() & 1u) grid.set(r, c, true);
    return grid;
}

// A random solvable board: random presses applied to the empty board.
Board random_solvable(int rows, int cols, std::mt19937_64& random) {
    return apply_presses(Board(rows, cols), Rule::square(), random_grid(rows, cols, random));
}

bool clears(const Board& board, const StrategyRun& run) {
    return run.leftover.none() && reaches_goal(board, Rule::square(), pattern_of(run.presses, board.shape()), Goal::off);
}

// The solutions of an n x n square-rule board with n = 3k+2 (n < 64): the
// quiet patterns are q a^T + b q^T (q = 110110...11), so the solutions are
// X + q a^T + b q^T. For a fixed b the columns decouple: column j is X_j (+ b
// when q_j = 1), plus q or not, whichever is lighter. b and b + q give the same
// set, so b runs over the 2^(n-1) vectors with bit n-1 clear.
class Coset3k2 {
public:
    explicit Coset3k2(const PressPattern& x) : n_(x.rows()) {
        std::vector<std::uint64_t> column(n_, 0);
        for (int r = 0; r < n_; ++r)
            for (int c = 0; c < n_; ++c)
                if (x.get(r, c)) column[c] |= std::uint64_t{1} << r;
        for (int r = 0; r < n_; ++r)
            if (r % 3 != 2) q_ |= std::uint64_t{1} << r;
        for (int c = 0; c < n_; ++c) {
            if (c % 3 == 2) fixed_ += lighter(column[c]);
            else moving_.push_back(column[c]);
        }
    }
    // The lightest solution with this b.
    int cost(std::uint64_t b) const {
        int cost = fixed_;
        for (std::uint64_t v : moving_) cost += lighter(v ^ b);
        return cost;
    }
    // Fewest presses, proven: every b.
    int fewest() const {
        int best = n_ * n_;
        for (std::uint64_t b = 0; b < (std::uint64_t{1} << (n_ - 1)); ++b) best = std::min(best, cost(b));
        return best;
    }
    // An upper bound: flip single bits of b while that helps.
    int descent() const {
        std::uint64_t b = 0;
        int best = cost(b);
        for (bool better = true; better;) {
            better = false;
            for (int i = 0; i + 1 < n_; ++i)
                if (int c = cost(b ^ (std::uint64_t{1} << i)); c < best) {
                    best = c;
                    b ^= std::uint64_t{1} << i;
                    better = true;
                }
        }
        return best;
    }

private:
    int lighter(std::uint64_t v) const { return std::min(std::popcount(v), std::popcount(v ^ q_)); }
    int n_;
    std::uint64_t q_ = 0;
    int fixed_ = 0;
    std::vector<std::uint64_t> moving_;
};

int boards_per_size() {
    const char* text = std::getenv("LIGHTSOUT_STRATEGY_BOARDS");
    return text ? std::max(1, std::atoi(text)) : 6;
}

}  // namespace

TEST(ToggleSquares, ExactMinimumAgreesWithTheDenseEngine) {
    std::mt19937_64 random(5);
    for (int n : {2, 5, 8}) {
        const auto dense = DenseSystem::factor(Rule::square(), {n, n});
        ASSERT_EQ(dense->nullity(), 2 * n - 1);  // seed 000: dimension (3k+1)^2 of n^2
        for (int i = 0; i < 4; ++i) {
            const Board board = random_solvable(n, n, random);
            const StrategyRun run = run_one_way(board);
            ASSERT_TRUE(clears(board, run));
            const PressPattern x = pattern_of(run.presses, board.shape());
            const FewestPresses fewest = fewest_presses(x, dense->quiet_patterns(), kExhaustiveNullityLimit);
            ASSERT_TRUE(fewest.proven);
            EXPECT_EQ(Coset3k2(x).fewest(), fewest.presses.count()) << n;
        }
    }
}

// Which algorithm clears which sizes (Theorems 3, 4 and 5), and the press counts.
TEST(ToggleSquares, TheoremsForEverySizeUpTo30) {
    std::mt19937_64 random(2024);
    const int all = boards_per_size();
    std::printf("  n | one-way | two-way | with Theorem 5 | presses: strategy vs fewest (sum over %d boards)\n", all);
    for (int n = 2; n <= 30; ++n) {
        int one_way = 0, two_way = 0, variant = 0;
        long strategy_presses = 0, fewest = 0, bound = 0, one_way_minimal = 0;
        for (int i = 0; i < all; ++i) {
            const Board board = random_solvable(n, n, random);
            const StrategyRun a = run_one_way(board), b = run_two_way(board, false), c = run_two_way(board, true);
            one_way += clears(board, a);
            two_way += clears(board, b);
            variant += clears(board, c);
            if (n % 3 == 2) {
                // One-way presses each cell at most once, inside the (n-1)^2 block
                // at the bottom left; the fewest presses walk the 2^(2n-1) coset.
                ASSERT_EQ(pattern_of(a.presses, board.shape()).count(), std::int64_t(a.presses.size()));
                strategy_presses += long(a.presses.size());
                const Coset3k2 coset(pattern_of(a.presses, board.shape()));
                const int least = n <= 20 ? coset.fewest() : coset.descent();
                ASSERT_LE(least, int(a.presses.size()));
                (n <= 20 ? fewest : bound) += least;
                one_way_minimal += least == int(a.presses.size());
            } else {
                // Full rank: the solution is unique, so the fewest presses are the
                // parity of the two-way sequence (and the dense engine's answer).
                const PressPattern unique = pattern_of(c.presses, board.shape());
                if (n <= 12) {
                    const LinearSolution dense = DenseSystem::factor(Rule::square(), {n, n})->solve(board);
                    ASSERT_TRUE(dense.presses == unique);
                }
                strategy_presses += long(c.presses.size());
                fewest += unique.count();
            }
        }
        // Theorems 3-5. Two-way without the edge steps also clears solvable 3k+2
        // boards: its down sweep starts with the one-way passes, which already
        // clear them (its right passes then find nothing to do).
        EXPECT_EQ(one_way == all, n % 3 == 2) << "one-way on " << n << "x" << n;
        EXPECT_EQ(two_way == all, n % 3 != 1) << "two-way on " << n << "x" << n;
        EXPECT_EQ(variant, all) << "two-way with Theorem 5 on " << n << "x" << n;
        std::printf(" %2d | %3d/%-3d | %3d/%-3d | %3d/%-3d        | ", n, one_way, all, two_way, all, variant, all);
        if (n % 3 == 2 && n <= 20)
            std::printf("one-way %ld vs fewest %ld (one-way minimal on %ld of %d)\n", strategy_presses, fewest,
                        one_way_minimal, all);
        else if (n % 3 == 2)
            std::printf("one-way %ld vs fewest <= %ld (descent; one-way no heavier on %ld of %d)\n",
                        strategy_presses, bound, one_way_minimal, all);
        else
            std::printf("two-way %ld (sequence) vs fewest %ld (the unique solution)\n", strategy_presses, fewest);
    }
}

// Rectangles: the proofs work side by side.
TEST(ToggleSquares, Rectangles) {
    std::mt19937_64 random(7);
    for (int rows = 2; rows <= 14; ++rows)
        for (int cols = 2; cols <= 14; ++cols)
            for (int i = 0; i < 3; ++i) {
                const Board board = random_solvable(rows, cols, random);
                if (rows % 3 == 2 && cols % 3 == 2) {
                    EXPECT_TRUE(clears(board, run_one_way(board))) << rows << "x" << cols;
                }
                if (rows % 3 != 2 && cols % 3 != 2) {
                    EXPECT_TRUE(clears(board, run_two_way(board, true))) << rows << "x" << cols;
                }
            }
}

TEST(ToggleSquares, UnsolvableBoardsGetACertificate) {
    std::mt19937_64 random(11);
    for (int n : {2, 5, 8, 11}) {
        const auto dense = DenseSystem::factor(Rule::square(), {n, n});
        for (int i = 0; i < 10; ++i) {
            const Board board = random_grid(n, n, random);
            const Goal goal = i % 2 ? Goal::on : Goal::off;
            const bool solvable = dense->solve(lights_to_change(board, goal)).solvable;
            try {
                std::vector<Cell> presses = strategy_sequence(board, Rule::square(), goal, Method::one_way);
                EXPECT_TRUE(solvable);
                EXPECT_TRUE(reaches_goal(board, Rule::square(), pattern_of(presses, board.shape()), goal));
            } catch (const NoSolution& e) {
                EXPECT_FALSE(solvable);
                EXPECT_TRUE(e.certificate.odd_overlap(lights_to_change(board, goal)));
                EXPECT_TRUE(apply_presses(Board(n, n), Rule::square(), e.certificate).none());
            }
        }
    }
}

TEST(ToggleSquares, GoalOn) {
    std::mt19937_64 random(3);
    for (int n : {5, 6, 7}) {
        const Board board = random_grid(n, n, random);
        const Method method = n == 5 ? Method::one_way : Method::two_way;
        Board solvable = board;
        if (n == 5) solvable = apply_presses(lights_to_change(Board(n, n), Goal::on), Rule::square(), board);
        std::vector<Cell> presses = strategy_sequence(solvable, Rule::square(), Goal::on, method);
        EXPECT_TRUE(reaches_goal(solvable, Rule::square(), pattern_of(presses, solvable.shape()), Goal::on));
    }
}

TEST(ToggleSquares, MethodsRefuseWhatTheyDoNotCover) {
    EXPECT_THROW(strategy_sequence(Board(6, 6), Rule::square(), Goal::off, Method::one_way), InputError);
    EXPECT_THROW(strategy_sequence(Board(7, 7), Rule::square(), Goal::off, Method::one_way), InputError);
    EXPECT_THROW(strategy_sequence(Board(5, 5), Rule::square(), Goal::off, Method::two_way), InputError);
    EXPECT_THROW(strategy_sequence(Board(6, 5), Rule::square(), Goal::off, Method::two_way), InputError);
    EXPECT_THROW(strategy_sequence(Board(5, 5), Rule::plus(), Goal::off, Method::one_way), InputError);
    EXPECT_THROW(strategy_sequence(Board(6, 6), Rule::square().on_torus(), Goal::off, Method::two_way), InputError);
    EXPECT_TRUE(strategy_sequence(Board(6, 6), Rule::square(), Goal::off, Method::two_way).empty());
    try {
        strategy_sequence(Board(6, 6), Rule::square(), Goal::off, Method::one_way);
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("3k+2"), std::string::npos);
    }
}

// The seeds' row examples. A light in the first column is walked right by
// presses below-right: 100000 -> 011100... -> 000100 -> 000011 -> cleared on a
// width of 3k; on 3k+1 it needs Theorem 5's edge step first.
TEST(ToggleSquares, RowWalks) {
    Board six(6, 6), seven(7, 7);
    six.set(0, 0, true);
    seven.set(0, 0, true);
    const StrategyRun a = run_two_way(six, false);
    EXPECT_TRUE(clears(six, a));
    EXPECT_EQ(std::vector<Cell>(a.presses.begin(), a.presses.begin() + 4),
              (std::vector<Cell>{{1, 1}, {1, 2}, {1, 4}, {1, 5}}));
    EXPECT_FALSE(run_two_way(seven, false).leftover.none());
    const StrategyRun b = run_two_way(seven, true);
    EXPECT_TRUE(clears(seven, b));
    EXPECT_EQ(std::vector<Cell>(b.presses.begin(), b.presses.begin() + 5),
              (std::vector<Cell>{{1, 0}, {1, 2}, {1, 3}, {1, 5}, {1, 6}}));
}

// Theorem 4: clearing a row from the row above copies it into the two rows
// above; Theorem 5: clearing the bottom row by its own presses moves it up one.
TEST(ToggleSquares, RowsMoveUp) {
    Board board(3, 6);
    for (int c : {1, 2, 4}) board.set(2, c, true);
    SquarePlay play(board);
    play.left_pass(2, 1);
    play.right_pass(2, 1);
    StrategyRun run = std::move(play).finish();
    Board expected(3, 6);
    for (int c : {1, 2, 4}) expected.set(0, c, true), expected.set(1, c, true);
    EXPECT_TRUE(run.leftover == expected);

    Board bottom(3, 7);
    for (int c : {1, 2, 4, 5}) bottom.set(2, c, true);
    SquarePlay own(bottom);
    own.left_pass(2, 2);
    own.edge_step(2, 2);
    own.right_pass(2, 2);
    run = std::move(own).finish();
    Board moved(3, 7);
    for (int c : {1, 2, 4, 5}) moved.set(1, c, true);
    EXPECT_TRUE(run.leftover == moved);
}
