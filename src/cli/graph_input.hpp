// What the commands share to play on a graph or a preset instead of a grid:
// the options --graph, --lights, --directed and --variant, and the puzzle they
// describe (read by library calls). --states is the command's (cli/states.hpp).
#pragma once

#include "cli/edges.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "lightsout/graph.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/variants.hpp"

namespace lightsout::cli {

struct GraphArguments {
    std::string graph;      // --graph FILE
    std::string lights;     // --lights FILE
    bool directed = false;  // --directed
    std::string variant;    // --variant NAME
};

// Registers the options on `command` (--lights only when `with_lights`).
void add_graph_options(CLI::App* command, GraphArguments& args, bool with_lights = true);

// The preset named by --variant, if any.
const Variant* chosen_variant(const GraphArguments& args);
// Does the command play on a graph (--graph, or a preset that is not a grid)?
bool on_graph(const GraphArguments& args);

// A puzzle on a graph as the command line describes it.
struct GraphGame {
    Graph graph;
    std::string rule;                 // "sigma-plus" or "sigma"
    const Variant* variant = nullptr;
    Puzzle puzzle;                    // lights, K, press matrix
    std::vector<std::uint8_t> target; // the goal of every light
    std::string goal;                 // "off", "on", a value, or the preset's goal in words
    std::vector<Point3> layout;       // flat positions for pictures (empty: lay the graph out)
};

// `states` is --states (0 when not given), `rule` and `goal` the command's
// --rule and --goal ("" when not given).
GraphGame read_graph_game(const GraphArguments& args, int states, const std::string& rule, const std::string& goal);

// The presses named by `argument` (a file of that name, else the list itself:
// labels, `label,t`, or JSON), in order; a press of t counts t times.
std::vector<int> presses_of(const std::string& argument, const GraphGame& game);

// A grid preset (--variant classic, ...): its rule, states and goal, unless
// the command line gives them. Refuses --rule, --topology or --torus beside a preset and
// graph options on a grid.
struct GridPreset {
    Rule rule = Rule::plus();
    int states = 0;    // 0: as the board file says, else 2
    std::string goal;  // "off", "on" or a value
    std::optional<Shape> shape;  // the preset's board
};
GridPreset grid_preset(const GraphArguments& args, const std::string& rule, const Edges& edges, int states,
                       const std::string& goal);
// Throws InputError unless a board of `shape` fits the preset.
void check_board_shape(const GridPreset& preset, Shape shape, const GraphArguments& args);

}  // namespace lightsout::cli
