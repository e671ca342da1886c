// The library never prints: its progress goes to the callback the caller
// passes in the options or installs on the thread, and with none it says
// nothing, even when stderr is a terminal.
#include <gtest/gtest.h>
#include <pty.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "core/splitmix.hpp"
#include "lightsout/board.hpp"
#include "lightsout/minimal.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

using namespace lightsout;

namespace {

// Runs `work` with stderr on a fresh pseudo-terminal; returns what reached it.
template <class Work>
std::string stderr_on_a_terminal(Work&& work) {
    int master = -1, slave = -1;
    if (openpty(&master, &slave, nullptr, nullptr, nullptr) != 0) return "openpty failed";
    std::fflush(stderr);
    const int saved = dup(STDERR_FILENO);
    dup2(slave, STDERR_FILENO);
    work();
    std::fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
    close(slave);
    std::string out;
    char buffer[4096];
    for (;;) {  // non-blocking reads of what the terminal holds
        fd_set ready;
        FD_ZERO(&ready);
        FD_SET(master, &ready);
        timeval none{0, 0};
        if (select(master + 1, &ready, nullptr, nullptr, &none) <= 0) break;
        const ssize_t n = read(master, buffer, sizeof buffer);
        if (n <= 0) break;
        out.append(buffer, std::size_t(n));
    }
    close(master);
    return out;
}

// A task of 1.3 s that reports progress as the solvers do.
void long_task() {
    Progress progress("test task");
    progress.phase("working", 1300);
    for (int ms = 0; ms < 1300; ++ms) {
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
        progress.set(ms);
    }
}

TEST(SilentLibrary, ProgressWithoutASinkPrintsNothingEvenOnATerminal) {
    EXPECT_EQ(stderr_on_a_terminal(long_task), "");
}

TEST(SilentLibrary, LibraryCallsPrintNothing) {
    const std::string printed = stderr_on_a_terminal([] {
        Board board(3000, 3000);
        for (int r = 0; r < 3000; r += 7) board.set(r, (r * 13) % 3000, true);
        for (const Rule& rule : {Rule::plus(), Rule::square(), Rule::cross()}) solve(board, rule);
        Board lit(41, 41);
        lit.fill(true);
        SolveOptions options;
        options.minimal = true;
        solve(lit, Rule::plus(), options);
    });
    EXPECT_EQ(printed, "");
}

TEST(SilentLibrary, ProgressGoesToTheSinkOfTheCallingThread) {
    std::vector<ProgressReport> reports;
    double seconds = 0;  // how long the sink's task took: the rate limit is per second of it
    {
        ScopedProgressSink sink([&](const ProgressReport& r) { reports.push_back(r); });
        const auto start = std::chrono::steady_clock::now();
        long_task();
        seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::thread([] { long_task(); }).join();  // another thread has no sink: nothing from it
    }
    ASSERT_GE(reports.size(), 2u);
    EXPECT_EQ(reports.front().task, "test task");
    EXPECT_EQ(reports.front().phase, "working");
    EXPECT_TRUE(reports.back().finished);
    // At most ten a second after the first second, and the last one: a machine
    // under load stretches the task (its 1,300 sleeps of 1 ms), not the rate.
    EXPECT_LE(double(reports.size()), 2 + 10 * std::max(0.0, seconds - 1)) << "in " << seconds << " s";
    EXPECT_NE(reports.front().line().find("lightsout: test task: working"), std::string::npos) << reports.front().line();
    const std::size_t seen = reports.size();
    long_task();  // the sink is gone with its scope
    EXPECT_EQ(reports.size(), seen);
}

// A fewest-press search of a few seconds on one thread: every one of 2^34
// solutions walked (about 6 s here; reports begin after the first second).
// Under the sanitizers, 10-20 times slower, 2^30 takes as long.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
constexpr int kBusyNullity = 30;
#else
constexpr int kBusyNullity = 34;
#endif

FlatCoset busy_coset(int nullity = kBusyNullity) {
    FlatCoset coset;
    coset.length = 256;
    SplitMix64 random(18);
    auto vector = [&] {
        std::vector<Word> v(4);
        for (Word& w : v) w = random.next();
        return v;
    };
    coset.particular = vector();
    for (int i = 0; i < nullity; ++i) coset.quiet.push_back(vector());
    return coset;
}

TEST(SilentLibrary, ProgressGoesToTheCallbackInTheOptions) {
    std::vector<ProgressReport> passed, installed;
    FewestOptions options;
    options.threads = 1;
    options.nullity_limit = kBusyNullity;
    options.progress = [&](const ProgressReport& r) { passed.push_back(r); };
    {
        // The options' callback takes this call's reports, before the thread's sink.
        ScopedProgressSink sink([&](const ProgressReport& r) { installed.push_back(r); });
        fewest_presses(busy_coset(), options);
        ASSERT_FALSE(passed.empty());
        EXPECT_EQ(passed.front().task, "fewest presses");
        EXPECT_TRUE(passed.back().finished);
        EXPECT_TRUE(installed.empty());
        // Without one, the thread's sink keeps them.
        const ProgressScope none(nullptr);
        long_task();
        EXPECT_FALSE(installed.empty());
    }
}

}  // namespace

// A callback may throw to end a long call (Python's does on Ctrl-C). The
// search joins its threads first: a joinable std::thread unwound would end the
// process. The exhaustive walk (on four threads) and the local search beyond
// it (between its neighbourhoods of 2^32 solutions at most) stop at their next
// report.
TEST(SilentLibrary, ACallbackThatThrowsEndsTheSearchOnEveryThread) {
    struct Stop {};
    FewestOptions options;
    options.threads = 4;
    options.progress = [](const ProgressReport&) { throw Stop{}; };
    options.nullity_limit = kBusyNullity;
    EXPECT_THROW(fewest_presses(busy_coset(), options), Stop);
    options.nullity_limit = 8;   // the local search instead
    options.search_work = 1e15;  // days of it
    EXPECT_THROW(fewest_presses(busy_coset(40), options), Stop);
}
