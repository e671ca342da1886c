// lightsout render: a picture of a board, its presses marked (SVG or PNG).
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/render.hpp"

namespace lightsout::cli {

namespace {

struct RenderArguments {
    std::string board;
    std::string presses;
    std::string rule;
    bool torus = false;
    std::string goal = "off";
    std::string coords = "rc";
    bool labels = false;
    std::string output;
};

// --presses is a file when one of that name exists, otherwise the list itself.
std::string press_text(const std::string& argument) {
    std::ifstream file(argument, std::ios::binary);
    if (!file) return argument;
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

// A press list in --coords form, or a grid of 0/1 the board's size (as
// `lightsout solve --format grid` prints).
PressPattern read_presses(const std::string& argument, io::Coords coords, Shape shape) {
    const std::string text = press_text(argument);
    if (shape.rows > 1 && text.find('\n') != std::string::npos && text.find_first_not_of("01 \t\r\n") == std::string::npos) {
        try {
            Board grid = io::parse_text_board(text, "presses");
            if (grid.shape() == shape) return grid;
        } catch (const InputError&) {
        }
    }
    PressPattern pattern(shape.rows, shape.cols);
    for (Cell cell : io::parse_press_list(text, coords, shape)) pattern.flip(cell.row, cell.col);
    return pattern;
}

// "plus rule: these 7 presses turn every light off", "this 1 press does NOT
// turn every light on".
std::string caption(const Board& board, const PressPattern& presses, const Rule& rule, Goal goal) {
    const std::int64_t count = presses.count();
    const bool one = count == 1;
    const std::string what = (one ? "this 1 press " : "these " + std::to_string(count) + " presses ");
    const std::string verb = reaches_goal(board, rule, presses, goal) ? (one ? "turns" : "turn")
                                                                      : (one ? "does NOT turn" : "do NOT turn");
    return rule.name() + " rule: " + what + verb + " every light " + (goal == Goal::on ? "on" : "off");
}

int run_render(const RenderArguments& args) {
    const ImageFormat format = image_format_for_path(args.output);
    const io::Coords coords = io::parse_coords(args.coords);
    const Board board = read_board_argument(args.board);
    PressPattern presses;
    RenderOptions options;
    options.labels = args.labels;
    options.coords = coords;
    if (!args.presses.empty()) {
        presses = read_presses(args.presses, coords, board.shape());
        options.presses = &presses;
        if (!args.rule.empty())
            options.caption = caption(board, presses, parse_rule(args.rule, args.torus), parse_goal(args.goal));
    }
    write_output(args.output, [&](std::ostream& out) { render_board(out, board, options, format); });
    return 0;
}

}  // namespace

void add_render_command(CLI::App& app, int& status) {
    auto args = std::make_shared<RenderArguments>();
    CLI::App* command = app.add_subcommand(
        "render", "Draw a board as an SVG or PNG picture: lit and unlit lights, pressed cells marked.");
    command->add_option("board", args->board, "Board file: text, PBM (P1/P4) or JSON; '-' for standard input")
        ->required();
    command->add_option("--presses", args->presses,
                        "Cells to mark: a press list (in --coords form) or a 0/1 grid, as a file or a string");
    command->add_option("--rule", args->rule,
                        "With --presses: check them under this rule and say under the picture whether they solve it");
    command->add_flag("--torus", args->torus, "Edges wrap around (with --rule)");
    command->add_option("--goal", args->goal, "off or on (with --rule)")->capture_default_str();
    command->add_option("--coords", args->coords, "rc | xy | index: how --presses and the labels count (1-based)")
        ->capture_default_str();
    command->add_flag("--labels", args->labels, "Coordinates along the edges (index: numbers in the cells)");
    command->add_option("-o,--output", args->output, "Picture to write: FILE.svg or FILE.png")->required();
    command->callback([args, &status] { status = run_render(*args); });
}

}  // namespace lightsout::cli
