// Where the lights of a graph sit, for pictures and pages. The presets carry
// their own layouts (variants.hpp); any other graph is laid out by the render
// component (render_graph.hpp: lay_out()).
// Threads: one object may be read from many threads at once; changing it needs
// that no other thread uses it (as for std::vector; docs/ROBUSTNESS.md).
#pragma once

#include <string>
#include <vector>

namespace lightsout {

struct Point3 {
    double x = 0, y = 0, z = 0;
};

// Where the lights of a graph sit.
struct GraphLayout {
    // Per vertex, a position in the plane for pictures (x right, y down; any scale).
    std::vector<Point3> flat;
    // Solids only (else empty). Per vertex: where the light sits on the solid
    // (the Cube: the centre of its square on a cube of side 3 centred at the
    // origin; Orbix: a vertex of the unit icosahedron), the outward normal
    // there, and the name of its face ("U", "D", "F", "B", "L", "R" on the Cube).
    std::vector<Point3> solid;
    std::vector<Point3> normal;
    std::vector<std::string> face;
    // Polygons of the solid as cycles of vertices, outward by the right-hand
    // rule (Orbix: the icosahedron's 20 triangles), for drawing its surface.
    std::vector<std::vector<int>> polygons;
    // Draw the lights as square tiles without edges (grid-like presets: Merlin,
    // the Cube's net) rather than as discs joined by edges.
    bool tiles = false;
};

}  // namespace lightsout
