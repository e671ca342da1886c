#include "cli/serve_options.hpp"

#include "cli/app.hpp"

namespace lightsout::cli {

CLI::App* add_serve_options(CLI::App& app, ServeArguments& args) {
    CLI::App* command = app.add_subcommand(
        "serve", "Serve the web game (and its JSON API) on this machine; open the printed URL in a browser.");
    whole_number(command->add_option("--port", args.port, "Port to listen on; 0 picks a free one (printed at start)"))
        ->capture_default_str()
        ->check(CLI::Range(0, 65535));
    command->add_option("--host", args.host, "Address to listen on (127.0.0.1 = this machine only)")
        ->capture_default_str();
    return command;
}

}  // namespace lightsout::cli
