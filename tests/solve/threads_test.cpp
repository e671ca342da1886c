// Library calls from many threads at once (docs/ROBUSTNESS.md "Threads").
// M4RI's allocation caches are shared by every thread of the process: used
// without care they corrupt the heap (four concurrent /api/analyze requests
// would kill the server). Each test below runs the same calls on several
// threads and checks every answer, and is run under ASan and TSan too (make sanitize, make tsan).
#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "lightsout/analyze.hpp"
#include "lightsout/dense.hpp"
#include "lightsout/gf2/matrix.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/web.hpp"
#include "gf2/m4ri_startup.hpp"

namespace lightsout {
namespace {

constexpr int kThreads = 6;

// Runs body(thread, round) on kThreads threads, each `rounds` times, all
// released together so that their calls overlap.
template <class Body>
void on_threads(int rounds, Body body) {
    std::atomic<int> ready{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
        threads.emplace_back([&, t] {
            ++ready;
            while (ready < kThreads) std::this_thread::yield();
            for (int round = 0; round < rounds; ++round) body(t, round);
        });
    for (std::thread& thread : threads) thread.join();
}

int rank_of(int rows, int cols, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    gf2::Matrix m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            if (random() & 1) m.flip(r, c);
    return m.echelonize(true);
}

TEST(Threads, MatricesEliminatedAtOnceGiveTheSequentialRanks) {
    constexpr int kRounds = 12;
    std::vector<int> expected(kThreads * kRounds), got(kThreads * kRounds);
    auto size = [](int i) { return 40 + 37 * i % 300; };
    for (int i = 0; i < kThreads * kRounds; ++i) expected[i] = rank_of(size(i), size(i) + 9, i);
    on_threads(kRounds, [&](int t, int round) {
        const int i = t * kRounds + round;
        got[i] = rank_of(size(i), size(i) + 9, i);
    });
    EXPECT_EQ(got, expected);
}

// The reduced echelon form of a random rows x cols matrix, hashed word by word.
std::uint64_t echelon_form_of(int rows, int cols, std::uint64_t seed) {
    std::mt19937_64 random(seed);
    gf2::Matrix m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (std::size_t w = 0; w < m.words_per_row(); ++w) m.row(r)[w] = random();
    for (int r = 0; r < rows; ++r)  // clear the bits past the last column
        for (int c = cols; c < int(m.words_per_row() * kWordBits); ++c) m.set(r, c, false);
    std::uint64_t hash = std::uint64_t(m.echelonize(true));
    for (int r = 0; r < rows; ++r)
        for (std::size_t w = 0; w < m.words_per_row(); ++w) hash = hash * 1000003u ^ m.row(r)[w];
    return hash;
}

TEST(Threads, M4riRunsWithoutOneLock) {
    // Dense work in parallel. M4RI's block cache is replaced and its
    // header cache filled (src/gf2/m4ri_threads.cpp); the run-time check of
    // both passes here, so Matrix takes no lock around an elimination.
    EXPECT_TRUE(gf2::parallel_m4ri());
}

TEST(Threads, LargeEliminationsAtOnceGiveTheSequentialForms) {
    // Above M4RI's PLE cut-off the elimination works in windows (a header
    // each) and temporary matrices (blocks each): the paths the caches serve.
    constexpr int kRounds = 2;
    std::vector<std::uint64_t> expected(kThreads * kRounds), got(kThreads * kRounds);
    auto size = [](int i) { return 700 + 131 * i % 900; };
    for (int i = 0; i < kThreads * kRounds; ++i) expected[i] = echelon_form_of(size(i), size(i) / 2 * 3, 100 + i);
    on_threads(kRounds, [&](int t, int round) {
        const int i = t * kRounds + round;
        got[i] = echelon_form_of(size(i), size(i) / 2 * 3, 100 + i);
    });
    EXPECT_EQ(got, expected);
}

TEST(Threads, ManySmallMatricesAtOnce) {
    // M4RI caches freed blocks and matrix headers for reuse: many small
    // allocations and frees from every thread at once.
    constexpr int kRounds = 3000;
    std::vector<int> expected(kThreads);
    for (int t = 0; t < kThreads; ++t) expected[t] = rank_of(8 + t, 70, t);
    std::vector<char> ok(kThreads, 1);
    on_threads(kRounds, [&](int t, int) {
        if (rank_of(8 + t, 70, t) != expected[t]) ok[t] = 0;
    });
    EXPECT_EQ(ok, std::vector<char>(kThreads, 1));
}

TEST(Threads, DenseFactorsOfDifferentShapesAtOnceAreRight) {
    // Distinct shapes, so every call eliminates (no cache hit hides a race).
    constexpr int kRounds = 4;
    std::vector<std::int64_t> nullity(kThreads * kRounds, -1);
    std::vector<char> quiet_ok(kThreads * kRounds, 0);
    auto shape = [](int i) { return Shape{17 + i, 11 + 2 * i}; };
    on_threads(kRounds, [&](int t, int round) {
        const int i = t * kRounds + round;
        auto system = DenseSystem::factor(Rule::plus(), shape(i));
        nullity[i] = system->nullity();
        bool ok = true;
        const Board off(shape(i).rows, shape(i).cols);
        for (const PressPattern& q : system->quiet_patterns()) ok = ok && apply_presses(off, Rule::plus(), q).none();
        quiet_ok[i] = ok;
    });
    for (int i = 0; i < kThreads * kRounds; ++i) {
        EXPECT_EQ(nullity[i], structured_nullity(Rule::plus(), shape(i))) << shape(i).rows << "x" << shape(i).cols;
        EXPECT_TRUE(quiet_ok[i]);
    }
}

TEST(Threads, ConcurrentApiAnalyzeAndStencilSolvesAnswerAsAlone) {
    // Analyze for different sizes, and stencil solves (dense engine), from
    // several clients at once, as a busy server gets them.
    using nlohmann::json;
    auto request = [](int i) -> std::pair<std::string, web::Query> {
        const std::string side = std::to_string(20 + i % 23);
        if (i % 2 == 0) return {"", {{"rows", side}, {"cols", side}, {"rule", i % 4 ? "plus" : "square"}}};
        std::string row(std::size_t(20 + i % 23), '1');
        json board{{"rows", row.size()}, {"cols", row.size()}, {"rule", "stencil:x.x/.x./x.x"}};
        board["cells"] = std::vector<std::string>(row.size(), row);
        return {board.dump(), {}};
    };
    auto answer = [&](int i) {
        auto [body, query] = request(i);
        return body.empty() ? web::handle_api("GET", "/api/analyze", query, "")
                            : web::handle_api("POST", "/api/solve", {}, body);
    };
    constexpr int kRounds = 8;
    std::vector<web::ApiResponse> alone, together(kThreads * kRounds);
    on_threads(kRounds, [&](int t, int round) { together[t * kRounds + round] = answer(t * kRounds + round); });
    for (int i = 0; i < kThreads * kRounds; ++i) {
        const web::ApiResponse expected = answer(i);
        EXPECT_EQ(together[i].status, 200) << together[i].body;
        EXPECT_EQ(together[i].body, expected.body) << "request " << i;
    }
}

TEST(Threads, ModularSolvesAtOnceMatchTheSequentialOnes) {
    // K = 2 (M4RI), 3 and 5 (FLINT), 4 and 9 (Smith form), 6 and 12 (CRT).
    constexpr int kRounds = 3;
    const int states[] = {2, 3, 4, 5, 6, 9, 12};
    auto solve_one = [&](int i) {
        const int k = states[i % 7];
        const PressMatrix a = PressMatrix::of_rule(Rule::plus(), {6 + i % 5, 7 + i % 3});
        std::vector<std::uint8_t> change(std::size_t(a.size()));
        std::mt19937 random{std::uint32_t(i)};
        for (auto& c : change) c = std::uint8_t(random() % std::uint32_t(k));
        const ModularSolution s = solve_modular(a, change, k);
        return std::make_pair(s.solvable, s.solvable ? s.presses : s.certificate);
    };
    std::vector<std::pair<bool, std::vector<std::uint8_t>>> alone, together(kThreads * kRounds);
    on_threads(kRounds, [&](int t, int round) { together[t * kRounds + round] = solve_one(t * kRounds + round); });
    for (int i = 0; i < kThreads * kRounds; ++i) EXPECT_EQ(together[i], solve_one(i)) << "puzzle " << i;
}

}  // namespace
}  // namespace lightsout
