#include "cli/edges.hpp"

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

}  // namespace lightsout::cli
