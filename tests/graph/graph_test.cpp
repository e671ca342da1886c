// The Graph type and its press matrices.
#include <gtest/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/graph.hpp"

namespace lightsout {
namespace {

std::vector<int> as_vector(std::span<const int> s) { return {s.begin(), s.end()}; }

std::vector<std::pair<int, int>> column(const PressMatrix& a, int j) {
    std::vector<std::pair<int, int>> c;
    for (auto e : a.changes(j)) c.push_back({e.light, e.times});
    return c;
}

TEST(Graph, UndirectedEdgesGoBothWaysAndRepeatsMerge) {
    Graph g({"a", "b", "c"}, {{0, 1}, {1, 2}, {2, 1}, {0, 1}});
    EXPECT_FALSE(g.directed());
    EXPECT_EQ(g.vertices(), 3);
    EXPECT_EQ(g.edges(), 2);
    EXPECT_EQ(as_vector(g.neighbours(0)), (std::vector<int>{1}));
    EXPECT_EQ(as_vector(g.neighbours(1)), (std::vector<int>{0, 2}));
    EXPECT_EQ(as_vector(g.neighbours(2)), (std::vector<int>{1}));
    EXPECT_EQ(g.find("c"), 2);
    EXPECT_FALSE(g.find("d"));
    EXPECT_TRUE(g.adjacent(2, 1));
}

TEST(Graph, DirectedArcsReadPressingUChangesV) {
    Graph g({"u", "v", "w"}, {{0, 1}, {1, 0}, {0, 2}}, /*directed=*/true);
    EXPECT_EQ(g.edges(), 3);
    EXPECT_EQ(as_vector(g.neighbours(0)), (std::vector<int>{1, 2}));
    EXPECT_EQ(as_vector(g.neighbours(2)), (std::vector<int>{}));
    const PressMatrix a = press_matrix(g, GraphRule::sigma);
    EXPECT_EQ(column(a, 0), (std::vector<std::pair<int, int>>{{1, 1}, {2, 1}}));
    EXPECT_TRUE(column(a, 2).empty());  // w changes nothing under sigma
    EXPECT_FALSE(a.symmetric());
}

TEST(Graph, SigmaPlusAddsThePressedVertex) {
    Graph g({"a", "b", "c", "d"}, {{0, 1}, {0, 2}, {0, 3}});  // a star
    const PressMatrix plus = press_matrix(g, GraphRule::sigma_plus);
    EXPECT_EQ(column(plus, 0), (std::vector<std::pair<int, int>>{{0, 1}, {1, 1}, {2, 1}, {3, 1}}));
    EXPECT_EQ(column(plus, 3), (std::vector<std::pair<int, int>>{{0, 1}, {3, 1}}));
    EXPECT_TRUE(plus.symmetric());
    const PressMatrix sigma = press_matrix(g, GraphRule::sigma);
    EXPECT_EQ(column(sigma, 3), (std::vector<std::pair<int, int>>{{0, 1}}));
}

TEST(Graph, IsolatedVerticesChangeOnlyThemselves) {
    Graph g({"x", "y"}, {});
    EXPECT_EQ(g.edges(), 0);
    EXPECT_EQ(column(press_matrix(g, GraphRule::sigma_plus), 1), (std::vector<std::pair<int, int>>{{1, 1}}));
}

TEST(Graph, RefusesLoopsRepeatedLabelsAndStrayVertices) {
    EXPECT_THROW(Graph({"a", "b"}, {{1, 1}}), InputError);
    EXPECT_THROW(Graph({"a", "a"}, {}), InputError);
    EXPECT_THROW(Graph({"a", ""}, {}), InputError);
    EXPECT_THROW(Graph({"a"}, {{0, 1}}), InputError);
    try {
        Graph({"left", "right"}, {{0, 0}});
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("'left'"), std::string::npos) << e.what();
    }
}

// A graph has at most 2^22 vertices, and the count is checked before anything
// is built, so one too many is refused at once, without the memory it would take.
TEST(Graph, RefusesMoreVerticesThanTheLimitBeforeBuildingAnything) {
    EXPECT_EQ(kMaxGraphVertices, std::int64_t(1) << 22);
    try {
        Graph(std::vector<std::string>(std::size_t(kMaxGraphVertices) + 1), {});
        FAIL();
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find("more than the limit of 4194304"), std::string::npos) << e.what();
    }
}

TEST(Graph, RuleNames) {
    EXPECT_EQ(parse_graph_rule("sigma-plus"), GraphRule::sigma_plus);
    EXPECT_EQ(parse_graph_rule("sigma+"), GraphRule::sigma_plus);
    EXPECT_EQ(parse_graph_rule("sigma"), GraphRule::sigma);
    EXPECT_EQ(graph_rule_name(GraphRule::sigma), "sigma");
    EXPECT_THROW(parse_graph_rule("plus"), InputError);
}

// The grid graph with sigma-plus is the plus rule: the same press matrix.
TEST(Graph, GridGraphWithSigmaPlusIsThePlusRule) {
    const int rows = 4, cols = 5;
    std::vector<Graph::Edge> edges;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            if (c + 1 < cols) edges.push_back({r * cols + c, r * cols + c + 1});
            if (r + 1 < rows) edges.push_back({r * cols + c, (r + 1) * cols + c});
        }
    Graph g(numbered_labels(rows * cols), edges);
    EXPECT_EQ(press_matrix(g, GraphRule::sigma_plus), PressMatrix::of_rule(Rule::plus(), {rows, cols}));
}

}  // namespace
}  // namespace lightsout
