// Fewest presses on graphs (two states, sigma and sigma-plus, directed too):
// the flat search against brute force over every press pattern.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <bit>

#include "lightsout/graph.hpp"
#include "lightsout/puzzle.hpp"

namespace lightsout {
namespace {

// Fewest presses by walking all 2^v press patterns; -1 when none reaches all off.
long brute_force(const PressMatrix& matrix, const std::vector<std::uint8_t>& lights) {
    const int v = matrix.size();
    std::vector<std::uint32_t> footprint(std::size_t(v), 0);
    for (int b = 0; b < v; ++b)
        for (const PressMatrix::Entry& e : matrix.changes(b))
            if (e.times & 1) footprint[std::size_t(b)] ^= std::uint32_t(1) << e.light;
    std::uint32_t target = 0;
    for (int i = 0; i < v; ++i)
        if (lights[std::size_t(i)]) target |= std::uint32_t(1) << i;
    long best = target == 0 ? 0 : -1;
    std::uint32_t state = 0, pressed = 0;
    for (std::uint32_t step = 1; step < (std::uint32_t(1) << v); ++step) {
        const int k = std::countr_zero(step);
        state ^= footprint[std::size_t(k)];
        pressed ^= std::uint32_t(1) << k;
        if (state == target && (best < 0 || std::popcount(pressed) < best)) best = std::popcount(pressed);
    }
    return best;
}

RC_GTEST_PROP(MinimalGraph, EqualsBruteForce, ()) {
    const int v = *rc::gen::elementOf(std::vector<int>{1, 2, 3, 5, 8, 12, 15, 16, 17, 18});  // not scaled by size
    const bool directed = *rc::gen::arbitrary<bool>();
    std::vector<Graph::Edge> edges;
    for (int a = 0; a < v; ++a)
        for (int b = 0; b < v; ++b)
            if (a != b && (directed || a < b) && *rc::gen::inRange(0, 4) == 0) edges.emplace_back(a, b);
    const Graph graph(numbered_labels(v), edges, directed);
    const GraphRule rule = *rc::gen::arbitrary<bool>() ? GraphRule::sigma_plus : GraphRule::sigma;
    const PressMatrix matrix = press_matrix(graph, rule);
    std::vector<std::uint8_t> lights(static_cast<std::size_t>(v));
    for (auto& x : lights) x = *rc::gen::inRange(0, 2);
    const long expected = brute_force(matrix, lights);
    SolveOptions options;
    options.minimal = true;
    options.fewest.report_progress = false;
    const PuzzleSolution s = solve(Puzzle::on_matrix(matrix, 2, lights), options);
    RC_ASSERT(s.solvable == (expected >= 0));
    if (!s.solvable) return;
    RC_TAG(s.quiet.rank() == 0 ? "nullity 0" : "nullity > 0");
    RC_ASSERT(s.minimal);
    RC_ASSERT(s.count() == expected);
}

// Beyond the limit the answer is bracketed: a cycle of 3 k vertices under
// sigma-plus has nullity 2 (presses every third vertex are quiet), so the
// limit 0 leaves it unproven or proven by its bounds alone.
TEST(MinimalGraph, BeyondTheLimitIsBracketed) {
    const int v = 30;
    std::vector<Graph::Edge> edges;
    for (int a = 0; a < v; ++a) edges.emplace_back(a, (a + 1) % v);
    const Graph cycle(numbered_labels(v), edges);
    const PressMatrix matrix = press_matrix(cycle, GraphRule::sigma_plus);
    std::vector<std::uint8_t> lights(static_cast<std::size_t>(v), 1);
    SolveOptions options;
    options.minimal = true;
    options.minimal_nullity_limit = 0;
    options.fewest.search_seconds = 0;
    options.fewest.report_progress = false;
    const PuzzleSolution s = solve(Puzzle::on_matrix(matrix, 2, lights), options);
    ASSERT_TRUE(s.solvable);
    EXPECT_EQ(s.quiet.rank(), 2);
    EXPECT_GE(s.count(), 10);  // ten presses, every third vertex, is the fewest
    if (!s.minimal) {
        EXPECT_GE(s.lower_bound, 10);  // counting: 30 lights, 3 per press
        EXPECT_NE(s.note.find("between"), std::string::npos);
    }
}

}  // namespace
}  // namespace lightsout
