#include "cli/render/graph_picture.hpp"

#include "cli/common.hpp"
#include "cli/graph_input.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_puzzle.hpp"
#include "lightsout/render_graph.hpp"

namespace lightsout::cli {

int render_graph_picture(const RenderArguments& args) {
    if (!args.board.empty()) throw InputError("a graph brings its own lights (--lights); leave out the board");
    if (args.edges.given()) throw InputError("--topology and --torus are for grids; a graph says who its neighbours are");
    const ImageFormat format = image_format_for_path(args.output);
    const GraphGame game = read_graph_game(args.graph, args.states, args.rule, args.goal);
    const int states = game.puzzle.states;
    GraphRenderOptions options;
    options.states = states;
    options.tiles = game.variant && game.variant->layout.tiles;
    std::vector<std::uint8_t> counts;
    if (!args.presses.empty()) {
        const std::vector<int> sequence = presses_of(args.presses, game);
        counts.assign(std::size_t(game.puzzle.size()), 0);
        for (int v : sequence) counts[std::size_t(v)] = std::uint8_t((counts[std::size_t(v)] + 1) % states);
        options.presses = counts;
        const CheckReport report = check_towards(game.puzzle, game.target, MoveConstraint::any, sequence);
        const std::string what = std::to_string(sequence.size()) + (sequence.size() == 1 ? " press" : " presses");
        options.caption = game.rule + ": these " + what + (report.ok ? " reach" : " do NOT reach") + " the goal (" +
                          game.goal + ")";
    }
    const std::vector<Point3> positions = game.layout.empty() ? lay_out(game.graph) : game.layout;
    write_output(args.output, [&](std::ostream& out) {
        render_graph(out, game.graph, positions, game.puzzle.lights, options, format);
    });
    return 0;
}

}  // namespace lightsout::cli
