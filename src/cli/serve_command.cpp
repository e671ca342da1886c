#include "cli/commands.hpp"
#include "lightsout/error.hpp"

namespace lightsout::cli {

// Not built yet: registered so that --help lists it and a call says so.
void add_serve_command(CLI::App& app, int& /*status*/) {
    auto* command = app.add_subcommand("serve", "(not available yet)");
    command->callback([] { throw InputError("'serve' is not available yet"); });
}

}  // namespace lightsout::cli
