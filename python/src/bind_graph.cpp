// Graphs: the lights are the vertices of any graph (python/lightsout/graphs.py
// turns networkx graphs and edge lists into vertex numbers and back).
#include <pybind11/stl.h>

#include "common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph.hpp"
#include "lightsout/modular.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/variants.hpp"

namespace lightsout::python {

namespace {

// The answer with vertices 0..n-1: arrays of counts, the sequence as vertex numbers.
py::dict solve_on_graph(int vertices, const std::vector<std::pair<int, int>>& edges, bool directed,
                        const py::handle& rule_name, const py::handle& lights_row, const py::handle& states_arg,
                        const py::handle& goal, const py::handle& minimal, const py::handle& method) {
    if (vertices <= 0) throw InputError("the graph has no vertices");
    const GraphRule rule = parse_graph_rule(text_of(rule_name, "rule"));
    const Graph graph(numbered_labels(vertices), edges, directed);
    const int states = states_of(states_arg);  // first: the lights are checked against it
    const Array lights = lights_array(lights_row, states_arg.is_none() ? 256 : states, "lights");
    if (lights.shape(1) != vertices) throw InputError("lights: one value per vertex is needed");
    if (states == 2 && largest_light(lights) > 1)
        throw InputError("a light has the value " + std::to_string(largest_light(lights)) +
                         "; for lights with more than two states give states=K");
    const int goal_value = goal_of(goal, states);
    SolveOptions options = options_of(minimal, py::str("any"), method);
    Puzzle puzzle = Puzzle::on_matrix(press_matrix(graph, rule), states,
                                      std::vector<std::uint8_t>(lights.data(), lights.data() + lights.size()), goal_value);
    PuzzleSolution s;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        s = solve(puzzle, options);
    }
    const Shape row{1, vertices};
    const std::vector<std::uint8_t> zeros(std::size_t(vertices), 0);
    py::dict out;
    out["solvable"] = s.solvable;
    out["proven"] = s.proven;
    out["states"] = s.states;
    out["presses"] = array_of_counts(s.solvable ? s.presses : zeros, row);
    out["certificate"] = s.solvable || s.certificate.empty() ? py::object(py::none())
                                                            : py::object(array_of_counts(s.certificate, row));
    out["sequence"] = s.sequence;
    out["count"] = s.count();
    out["nullity"] = s.quiet.rank();
    out["invariant_factors"] = s.quiet.invariant_factors();
    out["minimal"] = s.minimal;
    out["method"] = s.method;
    out["note"] = s.note;
    out["proof"] = s.proof;
    out["solutions"] = s.quiet.size_text();
    out["edges"] = graph.edges();
    return out;
}

// The quiet patterns of a graph (`lightsout analyze --graph`): vertices 0..n-1,
// generators as arrays of counts.
py::dict analyze_on_graph(int vertices, const std::vector<std::pair<int, int>>& edges, bool directed,
                          const py::handle& rule_name, const py::handle& states_arg) {
    if (vertices <= 0) throw InputError("the graph has no vertices");
    const GraphRule rule = parse_graph_rule(text_of(rule_name, "rule"));
    const Graph graph(numbered_labels(vertices), edges, directed);
    const int states = states_of(states_arg);
    const PressMatrix matrix = press_matrix(graph, rule);
    const std::vector<std::uint8_t> nothing(std::size_t(vertices), 0);
    QuietModule quiet;
    {
        const InterruptibleCall interruptible;  // Ctrl-C: KeyboardInterrupt
        py::gil_scoped_release free;
        quiet = solve_modular(matrix, nothing, states).quiet;
    }
    py::dict out;
    out["vertices"] = graph.vertices();
    out["edges"] = graph.edges();
    out["directed"] = graph.directed();
    out["rule"] = graph_rule_name(rule);
    out["states"] = states;
    out["rank"] = std::int64_t(vertices) - quiet.rank();
    out["nullity"] = quiet.rank();
    out["orders"] = quiet.orders;
    out["invariant_factors"] = quiet.invariant_factors();
    out["solutions"] = quiet.size_text();
    py::list generators;
    for (const auto& g : quiet.generators) generators.append(array_of_counts(g, {1, vertices}));
    out["quiet"] = generators;
    out["quiet_complete"] = quiet.generators_known();
    return out;
}

// A preset as a dict: a grid's rule and shape, or a graph's edges (vertex
// labels as nodes), with its states and goal.
py::dict variant_dict(const Variant& v) {
    py::dict out;
    out["name"] = v.name;
    out["product"] = v.product;
    out["board"] = v.board;
    out["rule"] = v.rule;
    out["goal"] = v.goal;
    out["states"] = v.states;
    out["sources"] = v.sources;
    out["goal_lights"] = v.goal_of_each();
    if (v.is_grid()) {
        out["grid_rule"] = v.grid_rule->name();
        out["shape"] = py::make_tuple(v.shape.rows, v.shape.cols);
        return out;
    }
    py::list edges;
    for (int u = 0; u < v.graph->vertices(); ++u)
        for (int w : v.graph->neighbours(u))
            if (v.graph->directed() || u < w) edges.append(py::make_tuple(v.graph->label(u), v.graph->label(w)));
    out["nodes"] = v.graph->labels();
    out["edges"] = edges;
    out["directed"] = v.graph->directed();
    out["graph_rule"] = graph_rule_name(v.graph_rule);
    return out;
}

}  // namespace

void bind_graph(py::module_& m) {
    using namespace py::literals;
    def_function(m, "_solve_graph", &solve_on_graph, "Solve a puzzle on the graph with vertices 0..n-1 (see lightsout.solve_graph).",
                 "vertices"_a, "edges"_a, "directed"_a, "rule"_a, "lights"_a, "states"_a, "goal"_a, "minimal"_a, "method"_a);
    def_function(m, "_analyze_graph", &analyze_on_graph,
                 "The quiet patterns of the graph with vertices 0..n-1 (see lightsout.analyze_graph).", "vertices"_a,
                 "edges"_a, "directed"_a, "rule"_a, "states"_a);
    def_function(
        m, "variants",
        [] {
            py::list out;
            for (const Variant& v : variants()) out.append(variant_dict(v));
            return out;
        },
        R"(The real products by name (`lightsout variants`), as dicts: name, product, board, rule,
goal, states, sources, goal_lights (the goal value of each light, in cell or node order),
and either grid_rule and shape, or nodes, edges, directed and graph_rule (solve_graph
takes the edges and graph_rule as they are).)");
}

}  // namespace lightsout::python
