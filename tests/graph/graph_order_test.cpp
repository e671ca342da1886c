// Legal sequences on graphs (move constraints on any press matrix).
#include <map>
#include <queue>
#include <random>

#include <gtest/gtest.h>

#include "graph/graph_reference.hpp"
#include "lightsout/error.hpp"
#include "lightsout/order.hpp"
#include "lightsout/variants.hpp"

namespace lightsout {
namespace {

using Bits = std::vector<std::uint8_t>;

bool legal(std::uint8_t light, MoveConstraint c) {
    return c == MoveConstraint::any || bool(light & 1) == (c == MoveConstraint::only_on);
}

// Replays by the definition: each press legal at its moment, the goal at the end.
bool replays_legally(const PressMatrix& a, Bits lights, const Bits& goal, MoveConstraint c, const std::vector<int>& seq) {
    for (int b : seq) {
        if (!legal(lights[std::size_t(b)], c)) return false;
        Bits x(lights.size(), 0);
        x[std::size_t(b)] = 1;
        lights = testing::after_presses(a, lights, x, 2);
    }
    return lights == goal;
}

// The fewest legal moves by breadth-first search over light vectors (a map, not bit tricks).
int fewest_legal_moves(const PressMatrix& a, const Bits& lights, const Bits& goal, MoveConstraint c) {
    std::map<Bits, int> seen{{lights, 0}};
    std::queue<Bits> queue;
    queue.push(lights);
    while (!queue.empty()) {
        Bits now = queue.front();
        queue.pop();
        if (now == goal) return seen[now];
        for (int b = 0; b < a.size(); ++b) {
            if (!legal(now[std::size_t(b)], c)) continue;
            Bits x(now.size(), 0);
            x[std::size_t(b)] = 1;
            Bits next = testing::after_presses(a, now, x, 2);
            if (seen.emplace(next, seen[now] + 1).second) queue.push(next);
        }
    }
    return -1;
}

struct Solved {
    Bits presses;
    std::vector<Bits> quiet;
};

std::optional<Solved> solve_reference(const PressMatrix& a, const Bits& lights, const Bits& goal) {
    Bits change(lights.size());
    for (std::size_t i = 0; i < change.size(); ++i) change[i] = (lights[i] ^ goal[i]) & 1;
    const auto r = testing::gf2_reference(a, change);
    if (!r.solvable) return std::nullopt;
    Solved s{testing::bits_of(r.solution, a.size()), {}};
    for (auto k : r.kernel) s.quiet.push_back(testing::bits_of(k, a.size()));
    return s;
}

TEST(GraphOrder, TinyGraphsMatchBreadthFirstSearchExactly) {
    std::mt19937_64 rng(5);
    int found = 0, impossible = 0;
    for (int i = 0; i < 400; ++i) {
        const int n = 2 + int(rng() % 9);
        const Graph g = testing::random_graph(rng, n, 0.35, rng() % 3 == 0);
        const PressMatrix a = press_matrix(g, rng() % 4 == 0 ? GraphRule::sigma : GraphRule::sigma_plus);
        const Bits lights = testing::bits_of(rng(), n);
        const Bits goal(std::size_t(n), std::uint8_t(rng() % 2));
        const MoveConstraint c = rng() % 2 ? MoveConstraint::only_on : MoveConstraint::only_off;
        const auto solved = solve_reference(a, lights, goal);
        if (!solved) continue;
        const auto search = find_legal_sequence(a, lights, goal, c, solved->presses, solved->quiet, true);
        const int fewest = fewest_legal_moves(a, lights, goal, c);
        ASSERT_EQ(search.found, fewest >= 0) << search.explanation;
        if (!search.found) {
            ++impossible;
            continue;
        }
        ++found;
        ASSERT_TRUE(replays_legally(a, lights, goal, c, search.sequence));
        ASSERT_TRUE(search.minimal);
        ASSERT_EQ(int(search.sequence.size()), fewest);
    }
    EXPECT_GT(found, 100);
    EXPECT_GT(impossible, 10);
}

// Larger graphs: every sequence returned is legal and reaches the goal; and
// the lit-only game towards all off is ordered on most random graphs.
TEST(GraphOrder, LargerGraphsGiveLegalSequences) {
    std::mt19937_64 rng(17);
    int tried = 0, found = 0;
    for (int i = 0; i < 150; ++i) {
        const int n = 21 + int(rng() % 40);
        const Graph g = testing::random_graph(rng, n, 3.0 / n);
        const PressMatrix a = press_matrix(g, GraphRule::sigma_plus);
        const Bits lights = testing::bits_of(rng(), n);
        const Bits goal(std::size_t(n), 0);
        const auto solved = solve_reference(a, lights, goal);
        if (!solved) continue;
        ++tried;
        const auto search = find_legal_sequence(a, lights, goal, MoveConstraint::only_on, solved->presses, solved->quiet, false);
        if (!search.found) continue;
        ++found;
        ASSERT_TRUE(replays_legally(a, lights, goal, MoveConstraint::only_on, search.sequence));
    }
    EXPECT_GT(tried, 50);
    EXPECT_GE(found * 10, tried * 9) << found << " of " << tried;
}

TEST(GraphOrder, ImpossibleWhenNoButtonCanBeLast) {
    // sigma-plus, only-on, goal all on: the last press turns its own light off.
    const Graph g({"a", "b", "c"}, {{0, 1}, {1, 2}});
    const PressMatrix a = press_matrix(g, GraphRule::sigma_plus);
    const Bits lights{0, 0, 0}, goal{1, 1, 1};
    const auto solved = solve_reference(a, lights, goal);
    ASSERT_TRUE(solved);
    const auto search = find_legal_sequence(a, lights, goal, MoveConstraint::only_on, solved->presses, solved->quiet, false);
    EXPECT_FALSE(search.found);
    EXPECT_NE(search.explanation.find("no button can be pressed last"), std::string::npos) << search.explanation;
}

// Orbix puzzle 2 is the lit-only version of puzzle 1 (Joyner): towards all on,
// pressing only lit buttons, sigma (a press leaves its own light).
TEST(GraphOrder, OrbixLitOnlyIsOftenPlayable) {
    const Variant& v = find_variant("orbix");
    const PressMatrix a = v.press_matrix();
    int found = 0;
    for (std::uint64_t position = 1; position < 4096; position += 151) {
        const Bits lights = testing::bits_of(position, 12), goal(12, 1);
        const auto solved = solve_reference(a, lights, goal);
        ASSERT_TRUE(solved);
        const auto search = find_legal_sequence(a, lights, goal, MoveConstraint::only_on, solved->presses, {}, true);
        ASSERT_EQ(search.found, fewest_legal_moves(a, lights, goal, MoveConstraint::only_on) >= 0);
        found += search.found;
    }
    EXPECT_GT(found, 0);
}

TEST(GraphOrder, RefusesAPatternThatDoesNotSolve) {
    const Graph g({"a", "b"}, {{0, 1}});
    const PressMatrix a = press_matrix(g, GraphRule::sigma_plus);
    EXPECT_THROW(find_legal_sequence(a, Bits{1, 0}, Bits{0, 0}, MoveConstraint::only_on, Bits{1, 1}, {}, false), InputError);
}

}  // namespace
}  // namespace lightsout
