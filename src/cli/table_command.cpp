// lightsout table: the nullity of every n x n board for n = 1..N.
#include <memory>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "lightsout/error.hpp"
#include "lightsout/table.hpp"

namespace lightsout::cli {

namespace {

struct TableArguments {
    std::string rule = "plus";
    bool torus = false;
    int max = 20;
    std::string format = "text";
    std::string output = "-";
};

void run_table(const TableArguments& args) {
    const Rule rule = parse_rule(args.rule, args.torus);
    if (args.format != "text" && args.format != "json")
        throw InputError("unknown table format '" + args.format + "' (expected text or json)");
    const std::vector<std::int64_t> table = nullity_table(rule, args.max);
    write_output(args.output, [&](std::ostream& out) {
        if (args.format == "json") {
            out << nlohmann::json{{"rule", rule.name()}, {"nullity", table}}.dump() << "\n";
            return;
        }
        for (std::size_t i = 0; i < table.size(); ++i) out << i + 1 << ' ' << table[i] << '\n';
    });
}

}  // namespace

void add_table_command(CLI::App& app, int& status) {
    auto args = std::make_shared<TableArguments>();
    CLI::App* command = app.add_subcommand(
        "table", "The nullity (number of independent quiet patterns) of every n x n board, n = 1..N.\n"
                 "Lines \"n nullity\", or JSON {\"rule\", \"nullity\": [...]} indexed from n = 1.");
    command->add_option("--rule", args->rule, "plus, square or cross")->capture_default_str();
    command->add_flag("--torus", args->torus, "Edges wrap around (cross only: it is the same game)");
    command->add_option("--max", args->max, "Largest n")->required();
    command->add_option("--format", args->format, "text or json")->capture_default_str();
    command->add_option("-o,--output", args->output, "Output file ('-' = standard output)")->capture_default_str();
    command->callback([args, &status] {
        run_table(*args);
        status = 0;
    });
}

}  // namespace lightsout::cli
