// lightsout gen: a random board.
#include <charconv>
#include <cstdint>
#include <limits>
#include <iostream>
#include <memory>
#include <ostream>
#include <random>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/states.hpp"
#include "lightsout/error.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/io.hpp"
#include "lightsout/solve.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/structured.hpp"
#include "lightsout/zk/grid.hpp"

namespace lightsout::cli {

namespace {

struct GenArguments {
    std::string size;
    std::string seed;
    bool seed_given = false;  // otherwise random
    bool solvable = false;
    std::string rule = "plus";
    Edges edges;
    std::string format = "text";
    std::string output = "-";
    int states = 0;  // 0: 2
    std::string goal = "off";
};

// K > 2 states: a board of K-state lights (text, PGM or JSON).
void gen_states(const GenArguments& args, Shape shape, const Rule& rule, std::uint64_t seed) {
    const int states = args.states;
    const StateBoard board = args.solvable
                                 ? zk::random_solvable_state_board(shape, rule, states, goal_value(args.goal, states), seed)
                                 : random_state_board(shape, states, seed);
    write_output(args.output, [&](std::ostream& out) {
        if (args.format == "pgm") io::write_pgm(out, board);
        else if (args.format == "json") out << io::state_board_json(board) << "\n";
        else io::write_state_text(out, board);
    });
}

// --seed: a whole number from 0 to 2^64 - 1, exactly (the option parser read
// "-1" as 2^64 - 1 and clamped larger numbers to it, silently).
std::uint64_t parse_seed(const std::string& text) {
    const std::string expected = "' (expected a whole number from 0 to " +
                                 std::to_string(std::numeric_limits<std::uint64_t>::max()) + ")";
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (error != std::errc() || end != text.data() + text.size())
        throw InputError("bad --seed '" + text.substr(0, 40) + expected);
    return seed;
}

std::uint64_t random_seed() { return (std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}(); }

// Boards up to this many cells are solved after generating, to say whether they can be.
constexpr std::int64_t kGenCheckCells = std::int64_t(1) << 20;

// A random board has a solution with probability 2^-nullity (1 in 4 for 5x5
// plus): say so on stderr when this one has none, or, for a board too large to
// check at once, how likely it is to have one.
void note_solvability(const Board& board, const Rule& rule, Goal goal) {
    const std::string goal_text = goal == Goal::on ? "on" : "off";
    const std::string size = std::to_string(board.rows()) + "x" + std::to_string(board.cols());
    if (board.shape().cells() <= kGenCheckCells) {
        const Solution solution = solve(board, rule, {.goal = goal});
        if (!solution.solvable)
            std::cerr << "lightsout: note: this board has no solution under " << rule.name() << " (goal "
                      << goal_text << "): a random " << size << " board has one with probability 1 in 2^"
                      << solution.nullity << "; --solvable makes one that has\n";
        return;
    }
    if (!has_structured_solver(rule, board.shape())) return;
    if (const std::int64_t nullity = structured_nullity(rule, board.shape()); nullity > 0)
        std::cerr << "lightsout: note: not checked whether this board has a solution: a random " << size
                  << " board has one under " << rule.name() << " with probability 1 in 2^" << nullity
                  << "; --solvable makes one that has\n";
}

void run_gen(const GenArguments& args) {
    const Shape shape = parse_size(args.size);
    const bool states = args.states > 2;
    if (states) io::check_state_board_size(shape.rows, shape.cols, "--size " + args.size);
    else io::check_board_size(shape.rows, shape.cols, "--size " + args.size);
    if (args.format != "text" && args.format != (states ? "pgm" : "pbm") && !(states && args.format == "json"))
        throw InputError("unknown board format '" + args.format + "' (expected " +
                         (states ? "text, pgm or json" : "text or pbm") + ")");
    const Rule rule = parse_rule(args.rule, args.edges);
    const std::uint64_t seed = args.seed_given ? parse_seed(args.seed) : random_seed();
    if (states) return gen_states(args, shape, rule, seed);
    const bool on = goal_value(args.goal, 2) != 0;
    Board board = args.solvable ? random_solvable_board(shape, rule, seed) : random_board(shape, seed);
    // Solvable towards on: the complement of a board solvable towards off (the same presses).
    if (args.solvable && on) board = lights_to_change(board, Goal::on);
    write_output(args.output, [&](std::ostream& out) {
        if (args.format == "pbm") io::write_pbm(out, board);
        else io::write_text_board(out, board);
    });
    if (!args.solvable) note_solvability(board, rule, on ? Goal::on : Goal::off);
}

}  // namespace

void add_gen_command(CLI::App& app, int& status) {
    auto args = std::make_shared<GenArguments>();
    CLI::App* command = app.add_subcommand(
        "gen", "A random board (each light lit with probability 1/2). Most such boards have NO solution when\n"
               "the rule's nullity d is above 0 (only 1 in 2^d has one: 1 in 4 for 5x5 plus); a note on stderr\n"
               "says so. --solvable makes a board that certainly has one.");
    command->add_option("--size", args->size, "ROWSxCOLS, or N for N x N")->required();
    command->add_option("--seed", args->seed, "Seed: the same seed gives the same board, 0..2^64-1 (default: random)")
        ->each([args](const std::string&) { args->seed_given = true; });
    command->add_flag("--solvable", args->solvable,
                      "A board certainly solvable under --rule: the lights a random press pattern turns on\n"
                      "(without it, a 2-state board is checked under --rule and a note says when it has no solution)");
    command->add_option("--rule", args->rule, "Rule for --solvable and the note: plus, square, cross or stencil:ROWS")
        ->capture_default_str();
    add_edges_options(command, args->edges, " (for --solvable)");
    command->add_option("--format", args->format,
                        "text (rows of 0/1, or of 0..K-1) or pbm (P4); with K > 2 states also pgm (P5) or json")
        ->capture_default_str();
    add_states_option(command, args->states);
    command->add_option("--goal", args->goal, "With --solvable: solvable towards off, on or (K > 2 states) a value V")
        ->capture_default_str();
    command->add_option("-o,--output", args->output, "Output file ('-' = standard output)")->capture_default_str();
    command->callback([args, &status] {
        run_gen(*args);
        status = 0;
    });
}

}  // namespace lightsout::cli
