// solve, check and analyze on a graph or a non-grid preset: what each command
// does when --graph or such a --variant is given (render: cli/render/graph_picture.hpp).
#pragma once

#include <string>

#include "cli/graph_input.hpp"
#include "lightsout/solve.hpp"

namespace lightsout::cli {

// The options a command reads besides the graph's.
struct GraphCommand {
    std::string rule;    // --rule ("" when not given)
    std::string goal;    // --goal ("" when not given)
    std::string format;  // --format ("" when not given)
    std::string output = "-";
};

// `states`: --states (0 when not given).
int run_graph_solve(const GraphArguments& graph, int states, const GraphCommand& command, const SolveOptions& options);
// `presses`: a file or the list itself (labels, `label,t`, or JSON).
int run_graph_check(const GraphArguments& graph, int states, const GraphCommand& command, const std::string& presses,
                    MoveConstraint constraint);
// `command.format`: "text" or "json" (analyze --format checks it when parsing).
int run_graph_analyze(const GraphArguments& graph, int states, const GraphCommand& command);

}  // namespace lightsout::cli
