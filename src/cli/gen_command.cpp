// lightsout gen: a random board.
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <random>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/generate.hpp"
#include "lightsout/io.hpp"

namespace lightsout::cli {

namespace {

struct GenArguments {
    std::string size;
    std::optional<std::uint64_t> seed;
    bool solvable = false;
    std::string rule = "plus";
    bool torus = false;
    std::string format = "text";
    std::string output = "-";
};

void run_gen(const GenArguments& args) {
    const Shape shape = parse_size(args.size);
    if (shape.cells() > io::kMaxCells)
        throw InputError("a " + args.size + " board has more than " + std::to_string(io::kMaxCells) + " cells");
    if (args.format != "text" && args.format != "pbm")
        throw InputError("unknown board format '" + args.format + "' (expected text or pbm)");
    const Rule rule = parse_rule(args.rule, args.torus);
    const std::uint64_t seed = args.seed ? *args.seed : (std::uint64_t(std::random_device{}()) << 32) ^ std::random_device{}();
    const Board board = args.solvable ? random_solvable_board(shape, rule, seed) : random_board(shape, seed);
    write_output(args.output, [&](std::ostream& out) {
        if (args.format == "pbm") io::write_pbm(out, board);
        else io::write_text_board(out, board);
    });
}

}  // namespace

void add_gen_command(CLI::App& app, int& status) {
    auto args = std::make_shared<GenArguments>();
    CLI::App* command = app.add_subcommand("gen", "A random board (each light lit with probability 1/2).");
    command->add_option("--size", args->size, "ROWSxCOLS, or N for N x N")->required();
    command->add_option("--seed", args->seed, "Seed: the same seed gives the same board (default: random)");
    command->add_flag("--solvable", args->solvable,
                      "A board certainly solvable under --rule: the lights a random press pattern turns on");
    command->add_option("--rule", args->rule, "Rule for --solvable: plus, square, cross or stencil:ROWS")
        ->capture_default_str();
    command->add_flag("--torus", args->torus, "Edges wrap around (for --solvable)");
    command->add_option("--format", args->format, "text (rows of 0/1) or pbm (P4)")->capture_default_str();
    command->add_option("-o,--output", args->output, "Output file ('-' = standard output)")->capture_default_str();
    command->callback([args, &status] {
        run_gen(*args);
        status = 0;
    });
}

}  // namespace lightsout::cli
