#include "cli/graph_input.hpp"

#include <fstream>
#include <sstream>

#include "cli/common.hpp"
#include "cli/states.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"
#include "lightsout/graph_puzzle.hpp"

namespace lightsout::cli {

namespace {

std::vector<std::uint8_t> lights_of(const GraphArguments& args, const Graph& graph,
                                    const std::optional<std::vector<std::uint8_t>>& from_file, int states) {
    if (!args.lights.empty()) return io::read_lights_file(args.lights, graph, states);
    if (from_file) return *from_file;
    return io::uniform_lights(graph, 1);  // every light lit
}

std::string size_text(Shape shape) { return std::to_string(shape.rows) + "x" + std::to_string(shape.cols); }

}  // namespace

void add_graph_options(CLI::App* command, GraphArguments& args, bool with_lights) {
    auto* graph = command->add_option("--graph", args.graph,
                                      "Play on a graph: an edge list ('u v' per line, any labels, # comments)\n"
                                      "or networkx node-link JSON (docs/GRAPHS.md)");
    if (with_lights)
        command->add_option("--lights", args.lights,
                            "The lights of a graph or preset: 'label value' lines (default: every light lit)");
    command->add_flag("--directed", args.directed, "Read 'u v' as 'pressing u changes v' (graphs)");
    command->add_option("--variant", args.variant,
                        "A real product's board, rule, states and goal (see lightsout variants)")
        ->excludes(graph);
}

const Variant* chosen_variant(const GraphArguments& args) {
    return args.variant.empty() ? nullptr : &find_variant(args.variant);
}

bool on_graph(const GraphArguments& args) {
    const Variant* variant = chosen_variant(args);
    return !args.graph.empty() || (variant && !variant->is_grid());
}

GraphGame read_graph_game(const GraphArguments& args, int states, const std::string& rule, const std::string& goal) {
    GraphGame game;
    game.variant = chosen_variant(args);
    if (game.variant) {
        const Variant& v = *game.variant;
        if (!rule.empty()) throw InputError("--variant " + v.name + " sets the rule; leave out --rule");
        if (args.directed) throw InputError("--variant " + v.name + " sets the graph; leave out --directed");
        const int k = states ? states : v.states;
        game.graph = *v.graph;
        game.rule = graph_rule_name(v.graph_rule);
        game.layout = v.layout.flat;
        game.puzzle = Puzzle::on_matrix(v.press_matrix(), k, lights_of(args, game.graph, std::nullopt, k), 0);
        if (goal.empty() && k == v.states) {
            game.target = v.goal_of_each();
            game.goal = v.goal;
        } else {
            game.goal = goal.empty() ? "off" : goal;
            game.puzzle.goal = goal_value(game.goal, k);
            game.target = uniform_target(game.puzzle);
        }
        return game;
    }
    const int k = states ? states : 2;
    io::GraphFile file = io::read_graph_file(args.graph, {args.directed, k});
    const GraphRule graph_rule = parse_graph_rule(rule.empty() ? "sigma-plus" : rule);
    game.rule = graph_rule_name(graph_rule);
    game.goal = goal.empty() ? "off" : goal;
    std::vector<std::uint8_t> lights = lights_of(args, file.graph, file.lights, k);
    game.puzzle = graph_puzzle(file.graph, graph_rule, k, std::move(lights), goal_value(game.goal, k));
    game.graph = std::move(file.graph);
    game.target = uniform_target(game.puzzle);
    return game;
}

std::vector<int> presses_of(const std::string& argument, const GraphGame& game) {
    const std::string text = file_or_text(argument, "press file");
    std::vector<int> sequence;
    for (const io::GraphPress& p : io::parse_graph_presses(text, game.graph, game.puzzle.states))
        sequence.insert(sequence.end(), std::size_t(p.times), p.vertex);
    return sequence;
}

GridPreset grid_preset(const GraphArguments& args, const std::string& rule, const Edges& edges, int states,
                       const std::string& goal) {
    if (!args.lights.empty()) throw InputError("--lights names the lights of a graph; a grid board brings its own");
    if (args.directed) throw InputError("--directed is for graphs (--graph)");
    GridPreset preset;
    preset.states = states;
    preset.goal = goal.empty() ? "off" : goal;
    const Variant* v = chosen_variant(args);
    if (!v) {
        preset.rule = parse_rule(rule.empty() ? "plus" : rule, edges);
        return preset;
    }
    if (!rule.empty() || edges.given())
        throw InputError("--variant " + v->name + " sets the rule; leave out --rule, --topology and --torus");
    preset.rule = *v->grid_rule;
    if (!states) preset.states = v->states;
    if (goal.empty()) preset.goal = v->goal_value == 0 ? "off" : v->goal_value == v->states - 1 ? "on" : std::to_string(v->goal_value);
    preset.shape = v->shape;
    return preset;
}

void check_board_shape(const GridPreset& preset, Shape shape, const GraphArguments& args) {
    if (preset.shape && *preset.shape != shape)
        throw InputError("the " + args.variant + " variant is played on a " + size_text(*preset.shape) + " board, not " +
                         size_text(shape));
}

}  // namespace lightsout::cli
