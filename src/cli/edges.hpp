// How a grid's edges are glued, as the command line gives it: --topology NAME,
// with --torus as the short form of --topology torus.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "lightsout/rule.hpp"

namespace lightsout::cli {

struct Edges {
    bool torus = false;
    std::string topology;  // empty: not given
    bool given() const { return torus || !topology.empty(); }
};

// Adds --topology and --torus to a command; `context` ends their help lines
// (e.g. " (with --rule)").
void add_edges_options(CLI::App* command, Edges& edges, const std::string& context = "");

}  // namespace lightsout::cli
