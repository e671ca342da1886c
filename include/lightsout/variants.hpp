// The real products by name: board, rule, states and goal of each, with the
// sources they were checked against (docs/VARIANTS.md).
//
//   const Variant& v = find_variant("orbix");   // 12 lights on an icosahedron
//   PressMatrix a = v.press_matrix();            // who changes whom
//
// Presets that are grids stay grids (their rule and shape: every fast path
// applies). The others are graphs with a layout: a flat position per light for
// pictures, and for the solids (Orbix, the Cube) the 3-D shape a page can draw.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/graph.hpp"
#include "lightsout/graph_layout.hpp"
#include "lightsout/press_matrix.hpp"
#include "lightsout/rule.hpp"

namespace lightsout {

struct Variant {
    std::string name;     // "classic"
    std::string product;  // "Lights Out (Tiger Electronics, 1995)"
    std::string board;    // "5x5 grid"
    std::string rule;     // what a press changes, in words
    std::string goal;     // the goal, in words
    int states = 2;       // lights hold 0..states-1; a press adds 1 mod states
    std::vector<std::string> sources;  // where the rule was checked (docs/VARIANTS.md)

    // A grid game: its rule and shape (a board of exactly this shape).
    std::optional<Rule> grid_rule;
    Shape shape;
    // A graph game: its graph, rule and layout.
    std::optional<Graph> graph;
    GraphRule graph_rule = GraphRule::sigma_plus;
    GraphLayout layout;

    // The goal: every light at goal_value, unless goal_lights gives one value
    // per light (row-major cells, or vertices): Merlin's ring lit, centre unlit.
    int goal_value = 0;
    std::vector<std::uint8_t> goal_lights;

    bool is_grid() const { return grid_rule.has_value(); }
    int lights() const { return is_grid() ? int(shape.cells()) : graph->vertices(); }
    // The goal value of every light.
    std::vector<std::uint8_t> goal_of_each() const;
    // Who changes whom (for a grid: PressMatrix::of_rule of its rule and shape).
    PressMatrix press_matrix() const;
};

// Every preset, in the order `lightsout variants` lists them.
const std::vector<Variant>& variants();
// The preset named `name`. Throws InputError listing the names.
const Variant& find_variant(std::string_view name);

// A preset as JSON for programs and pages: {"name","product","board","rule",
// "goal","states","sources", and for a grid "rows","cols","grid_rule", for a
// graph "labels","edges" (pairs of labels; arcs when "directed"),
// "graph_rule","goal_lights"}; with `layout`, a graph's "flat" [[x,y],...] and,
// for solids, "solid" [[x,y,z],...], "normal", "face" and "polygons" (lists
// of vertex indices).
std::string variant_json(const Variant& variant, bool layout);

}  // namespace lightsout
