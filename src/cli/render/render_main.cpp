// lightsout-render: the helper binary behind `lightsout render` (a picture of
// a board, its presses marked, SVG or PNG); it alone links cairo.
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "cli/app.hpp"
#include "cli/render/graph_picture.hpp"
#include "cli/render_options.hpp"
#include "cli/common.hpp"
#include "cli/states.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/state_io.hpp"
#include "lightsout/render.hpp"
#include "lightsout/zk/fewest.hpp"

namespace lightsout::cli {

namespace {

// --presses is a file when one of that name exists, otherwise the list itself.
std::string press_text(const std::string& argument) { return file_or_text(argument, "press file"); }

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

// K > 2 states: --presses is a list of r,c (one press) or r,c,t (t presses),
// or a grid of counts the board's size (as `lightsout solve --format grid`
// prints), as a file or the text itself.
std::vector<std::uint8_t> read_press_counts(const std::string& argument, io::Coords coords, const StateBoard& board) {
    const std::string text = press_text(argument);
    if (board.shape.rows > 1 && text.find('\n') != std::string::npos) {
        try {
            StateBoard grid = io::parse_state_text(text, board.states, "presses");
            if (grid.shape == board.shape) return std::move(grid.lights);
        } catch (const InputError&) {
        }
    }
    return io::parse_press_counts(text, coords, board.shape, board.states);
}

// The presses are checked under the picture when a rule is named (--rule, or a preset's).
bool rule_named(const RenderArguments& args) { return !args.rule.empty() || chosen_variant(args.graph); }

int render_states(const RenderArguments& args, const GridPreset& preset, const StateBoard& board, ImageFormat format,
                  io::Coords coords) {
    RenderOptions options;
    options.labels = args.labels;
    options.coords = coords;
    std::vector<std::uint8_t> counts;
    if (!args.presses.empty()) {
        counts = read_press_counts(args.presses, coords, board);
        options.counts = &counts;
        if (rule_named(args)) {
            const int goal = goal_value(preset.goal, board.states);
            const Puzzle puzzle = Puzzle::on_grid(board.shape, preset.rule, board.states, board.lights, goal);
            const std::int64_t total = zk::press_count(counts);
            const std::string what = std::to_string(total) + (total == 1 ? " press" : " presses");
            options.caption = puzzle.grid->rule.name() + " rule, " + std::to_string(board.states) + " states: these " +
                              what + (lights_off_goal(puzzle, counts) == 0 ? "" : " do NOT") + " turn every light to " +
                              std::to_string(goal);
        }
    }
    write_output(args.output, [&](std::ostream& out) { render_board(out, board, options, format); });
    return 0;
}

// --rule, --topology/--torus and --goal say how --presses are checked: their values are
// checked in any case, and without --presses they are refused (they would
// change nothing in the picture, silently).
void check_press_options(const RenderArguments& args, const GridPreset& preset, int states) {
    goal_value(preset.goal, states);
    if (args.presses.empty() && (!args.rule.empty() || args.edges.given() || !args.goal.empty()))
        throw InputError("--rule, --topology, --torus and --goal say how to check --presses; without --presses they change nothing");
}

int run_render(const RenderArguments& args) {
    if (on_graph(args.graph)) return render_graph_picture(args);
    if (args.board.empty()) throw InputError("render needs a board (or --graph FILE, or --variant NAME)");
    const GridPreset preset = grid_preset(args.graph, args.rule, args.edges, args.states, args.goal);
    const ImageFormat format = image_format_for_path(args.output);
    const io::Coords coords = io::parse_coords(args.coords);
    io::AnyBoard input = read_any_board_argument(args.board, preset.states);
    if (const auto* states = std::get_if<StateBoard>(&input)) {
        check_board_shape(preset, states->shape, args.graph);
        check_press_options(args, preset, states->states);
        return render_states(args, preset, *states, format, coords);
    }
    const Board& board = std::get<Board>(input);
    check_board_shape(preset, board.shape(), args.graph);
    check_press_options(args, preset, 2);
    PressPattern presses;
    RenderOptions options;
    options.labels = args.labels;
    options.coords = coords;
    if (!args.presses.empty()) {
        presses = read_presses(args.presses, coords, board.shape());
        options.presses = &presses;
        if (rule_named(args))
            options.caption = caption(board, presses, preset.rule, two_state_goal(goal_value(preset.goal, 2)));
    }
    write_output(args.output, [&](std::ostream& out) { render_board(out, board, options, format); });
    return 0;
}

}  // namespace
}  // namespace lightsout::cli

int main(int argc, char** argv) {
    using namespace lightsout::cli;
    return run_single_command(argc, argv, "lightsout-render: the picture-drawing part of `lightsout render` (run that instead).",
                              add_render_options, run_render);
}
