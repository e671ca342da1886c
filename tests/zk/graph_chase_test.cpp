// Graph chasing (src/zk/graph_chase.hpp) against the dense engines (M4RI mod 2,
// FLINT mod 3 and 5) on about 2,000 graphs, six boards each: the same
// solvability and quiet group, presses that make the change, certificates that
// check, quiet generators that are quiet (and independent, mod 2); and the
// routing of solve_modular between the engines.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "lightsout/gf2/matrix.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/zk/engines.hpp"

namespace lightsout {
namespace {

using Lists = std::vector<std::vector<std::int32_t>>;

// Button j changes the lights in lists[j]; `self` adds j itself (sigma-plus).
PressMatrix matrix_of(Lists lists, bool self) {
    for (std::size_t j = 0; j < lists.size(); ++j)
        if (self) lists[j].push_back(std::int32_t(j));
    return PressMatrix(lists);
}

void join(Lists& g, int u, int v) {
    g[std::size_t(u)].push_back(v);
    g[std::size_t(v)].push_back(u);
}

Lists random_sparse(int n, double degree, std::mt19937_64& rng) {
    Lists g(static_cast<std::size_t>(n));
    std::uniform_int_distribution<int> vertex(0, n - 1);
    for (int e = 0; e < int(degree * n / 2); ++e) {
        const int u = vertex(rng), v = vertex(rng);
        if (u != v) join(g, u, v);  // a repeated edge changes twice: 0 mod 2
    }
    return g;
}

Lists random_directed(int n, double degree, std::mt19937_64& rng) {
    Lists g(static_cast<std::size_t>(n));
    std::uniform_int_distribution<int> vertex(0, n - 1);
    for (int e = 0; e < int(degree * n); ++e) g[std::size_t(vertex(rng))].push_back(vertex(rng));
    return g;
}

Lists grid(int rows, int cols) {
    Lists g(static_cast<std::size_t>(rows * cols));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            if (c + 1 < cols) join(g, r * cols + c, r * cols + c + 1);
            if (r + 1 < rows) join(g, r * cols + c, (r + 1) * cols + c);
        }
    return g;
}

Lists random_tree(int n, std::mt19937_64& rng) {
    Lists g(static_cast<std::size_t>(n));
    for (int v = 1; v < n; ++v) join(g, v, std::uniform_int_distribution<int>(0, v - 1)(rng));
    return g;
}

Lists cycle(int n) {
    Lists g(static_cast<std::size_t>(n));
    for (int v = 0; v < n && n > 1; ++v) join(g, v, (v + 1) % n);
    return g;
}

// Every edge but a few.
Lists nearly_complete(int n, double missing, std::mt19937_64& rng) {
    Lists g(static_cast<std::size_t>(n));
    std::bernoulli_distribution drop(missing);
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (!drop(rng)) join(g, u, v);
    return g;
}


// The rank of the quiet generators over GF(2).
int rank_of(const std::vector<std::vector<std::uint8_t>>& rows, int n) {
    if (rows.empty()) return 0;
    gf2::Matrix m(int(rows.size()), n);
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (int j = 0; j < n; ++j)
            if (rows[r][std::size_t(j)]) m.flip(int(r), j);
    return m.echelonize(false);
}

// The chase answers like the dense engine, and every answer checks.
// Counts the unsolvable boards seen, so that each test shows it checked certificates.
int unsolvable_seen = 0;

// The dense engine of p: M4RI for 2, FLINT for odd p.
ModularSolution dense_answer(const PressMatrix& a, std::span<const std::uint8_t> change, int p) {
    return zk::solve_prime_power(a, change, zk::PrimePower{p, 1, p}, MatrixEngine::dense);
}

// The chase answers like the dense engine mod p, and every answer checks.
void agrees_with_dense(const PressMatrix& a, std::span<const std::uint8_t> change, int p, const std::string& what) {
    SCOPED_TRACE(what + " mod " + std::to_string(p));
    const ModularSolution chased = zk::solve_by_graph_chasing(a, change, zk::PrimePower{p, 1, p});
    const ModularSolution dense = dense_answer(a, change, p);
    EXPECT_EQ(chased.engine, "graph-chasing");
    ASSERT_EQ(chased.solvable, dense.solvable);
    ASSERT_EQ(chased.quiet.orders, dense.quiet.orders);
    if (chased.solvable) EXPECT_TRUE(makes_change(a, chased.presses, change, p));
    else EXPECT_TRUE(is_certificate(a.transposed(), chased.certificate, change, p));
    unsolvable_seen += !chased.solvable;
    ASSERT_TRUE(chased.quiet.generators_known());
    const std::vector<std::uint8_t> nothing(change.size(), 0);
    for (const auto& g : chased.quiet.generators) {
        EXPECT_TRUE(makes_change(a, g, nothing, p));
        EXPECT_NE(std::count(g.begin(), g.end(), 0), std::ptrdiff_t(g.size()));
    }
    if (p == 2) {
        EXPECT_EQ(rank_of(chased.quiet.generators, a.size()), chased.quiet.rank());
    }
}

std::vector<std::uint8_t> random_change(int n, int p, std::mt19937_64& rng) {
    std::vector<std::uint8_t> v(static_cast<std::size_t>(n));
    for (auto& x : v) x = std::uint8_t(rng() % std::uint64_t(p));
    return v;
}

// Three random boards and the all-lit one, mod 2, and (`odd`) one random board
// mod 3 and mod 5.
void boards_on(const PressMatrix& a, std::mt19937_64& rng, const std::string& what, bool odd = true) {
    for (int b = 0; b < 3; ++b)
        agrees_with_dense(a, random_change(a.size(), 2, rng), 2, what + ", board " + std::to_string(b));
    agrees_with_dense(a, std::vector<std::uint8_t>(std::size_t(a.size()), 1), 2, what + ", all lit");
    if (odd)
        for (int p : {3, 5}) agrees_with_dense(a, random_change(a.size(), p, rng), p, what);
}

TEST(GraphChase, RandomSparseGraphsAgreeWithDense) {
    unsolvable_seen = 0;
    std::mt19937_64 rng(22);
    for (int trial = 0; trial < 600; ++trial) {
        const int n = 1 + int(rng() % 120);
        const double degree = 0.5 + double(rng() % 50) / 10;
        boards_on(matrix_of(random_sparse(n, degree, rng), trial % 3 != 0), rng,
                  "sparse n=" + std::to_string(n) + " trial " + std::to_string(trial));
    }
    EXPECT_GT(unsolvable_seen, 100);
}

TEST(GraphChase, RandomDirectedGraphsAgreeWithDense) {
    unsolvable_seen = 0;
    std::mt19937_64 rng(23);
    for (int trial = 0; trial < 600; ++trial) {
        const int n = 1 + int(rng() % 120);
        const double degree = 0.3 + double(rng() % 40) / 10;
        boards_on(matrix_of(random_directed(n, degree, rng), trial % 2 == 0), rng,
                  "directed n=" + std::to_string(n) + " trial " + std::to_string(trial));
    }
    EXPECT_GT(unsolvable_seen, 100);
}

TEST(GraphChase, GridsTreesCyclesAgreeWithDense) {
    unsolvable_seen = 0;
    std::mt19937_64 rng(24);
    for (int rows = 1; rows <= 20; ++rows)
        for (int cols = 1; cols <= 20; cols += 3)
            for (bool self : {true, false})
                boards_on(matrix_of(grid(rows, cols), self), rng,
                          "grid " + std::to_string(rows) + "x" + std::to_string(cols));
    for (int n = 1; n <= 150; ++n) {
        boards_on(matrix_of(random_tree(n, rng), n % 2 == 0), rng, "tree " + std::to_string(n));
        boards_on(matrix_of(cycle(n), n % 3 != 0), rng, "cycle " + std::to_string(n));
    }
    EXPECT_GT(unsolvable_seen, 100);
}

TEST(GraphChase, DenseGraphsAgreeWithDense) {
    unsolvable_seen = 0;
    std::mt19937_64 rng(25);
    for (int trial = 0; trial < 200; ++trial) {
        const int n = 1 + int(rng() % 70);
        boards_on(matrix_of(nearly_complete(n, double(rng() % 10) / 20, rng), trial % 2 == 0), rng,
                  "nearly complete n=" + std::to_string(n));
    }
    EXPECT_GT(unsolvable_seen, 100);
}

TEST(GraphChase, LargeSparseGraphsAgreeWithDense) {
    std::mt19937_64 rng(26);
    // FLINT's side mod 3 and 5 is the slow one: the larger graphs are compared mod 2 only.
    boards_on(matrix_of(grid(71, 64), true), rng, "grid 71x64", false);
    boards_on(matrix_of(random_sparse(5000, 3, rng), true), rng, "sparse 5000", false);
    boards_on(matrix_of(random_directed(3000, 2, rng), true), rng, "directed 3000", false);
    boards_on(matrix_of(random_sparse(1500, 3, rng), true), rng, "sparse 1500");
    boards_on(matrix_of(random_directed(1200, 2, rng), true), rng, "directed 1200");
}

// Beyond the dense engine's 8,192 buttons mod 3, the chase still answers.
TEST(GraphChase, ASparseGraphBeyondFlintsLimitModThree) {
    std::mt19937_64 rng(28);
    const PressMatrix a = matrix_of(random_sparse(20000, 3, rng), true);
    const std::vector<std::uint8_t> change = random_change(a.size(), 3, rng);
    const ModularSolution s = solve_modular(a, change, 3);
    EXPECT_EQ(s.engine, "graph-chasing");
    if (s.solvable) {
        EXPECT_TRUE(makes_change(a, s.presses, change, 3));
    }
}

// A symmetric matrix mod 3 whose quiet patterns are too many to keep (4,000 of
// 20,000 presses: 80 MB > kQuietGeneratorBytes): the certificate is asked of the
// small system instead of read off a quiet pattern.
TEST(GraphChase, ACertificateWhenTheQuietPatternsAreNotKept) {
    Lists g(20000);
    for (int v = 0; v < 8000; v += 2) join(g, v, v + 1);       // 4,000 edges: each one quiet pattern
    for (int v = 8000; v + 1 < 20000; ++v) join(g, v, v + 1);  // and a path
    const PressMatrix a = matrix_of(g, true);
    std::vector<std::uint8_t> change(20000, 0);
    change[0] = 1;  // an edge's two lights differ: no solution
    const ModularSolution s = zk::solve_by_graph_chasing(a, change, zk::PrimePower{3, 1, 3});
    ASSERT_FALSE(s.solvable);
    EXPECT_FALSE(s.quiet.generators_known());
    EXPECT_GE(s.quiet.rank(), 4000);
    EXPECT_TRUE(is_certificate(a.transposed(), s.certificate, change, 3));
}

TEST(GraphChase, AGridLeavesAboutOneSeedPerColumn) {
    EXPECT_LE(zk::graph_chase_seeds(matrix_of(grid(141, 141), true)), 2 * 141);
}

TEST(GraphChase, AutoPicksChasingForSparseAndDenseForDense) {
    std::mt19937_64 rng(27);
    const PressMatrix sparse = matrix_of(grid(64, 64), true);
    const std::vector<std::uint8_t> lit(std::size_t(sparse.size()), 1);
    EXPECT_EQ(solve_modular(sparse, lit, 2).engine, "graph-chasing");
    EXPECT_EQ(solve_modular(sparse, lit, 2, MatrixEngine::dense).engine, "gf2");
    EXPECT_EQ(solve_modular(sparse, lit, 3).engine, "graph-chasing");
    EXPECT_EQ(solve_modular(sparse, lit, 6).engine, "crt(graph-chasing, graph-chasing)");
    const PressMatrix grid33 = matrix_of(grid(33, 33), true);  // mod 4: the Smith form, no chase
    EXPECT_EQ(solve_modular(grid33, std::vector<std::uint8_t>(std::size_t(grid33.size()), 1), 4).engine, "smith-zk");
    const PressMatrix dense = matrix_of(nearly_complete(1100, 0.5, rng), true);
    EXPECT_EQ(solve_modular(dense, std::vector<std::uint8_t>(std::size_t(dense.size()), 1), 2).engine, "gf2");
    const PressMatrix small = matrix_of(grid(20, 20), true);  // below kGraphChaseFromButtons
    EXPECT_EQ(solve_modular(small, std::vector<std::uint8_t>(std::size_t(small.size()), 1), 2).engine, "gf2");
}

}  // namespace
}  // namespace lightsout
