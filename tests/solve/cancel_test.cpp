// Cancellation through a StopToken (lightsout/stop.hpp): each long call,
// stopped from another thread at several moments, throws Cancelled and
// returns, its threads joined. Every call here takes seconds of work even on
// a fast machine (the smallest, about 3 s where a quiet 2-core machine takes
// 6 s), at least 60 times the latest stop request (50 ms), so that a call
// that returns normally did not check its token. The time from the request to
// the throw is printed, never asserted (a busy machine stretches it); ctest's
// time-out is the guard against a call that never stops.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <functional>
#include <sstream>
#include <string>
#include <thread>

#include "lightsout/batch.hpp"
#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/stop.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/table.hpp"
#include "solve/minimal_internal.hpp"
#include "solve/structured_internal.hpp"

namespace lightsout {
namespace {

using Clock = std::chrono::steady_clock;

// Runs call(token) while another thread stops the token after each delay in
// turn; each run must end with Cancelled.
void expect_cancelled(const std::string& what, const std::function<void(const StopToken&)>& call) {
    for (const int delay_ms : {0, 1, 10, 50}) {
        const StopToken token = StopToken::stoppable();
        Clock::time_point requested{};
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
            requested = Clock::now();
            token.request_stop();
        });
        const Clock::time_point start = Clock::now();
        bool cancelled = false;
        try {
            call(token);
        } catch (const Cancelled&) {
            cancelled = true;
        }
        const Clock::time_point end = Clock::now();
        stopper.join();
        const double ran = std::chrono::duration<double>(end - start).count();
        EXPECT_TRUE(cancelled) << what << ": stop requested after " << delay_ms << " ms, but the call returned after "
                               << ran << " s";
        std::printf("%s: stop after %d ms: ended %.0f ms after the request\n", what.c_str(), delay_ms,
                    1000 * std::chrono::duration<double>(end - requested).count());
    }
}

TEST(StopToken, DefaultNeverStopsAndCopiesShareTheirState) {
    const StopToken never;
    never.request_stop();
    EXPECT_FALSE(never.stop_requested());
    EXPECT_FALSE(never.stop_possible());
    const StopToken token = StopToken::stoppable();
    const StopToken copy = token;
    EXPECT_FALSE(copy.stop_requested());
    token.request_stop();
    EXPECT_TRUE(copy.stop_requested());
}

TEST(StopToken, ScopedTokenServesThisThreadAndRestoresThePrevious) {
    const StopToken outer = StopToken::stoppable(), inner = StopToken::stoppable();
    const ScopedStopToken outer_scope(outer);
    {
        const ScopedStopToken inner_scope(inner);
        inner.request_stop();
        EXPECT_THROW(throw_if_stopped(), Cancelled);
    }
    EXPECT_NO_THROW(throw_if_stopped());
    std::thread([] { EXPECT_NO_THROW(throw_if_stopped()); }).join();  // per thread
}

TEST(StopToken, ProgressChecksOnEveryUpdateWithoutASink) {
    const StopToken token = StopToken::stoppable();
    const ScopedStopToken scope(token);
    Progress progress("test");
    progress.phase("work", 10);
    progress.update(1);
    token.request_stop();
    EXPECT_THROW(progress.update(2), Cancelled);  // not only every 64th call, not only when a report is due
}

TEST(StopToken, AStoppedTokenEndsACallBeforeItStarts) {
    SolveOptions options;
    options.stop = StopToken::stoppable();
    options.stop.request_stop();
    EXPECT_THROW(solve(random_board({5, 5}, 1), Rule::plus(), options), Cancelled);
}

TEST(Cancel, FewestPressSearchOfAGridBoard) {
    // 61 x 61 plus: nullity 40, local search, corner bounds; 3 to 8 s.
    const Board board = random_solvable_board({61, 61}, Rule::plus(), 5);
    expect_cancelled("solve --minimal 61 x 61", [&](const StopToken& token) {
        SolveOptions options;
        options.minimal = true;
        options.stop = token;
        solve(board, Rule::plus(), options);
    });
}

TEST(Cancel, ExhaustiveWalkOnEveryThread) {
    // 2^36 members of a random coset, walked exhaustively on every core: minutes.
    FlatCoset coset;
    coset.length = 512;
    const auto random_vector = [&](std::uint64_t seed) {
        const Board b = random_board({16, 32}, seed);
        return gf2::flatten(b);
    };
    coset.particular = random_vector(1);
    for (int i = 0; i < 36; ++i) coset.quiet.push_back(random_vector(100 + std::uint64_t(i)));
    expect_cancelled("exhaustive walk, nullity 36", [&](const StopToken& token) {
        FewestOptions options;
        options.nullity_limit = 40;
        options.stop = token;
        fewest_presses(coset, options);
    });
}

TEST(Cancel, InformationSetsOfTheLastPhase) {
    // The last phase of a search beyond the quiet list: 256 x 256 plus, 144
    // basis patterns; a million trials (about 0.2 ms each).
    const Shape shape{256, 256};
    std::vector<fewest::Flat> basis;
    for (const PressPattern& q : structured::plus_quiet_basis(shape)) basis.push_back(gf2::flatten(q));
    const fewest::Flat x = gf2::flatten(random_board(shape, 3));
    expect_cancelled("information sets, 256 x 256", [&](const StopToken& token) {
        const ScopedStopToken scope(token);
        fewest::lightest_by_information_sets(x, basis, shape.cells(), 1000000, 1, 0);
    });
}

TEST(Cancel, NullityTable) {
    expect_cancelled("nullity table to 70,000", [&](const StopToken& token) {
        const ScopedStopToken scope(token);
        nullity_table(Rule::plus(), 70000);
    });
}

TEST(Cancel, SmithFormOfAPrimePowerPuzzle) {
    // 96 x 96 plus mod 4 by the dense engine: a Smith form of 9,216 x 9,216
    // (255 MB; 48 x 48 took only 50 ms on a fast machine).
    const Shape shape{96, 96};
    const Puzzle puzzle = Puzzle::on_grid(shape, Rule::plus(), 4, std::vector<std::uint8_t>(std::size_t(shape.cells()), 1), 0);
    expect_cancelled("dense mod 4, 96 x 96", [&](const StopToken& token) {
        SolveOptions options;
        options.method = Method::dense;
        options.stop = token;
        solve(puzzle, options);
    });
}

TEST(Cancel, BatchOnEveryThread) {
    std::string lines;
    for (int i = 0; i < 4; ++i) {
        const Board board = random_solvable_board({61, 61}, Rule::plus(), std::uint64_t(i));
        std::string rows;
        for (int r = 0; r < 61; ++r) {
            rows += r ? ",\"" : "\"";
            for (int c = 0; c < 61; ++c) rows += board.get(r, c) ? '1' : '0';
            rows += '"';
        }
        lines += R"({"board": [)" + rows + R"(], "minimal": true})" "\n";
    }
    expect_cancelled("batch of 4 fewest-press searches", [&](const StopToken& token) {
        std::istringstream in(lines);
        std::ostringstream out;
        BatchSettings settings;
        settings.options.stop = token;
        settings.options.minimal = true;
        solve_batch(in, out, settings);
    });
}

}  // namespace
}  // namespace lightsout
