// Pictures of graphs: each light a disc (or a square tile, for grid-like
// layouts) at its position, lit or unlit (K > 2: shaded by its value, the value
// written in it), edges between neighbours (arrows when directed), presses
// marked, labels beside the lights, as SVG or PNG (cairo).
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
// (Graphviz layouts take turns behind one lock: Graphviz is not thread-safe.)
#pragma once

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <vector>

#include "lightsout/graph.hpp"
#include "lightsout/graph_layout.hpp"
#include "lightsout/render.hpp"

namespace lightsout {

struct GraphRenderOptions {
    int states = 2;
    std::span<const std::uint8_t> presses;  // times each vertex is pressed (empty: none marked)
    bool tiles = false;                     // square tiles, no edges (the layout's choice for grid-like presets)
    bool labels = true;                     // the vertex labels (dropped above kLabelledVertices)
    std::string caption;                    // one line under the picture
};

// Flat positions for every vertex (y down), by Graphviz (libgvc): neato
// (stress majorization: distances in the picture follow distances in the
// graph) up to kNeatoMaxVertices vertices, sfdp (multilevel force-directed)
// above. Deterministic (a fixed seed). Throws InputError above kMaxLaidOutVertices.
inline constexpr int kNeatoMaxVertices = 1000;
inline constexpr int kMaxLaidOutVertices = 20000;
std::vector<Point3> lay_out(const Graph& graph);

// Labels are drawn up to this many vertices.
inline constexpr int kLabelledVertices = 300;

// Draws `graph` with its `lights` (one per vertex) at `positions` (one per
// vertex, any scale; y down) into `out`. Throws InputError when the sizes
// disagree or a light or press is not a value mod options.states.
void render_graph(std::ostream& out, const Graph& graph, std::span<const Point3> positions,
                  std::span<const std::uint8_t> lights, const GraphRenderOptions& options, ImageFormat format);

}  // namespace lightsout
