// Lights Out Cube (Tiger Electronics, 7-592): 54 buttons, 9 on each face of a
// 3x3x3 cube; a press flips its light and the 4 lights next to it, the plus
// wrapping over the cube's edges onto the next face (every button has exactly
// 4 neighbours).
//
// Faces U (up), D (down), F (front), B (back), L (left), R (right), buttons 1..9
// in reading order as the faces lie in the net
//         U
//      L  F  R  B
//         D
// (U's bottom row touches F's top row; D's top row touches F's bottom row).
// The game's manual numbers the buttons 1..54 by face; its face 2 is F and its
// face 5 is R here (its button 15 flips 40, across that edge).
//
// Geometry: the cube has side 3 and is centred at the origin; a button's centre
// is its face's centre plus (col - 1) * right + (row - 1) * down, with right
// and down the face's axes. Two buttons are neighbours when their centres are
// 1 apart (same face) or sqrt(1/2) apart (across an edge).
#include <cmath>
#include <string>

#include "variants/presets.hpp"

namespace lightsout::presets {

namespace {

struct Face {
    const char* name;
    Point3 normal, right, down;
    int net_col, net_row;  // where the face lies in the net, in faces
};

const Face kFaces[6] = {
    {"U", {0, 1, 0}, {1, 0, 0}, {0, 0, 1}, 1, 0},   {"L", {-1, 0, 0}, {0, 0, 1}, {0, -1, 0}, 0, 1},
    {"F", {0, 0, 1}, {1, 0, 0}, {0, -1, 0}, 1, 1},  {"R", {1, 0, 0}, {0, 0, -1}, {0, -1, 0}, 2, 1},
    {"B", {0, 0, -1}, {-1, 0, 0}, {0, -1, 0}, 3, 1}, {"D", {0, -1, 0}, {1, 0, 0}, {0, 0, -1}, 1, 2},
};

Point3 centre(const Face& f, int row, int col) {
    auto at = [&](double n, double r, double d) { return 1.5 * n + (col - 1) * r + (row - 1) * d; };
    return {at(f.normal.x, f.right.x, f.down.x), at(f.normal.y, f.right.y, f.down.y),
            at(f.normal.z, f.right.z, f.down.z)};
}

}  // namespace

Variant cube() {
    Variant v;
    std::vector<std::string> labels;
    for (const Face& f : kFaces)
        for (int i = 0; i < 9; ++i) {
            labels.push_back(f.name + std::to_string(i + 1));
            v.layout.solid.push_back(centre(f, i / 3, i % 3));
            v.layout.normal.push_back(f.normal);
            v.layout.face.push_back(f.name);
            // The net, with a third of a button between faces.
            v.layout.flat.push_back({f.net_col * 3.35 + i % 3, f.net_row * 3.35 + i / 3, 0});
        }
    v.layout.tiles = true;
    std::vector<Graph::Edge> edges;
    const auto& at = v.layout.solid;
    for (int a = 0; a < 54; ++a)
        for (int b = a + 1; b < 54; ++b) {
            const double d = std::hypot(at[a].x - at[b].x, at[a].y - at[b].y, at[a].z - at[b].z);
            if (std::abs(d - 1) < 1e-9 || std::abs(d - std::sqrt(0.5)) < 1e-9) edges.push_back({a, b});
        }
    v.name = "cube";
    v.product = "Lights Out Cube (Tiger Electronics, 7-592)";
    v.board = "54 buttons on the 6 faces of a 3x3x3 cube";
    v.rule = "plus, wrapping over the cube's edges: a press flips its light and its 4 neighbours";
    v.goal = "all off";
    v.sources = {"https://manualsonline.com/manuals/mfg/tiger/7592.html?p=7",
                 "http://www.gersolutions.com/Lightsout/solution.aspx",
                 "http://www.gamesetwatch.com/2007/01/column_beyond_tetris_lights_ou_1.php"};
    v.graph = Graph(std::move(labels), std::move(edges));
    v.graph_rule = GraphRule::sigma_plus;
    return v;
}

}  // namespace lightsout::presets
