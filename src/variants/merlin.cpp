// Merlin's Magic Square (Parker Brothers' Merlin, 1978): buttons 1..9 on a 3x3
// grid, numbered as in the game's instructions
//     1 2 3
//     4 5 6
//     7 8 9
// A corner flips its 2x2 block, an edge button the three lights of its edge,
// the centre its plus. The rule is not symmetric (corner 1 flips 5, the centre
// does not flip 1), so the graph is directed: arc u -> v when pressing u flips
// v, with sigma-plus (every press flips its own light). Goal: the ring lit,
// the centre unlit.
#include "variants/presets.hpp"

namespace lightsout::presets {

Variant merlin() {
    // Button b (1-based) flips these others (besides itself).
    const std::vector<std::vector<int>> flips = {
        {2, 4, 5},     // 1: its 2x2 block
        {1, 3},        // 2: the top edge
        {2, 5, 6},     // 3
        {1, 7},        // 4: the left edge
        {2, 4, 6, 8},  // 5: the plus
        {3, 9},        // 6
        {4, 5, 8},     // 7
        {7, 9},        // 8
        {5, 6, 8},     // 9
    };
    std::vector<Graph::Edge> arcs;
    for (int u = 1; u <= 9; ++u)
        for (int v : flips[std::size_t(u - 1)]) arcs.push_back({u - 1, v - 1});
    Variant v;
    v.name = "merlin";
    v.product = "Merlin's Magic Square (Parker Brothers' Merlin, 1978)";
    v.board = "3x3 buttons 1..9";
    v.rule = "a corner flips its 2x2 block, an edge button its edge's 3 lights, the centre its plus";
    v.goal = "the ring lit, the centre unlit";
    v.sources = {"https://raw.org/puzzle/codingame/merlins-magic-square/",
                 "https://www.cut-the-knot.org/Curriculum/Algebra/Merlin.shtml",
                 "http://www.haar.clara.co.uk/Lights/JS/merlin.html"};
    v.graph = Graph(numbered_labels(9), std::move(arcs), /*directed=*/true);
    v.graph_rule = GraphRule::sigma_plus;
    for (int b = 0; b < 9; ++b) v.layout.flat.push_back({double(b % 3), double(b / 3), 0});
    v.layout.tiles = true;
    v.goal_lights = {1, 1, 1, 1, 0, 1, 1, 1, 1};
    return v;
}

}  // namespace lightsout::presets
