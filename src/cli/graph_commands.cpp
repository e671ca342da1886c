#include "cli/graph_commands.hpp"

#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/common.hpp"
#include "io/json_parts.hpp"
#include "lightsout/error.hpp"
#include "lightsout/graph_io.hpp"
#include "lightsout/graph_puzzle.hpp"
#include "lightsout/modular.hpp"

namespace lightsout::cli {

namespace {

io::GraphAnswerContext context_of(const GraphGame& game) {
    return {&game.graph, game.rule, game.goal, game.variant ? game.variant->name : std::string()};
}

std::string labels_of(const std::vector<std::uint8_t>& pattern, const Graph& graph, int states) {
    std::string text;
    for (std::size_t v = 0; v < pattern.size(); ++v) {
        if (!pattern[v]) continue;
        text += (text.empty() ? "" : " ") + graph.label(int(v));
        if (states != 2) text += "," + std::to_string(pattern[v]);
    }
    return text.empty() ? "(none)" : text;
}

}  // namespace

int run_graph_solve(const GraphArguments& graph, int states, const GraphCommand& command, const SolveOptions& options) {
    const io::AnswerFormat format = io::parse_answer_format(command.format.empty() ? "list" : command.format);
    if (format != io::AnswerFormat::list && format != io::AnswerFormat::json)
        throw InputError("a graph has no grid to print: use --format list (one label per line) or json");
    const GraphGame game = read_graph_game(graph, states, command.rule, command.goal);
    const PuzzleSolution solution = solve_towards(game.puzzle, game.target, options);
    write_output(command.output, [&](std::ostream& out) { io::write_graph_answer(out, solution, context_of(game), format); });
    return report_verdict(solution.solvable, solution.proven, solution.note);
}

int run_graph_check(const GraphArguments& graph, int states, const GraphCommand& command, const std::string& presses,
                    MoveConstraint constraint) {
    const GraphGame game = read_graph_game(graph, states, command.rule, command.goal);
    const std::vector<int> sequence = presses_of(presses, game);
    const CheckReport report = check_towards(game.puzzle, game.target, constraint, sequence);
    const std::string count = std::to_string(sequence.size());
    if (report.illegal_move >= 0) {
        const bool off = constraint == MoveConstraint::only_off;
        std::cout << "illegal: press " << report.illegal_move + 1 << " of " << count << " ("
                  << game.graph.label(sequence[std::size_t(report.illegal_move)]) << ") is on a "
                  << (off ? "lit" : "unlit") << " light, but only " << (off ? "unlit" : "lit") << " lights may be pressed\n";
        return 1;
    }
    if (!report.ok) {
        std::cout << "not solved: after all " << count << " presses, " << report.lights_wrong
                  << " light(s) are not at the goal (" << game.goal << ")\n";
        return 1;
    }
    std::cout << "ok: " << count << " presses reach the goal (" << game.goal << ")"
              << (constraint == MoveConstraint::any ? "" : ", every press legal") << "\n";
    return 0;
}

int run_graph_analyze(const GraphArguments& graph, int states_given, const GraphCommand& command) {
    const GraphGame game = read_graph_game(graph, states_given, command.rule, command.goal);
    const int states = game.puzzle.states;
    const std::vector<std::uint8_t> nothing(std::size_t(game.puzzle.size()), 0);
    const QuietModule quiet = solve_modular(game.puzzle.matrix, nothing, states).quiet;
    write_output(command.output, [&](std::ostream& out) {
        if (command.format == "json") {
            nlohmann::json j = io::graph_json_head(context_of(game), states);
            j["rank"] = game.puzzle.size() - quiet.rank();
            j["nullity"] = quiet.rank();
            j["orders"] = quiet.orders;
            j["invariant_factors"] = quiet.invariant_factors();
            j["solutions"] = quiet.size_text();
            j["quiet"] = nlohmann::json::array();
            for (const auto& g : quiet.generators) j["quiet"].push_back(io::graph_press_list(g, game.graph, states));
            j["quiet_complete"] = quiet.generators_known();
            out << j.dump() << "\n";
            return;
        }
        out << "graph: " << game.graph.vertices() << " vertices, " << game.graph.edges()
            << (game.graph.directed() ? " arcs (directed)" : " edges") << "\n"
            << "rule: " << game.rule << "\n"
            << "states: " << states << "\n";
        if (states == 2) out << "rank: " << game.puzzle.size() - quiet.rank() << "\nnullity: " << quiet.rank() << "\n";
        else {
            out << "quiet patterns: " << quiet.size_text() << " (invariant factors:";
            for (int d : quiet.invariant_factors()) out << " " << d;
            out << (quiet.orders.empty() ? " none" : "") << ")\n";
        }
        out << "solutions of a solvable board: " << quiet.size_text() << "\n";
        if (quiet.orders.empty()) {
            out << "quiet patterns: none (every light pattern has exactly one solution)\n";
            return;
        }
        if (!quiet.generators_known()) {
            out << "quiet patterns: not listed (too many to keep)\n";
            return;
        }
        out << "quiet patterns (generators, " << quiet.generators.size() << "):\n";
        for (std::size_t i = 0; i < quiet.generators.size(); ++i)
            out << "  " << i + 1 << (states == 2 ? "" : " (order " + std::to_string(quiet.orders[i]) + ")") << ": "
                << labels_of(quiet.generators[i], game.graph, states) << "\n";
    });
    return 0;
}

}  // namespace lightsout::cli
