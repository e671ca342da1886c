#include "cli/commands.hpp"
#include "lightsout/error.hpp"

namespace lightsout::cli {

// Not built yet: registered so that --help lists it and a call says so.
void add_check_command(CLI::App& app, int& /*status*/) {
    auto* command = app.add_subcommand("check", "(not available yet)");
    command->callback([] { throw InputError("'check' is not available yet"); });
}

}  // namespace lightsout::cli
