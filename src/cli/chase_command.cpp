// `lightsout chase`: light chasing step by step (seed 002), and its lookup table.
#include <memory>
#include <ostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "io/json_parts.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"
#include "lightsout/strategy.hpp"

namespace lightsout::cli {

namespace {

struct ChaseOptions {
    std::string board = "-";
    std::string coords;  // default: rc for a board, index for the table (as in the seed)
    std::string format = "text";
    std::string goal = "off";
    std::string size;
    std::string output = "-";
    bool table = false;
};

std::string cell_list(const std::vector<Cell>& cells, io::Coords coords, Shape shape) {
    if (cells.empty()) return "(none)";
    std::string text;
    for (const Cell& cell : cells) text += (text.empty() ? "" : " ") + io::format_cell(cell, coords, shape);
    return text;
}

std::string quiet_label(std::size_t index) {
    std::string label = "simple";
    for (int j = 0; (index >> j) != 0; ++j)
        if ((index >> j) & 1u) label += " + quiet " + std::to_string(j + 1);
    return label;
}

void write_text(std::ostream& out, const ChaseReport& report, io::Coords coords, Shape shape) {
    for (std::size_t i = 0; i < report.steps.size(); ++i)
        out << "Step " << i + 1 << " (" << report.steps[i].name
            << "): " << cell_list(report.steps[i].presses, coords, shape) << "\n";
    if (!report.solvable) {
        out << "The board has no solution: the lights left in the bottom row after step 1 are not a combination "
               "the lookup table clears.\n"
            << "Certificate (a quiet pattern that covers an odd number of the lights to change): "
            << cell_list(cells_of(report.certificate), coords, shape) << "\n";
        return;
    }
    out << "simple: " << cell_list(report.simple, coords, shape) << " (" << report.simple.size() << " presses)\n";
    if (!report.combinations.empty()) {
        out << "combinations (simple + quiet patterns):\n";
        for (std::size_t i = 0; i < report.combinations.size(); ++i)
            out << "  " << quiet_label(i) << ": " << report.combinations[i].second
                << " presses: " << cell_list(cells_of(report.combinations[i].first), coords, shape) << "\n";
    }
    out << (report.minimal_proven ? "minimal: " : "fewest found (not proven minimal): ") << report.minimal.size()
        << " presses: " << cell_list(report.minimal, coords, shape) << "\n";
}

void write_json(std::ostream& out, const ChaseReport& report, io::Coords coords, Shape shape) {
    nlohmann::ordered_json doc{{"rows", shape.rows}, {"cols", shape.cols}, {"solvable", report.solvable}};
    auto& steps = doc["steps"] = nlohmann::ordered_json::array();
    for (const auto& step : report.steps)
        steps.push_back({{"name", step.name}, {"presses", io::cells_json(step.presses, coords, shape)}});
    if (!report.solvable) {
        doc["certificate"] = io::cells_json(cells_of(report.certificate), coords, shape);
    } else {
        doc["simple"] = io::cells_json(report.simple, coords, shape);
        auto& combinations = doc["combinations"] = nlohmann::ordered_json::array();
        for (const auto& [presses, count] : report.combinations)
            combinations.push_back({{"count", count}, {"presses", io::cells_json(cells_of(presses), coords, shape)}});
        doc["minimal"] = io::cells_json(report.minimal, coords, shape);
        doc["minimal_proven"] = report.minimal_proven;
    }
    out << doc.dump() << "\n";
}

// "24 and 25", "23, 24 and 25"
std::string and_list(const std::vector<std::string>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i)
        text += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return text;
}

void write_table(std::ostream& out, const ChaseTable& table, io::Coords coords, bool json) {
    const Shape shape = table.shape;
    const int bottom = shape.rows - 1;
    auto top_cells = [](const std::vector<int>& columns) {
        std::vector<Cell> cells;
        for (int c : columns) cells.push_back({0, c});
        return cells;
    };
    std::vector<Cell> ignored;
    for (int c : table.ignored) ignored.push_back({bottom, c});
    if (json) {
        nlohmann::ordered_json doc{{"rows", shape.rows}, {"cols", shape.cols}};
        auto& entries = doc["table"] = nlohmann::ordered_json::array();
        for (const ChaseTable::Entry& entry : table.entries)
            entries.push_back({{"light", io::cells_json({{bottom, entry.light}}, coords, shape)},
                               {"presses", io::cells_json(top_cells(entry.presses), coords, shape)}});
        doc["ignored"] = io::cells_json(ignored, coords, shape);
        doc["nullity"] = table.quiet.size();
        out << doc.dump() << "\n";
        return;
    }
    out << "Lookup table for " << shape.rows << "x" << shape.cols
        << " (plus rule): if a bottom-row light is on after chasing down, press these top-row cells\n";
    for (const ChaseTable::Entry& entry : table.entries)
        out << io::format_cell({bottom, entry.light}, coords, shape) << " -> "
            << cell_list(top_cells(entry.presses), coords, shape) << "\n";
    if (table.entries.empty()) out << "(no bottom-row light can be cleared from the top row)\n";
    std::vector<std::string> names;
    for (const Cell& cell : ignored) names.push_back(io::format_cell(cell, coords, shape));
    if (names.empty())
        out << "no light is ignored\n";
    else
        out << and_list(names) << " ignored (on a solvable board the lights that matter determine "
            << (names.size() == 1 ? "it" : "them") << ")\n";
}

void run(const ChaseOptions& options, int& status) {
    const bool json = options.format == "json";
    if (options.table) {
        if (options.size.empty()) throw InputError("chase --table needs --size MxN");
        const io::Coords coords = io::parse_coords(options.coords.empty() ? "index" : options.coords);
        const ChaseTable table = chase_table(parse_size(options.size));
        write_output(options.output, [&](std::ostream& out) { write_table(out, table, coords, json); });
        status = 0;
        return;
    }
    if (!options.size.empty()) throw InputError("--size goes with --table; a board brings its own size");
    const io::Coords coords = io::parse_coords(options.coords.empty() ? "rc" : options.coords);
    const Goal goal = parse_goal(options.goal);
    const Board board = read_board_argument(options.board);
    const ChaseReport report = chase(board, goal);
    write_output(options.output, [&](std::ostream& out) {
        if (json)
            write_json(out, report, coords, board.shape());
        else
            write_text(out, report, coords, board.shape());
    });
    status = report.solvable ? 0 : 1;
}

}  // namespace

void add_chase_command(CLI::App& app, int& status) {
    auto options = std::make_shared<ChaseOptions>();
    auto* command = app.add_subcommand(
        "chase", "Light chasing step by step (plus rule): chase down, top row from the lookup table, chase down "
                 "again; then the simple sequence and the minimal solution");
    command->add_option("board", options->board, "Board file, or - for standard input (default)");
    command->add_flag("--table", options->table, "Print the bottom-row lookup table for --size instead");
    command->add_option("--size", options->size, "Board size for --table: N or MxN");
    command->add_option("--goal", options->goal, "off (default) or on");
    command->add_option("--coords", options->coords,
                        "rc (default for a board), xy, or index (cell numbers; default for --table)");
    add_text_or_json_format(command, options->format, "text (default) or json");
    command->add_option("-o,--output", options->output, "Write the answer to this file (default: standard output)");
    command->callback([options, &status] { run(*options, status); });
}

}  // namespace lightsout::cli
