// solve_boards: many boards of one shape as lights in, counts out. Every answer
// is checked here by pressing it out footprint by footprint (solvable) or by
// summing the certificate over every footprint (unsolvable), and compared with
// solve() of the board alone; one thread and many give the same answers.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <span>
#include <vector>

#include "lightsout/batch.hpp"
#include "lightsout/error.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/stop.hpp"

using namespace lightsout;

namespace {

std::vector<std::uint8_t> random_lights(std::int64_t count, Shape shape, int states, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::vector<std::uint8_t> lights(std::size_t(count * shape.cells()));
    for (std::uint8_t& light : lights) light = std::uint8_t(rng() % std::uint64_t(states));
    return lights;
}

// Board i's answer, checked by footprints: the presses bring every light to the
// goal, or the certificate y has y A = 0 and y . (goal - lights) != 0 (mod K).
void expect_checked(const BoardsBatch& batch, std::span<const std::uint8_t> lights, const BoardsAnswers& answers,
                    std::size_t i) {
    const Shape shape = batch.shape;
    const std::size_t cells = std::size_t(shape.cells());
    const int k = batch.states;
    const std::uint8_t* board = lights.data() + i * cells;
    const std::uint8_t* presses = answers.presses.data() + i * cells;
    const std::uint8_t* y = answers.certificates.data() + i * cells;
    if (answers.solvable[i]) {
        std::vector<int> after(board, board + cells);
        std::int64_t count = 0;
        for (int r = 0; r < shape.rows; ++r)
            for (int c = 0; c < shape.cols; ++c) {
                const int t = presses[r * shape.cols + c];
                count += t;
                batch.rule.for_each_flipped(shape, r, c, [&](int rr, int cc) { after[rr * shape.cols + cc] += t; });
            }
        for (int v : after) EXPECT_EQ(v % k, batch.goal) << "board " << i;
        EXPECT_EQ(answers.counts[i], count);
        for (std::size_t j = 0; j < cells; ++j) EXPECT_EQ(y[j], 0);
        return;
    }
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) {  // column (r, c) of A against y
            int sum = 0;
            batch.rule.for_each_flipped(shape, r, c, [&](int rr, int cc) { sum += y[rr * shape.cols + cc]; });
            EXPECT_EQ(sum % k, 0) << "board " << i;
        }
    int overlap = 0;
    for (std::size_t j = 0; j < cells; ++j) overlap += y[j] * ((batch.goal - board[j] + k) % k);
    EXPECT_NE(overlap % k, 0) << "board " << i;
    EXPECT_EQ(answers.counts[i], 0);
    for (std::size_t j = 0; j < cells; ++j) EXPECT_EQ(presses[j], 0);
}

BoardsBatch batch_of(Shape shape, const Rule& rule, int states = 2, int goal = 0) {
    BoardsBatch batch;
    batch.shape = shape;
    batch.rule = rule;
    batch.states = states;
    batch.goal = goal;
    return batch;
}

void expect_as_solve(const BoardsBatch& batch, std::span<const std::uint8_t> lights, const BoardsAnswers& answers) {
    const std::size_t cells = std::size_t(batch.shape.cells());
    ASSERT_EQ(answers.boards, std::int64_t(lights.size() / cells));
    for (std::size_t i = 0; i < std::size_t(answers.boards); ++i) {
        const PuzzleSolution alone = solve(
            Puzzle::on_grid(batch.shape, batch.rule, batch.states,
                            std::vector<std::uint8_t>(lights.begin() + std::ptrdiff_t(i * cells),
                                                      lights.begin() + std::ptrdiff_t((i + 1) * cells)),
                            batch.goal),
            batch.options);
        EXPECT_EQ(bool(answers.solvable[i]), alone.solvable) << "board " << i;
        EXPECT_EQ(answers.nullity, alone.quiet.rank());
        if (batch.options.minimal && alone.minimal) {
            EXPECT_EQ(answers.counts[i], alone.count()) << "board " << i;
        }
        expect_checked(batch, lights, answers, i);
    }
}

}  // namespace

TEST(SolveBoards, TwoStatesShareAFactoredSystemAndMatchSolve) {
    for (const char* rule : {"plus", "square", "cross", "plus+torus", "square+klein", "stencil:xx./.x./..x"}) {
        for (int goal : {0, 1}) {
            BoardsBatch batch = batch_of({5, 6}, Rule::parse(rule), 2, goal);
            const std::vector<std::uint8_t> lights = random_lights(200, batch.shape, 2, 11);
            const BoardsAnswers answers = solve_boards(batch, lights);
            SCOPED_TRACE(rule);
            expect_as_solve(batch, lights, answers);
        }
    }
}

TEST(SolveBoards, ManyStatesMinimalAndLargeBoardsGoBoardByBoard) {
    for (int k : {3, 4, 6}) {
        BoardsBatch batch = batch_of({3, 4}, Rule::plus(), k, k - 1);
        const std::vector<std::uint8_t> lights = random_lights(60, batch.shape, k, std::uint64_t(k));
        expect_as_solve(batch, lights, solve_boards(batch, lights));
    }
    BoardsBatch minimal = batch_of({5, 5}, Rule::plus());
    minimal.options.minimal = true;
    const std::vector<std::uint8_t> lights = random_lights(40, minimal.shape, 2, 5);
    const BoardsAnswers answers = solve_boards(minimal, lights);
    expect_as_solve(minimal, lights, answers);
    for (std::size_t i = 0; i < 40; ++i) EXPECT_EQ(bool(answers.minimal[i]), bool(answers.solvable[i]));
    BoardsBatch large = batch_of({40, 40}, Rule::plus());  // above kBoardsDenseCells
    const std::vector<std::uint8_t> big = random_lights(3, large.shape, 2, 6);
    expect_as_solve(large, big, solve_boards(large, big));
}

TEST(SolveBoards, OneThreadAndManyGiveTheSameAnswers) {
    BoardsBatch batch = batch_of({7, 7}, Rule::plus());
    const std::vector<std::uint8_t> lights = random_lights(3000, batch.shape, 2, 3);
    batch.threads = 1;
    const BoardsAnswers one = solve_boards(batch, lights);
    batch.threads = 5;
    const BoardsAnswers many = solve_boards(batch, lights);
    EXPECT_EQ(one.presses, many.presses);
    EXPECT_EQ(one.counts, many.counts);
    EXPECT_EQ(one.solvable, many.solvable);
    EXPECT_EQ(one.nullity, 0);
    const BoardsAnswers none = solve_boards(batch, {});
    EXPECT_EQ(none.boards, 0);
    EXPECT_TRUE(none.presses.empty());
}

TEST(SolveBoards, BadBatchesAreInputErrors) {
    const std::vector<std::uint8_t> lights = random_lights(2, {3, 3}, 2, 1);
    auto refused = [&](BoardsBatch batch, std::span<const std::uint8_t> given) {
        EXPECT_THROW(solve_boards(batch, given), InputError);
    };
    refused(batch_of({3, 3}, Rule::plus()), std::span(lights).first(10));  // not whole boards
    refused(batch_of({0, 3}, Rule::plus()), {});
    refused(batch_of({3, 3}, Rule::plus(), 1), lights);
    refused(batch_of({3, 3}, Rule::plus(), 256), lights);
    refused(batch_of({3, 3}, Rule::plus(), 2, 2), lights);
    std::vector<std::uint8_t> three = lights;
    three[13] = 2;
    refused(batch_of({3, 3}, Rule::plus()), three);
    BoardsBatch ordered = batch_of({3, 3}, Rule::plus());
    ordered.options.constraint = MoveConstraint::only_off;
    refused(ordered, lights);
    BoardsBatch chase = batch_of({3, 3}, Rule::plus());
    chase.options.method = Method::chase;
    refused(chase, lights);
}

TEST(SolveBoards, AStopTokenEndsTheBatch) {
    BoardsBatch batch = batch_of({7, 7}, Rule::plus());
    const std::vector<std::uint8_t> lights = random_lights(1000, batch.shape, 2, 9);
    const StopToken stop = StopToken::stoppable();
    stop.request_stop();
    const ScopedStopToken scope(stop);
    EXPECT_THROW(solve_boards(batch, lights), Cancelled);
}
