// Reading graphs, lights and presses: what networkx writes, and bad input.
#include <chrono>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"

namespace lightsout {
namespace {

using io::GraphFile;
using io::GraphReadOptions;

std::string data(const std::string& name) { return std::string(LIGHTSOUT_TEST_DATA) + "/graphs/" + name; }

GraphFile edges(std::string_view text, bool directed = false) {
    return io::parse_edge_list(text, GraphReadOptions{directed, 2}, "test");
}

// The error message of parsing `text` as a graph (edge list or node-link JSON).
std::string graph_error(const std::string& text, int states = 2) {
    std::istringstream in(text);
    try {
        io::read_graph(in, GraphReadOptions{false, states}, "g");
    } catch (const InputError& e) {
        return e.what();
    }
    return "(no error)";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(GraphIo, ReadsThePetersenGraphAsNetworkxWroteIt) {
    const GraphFile list = io::read_graph_file(data("petersen.edgelist"), {});
    const GraphFile json = io::read_graph_file(data("petersen.json"), {});
    for (const Graph* g : {&list.graph, &json.graph}) {
        EXPECT_EQ(g->vertices(), 10);
        EXPECT_EQ(g->edges(), 15);
        for (int v = 0; v < 10; ++v) EXPECT_EQ(g->degree(v), 3);
        EXPECT_TRUE(g->adjacent(*g->find("0"), *g->find("5")));  // a spoke
        EXPECT_TRUE(g->adjacent(*g->find("5"), *g->find("7")));  // the inner pentagram
        EXPECT_FALSE(g->adjacent(*g->find("5"), *g->find("6")));
    }
    EXPECT_FALSE(json.lights);
}

TEST(GraphIo, ReadsADirectedNetworkxGraphWithLightsAndEdgeData) {
    const GraphFile json = io::read_graph_file(data("fruit_digraph.json"), {});
    const Graph& g = json.graph;
    EXPECT_TRUE(g.directed());  // "directed": true in the file
    EXPECT_EQ(g.vertices(), 5);
    EXPECT_EQ(g.edges(), 5);
    EXPECT_TRUE(g.adjacent(*g.find("kiwi"), *g.find("pear")));
    EXPECT_FALSE(g.adjacent(*g.find("pear"), *g.find("kiwi")));
    EXPECT_EQ(g.degree(*g.find("lime")), 0);
    ASSERT_TRUE(json.lights);
    EXPECT_EQ(*json.lights, (std::vector<std::uint8_t>{1, 0, 1, 1, 1}));

    // The edge list networkx wrote of the same graph (no isolated lime: networkx drops it).
    const GraphFile list = io::read_graph_file(data("fruit_digraph.edgelist"), {.directed = true});
    EXPECT_EQ(list.graph.vertices(), 4);
    EXPECT_EQ(list.graph.edges(), 5);
    EXPECT_TRUE(list.graph.adjacent(*list.graph.find("kiwi"), *list.graph.find("pear")));
}

TEST(GraphIo, EdgeListsTakeCommentsLoneLabelsAndAnyTokens) {
    const Graph g = edges("# a comment\n"
                          "a b   # trailing comment\r\n"
                          "\n"
                          "   b\tc {'weight': 3, 'x': [1, 2]}\n"
                          "lonely\n"
                          "c a\n"
                          "b a\n"
                          "x:1 (y,2)\n")
                        .graph;
    EXPECT_EQ(g.labels(), (std::vector<std::string>{"a", "b", "c", "lonely", "x:1", "(y,2)"}));
    EXPECT_EQ(g.edges(), 4);  // a-b, b-c, c-a, x:1-(y,2); "b a" repeats a-b
    EXPECT_EQ(g.degree(*g.find("lonely")), 0);
    const Graph d = edges("a b\nb a\n", /*directed=*/true).graph;
    EXPECT_EQ(d.edges(), 2);
}

TEST(GraphIo, ReadsNodeLinkWithEdgesAndNumericIds) {
    const GraphFile f = io::parse_node_link_json(
        R"({"directed": false, "nodes": [{"id": 1, "light": 2}, {"id": 2}, {"id": "three", "light": true}],
            "edges": [{"source": 1, "target": 2}, {"source": 2, "target": "three"}]})",
        {.states = 3}, "t");
    EXPECT_EQ(f.graph.labels(), (std::vector<std::string>{"1", "2", "three"}));
    EXPECT_EQ(f.graph.edges(), 2);
    EXPECT_EQ(*f.lights, (std::vector<std::uint8_t>{2, 0, 1}));
}

TEST(GraphIo, BadGraphsSayWhatIsWrongInOneLine) {
    struct Case {
        std::string text, says;
    };
    const std::vector<Case> cases = {
        {"", "is empty"},
        {"   \n\n", "is empty"},
        {"# only a comment\n", "no vertices"},
        {"a b\nb b\n", "line 2: the edge 'b' - 'b' joins a vertex to itself"},
        {"a b c\n", "line 1: more than two labels"},
        {"a b 2.5\n", "more than two labels"},
        {"{\"nodes\": []}", "no vertices"},
        {"{\"nodes\": [{\"id\": 1}], \"links\": [{\"source\": 1, \"target\": 1}]}", "to itself"},
        {"{\"nodes\": [{\"id\": 1}], \"links\": [{\"source\": 1, \"target\": 2}]}", "'2', which is not among the nodes"},
        {"{\"nodes\": [{\"id\": 1}, {\"id\": 1}]}", "two nodes have the id '1'"},
        {"{\"nodes\": [{\"id\": 1}], \"links\": [], \"edges\": []}", "both"},
        {"{\"nodes\": [{\"id\": 1, \"light\": 2}]}", "light 2"},
        {"{\"nodes\": [{\"name\": 1}]}", "\"id\""},
        {"{\"nodes\": [", "not valid JSON"},
        // A label with a control character is refused: a newline would print as two lines of an answer.
        {"{\"nodes\": [{\"id\": \"a\\nb\"}]}", "the label 'a?b' of vertex 1 holds a control character"},
        {"{\"nodes\": [{\"id\": \"a\\tb\"}, {\"id\": 2}]}", "holds a control character"},
        {"{\"nodes\": [{\"id\": 1}], \"links\": [{\"source\": 1, \"target\": \"x\\ny\"}]}", "'x?y'"},
    };
    for (const Case& c : cases) {
        const std::string error = graph_error(c.text);
        EXPECT_TRUE(contains(error, c.says)) << "input: " << c.text << "\nerror: " << error;
        EXPECT_EQ(error.find('\n'), std::string::npos) << error;
    }
}

// A million edges on one line: refused at the third label, in linear time, with
// a short message (no echo of the line).
TEST(GraphIo, AMillionEdgesWithoutANewlineIsRefusedQuickly) {
    std::string line;
    for (int i = 0; i < 1'000'000; ++i) line += std::to_string(i) + " " + std::to_string(i + 1) + " ";
    const std::string error = graph_error(line);
    EXPECT_TRUE(contains(error, "line 1: more than two labels")) << error;
    EXPECT_LT(error.size(), 300u);
}

TEST(GraphIo, LightsFilesNameVerticesByLabel) {
    const Graph g = edges("a b\nb c\n").graph;
    EXPECT_EQ(io::parse_lights("# lights\nc 1\na 2\n", g, 3), (std::vector<std::uint8_t>{2, 0, 1}));
    EXPECT_EQ(io::uniform_lights(g, 1), (std::vector<std::uint8_t>{1, 1, 1}));
    auto error = [&](const std::string& text) {
        try {
            io::parse_lights(text, g, 2, "L");
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("(no error)");
    };
    EXPECT_TRUE(contains(error("d 1\n"), "L, line 1: the label 'd' names no vertex"));
    EXPECT_TRUE(contains(error("a 1\na 0\n"), "line 2: the light of 'a' is given twice"));
    EXPECT_TRUE(contains(error("a 2\n"), "a light is 0..1"));
    EXPECT_TRUE(contains(error("a\n"), "expected 'label value'"));
    EXPECT_TRUE(contains(error("a 1 2\n"), "expected 'label value'"));
    EXPECT_TRUE(contains(error("a -1\n"), "a light is 0..1"));
}

TEST(GraphIo, PressesByLabelInTextAndJson) {
    const Graph g = edges("a b\nb c,d\n").graph;  // "c,d" is one label
    using P = io::GraphPress;
    EXPECT_EQ(io::parse_graph_presses("a b\nc,d; a", g, 2),
              (std::vector<P>{{0, 1}, {1, 1}, {2, 1}, {0, 1}}));
    EXPECT_EQ(io::parse_graph_presses("a,2 c,d,1", g, 3), (std::vector<P>{{0, 2}, {2, 1}}));
    EXPECT_EQ(io::parse_graph_presses(R"(["b", ["a", 2]])", g, 3), (std::vector<P>{{1, 1}, {0, 2}}));
    EXPECT_EQ(io::parse_graph_presses(R"({"presses": ["a", "b"], "sequence": ["b", "a", "b"]})", g, 2),
              (std::vector<P>{{1, 1}, {0, 1}, {1, 1}}));
    EXPECT_THROW(io::parse_graph_presses("e", g, 2), InputError);
    EXPECT_THROW(io::parse_graph_presses("a,2", g, 2), InputError);  // 2 presses of a two-state light
    EXPECT_THROW(io::parse_graph_presses("a,x", g, 2), InputError);
    EXPECT_THROW(io::parse_graph_presses("[{}]", g, 2), InputError);
}

// Whatever the bytes, a reader returns a graph or throws InputError.
RC_GTEST_PROP(GraphIo, ArbitraryBytesNeverCrashTheReaders, (const std::string& bytes)) {
    std::istringstream in(bytes);
    try {
        const GraphFile f = io::read_graph(in, {}, "fuzz");
        RC_ASSERT(f.graph.vertices() > 0);
        io::parse_lights(bytes, f.graph, 2);
    } catch (const InputError&) {
    }
}

// Edge lists made of random tokens and separators: the graph has exactly the
// edges written (merged), or the reader says why not.
RC_GTEST_PROP(GraphIo, RandomEdgeListsReadBack, ()) {
    const int n = *rc::gen::inRange(1, 8);
    const auto pairs = *rc::gen::container<std::vector<std::pair<int, int>>>(
        rc::gen::pair(rc::gen::inRange(0, n), rc::gen::inRange(0, n)));
    std::string text;
    for (int v = 0; v < n; ++v) text += "v" + std::to_string(v) + "\n";
    bool loop = false;
    for (auto [u, v] : pairs) {
        text += "v" + std::to_string(u) + (*rc::gen::arbitrary<bool>() ? " \t" : " ") + "v" + std::to_string(v) + "\n";
        loop = loop || u == v;
    }
    try {
        const Graph g = edges(text).graph;
        RC_ASSERT(!loop);
        for (auto [u, v] : pairs) RC_ASSERT(g.adjacent(u, v) && g.adjacent(v, u));
        std::int64_t degree_sum = 0;
        for (int v = 0; v < n; ++v) degree_sum += g.degree(v);
        RC_ASSERT(degree_sum == 2 * g.edges());
    } catch (const InputError& e) {
        RC_ASSERT(loop);
    }
}

}  // namespace
}  // namespace lightsout
