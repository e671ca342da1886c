#include "cli/edges.hpp"

#include "lightsout/error.hpp"

namespace lightsout::cli {

void add_edges_options(CLI::App* command, Edges& edges, const std::string& context) {
    command->add_option("--topology", edges.topology,
                        "How the edges are glued" + context + ":\n"
                        "flat: not at all (the default);\n"
                        "torus: top to bottom and left to right;\n"
                        "klein: left to right; top to bottom with the column mirrored (c -> cols-1-c);\n"
                        "projective: top to bottom with the column mirrored, left to right with the row mirrored");
    command->add_flag("--torus", edges.torus, "Short for --topology torus");
}

Rule::Topology topology_of(const Edges& edges) {
    if (edges.topology.empty()) return edges.torus ? Rule::Topology::torus : Rule::Topology::flat;
    const Rule::Topology topology = Rule::parse_topology(edges.topology);
    if (edges.torus && topology != Rule::Topology::torus)
        throw InputError("--torus is short for --topology torus; it cannot go with --topology " + edges.topology);
    return topology;
}

}  // namespace lightsout::cli
