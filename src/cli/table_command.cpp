// lightsout table: the nullity of every n x n board for n = 1..N, or of every
// m x n board for m and n in two ranges.
#include <charconv>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/fewest_table_output.hpp"
#include "lightsout/error.hpp"
#include "lightsout/table.hpp"

namespace lightsout::cli {

namespace {

struct TableArguments {
    std::string rule = "plus";
    Edges edges;
    int max = 0;       // n x n for n = 1..max
    std::string rows;  // m x n: "A" or "A..B" each
    std::string cols;
    std::string format = "text";
    std::string output = "-";
    bool fewest = false;  // the fewest presses of the all-lit boards instead of the nullity
    FewestArguments fewest_options;
};

int parse_side(const std::string& text, const std::string& whole, const char* option) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 1)
        throw InputError(std::string(option) + " expects N or FIRST..LAST with sides of at least 1, got '" + whole + "'");
    return value;
}

// "7" -> 7..7, "1..100" -> 1..100.
SideRange parse_range(const std::string& text, const char* option) {
    const std::size_t dots = text.find("..");
    if (dots == std::string::npos) {
        const int side = parse_side(text, text, option);
        return {side, side};
    }
    const SideRange range{parse_side(text.substr(0, dots), text, option), parse_side(text.substr(dots + 2), text, option)};
    if (range.last < range.first)
        throw InputError(std::string(option) + " " + text + " is empty: FIRST must not exceed LAST");
    return range;
}

void write_square_table(const TableArguments& args, const Rule& rule) {
    const std::vector<std::int64_t> table = nullity_table(rule, args.max);
    write_output(args.output, [&](std::ostream& out) {
        if (args.format == "json") {
            out << nlohmann::json{{"rule", rule.name()}, {"nullity", table}}.dump() << "\n";
            return;
        }
        for (std::size_t i = 0; i < table.size(); ++i) out << i + 1 << ' ' << table[i] << '\n';
    });
}

void write_grid_table(const TableArguments& args, const Rule& rule) {
    const SideRange rows = parse_range(args.rows, "--rows"), cols = parse_range(args.cols, "--cols");
    const std::vector<std::vector<std::int64_t>> table = nullity_table(rule, rows, cols);
    write_output(args.output, [&](std::ostream& out) {
        if (args.format == "json") {
            out << nlohmann::json{{"rule", rule.name()},
                                  {"rows", {rows.first, rows.last}},
                                  {"cols", {cols.first, cols.last}},
                                  {"nullity", table}}
                       .dump()
                << "\n";
            return;
        }
        for (int m = rows.first; m <= rows.last; ++m)
            for (int n = cols.first; n <= cols.last; ++n)
                out << m << ' ' << n << ' ' << table[std::size_t(m - rows.first)][std::size_t(n - cols.first)] << '\n';
    });
}

void run_table(const TableArguments& args) {
    const Rule rule = parse_rule(args.rule, args.edges);
    const bool grid = !args.rows.empty() || !args.cols.empty();
    if (grid && args.max != 0) throw InputError("give either --max (n x n boards) or --rows and --cols (m x n), not both");
    if (grid && (args.rows.empty() || args.cols.empty()))
        throw InputError("an m x n table needs both --rows and --cols (each N or FIRST..LAST)");
    if (!grid && args.max == 0) throw InputError("the table needs --max N (n x n boards) or --rows and --cols (m x n)");
    if (args.fewest && grid) throw InputError("--fewest tables the n x n boards: give --max N, not --rows and --cols");
    if (args.fewest) return write_fewest_table(rule, args.max, args.fewest_options, args.format, args.output);
    if (grid) write_grid_table(args, rule);
    else write_square_table(args, rule);
}

}  // namespace

void add_table_command(CLI::App& app, int& status) {
    auto args = std::make_shared<TableArguments>();
    CLI::App* command = app.add_subcommand(
        "table", "The nullity (number of independent quiet patterns) of every n x n board, n = 1..N (--max N),\n"
                 "or of every m x n board with m and n in two ranges (--rows, --cols).\n"
                 "Lines \"n nullity\" or \"m n nullity\"; JSON {\"rule\", \"nullity\": [...]} indexed from n = 1,\n"
                 "or {\"rule\", \"rows\": [first, last], \"cols\": [first, last], \"nullity\": [[...], ...]} by rows.");
    command->add_option("--rule", args->rule, "plus, square or cross")->capture_default_str();
    add_edges_options(command, args->edges);
    whole_number(command->add_option("--max", args->max, "Largest n of the n x n boards"));
    command->add_option("--rows", args->rows, "Rows of the m x n boards: M or FIRST..LAST");
    command->add_option("--cols", args->cols, "Columns of the m x n boards: N or FIRST..LAST");
    add_text_or_json_format(command, args->format, "text or json")->capture_default_str();
    command->add_option("-o,--output", args->output, "Output file ('-' = standard output)")->capture_default_str();
    command->add_flag("--fewest", args->fewest,
                      "The fewest presses of the all-lit n x n board (goal off), n = 1..N: lines\n"
                      "\"n nullity presses proven\" or \"n nullity presses between L and U\"\n"
                      "(for plus: OEIS A075464; proven when at most 2^40 solutions need walking)");
    add_fewest_options(command, args->fewest_options);
    command->get_option("--threads")->description("Threads for the fewest-press searches of --fewest (0 = every core)");
    command->callback([args, &status] {
        run_table(*args);
        status = 0;
    });
}

}  // namespace lightsout::cli
