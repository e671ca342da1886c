// The lessons (lesson.hpp) replayed: every step's board is what its presses
// make of the board before it, and the last step reaches the lesson's stated
// end, on the seeds' worked examples and on random boards.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/lesson.hpp"
#include "lightsout/order.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout {
namespace {

Board random_board(int rows, int cols, std::mt19937& random) {
    Board board(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) board.set(r, c, random() & 1u);
    return board;
}

// Replays a grid lesson press by press; returns the board at the end.
Board replay(const Lesson& lesson, const Rule& rule) {
    Board board = lesson.board;
    for (const LessonStep& step : lesson.steps) {
        for (const Cell& cell : step.presses) rule.press(board, cell.row, cell.col);
        EXPECT_EQ(board, step.board) << lesson.name << ": " << step.caption;
    }
    return board;
}

bool solvable(const Board& board, const Rule& rule, Goal goal) {
    SolveOptions options;
    options.goal = goal;
    return solve(board, rule, options).solvable;
}

TEST(Lesson, ChasingSeedExampleAndRandomBoards) {
    const Lesson seed = make_lesson("chasing");
    EXPECT_TRUE(seed.reached);
    EXPECT_TRUE(replay(seed, Rule::plus()).none());
    std::mt19937 random(21);
    for (int t = 0; t < 60; ++t) {
        const int rows = 1 + int(random() % 9), cols = 1 + int(random() % 9);
        const Board board = random_board(rows, cols, random);
        const Lesson lesson = make_lesson("chasing", board, Goal::off);
        EXPECT_TRUE(lesson.reached);
        EXPECT_EQ(replay(lesson, Rule::plus()).none(), solvable(board, Rule::plus(), Goal::off));
    }
}

TEST(Lesson, SquaresSeedExampleAndRandomBoards) {
    const Lesson seed = make_lesson("squares");
    EXPECT_TRUE(seed.reached);
    EXPECT_TRUE(replay(seed, Rule::square()).none());
    std::mt19937 random(22);
    for (int t = 0; t < 80; ++t) {
        const int n = 2 + int(random() % 10);
        const Board board = random_board(n, n, random);
        const Goal goal = random() & 1u ? Goal::on : Goal::off;
        const Lesson lesson = make_lesson("squares", board, goal);
        EXPECT_TRUE(lesson.reached) << n;
        const bool cleared = lights_to_change(replay(lesson, Rule::square()), goal).none();
        EXPECT_EQ(cleared, solvable(board, Rule::square(), goal)) << n;
        if (n % 3 == 2) {
            ASSERT_FALSE(lesson.notes.empty());  // the dimension the seed proves
            const int k1 = n - 1;
            EXPECT_NE(lesson.notes[0].find("= " + std::to_string(k1 * k1) + " of"), std::string::npos);
        }
    }
}

// Seed 000's 3k+2 lesson names the lights it cannot clear.
TEST(Lesson, SquaresUnsolvableSaysWhichLights) {
    const Lesson lesson = make_lesson("squares", io::parse_text_board("10000\n00000\n00000\n00000\n00000\n"));
    EXPECT_TRUE(lesson.reached);
    EXPECT_NE(lesson.end.find("no solution"), std::string::npos);
    EXPECT_NE(lesson.steps.back().caption.find("(1,1)"), std::string::npos);
    EXPECT_NE(lesson.notes[0].find("4x4 = 16 of the 25"), std::string::npos);
}

// Checks the final tableau independently: the recorded operations applied to
// each column of [A | b] give the tableau, whose A part is reduced row echelon
// form with the recorded pivots; the answer agrees with the library's solver.
void check_elimination(const Lesson& lesson) {
    ASSERT_TRUE(lesson.elimination);
    const EliminationRecord& e = *lesson.elimination;
    const Shape shape = lesson.board.shape();
    const int n = int(shape.cells());
    const std::vector<std::string>& final_tableau = lesson.steps[lesson.steps.size() - 2].tableau;
    ASSERT_EQ(int(final_tableau.size()), n);
    const Board change = lights_to_change(lesson.board, lesson.goal);
    for (int col = 0; col <= n; ++col) {
        std::vector<std::uint8_t> column;
        for (int r = 0; r < shape.rows; ++r)
            for (int c = 0; c < shape.cols; ++c)
                column.push_back(col == n ? change.get(r, c)
                                          : Rule::plus().footprint(shape, col / shape.cols, col % shape.cols).get(r, c));
        column = replay_row_operations(e.operations, column);
        for (int row = 0; row < n; ++row) EXPECT_EQ(final_tableau[row][col] == '1', column[row] == 1);
    }
    for (auto [row, col] : e.pivots)
        for (int i = 0; i < n; ++i) EXPECT_EQ(final_tableau[i][col] == '1', i == row);
    EXPECT_EQ(int(e.pivots.size() + e.free.size()), n);
    SolveOptions options;
    options.goal = lesson.goal;
    const Solution library = solve(lesson.board, Rule::plus(), options);
    EXPECT_EQ(e.solvable, library.solvable);
    EXPECT_EQ(std::int64_t(e.free.size()), library.nullity);
    if (e.solvable)
        EXPECT_TRUE(reaches_goal(lesson.board, Rule::plus(), e.solution, lesson.goal));
    else
        EXPECT_TRUE(e.certificate.odd_overlap(change));
    EXPECT_EQ(e.second_solvable, solve(e.second, Rule::plus(), options).solvable);
    if (e.second_solvable) {
        EXPECT_TRUE(reaches_goal(e.second, Rule::plus(), e.second_solution, lesson.goal));
    }
    EXPECT_TRUE(lesson.reached);
}

TEST(Lesson, EliminationSeedExample) {
    const Lesson lesson = make_lesson("elimination");
    check_elimination(lesson);
    // Seed 003's 2x2: the unique solution presses all four cells; its first step is the seed's.
    EXPECT_EQ(cells_of(lesson.elimination->solution).size(), 4u);
    EXPECT_EQ(lesson.steps[1].tableau, (std::vector<std::string>{"11101", "00110", "01010", "01111"}));
}

TEST(Lesson, EliminationClassic5x5Has23PivotsAndTheNullTemplates) {
    const Lesson lesson = make_lesson("elimination", io::parse_text_board("11110\n10001\n00001\n00100\n01110\n"), Goal::off);
    check_elimination(lesson);
    const EliminationRecord& e = *lesson.elimination;
    EXPECT_EQ(e.pivots.size(), 23u);
    EXPECT_EQ(e.free, (std::vector<int>{23, 24}));
    const std::vector<PressPattern> seed = {
        io::parse_text_board("10101\n10101\n00000\n10101\n10101\n"),
        io::parse_text_board("11011\n00000\n11011\n00000\n11011\n"),
        io::parse_text_board("01110\n10101\n11011\n10101\n01110\n"),
    };
    for (const PressPattern& q : e.quiet) EXPECT_NE(std::find(seed.begin(), seed.end(), q), seed.end());
}

TEST(Lesson, EliminationRandomBoards) {
    std::mt19937 random(23);
    for (int t = 0; t < 80; ++t) {
        const int rows = 1 + int(random() % 6), cols = 1 + int(random() % 6);
        check_elimination(make_lesson("elimination", random_board(rows, cols, random), random() & 1u ? Goal::on : Goal::off));
    }
}

void check_ordering(const Lesson& lesson) {
    ASSERT_TRUE(lesson.ordering);
    EXPECT_TRUE(lesson.reached);
    std::vector<Cell> made;
    for (std::size_t i = 1; i < lesson.steps.size(); ++i) {
        const LessonStep& step = lesson.steps[i];
        for (const Cell& cell : step.presses) {
            // Each press was legal at its layer's start, and is legal at its moment.
            EXPECT_NE(std::find(step.legal.begin(), step.legal.end(), cell), step.legal.end());
            made.push_back(cell);
        }
    }
    EXPECT_EQ(made, lesson.ordering->sequence);
    EXPECT_EQ(first_illegal_move(lesson.board, Rule::cross(), MoveConstraint::only_off, made), -1);
    EXPECT_TRUE(lights_to_change(replay(lesson, Rule::cross()), lesson.goal).none());
}

TEST(Lesson, OrderingThePonderThisPuzzles) {
    for (const char* name : {"ponder-2023-04-24x24.txt", "ponder-2023-04-30x30.txt"}) {
        const Board board = io::read_board_file(std::string(LIGHTSOUT_TEST_DATA) + "/ponder/" + name);
        const Lesson lesson = make_lesson("ordering", board);
        check_ordering(lesson);
        EXPECT_EQ(lesson.ordering->greedy_budget, 200);
    }
    EXPECT_EQ(make_lesson("ordering").board.rows(), 24);  // the default is the seed's 24x24
}

TEST(Lesson, OrderingRandomBoards) {
    std::mt19937 random(24);
    int ordered = 0;
    for (int t = 0; t < 40; ++t) {
        const int n = 2 + int(random() % 7);
        const Lesson lesson = make_lesson("ordering", random_board(n, n, random), Goal::on);
        if (!lesson.ordering) continue;  // no solution or no legal order: stated, not drawn
        check_ordering(lesson);
        ++ordered;
    }
    EXPECT_GT(ordered, 10);
}

// A board with no legal order says so, as a proof when the library proves it.
TEST(Lesson, OrderingWithoutALegalOrder) {
    const Lesson lesson = make_lesson("ordering", io::parse_text_board("1\n"), Goal::off);
    EXPECT_FALSE(lesson.ordering);
    EXPECT_TRUE(lesson.reached);
    EXPECT_EQ(lesson.end, "no legal order exists (proven)");
}

TEST(Lesson, BadInputIsRefused) {
    EXPECT_THROW(make_lesson("nothing"), InputError);
    EXPECT_THROW(make_lesson("elimination", Board(7, 7)), InputError);
    EXPECT_THROW(make_lesson("squares", Board(5, 6)), InputError);
    EXPECT_THROW(make_lesson("squares", Board(1, 2)), InputError);
    EXPECT_THROW(make_lesson("chasing", Board(40, 40)), InputError);
}

TEST(Lesson, JsonNamesPivotsAndFree) {
    const std::string json = lesson_json(make_lesson("elimination", Board(5, 5), Goal::off));
    EXPECT_NE(json.find("\"pivots\":["), std::string::npos);
    EXPECT_NE(json.find("\"free\":[23,24]"), std::string::npos);
}

}  // namespace
}  // namespace lightsout
