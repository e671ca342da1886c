// `lightsout learn`: the seeds' methods step by step (lesson.hpp), as text or JSON.
#include <memory>
#include <optional>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "lightsout/lesson.hpp"

namespace lightsout::cli {

namespace {

struct LearnOptions {
    std::string lesson;
    std::string board;  // empty: the seed's worked example
    std::string goal;   // empty: the lesson's own (on for elimination and ordering)
    std::string format = "text";
    std::string output = "-";
};

void run(const LearnOptions& options, int& status) {
    const bool json = options.format == "json";
    std::optional<Board> board;
    if (!options.board.empty()) board = read_board_argument(options.board);
    std::optional<Goal> goal;
    if (!options.goal.empty()) goal = parse_goal(options.goal);
    const Lesson lesson = make_lesson(options.lesson, board, goal);
    write_output(options.output,
                 [&](std::ostream& out) { out << (json ? lesson_json(lesson) : lesson_text(lesson)); });
    status = 0;
}

}  // namespace

void add_learn_command(CLI::App& app, int& status) {
    auto options = std::make_shared<LearnOptions>();
    auto* command = app.add_subcommand(
        "learn",
        "A seed's method step by step, as the library runs it: chasing (light chasing, seed 002), squares "
        "(toggle squares, one-way and two-way, seeds 000/001), elimination (Gauss-Jordan over GF(2) and "
        "'factor once', seed 003, boards up to 6x6), ordering (only-off presses, Ponder This, seed 004). "
        "Without a board, the seed's worked example. Each step has a caption; JSON adds the states (the "
        "elimination's pivots and free variables under \"pivots\" and \"free\")");
    command->add_option("lesson", options->lesson, "chasing, squares, elimination or ordering")->required();
    command->add_option("board", options->board,
                        "Board file, or - for standard input (default: the seed's worked example)");
    command->add_option("--goal", options->goal,
                        "off or on (default: off for chasing and squares, on for elimination and ordering, as "
                        "in the seeds)");
    add_text_or_json_format(command, options->format, "text (default) or json");
    command->add_option("-o,--output", options->output, "Write the lesson to this file (default: standard output)");
    command->callback([options, &status] { run(*options, status); });
}

}  // namespace lightsout::cli
