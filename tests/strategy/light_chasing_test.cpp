// Light chasing (seed 002): the worked example and lookup table exactly as the
// seed prints them, and chasing cross-checked against simulation and the dense
// engine on random boards.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>

#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/strategy.hpp"
#include "strategy/chasing.hpp"

using namespace lightsout;

namespace {

std::string numbers(const std::vector<Cell>& cells, Shape shape) {
    std::string text;
    for (const Cell& cell : cells) text += (text.empty() ? "" : " ") + io::format_cell(cell, io::Coords::index, shape);
    return text;
}

std::vector<int> plus_one(const std::vector<int>& columns) {
    std::vector<int> out;
    for (int c : columns) out.push_back(c + 1);
    return out;
}

const char* kSeedExample = "1 1 1 1 0\n1 0 0 0 1\n0 0 0 0 1\n0 0 1 0 0\n0 1 1 1 0\n";

Board random_board(int rows, int cols) {
    Board board(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (*rc::gen::arbitrary<bool>()) board.set(r, c, true);
    return board;
}

}  // namespace

TEST(LightChasing, SeedExampleStepByStep) {
    const Board board = io::parse_text_board(kSeedExample);
    const ChaseReport report = chase(board);
    ASSERT_TRUE(report.solvable);
    ASSERT_EQ(report.steps.size(), 3u);
    const Shape shape = board.shape();
    EXPECT_EQ(report.steps[0].name, "chase down");
    EXPECT_EQ(numbers(report.steps[0].presses, shape), "6 7 8 9 11 12 13 16 18 20 22 23 25");
    EXPECT_EQ(report.steps[1].name, "top row from the lookup table");
    EXPECT_EQ(numbers(report.steps[1].presses, shape), "1 2 3");
    EXPECT_EQ(report.steps[2].name, "chase down again");
    EXPECT_EQ(numbers(report.steps[2].presses, shape), "7 9 13 14 15 23 24 25");
    EXPECT_EQ(numbers(report.simple, shape), "1 2 3 6 8 11 12 14 15 16 18 20 22 24");
    EXPECT_TRUE(report.minimal_proven);
    EXPECT_EQ(numbers(report.minimal, shape), "1 4 10 23");  // the seed's "+ Template 4"
}

// The seed's table of templates: simple + each null template. Its "+ Template 3"
// column prints ". . P . ." as the top row, but PPP.. + PP.PP is ..PPP, so that
// combination has 10 presses, not 8 (the other three match the seed).
TEST(LightChasing, SeedCombinationTable) {
    const ChaseReport report = chase(io::parse_text_board(kSeedExample));
    ASSERT_EQ(report.combinations.size(), 4u);
    std::vector<int> counts;
    const Board board = io::parse_text_board(kSeedExample);
    for (const auto& [pattern, count] : report.combinations) {
        EXPECT_EQ(pattern.count(), count);
        EXPECT_TRUE(reaches_goal(board, Rule::plus(), pattern, Goal::off));
        counts.push_back(count);
    }
    EXPECT_EQ(counts[0], 14);
    std::sort(counts.begin(), counts.end());
    EXPECT_EQ(counts, (std::vector<int>{4, 10, 12, 14}));
    const PressPattern as_printed = io::parse_text_board("00100\n10100\n00000\n10101\n10001\n");
    const PressPattern corrected = io::parse_text_board("00111\n10100\n00000\n10101\n10001\n");
    EXPECT_FALSE(reaches_goal(board, Rule::plus(), as_printed, Goal::off));
    EXPECT_TRUE(reaches_goal(board, Rule::plus(), corrected, Goal::off));
}

TEST(LightChasing, SeedNullTemplatesAreTheQuietPatterns) {
    const ChaseTable table = chase_table({5, 5});
    ASSERT_EQ(table.quiet.size(), 2u);
    std::vector<PressPattern> all = {table.quiet[0], table.quiet[1], table.quiet[0]};
    all[2] ^= table.quiet[1];
    const std::vector<PressPattern> seed = {
        io::parse_text_board("10101\n10101\n00000\n10101\n10101\n"),
        io::parse_text_board("11011\n00000\n11011\n00000\n11011\n"),
        io::parse_text_board("01110\n10101\n11011\n10101\n01110\n"),
    };
    for (const PressPattern& t : seed) EXPECT_NE(std::find(all.begin(), all.end(), t), all.end());
}

TEST(LightChasing, SeedLookupTable) {
    const ChaseTable table = chase_table({5, 5});
    ASSERT_EQ(table.entries.size(), 3u);
    EXPECT_EQ(table.entries[0].light, 0);  // 21 -> 1 2
    EXPECT_EQ(plus_one(table.entries[0].presses), (std::vector<int>{1, 2}));
    EXPECT_EQ(table.entries[1].light, 1);  // 22 -> 1 2 3
    EXPECT_EQ(plus_one(table.entries[1].presses), (std::vector<int>{1, 2, 3}));
    EXPECT_EQ(table.entries[2].light, 2);  // 23 -> 2 3
    EXPECT_EQ(plus_one(table.entries[2].presses), (std::vector<int>{2, 3}));
    EXPECT_EQ(table.ignored, (std::vector<int>{3, 4}));  // 24 and 25
}

// Each entry, chased from an empty board with its top-row presses, leaves
// exactly its `toggles` in the bottom row; among the lights that matter that is
// the entry's own light only. The table's size agrees with the dense engine.
TEST(LightChasing, TablesForEveryWidth) {
    for (int rows = 1; rows <= 24; ++rows)
        for (int cols = 1; cols <= 24; ++cols) {
            const ChaseTable table = chase_table({rows, cols});
            const auto dense = DenseSystem::factor(Rule::plus(), {rows, cols});
            ASSERT_EQ(std::int64_t(table.quiet.size()), dense->nullity()) << rows << "x" << cols;
            ASSERT_EQ(table.entries.size() + table.ignored.size(), std::size_t(cols));
            for (const PressPattern& q : table.quiet)
                ASSERT_TRUE(apply_presses(Board(rows, cols), Rule::plus(), q).none());
            for (const ChaseTable::Entry& entry : table.entries) {
                PressPattern top(rows, cols);
                for (int c : entry.presses) top.set(0, c, true);
                Board lights = apply_presses(Board(rows, cols), Rule::plus(), top);
                // Chase it down: the bottom row left equals the entry's toggles.
                Board after = lights;
                std::vector<Cell> presses;
                chasing::chase_down(after, presses);
                for (int c = 0; c < cols; ++c) {
                    bool toggled = (entry.toggles[c / 64] >> (c % 64)) & 1u;
                    ASSERT_EQ(after.get(rows - 1, c), toggled) << rows << "x" << cols << " light " << entry.light;
                }
                for (const ChaseTable::Entry& other : table.entries)
                    ASSERT_EQ(after.get(rows - 1, other.light), other.light == entry.light);
            }
        }
}

TEST(LightChasing, UnsolvableBoardHasCertificate) {
    Board board(5, 5);
    board.set(0, 0, true);
    const ChaseReport report = chase(board);
    EXPECT_FALSE(report.solvable);
    EXPECT_EQ(report.steps.size(), 1u);
    EXPECT_TRUE(report.certificate.odd_overlap(board));
    EXPECT_TRUE(apply_presses(Board(5, 5), Rule::plus(), report.certificate).none());
    EXPECT_THROW(strategy_sequence(board, Rule::plus(), Goal::off, Method::chase), NoSolution);
}

TEST(LightChasing, MethodAppliesToPlusOnly) {
    const Board board(5, 5);
    EXPECT_THROW(strategy_sequence(board, Rule::square(), Goal::off, Method::chase), InputError);
    EXPECT_THROW(strategy_sequence(board, Rule::plus().on_torus(), Goal::off, Method::chase), InputError);
    EXPECT_THROW(strategy_sequence(board, Rule::plus(), Goal::off, Method::dense), InputError);
    EXPECT_TRUE(strategy_sequence(board, Rule::plus(), Goal::off, Method::chase).empty());
}

// Chasing agrees with simulation and with the dense engine on every size
// 1..20 x 1..20: same verdict, the steps reach the goal, the minimal count is
// the true fewest presses, and certificates are valid.
RC_GTEST_PROP(LightChasing, AgreesWithSimulationAndDenseEngine, ()) {
    const int rows = *rc::gen::inRange(1, 21), cols = *rc::gen::inRange(1, 21);
    const Goal goal = *rc::gen::arbitrary<bool>() ? Goal::on : Goal::off;
    Board board = random_board(rows, cols);
    if (*rc::gen::arbitrary<bool>()) {  // half of them solvable for sure
        PressPattern presses = random_board(rows, cols);
        board = apply_presses(lights_to_change(Board(rows, cols), goal), Rule::plus(), presses);
    }
    const ChaseReport report = chase(board, goal);
    const auto dense = DenseSystem::factor(Rule::plus(), {rows, cols});
    const LinearSolution linear = dense->solve(lights_to_change(board, goal));
    RC_ASSERT(report.solvable == linear.solvable);
    if (!report.solvable) {
        RC_ASSERT(report.certificate.odd_overlap(lights_to_change(board, goal)));
        RC_ASSERT(apply_presses(Board(rows, cols), Rule::plus(), report.certificate).none());
        return;
    }
    std::vector<Cell> all = strategy_sequence(board, Rule::plus(), goal, Method::chase);
    RC_ASSERT(reaches_goal(board, Rule::plus(), pattern_of(all, {rows, cols}), goal));
    RC_ASSERT(cells_of(pattern_of(all, {rows, cols})) == report.simple);
    RC_ASSERT(reaches_goal(board, Rule::plus(), pattern_of(report.minimal, {rows, cols}), goal));
    const FewestPresses fewest = fewest_presses(linear.presses, dense->quiet_patterns(), kExhaustiveNullityLimit);
    RC_ASSERT(report.minimal_proven);
    RC_ASSERT(std::int64_t(report.minimal.size()) == fewest.presses.count());
}
