// lightsout check: verify a list of presses (or a PBM press pattern) against a board.
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/graph_commands.hpp"
#include "cli/states.hpp"
#include "lightsout/input_file.hpp"
#include "lightsout/read_all.hpp"
#include "lightsout/check.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/strategy.hpp"
#include "lightsout/zk/fewest.hpp"

namespace lightsout::cli {

namespace {

struct CheckArguments {
    std::string board;
    std::string presses;
    std::string rule;  // "" = plus on a grid, sigma-plus on a graph, or the preset's
    Edges edges;
    std::string goal;  // "" = off, or the preset's goal
    bool only_off = false;
    bool only_on = false;
    std::string coords = "rc";
    int states = 0;  // 0: as the board file says (or the preset), else 2
    GraphArguments graph;
};

// What PRESSES holds: an ordered list, or a PBM pattern (no order).
struct Presses {
    std::vector<Cell> sequence;
    std::optional<PressPattern> pattern;
};

// PRESSES is a file (a press list, or a PBM pattern) or, when no such file
// exists, the press list itself.
Presses read_presses(const std::string& argument, io::Coords coords, Shape shape) {
    if (!io::names_a_file(argument)) return {io::parse_press_list(argument, coords, shape), std::nullopt};
    std::ifstream file = io::open_input_file(argument, "press file");
    char magic[2] = {0, 0};
    file.read(magic, 2);
    file.clear();
    file.seekg(0);
    if (magic[0] == 'P' && (magic[1] == '1' || magic[1] == '4')) {
        PressPattern pattern = io::read_pbm(file, argument);
        if (pattern.shape() != shape) throw InputError("the press pattern '" + argument + "' is not the board's size");
        return {{}, std::move(pattern)};
    }
    return {io::parse_press_list(io::read_all(file, "'" + argument + "'"), coords, shape), std::nullopt};
}

// The verdict once every press was legal: exit 0 when the goal is reached.
int print_outcome(const CheckReport& report, std::int64_t presses, const std::string& goal, MoveConstraint constraint) {
    if (!report.ok) {
        std::cout << "not solved: after " << (presses == 1 ? "the 1 press, " : "all " + std::to_string(presses) + " presses, ")
                  << report.lights_wrong << " light(s) are not " << goal << "\n";
        return 1;
    }
    std::cout << "ok: " << (presses == 1 ? "1 press reaches" : std::to_string(presses) + " presses reach") << " all "
              << goal
              << (constraint == MoveConstraint::any ? "" : ", every press legal") << "\n";
    return 0;
}

// K > 2 states: PRESSES is a list of "r,c" (one press) or "r,c,t" (t presses),
// as a file or the text itself, or a PGM of counts the board's size.
std::vector<std::uint8_t> read_press_counts(const std::string& argument, io::Coords coords, const StateBoard& board) {
    if (!io::names_a_file(argument)) return io::parse_press_counts(argument, coords, board.shape, board.states);
    std::ifstream file = io::open_input_file(argument, "press file");
    if (file.peek() == 'P') {
        StateBoard counts = io::read_pgm(file, board.states, "'" + argument + "'");
        if (counts.shape != board.shape) throw InputError("the press counts '" + argument + "' are not the board's size");
        return std::move(counts.lights);
    }
    return io::parse_press_counts(io::read_all(file, "'" + argument + "'"), coords, board.shape, board.states);
}

int check_states(const CheckArguments& args, const Rule& rule, const std::string& goal_name, StateBoard&& board,
                 io::Coords coords) {
    if (args.only_off || args.only_on)
        throw InputError("--only-off / --only-on are for two-state lights, not " + std::to_string(board.states) + " states");
    const int goal = goal_value(goal_name, board.states);
    const std::vector<std::uint8_t> counts = read_press_counts(args.presses, coords, board);
    const std::int64_t presses = zk::press_count(counts);
    const std::int64_t wrong =
        lights_off_goal(Puzzle::on_grid(board.shape, rule, board.states, std::move(board.lights), goal), counts);
    CheckReport report;
    report.ok = wrong == 0;
    report.lights_wrong = wrong;
    return print_outcome(report, presses, std::to_string(goal), MoveConstraint::any);
}

int run_check(const CheckArguments& args) {
    MoveConstraint constraint = MoveConstraint::any;
    if (args.only_off) constraint = MoveConstraint::only_off;
    if (args.only_on) constraint = MoveConstraint::only_on;
    if (on_graph(args.graph)) {
        if (args.edges.given()) throw InputError("--topology and --torus are for grids; a graph says who its neighbours are");
        // On a graph the one argument is the presses: the graph brings its lights.
        if (!args.presses.empty()) throw InputError("on a graph, check takes one argument: the presses");
        return run_graph_check(args.graph, args.states, {args.rule, args.goal, "", "-"}, args.board, constraint);
    }
    if (args.presses.empty()) throw InputError("check needs a board and the presses");
    const GridPreset preset = grid_preset(args.graph, args.rule, args.edges, args.states, args.goal);
    const Rule& rule = preset.rule;
    const io::Coords coords = io::parse_coords(args.coords);
    io::AnyBoard input = read_any_board_argument(args.board, preset.states);
    if (auto* states = std::get_if<StateBoard>(&input)) {
        check_board_shape(preset, states->shape, args.graph);
        return check_states(args, rule, preset.goal, std::move(*states), coords);
    }
    const Board& board = std::get<Board>(input);
    check_board_shape(preset, board.shape(), args.graph);
    const Goal goal = two_state_goal(goal_value(preset.goal, 2));
    Presses presses = read_presses(args.presses, coords, board.shape());
    if (presses.pattern && constraint == MoveConstraint::any)
        return print_outcome(check_pattern(board, rule, goal, *presses.pattern), presses.pattern->count(), preset.goal,
                             constraint);
    // Under a move constraint a pattern's presses go in reading order.
    const std::vector<Cell> sequence = presses.pattern ? cells_of(*presses.pattern) : std::move(presses.sequence);

    const CheckReport report = check_sequence(board, rule, goal, constraint, sequence);
    if (report.illegal_move >= 0) {
        const Cell cell = sequence[std::size_t(report.illegal_move)];
        std::cout << "illegal: press " << report.illegal_move + 1 << " of " << sequence.size() << " ("
                  << io::format_cell(cell, coords, board.shape()) << ") is on a "
                  << (constraint == MoveConstraint::only_off ? "lit" : "unlit") << " light, but only "
                  << (constraint == MoveConstraint::only_off ? "unlit" : "lit") << " lights may be pressed\n";
        return 1;
    }
    return print_outcome(report, std::int64_t(sequence.size()), preset.goal, constraint);
}

}  // namespace

void add_check_command(CLI::App& app, int& status) {
    auto args = std::make_shared<CheckArguments>();
    CLI::App* command = app.add_subcommand(
        "check", "Verify presses against a board: exit 0 when they reach the goal (and every press is legal\n"
                 "under --only-off / --only-on), exit 1 with the first failure otherwise.");
    command->add_option("board", args->board, "Board file (text, PBM or JSON); '-' for standard input")->required();
    command->add_option("presses", args->presses,
                        "A file with the presses (a list in --coords form, in order, or a PBM press pattern),\n"
                        "or the list itself, e.g. \"1,1 2,3\" or \"(2, 2), (13, 24)\". On a graph (--graph or a\n"
                        "preset that is a graph) the only argument: labels, 'label,t' (t presses), or JSON");
    command->add_option("--rule", args->rule,
                        "plus (the default) | square | cross | stencil:ROWS; on a graph sigma-plus | sigma");
    add_edges_options(command, args->edges);
    command->add_option("--goal", args->goal, "off (the default) | on | a value V (K > 2 states)");
    add_states_option(command, args->states);
    auto* only_off = command->add_flag("--only-off", args->only_off, "Each press must be on an unlit light");
    auto* only_on = command->add_flag("--only-on", args->only_on, "Each press must be on a lit light");
    only_off->excludes(only_on);
    command->add_option("--coords", args->coords, "rc | xy | index (1-based)")->capture_default_str();
    add_graph_options(command, args->graph);
    command->callback([args, &status] { status = run_check(*args); });
}

}  // namespace lightsout::cli
