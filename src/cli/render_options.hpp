// The options of `lightsout render` (a picture of a board, its presses marked).
// Defined once for `lightsout`, which parses them and hands over to the
// helper binary lightsout-render, and for lightsout-render, which draws
// (cli/helper.hpp, src/cli/render/).
#pragma once

#include <CLI/CLI.hpp>

#include <string>

#include "cli/graph_input.hpp"

namespace lightsout::cli {

struct RenderArguments {
    std::string board;
    std::string presses;
    std::string rule;
    Edges edges;
    std::string goal;  // "" = off, or the preset's goal
    std::string coords = "rc";
    bool labels = false;
    std::string output;
    int states = 0;  // 0: as the board file says (or the preset), else 2
    GraphArguments graph;  // --graph, --lights, --directed, --variant
};

// Adds the `render` command and its options, bound to `args`, to `app`.
CLI::App* add_render_options(CLI::App& app, RenderArguments& args);

}  // namespace lightsout::cli
