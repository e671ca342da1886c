// lightsout variants: the real products the presets play (docs/VARIANTS.md).
#include <memory>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "lightsout/variants.hpp"

namespace lightsout::cli {

namespace {

struct VariantsArguments {
    std::string format = "text";
    bool layout = false;
    std::string output = "-";
};

void write_text(std::ostream& out) {
    for (const Variant& v : variants()) {
        out << v.name << "\n"
            << "  product: " << v.product << "\n"
            << "  board:   " << v.board << "\n"
            << "  rule:    " << v.rule << "\n"
            << "  states:  " << v.states << "\n"
            << "  goal:    " << v.goal << "\n"
            << "  sources: ";
        for (std::size_t i = 0; i < v.sources.size(); ++i) out << (i ? "\n           " : "") << v.sources[i];
        out << "\n";
    }
}

int run_variants(const VariantsArguments& args) {
    write_output(args.output, [&](std::ostream& out) {
        if (args.format == "text") return write_text(out);
        out << "[";
        for (std::size_t i = 0; i < variants().size(); ++i) out << (i ? "," : "") << variant_json(variants()[i], args.layout);
        out << "]\n";
    });
    return 0;
}

}  // namespace

void add_variants_command(CLI::App& app, int& status) {
    auto args = std::make_shared<VariantsArguments>();
    CLI::App* command = app.add_subcommand(
        "variants", "The real products by name (--variant NAME): board, rule, states, goal and the sources\n"
                    "each rule was checked against.");
    add_text_or_json_format(command, args->format, "text | json")->capture_default_str();
    command->add_flag("--layout", args->layout, "With --format json: where each light sits (flat, and on the solids 3-D)");
    command->add_option("-o,--output", args->output, "Write to this file ('-' = standard output)")->capture_default_str();
    command->callback([args, &status] { status = run_variants(*args); });
}

}  // namespace lightsout::cli
