#include "cli/serve_options.hpp"

#include <chrono>
#include <string>

#include "cli/app.hpp"
#include "lightsout/web.hpp"

namespace lightsout::cli {

CLI::App* add_serve_options(CLI::App& app, ServeArguments& args) {
    CLI::App* command = app.add_subcommand(
        "serve", "Serve the web game (and its JSON API) on this machine; open the printed URL in a browser.");
    whole_number(command->add_option("--port", args.port, "Port to listen on; 0 picks a free one (printed at start)"))
        ->capture_default_str()
        ->check(CLI::Range(0, 65535));
    command->add_option("--host", args.host, "Address to listen on (127.0.0.1 = this machine only)")
        ->capture_default_str();
    command
        ->add_option("--memory-limit", args.memory_limit_mib,
                     "Memory ceiling of the whole server, MiB: a request that would pass it is answered 503 "
                     "(the dense factor cache keeps within a third of it)")
        ->capture_default_str()
        ->check(CLI::Range(std::size_t(256), std::size_t(1) << 30));
    const web::ServerLimits limits;
    const auto seconds = [](std::chrono::milliseconds t) { return std::to_string(t.count() / 1000) + " s"; };
    command->footer("Ceilings (any client): request head 16 KiB and 64 header lines (431), request line 8 KiB (414), "
                    "body " + std::to_string(web::kMaxRequestBytes >> 10) +
                    " KiB (413), one Content-Length and no Transfer-Encoding (400/411), a whole request within " +
                    seconds(limits.request_deadline) + ", idle keep-alive " + seconds(limits.keep_alive) + ", " +
                    std::to_string(limits.max_connections) + " open connections, " +
                    std::to_string(limits.body_bytes >> 20) +
                    " MiB of bodies being read (503), one computing request per core (503 after " +
                    seconds(limits.compute_wait) + "). docs/ROBUSTNESS.md explains each.");
    return command;
}

}  // namespace lightsout::cli
