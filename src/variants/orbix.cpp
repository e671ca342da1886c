// Orbix (Tiger Electronics, 1995), its puzzle 1: 12 lights on a ball, at the
// vertices of an icosahedron; a press flips the 5 neighbours, not itself
// (sigma); goal: all on.
//
// Labels 1..12: 1 the top vertex, 2..6 the upper ring, 7..11 the lower ring
// (turned by 36 degrees), 12 the bottom. The edges are the pairs at the
// icosahedron's edge length, computed from the coordinates.
//
// Flat picture: a planar drawing (flat_layout below); the 3-D shape is in the
// layout's solid positions and triangles.
#include <cmath>

#include "variants/presets.hpp"

namespace lightsout::presets {

namespace {

double distance(Point3 a, Point3 b) { return std::hypot(a.x - b.x, a.y - b.y, a.z - b.z); }
Point3 minus(Point3 a, Point3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
Point3 cross(Point3 a, Point3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
double dot(Point3 a, Point3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

std::vector<Point3> icosahedron() {
    const double pi = std::acos(-1.0), h = 1 / std::sqrt(5.0), r = 2 / std::sqrt(5.0);
    std::vector<Point3> p{{0, 0, 1}};
    for (int k = 0; k < 5; ++k) p.push_back({r * std::cos(2 * pi * k / 5), r * std::sin(2 * pi * k / 5), h});
    for (int k = 0; k < 5; ++k)
        p.push_back({r * std::cos(2 * pi * (k + 0.5) / 5), r * std::sin(2 * pi * (k + 0.5) / 5), -h});
    p.push_back({0, 0, -1});
    return p;
}

// A drawing without crossings, by hand: the face 1, 2, 3 outside (radius 1),
// the opposite face 12, 9, 10 inside (turned by half a turn), and the hexagon
// 4, 5, 6, 11, 7, 8 between them, each of its vertices towards the outer
// vertex or edge it touches (inside the outer edges, which pass at radius 0.5).
std::vector<Point3> flat_layout() {
    const double pi = std::acos(-1.0);
    struct Place {
        int label;
        double degrees, radius;
    };
    const Place places[12] = {{1, 90, 1},    {2, 210, 1},     {3, 330, 1},     {4, 30, 0.36},
                              {5, 90, 0.56}, {6, 150, 0.36},  {7, 270, 0.36},  {8, 330, 0.56},
                              {9, 30, 0.16}, {10, 150, 0.16}, {11, 210, 0.56}, {12, 270, 0.16}};
    std::vector<Point3> at(12);
    for (const Place& p : places) {
        const double a = p.degrees * pi / 180;
        at[std::size_t(p.label - 1)] = {p.radius * std::cos(a), -p.radius * std::sin(a), 0};  // y down
    }
    return at;
}

}  // namespace

Variant orbix() {
    const std::vector<Point3> p = icosahedron();
    const double edge = distance(p[0], p[1]);
    std::vector<Graph::Edge> edges;
    for (int u = 0; u < 12; ++u)
        for (int v = u + 1; v < 12; ++v)
            if (std::abs(distance(p[std::size_t(u)], p[std::size_t(v)]) - edge) < 1e-9) edges.push_back({u, v});
    Variant v;
    v.name = "orbix";
    v.product = "Orbix (Tiger Electronics, 1995), puzzle 1";
    v.board = "12 lights on an icosahedron";
    v.rule = "sigma: a press flips its 5 neighbours, not itself";
    v.goal = "all on";
    v.goal_value = 1;
    v.sources = {"http://www.usna.edu/Users/math/wdj/orbix.htm", "http://www.usna.edu/Users/math/wdj/orbix_math.html",
                 "http://www.math.rwth-aachen.de/~Martin.Schoenert/Cube-Lovers/Stan_Isaacs__Re__Orbix.html"};
    v.graph = Graph(numbered_labels(12), std::move(edges));
    v.graph_rule = GraphRule::sigma;
    v.layout.solid = p;
    v.layout.normal = p;  // the unit icosahedron: a vertex is its own outward direction
    v.layout.flat = flat_layout();
    // The 20 triangles, turned outward.
    const Graph& g = *v.graph;
    for (int a = 0; a < 12; ++a)
        for (int b = a + 1; b < 12; ++b)
            for (int c = b + 1; c < 12; ++c) {
                if (!g.adjacent(a, b) || !g.adjacent(b, c) || !g.adjacent(a, c)) continue;
                const Point3 centre{p[a].x + p[b].x + p[c].x, p[a].y + p[b].y + p[c].y, p[a].z + p[b].z + p[c].z};
                const bool outward = dot(cross(minus(p[b], p[a]), minus(p[c], p[a])), centre) > 0;
                v.layout.polygons.push_back(outward ? std::vector<int>{a, b, c} : std::vector<int>{a, c, b});
            }
    return v;
}

}  // namespace lightsout::presets
