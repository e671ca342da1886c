// `lightsout render --graph FILE` (or a preset that is a graph): the picture
// of a graph, drawn in the helper lightsout-render (it links the render
// component: cairo and Graphviz).
#pragma once

#include "cli/render_options.hpp"

namespace lightsout::cli {

int render_graph_picture(const RenderArguments& args);

}  // namespace lightsout::cli
