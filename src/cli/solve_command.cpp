// lightsout solve: the presses that reach the goal, or a certificate that none do.
#include <fstream>
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/graph_commands.hpp"
#include "cli/progress_line.hpp"
#include "cli/states.hpp"
#include "cli/fewest_options.hpp"
#include "lightsout/input_file.hpp"
#include "lightsout/batch.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/solve.hpp"

namespace lightsout::cli {

namespace {

struct SolveArguments {
    std::string board = "-";
    std::string rule;  // "" = plus on a grid, sigma-plus on a graph, or the preset's
    Edges edges;
    std::string goal;  // "" = off, or the preset's goal
    bool minimal = false;
    bool only_off = false;
    bool only_on = false;
    std::string format;  // "" = grid on a grid, list on a graph
    std::string coords = "rc";
    std::string output = "-";
    std::string method = "auto";
    int states = 0;  // 0: as the board file says (or the preset), else 2
    FewestArguments fewest;
    GraphArguments graph;
    bool batch = false;
};

// Lights with K > 2 states: the general solve of a Puzzle on the grid.
int solve_states(StateBoard&& board, const Rule& rule, const SolveOptions& options, const SolveArguments& args,
                 const std::string& goal_name, io::AnswerFormat format, io::Coords coords) {
    if (format == io::AnswerFormat::pbm)
        throw InputError("a PBM answer holds two states; use --format pgm for " + std::to_string(board.states) + " states");
    const int goal = goal_value(goal_name, board.states);
    const Shape shape = board.shape;
    const PuzzleSolution solution =
        solve(Puzzle::on_grid(shape, rule, board.states, std::move(board.lights), goal), options);
    const io::AnswerContext context{shape, rule, Goal::off, coords};
    write_output(args.output, [&](std::ostream& out) { io::write_answer(out, solution, context, goal, format); });
    return report_verdict(solution.solvable, solution.proven, solution.note);
}

// --batch: JSON lines in (the board argument: a file or '-'), JSON lines out;
// the flags are the defaults of every line. Exit 0 when every line was
// answered (solved or proven unsolvable), 2 when some line was bad (its
// answer is an error object; the other lines are answered).
int run_batch(const SolveArguments& args, const SolveOptions& options) {
    if (!args.format.empty() && args.format != "json")
        throw InputError("--batch answers in JSON lines; --format " + args.format + " is not for a batch");
    if (!args.graph.graph.empty() || !args.graph.lights.empty() || !args.graph.variant.empty())
        throw InputError("--batch lines are grid puzzles; --graph, --lights and --variant are not for a batch");
    if (!args.fewest.checkpoint.empty() || !args.fewest.part.empty() || !args.fewest.merge.empty())
        throw InputError("--checkpoint, --part and --merge are for one board's search, not a batch");
    // --threads: the batch's threads (each line's fewest-press search keeps to its own).
    BatchSettings settings{parse_rule(args.rule.empty() ? "plus" : args.rule, args.edges),
                           args.goal.empty() ? "off" : args.goal,
                           args.states,
                           options,
                           io::parse_coords(args.coords),
                           options.fewest.threads};
    std::ifstream file;
    if (args.board != "-" && !args.board.empty()) file = io::open_input_file(args.board, "batch file");
    std::istream& in = file.is_open() ? static_cast<std::istream&>(file) : std::cin;
    BatchSummary summary;
    if (args.output == "-" || args.output.empty())
        summary = solve_batch(in, std::cout, settings);  // streamed: answers appear block by block
    else
        write_output(args.output, [&](std::ostream& out) { summary = solve_batch(in, out, settings); });
    if (summary.errors == 0) return 0;
    std::cerr << "lightsout: " << summary.errors << " of " << summary.lines
              << " batch lines could not be answered (see their \"error\"; the first is line "
              << summary.first_error_line << ")\n";
    return 2;
}

int run_solve(const SolveArguments& args) {
    SolveOptions options;
    options.minimal = args.minimal || asks_for_fewest(args.fewest);
    options.fewest = fewest_options(args.fewest, options.minimal_nullity_limit);
    options.minimal_nullity_limit = options.fewest.nullity_limit;
    options.method = io::parse_method(args.method);
    options.progress = progress_line();
    if (args.only_off) options.constraint = MoveConstraint::only_off;
    if (args.only_on) options.constraint = MoveConstraint::only_on;
    if (args.batch) return run_batch(args, options);
    if (!args.fewest.exhaustive && (!args.fewest.checkpoint.empty() || !args.fewest.part.empty()))
        throw InputError("--checkpoint and --part save and split the exhaustive search, which walks every solution "
                         "however long it takes: add --exhaustive");
    if (on_graph(args.graph)) {
        if (args.edges.given()) throw InputError("--topology and --torus are for grids; a graph says who its neighbours are");
        if (args.board != "-") throw InputError("a graph brings its own lights (--lights); leave out the board");
        return run_graph_solve(args.graph, args.states, {args.rule, args.goal, args.format, args.output}, options);
    }
    const GridPreset preset = grid_preset(args.graph, args.rule, args.edges, args.states, args.goal);
    const Rule& rule = preset.rule;
    const io::AnswerFormat format = io::parse_answer_format(args.format.empty() ? "grid" : args.format);
    const io::Coords coords = io::parse_coords(args.coords);
    io::AnyBoard input = read_any_board_argument(args.board, preset.states);
    if (auto* states = std::get_if<StateBoard>(&input)) {
        check_board_shape(preset, states->shape, args.graph);
        return solve_states(std::move(*states), rule, options, args, preset.goal, format, coords);
    }
    const Board& board = std::get<Board>(input);
    check_board_shape(preset, board.shape(), args.graph);
    options.goal = two_state_goal(goal_value(preset.goal, 2));

    const Solution solution = solve(board, rule, options);
    const io::AnswerContext context{board.shape(), rule, options.goal, coords};
    write_output(args.output, [&](std::ostream& out) { io::write_answer(out, solution, context, format); });
    // The library's note says what merging does; the command line says how.
    const bool one_part = solution.note.find("merging the checkpoints") != std::string::npos;
    const int status =
        report_verdict(solution.solvable, solution.proven,
                       solution.note + (one_part ? " (lightsout solve BOARD --merge with every part's checkpoint file)" : ""));
    if (solution.solvable && options.constraint != MoveConstraint::any && format == io::AnswerFormat::grid &&
        !solution.sequence.empty())
        std::cerr << "lightsout: note: the grid shows which cells to press, not in which order; "
                     "--format list or json gives the legal sequence\n";
    return status;
}

}  // namespace

void add_solve_command(CLI::App& app, int& status) {
    auto args = std::make_shared<SolveArguments>();
    CLI::App* command = app.add_subcommand(
        "solve", "Find the presses that turn a board into the goal, or prove that none exist.\n"
                 "Exit 0 with the answer; exit 1 when the board has no solution (the certificate is printed); exit 3 when\n"
                 "a search for a legal order under --only-off/--only-on gave up: none found, not proven.");
    command->add_option("board", args->board, "Board file: text, PBM (P1/P4), PGM (P2/P5) or JSON; '-' for standard input")
        ->capture_default_str();
    command->add_option("--rule", args->rule,
                        "What a press flips: plus (cell + 4 neighbours; the default), square (3x3 block),\n"
                        "cross (row + column), or stencil:ROWS with rows separated by '/', x = flipped,\n"
                        "centre = pressed cell, e.g. stencil:.x./xxx/.x. (= plus). On a graph: sigma-plus\n"
                        "(the vertex and its neighbours; the default) or sigma (the neighbours only)");
    add_edges_options(command, args->edges);
    command->add_option("--goal", args->goal,
                        "off: all lights 0 (the default); on: all lights K-1 (lit); or a value V: all lights V");
    add_states_option(command, args->states);
    command->add_flag("--minimal", args->minimal,
                      "Fewest presses: proven when at most 2^36 solutions need walking, else the best found\n"
                      "and a lower bound (\"between L and U\" in the note, \"lower_bound\" in JSON)");
    add_fewest_options(command, args->fewest);
    auto* only_off = command->add_flag("--only-off", args->only_off,
                                       "Only an unlit light may be pressed: print a legal order of presses");
    auto* only_on = command->add_flag("--only-on", args->only_on,
                                      "Only a lit light may be pressed (lit-only play): print a legal order");
    only_off->excludes(only_on);
    command->add_option("--format", args->format,
                        "grid (the default) | list | json | pbm | pgm (with K > 2 states: list lines r,c,t =\n"
                        "t presses; pgm: the counts as P5, maxval K-1); on a graph list (the default) | json");
    command->add_option("--coords", args->coords,
                        "rc: row,col from the top-left; xy: x,y = column from the left, row from the bottom;\n"
                        "index: cell number 1..rows*cols, row-major (all 1-based)")
        ->capture_default_str();
    command->add_option("--method", args->method,
                        "auto (fastest exact), dense (Gaussian elimination), structured (linear time:\n"
                        "plus, square, cross), chasing (symbolic chasing engine, any local rule;\n"
                        "on a graph, graph chasing);\n"
                        "strategies: chase (light chasing, plus), one-way, two-way (square)")
        ->capture_default_str();
    command->add_option("-o,--output", args->output, "Write the answer to this file ('-' = standard output)")
        ->capture_default_str();
    add_graph_options(command, args->graph);
    command->add_flag("--batch", args->batch,
                      "Many puzzles: BOARD is a file (or '-') of JSON lines, one puzzle a line\n"
                      "({\"board\": ..., \"rule\", \"goal\", \"states\", \"minimal\", \"constraint\", \"method\", \"id\"});\n"
                      "one JSON answer a line, in order, on --threads threads; the flags above are the\n"
                      "defaults of every line (docs/LIBRARY.md)");
    command->callback([args, &status] { status = run_solve(*args); });
}

}  // namespace lightsout::cli
