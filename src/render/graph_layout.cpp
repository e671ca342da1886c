// Graph layouts by Graphviz (libgvc, libcgraph): build a cgraph graph, run
// neato or sfdp, read the node coordinates back. Graphviz keeps global state
// and is not thread-safe, so one layout runs at a time.
#include "lightsout/render_graph.hpp"

#include <graphviz/gvc.h>

#include <memory>
#include <mutex>
#include <string>

#include "lightsout/error.hpp"

namespace lightsout {

namespace {

std::mutex graphviz;

char* text(const char* s) { return const_cast<char*>(s); }  // cgraph's API takes char*

}  // namespace

std::vector<Point3> lay_out(const Graph& graph) {
    const int n = graph.vertices();
    if (n > kMaxLaidOutVertices)
        throw InputError("the graph has " + std::to_string(n) + " vertices; pictures are drawn up to " +
                         std::to_string(kMaxLaidOutVertices));
    std::vector<Point3> at(static_cast<std::size_t>(n));
    if (n <= 1) return at;
    std::lock_guard<std::mutex> lock(graphviz);
    std::unique_ptr<GVC_t, decltype(&gvFreeContext)> gvc(gvContext(), gvFreeContext);
    std::unique_ptr<Agraph_t, decltype(&agclose)> g(agopen(text("g"), Agundirected, nullptr), agclose);
    agattr(g.get(), AGRAPH, text("start"), text("7"));  // a fixed seed: the same picture every time
    agattr(g.get(), AGRAPH, text("overlap"), text("prism"));
    agattr(g.get(), AGRAPH, text("sep"), text("+6"));
    std::vector<Agnode_t*> nodes(static_cast<std::size_t>(n), nullptr);
    for (int v = 0; v < n; ++v) nodes[std::size_t(v)] = agnode(g.get(), text(std::to_string(v).c_str()), 1);
    for (int u = 0; u < n; ++u)
        for (int v : graph.neighbours(u))
            if (u < v || (graph.directed() && !graph.adjacent(v, u)))
                agedge(g.get(), nodes[std::size_t(u)], nodes[std::size_t(v)], nullptr, 1);
    const char* engine = n <= kNeatoMaxVertices ? "neato" : "sfdp";
    if (gvLayout(gvc.get(), g.get(), engine) != 0)
        throw InputError(std::string("Graphviz could not lay out the graph (") + engine + ")");
    for (int v = 0; v < n; ++v) {
        const pointf p = ND_coord(nodes[std::size_t(v)]);
        at[std::size_t(v)] = {p.x, -p.y, 0};  // Graphviz's y grows upwards
    }
    gvFreeLayout(gvc.get(), g.get());
    return at;
}

}  // namespace lightsout
