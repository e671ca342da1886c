// lightsout serve: the web game on this machine (docs/WEB.md).
#include <csignal>
#include <iostream>
#include <memory>
#include <string>
#include <thread>

#include "cli/commands.hpp"
#include "lightsout/web.hpp"

namespace lightsout::cli {

namespace {

struct ServeArguments {
    int port = 8080;
    std::string host = "127.0.0.1";
};

// Ctrl-C and `kill` end the server cleanly: a thread waits for the signal
// (blocked in every thread) and stops the server, whose run() then returns.
int run_serve(const ServeArguments& args) {
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);

    web::Server server(args.host, args.port);
    std::cerr << "lightsout: serving the game at " << server.url() << " (Ctrl-C stops)" << std::endl;
    std::thread watcher([&] {
        int signal = 0;
        sigwait(&signals, &signal);
        server.stop();
    });
    server.run();
    // run() also ends without a signal only if listening fails; wake the watcher.
    pthread_kill(watcher.native_handle(), SIGTERM);
    watcher.join();
    return 0;
}

}  // namespace

void add_serve_command(CLI::App& app, int& status) {
    auto args = std::make_shared<ServeArguments>();
    CLI::App* command = app.add_subcommand(
        "serve", "Serve the web game (and its JSON API) from this binary; open the printed URL in a browser.");
    command->add_option("--port", args->port, "Port to listen on; 0 picks a free one (printed at start)")
        ->capture_default_str()
        ->check(CLI::Range(0, 65535));
    command->add_option("--host", args->host, "Address to listen on (127.0.0.1 = this machine only)")
        ->capture_default_str();
    command->callback([args, &status] { status = run_serve(*args); });
}

}  // namespace lightsout::cli
