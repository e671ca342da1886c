// Theorems about lights on graphs, on random graphs.
//
// Sutner (1989): on every graph the all-lit board is solvable under sigma-plus
// (the diagonal of a symmetric 0/1 matrix with unit diagonal lies in its
// column space). Batal: every solution of that board presses a number of
// buttons of the parity of rank(A) (two states).
#include <random>

#include <gtest/gtest.h>

#include "graph/graph_reference.hpp"

namespace lightsout {
namespace {

using testing::gf2_reference;
using testing::random_graph;

constexpr int kGraphs = 1000;

TEST(GraphTheorems, SutnerTheAllLitBoardOfEveryGraphIsSolvable) {
    std::mt19937_64 rng(20240901);
    std::uniform_int_distribution<int> size(1, 64);
    std::uniform_real_distribution<double> density(0.0, 1.0);
    for (int i = 0; i < kGraphs; ++i) {
        const Graph g = random_graph(rng, size(rng), density(rng));
        const PressMatrix a = press_matrix(g, GraphRule::sigma_plus);
        const std::vector<std::uint8_t> lit(std::size_t(g.vertices()), 1);
        const auto r = gf2_reference(a, lit);
        ASSERT_TRUE(r.solvable) << "graph " << i << " with " << g.vertices() << " vertices";
        ASSERT_EQ(testing::after_presses(a, lit, testing::bits_of(r.solution, g.vertices()), 2),
                  std::vector<std::uint8_t>(std::size_t(g.vertices()), 0));
    }
}

// Not so for sigma, nor for directed graphs: the theorem needs its hypotheses.
TEST(GraphTheorems, SutnerNeedsSigmaPlusOnAnUndirectedGraph) {
    const Graph lone({"a"}, {});  // sigma: pressing a changes nothing
    EXPECT_FALSE(gf2_reference(press_matrix(lone, GraphRule::sigma), {1}).solvable);
    // a <-> b, c -> a: a and b change the same lights, so c must be pressed, and a stays lit.
    const Graph arcs({"a", "b", "c"}, {{0, 1}, {1, 0}, {2, 0}}, /*directed=*/true);
    EXPECT_FALSE(gf2_reference(press_matrix(arcs, GraphRule::sigma_plus), {1, 1, 1}).solvable);
}

TEST(GraphTheorems, BatalEverySolutionHasTheParityOfTheRank) {
    std::mt19937_64 rng(7);
    std::uniform_int_distribution<int> size(1, 40);
    std::uniform_real_distribution<double> density(0.0, 0.6);
    int with_quiet = 0;
    for (int i = 0; i < kGraphs; ++i) {
        const Graph g = random_graph(rng, size(rng), density(rng));
        const PressMatrix a = press_matrix(g, GraphRule::sigma_plus);
        const auto r = gf2_reference(a, std::vector<std::uint8_t>(std::size_t(g.vertices()), 1));
        ASSERT_TRUE(r.solvable);
        with_quiet += !r.kernel.empty();
        // The particular solution, and it plus each quiet pattern and pairs of them.
        std::vector<std::uint64_t> solutions{r.solution};
        for (std::size_t k = 0; k < r.kernel.size(); ++k) {
            solutions.push_back(r.solution ^ r.kernel[k]);
            for (std::size_t l = k + 1; l < r.kernel.size(); ++l) solutions.push_back(r.solution ^ r.kernel[k] ^ r.kernel[l]);
        }
        for (std::uint64_t x : solutions)
            ASSERT_EQ(__builtin_popcountll(x) % 2, r.rank % 2) << "graph " << i;
    }
    EXPECT_GT(with_quiet, 50);  // the statement is tested where solutions differ
}

// Grids are graphs: Batal on the plus rule's all-lit boards, n x m up to 8x8.
TEST(GraphTheorems, BatalOnGrids) {
    for (int rows = 1; rows <= 8; ++rows)
        for (int cols = 1; cols <= 8; ++cols) {
            const PressMatrix a = PressMatrix::of_rule(Rule::plus(), {rows, cols});
            const auto r = gf2_reference(a, std::vector<std::uint8_t>(std::size_t(rows * cols), 1));
            ASSERT_TRUE(r.solvable);
            for (std::uint64_t k : r.kernel) EXPECT_EQ(__builtin_popcountll(r.solution ^ k) % 2, r.rank % 2);
            EXPECT_EQ(__builtin_popcountll(r.solution) % 2, r.rank % 2) << rows << "x" << cols;
        }
}

// The test's own tools agree: elimination vs brute force on tiny graphs.
TEST(GraphTheorems, ReferenceSolversAgree) {
    std::mt19937_64 rng(11);
    for (int i = 0; i < 300; ++i) {
        const int n = 1 + int(rng() % 10);
        const Graph g = random_graph(rng, n, 0.4, rng() % 2);
        const PressMatrix a = press_matrix(g, rng() % 2 ? GraphRule::sigma : GraphRule::sigma_plus);
        const auto change = testing::bits_of(rng(), n);
        const auto r = gf2_reference(a, change);
        const auto b = testing::brute_force(a, change, 2);
        ASSERT_EQ(r.solvable, b.solutions > 0);
        if (r.solvable) {
            ASSERT_EQ(b.solutions, std::int64_t{1} << r.kernel.size());
            ASSERT_EQ(testing::fewest_gf2(r), b.fewest);
        }
    }
}

}  // namespace
}  // namespace lightsout
