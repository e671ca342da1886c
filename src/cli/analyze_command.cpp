// lightsout analyze: rank, nullity and quiet patterns of a rule on a size.
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/graph_commands.hpp"
#include "cli/states.hpp"
#include "lightsout/analyze.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::cli {

namespace {

struct AnalyzeArguments {
    std::string rule;  // "" = plus on a grid, sigma-plus on a graph, or the preset's
    std::string size;
    Edges edges;
    std::string format = "text";
    std::string output = "-";
    int states = 0;  // 0: 2 (or the preset's)
    GraphArguments graph;
};

void write_text(std::ostream& out, const Analysis& a, const Rule& rule) {
    out << "rule: " << rule.name() << "\n"
        << "size: " << a.shape.rows << "x" << a.shape.cols << "\n"
        << "rank: " << a.rank << "\n"
        << "nullity: " << a.nullity << "\n";
    if (a.nullity == 0) out << "solvable boards: all (every board has exactly one solution)\n";
    else
        out << "solvable boards: 1 in 2^" << a.nullity << " (" << std::setprecision(6) << 100.0 * a.solvable_fraction()
            << "%)\n";
    if (std::int64_t(a.quiet.size()) < a.nullity) {
        out << "quiet patterns: not listed (a basis of " << a.nullity << " patterns of " << a.shape.cells()
            << " cells is too large to print)\n";
        return;
    }
    if (a.quiet.empty()) {
        out << "quiet patterns: none (only pressing nothing changes nothing)\n";
        return;
    }
    out << "quiet patterns (a basis, " << a.quiet.size() << "):\n";
    for (std::size_t i = 0; i < a.quiet.size(); ++i) {
        out << "pattern " << i + 1 << ":\n";
        for (const std::string& row : io::board_rows(a.quiet[i])) out << row << "\n";
    }
}

// "Z/3", "(Z/3)^3", "(Z/2)^2 x (Z/6)^2": equal factors as powers.
std::string group_text(const std::vector<int>& factors) {
    std::string text;
    for (std::size_t i = 0; i < factors.size();) {
        std::size_t j = i;
        while (j < factors.size() && factors[j] == factors[i]) ++j;
        const std::string cyclic = "Z/" + std::to_string(factors[i]);
        text += (text.empty() ? "" : " x ") + (j - i == 1 ? cyclic : "(" + cyclic + ")^" + std::to_string(j - i));
        i = j;
    }
    return text;
}

void write_states_text(std::ostream& out, const ModularAnalysis& a, const Rule& rule) {
    const QuietModule& q = a.quiet;
    out << "rule: " << rule.name() << "\n"
        << "size: " << a.shape.rows << "x" << a.shape.cols << "\n"
        << "states: " << a.states << "\n"
        << "quiet patterns: ";
    if (q.orders.empty()) {
        out << "none (only pressing nothing changes nothing)\n"
            << "solvable boards: all (every board has exactly one solution)\n";
        return;
    }
    out << q.size_text() << ", the group " << group_text(q.invariant_factors()) << "\n";
    out << "solvable boards: 1 in " << q.size_text() << " (" << std::setprecision(6) << 100.0 * a.solvable_fraction()
        << "%), each with " << q.size_text() << " solutions\n";
    if (!q.generators_known()) {
        out << "quiet patterns: not listed (" << q.rank() << " generators of " << a.shape.cells()
            << " cells are too large to print)\n";
        return;
    }
    out << "quiet patterns (generators, " << q.rank() << "; every quiet pattern is one sum of c_i times pattern i, "
        << "0 <= c_i < its order):\n";
    for (std::size_t i = 0; i < q.generators.size(); ++i) {
        out << "pattern " << i + 1 << " (order " << q.orders[i] << "):\n";
        for (const std::string& row : io::count_rows(q.generators[i], a.shape, a.states)) out << row << "\n";
    }
}

int run_analyze(const AnalyzeArguments& args) {
    if (on_graph(args.graph)) {
        if (!args.size.empty() || args.edges.given())
            throw InputError("--size, --topology and --torus are for grids; a graph has its own");
        return run_graph_analyze(args.graph, args.states, {args.rule, "", args.format, args.output});
    }
    const GridPreset preset = grid_preset(args.graph, args.rule, args.edges, args.states, "");
    if (args.size.empty() && !preset.shape)
        throw InputError("analyze needs --size MxN (or --graph FILE, or --variant NAME)");
    const Shape shape = args.size.empty() ? *preset.shape : parse_size(args.size);
    check_board_shape(preset, shape, args.graph);
    const Rule& rule = preset.rule;
    if (preset.states > 2) {
        const ModularAnalysis analysis = analyze(rule, shape, preset.states);
        write_output(args.output, [&](std::ostream& out) {
            if (args.format == "json") io::write_analysis_json(out, analysis, rule);
            else write_states_text(out, analysis, rule);
        });
        return 0;
    }
    const Analysis analysis = analyze(rule, shape);
    write_output(args.output, [&](std::ostream& out) {
        if (args.format == "json") io::write_analysis_json(out, analysis, rule);
        else write_text(out, analysis, rule);
    });
    return 0;
}

}  // namespace

void add_analyze_command(CLI::App& app, int& status) {
    auto args = std::make_shared<AnalyzeArguments>();
    CLI::App* command = app.add_subcommand(
        "analyze", "Rank, nullity and quiet patterns (presses that change nothing) of a rule on a board size,\n"
                   "and the fraction of boards that can be solved.");
    command->add_option("--rule", args->rule,
                        "plus (the default) | square | cross | stencil:ROWS; on a graph sigma-plus | sigma");
    command->add_option("--size", args->size, "N (N x N) or RxC, e.g. 5 or 24x30 (not with --graph or --variant)");
    add_edges_options(command, args->edges);
    add_states_option(command, args->states);
    add_text_or_json_format(command, args->format, "text | json")->capture_default_str();
    command->add_option("-o,--output", args->output, "Write to this file ('-' = standard output)")
        ->capture_default_str();
    add_graph_options(command, args->graph, /*with_lights=*/false);
    command->callback([args, &status] { status = run_analyze(*args); });
}

}  // namespace lightsout::cli
