#include "cli/render_options.hpp"

#include "cli/states.hpp"

namespace lightsout::cli {

CLI::App* add_render_options(CLI::App& app, RenderArguments& args) {
    CLI::App* command = app.add_subcommand(
        "render", "Draw a board (or a graph) as an SVG or PNG picture: lit and unlit lights, pressed cells marked.");
    command->add_option("board", args.board, "Board file: text, PBM (P1/P4), PGM (P2/P5) or JSON; '-' for standard input\n"
                                             "(not with --graph: a graph brings its lights)");
    add_states_option(command, args.states);
    command->add_option("--presses", args.presses,
                        "Cells to mark: a press list (in --coords form; r,c,t = t presses with K > 2 states)\n"
                        "or a grid of 0/1 (of counts), as a file or a string");
    command->add_option("--rule", args.rule,
                        "With --presses: check them under this rule and say under the picture whether they solve it");
    add_edges_options(command, args.edges, " (with --rule)");
    command->add_option("--goal", args.goal, "off (the default), on or (K > 2 states) a value V (with --rule)");
    command->add_option("--coords", args.coords, "rc | xy | index: how --presses and the labels count (1-based)")
        ->capture_default_str();
    command->add_flag("--labels", args.labels, "Coordinates along the edges (index: numbers in the cells)");
    command->add_option("-o,--output", args.output, "Picture to write: FILE.svg or FILE.png")->required();
    add_graph_options(command, args.graph);
    return command;
}

}  // namespace lightsout::cli
