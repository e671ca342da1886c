// lightsout-serve: the helper binary behind `lightsout serve` (the web game on
// this machine, docs/WEB.md); it alone links the web server.
#include <csignal>
#include <iostream>
#include <memory>
#include <string>
#include <thread>

#include "cli/app.hpp"
#include "cli/serve_options.hpp"
#include "lightsout/web.hpp"

namespace lightsout::cli {

namespace {

// Ctrl-C and `kill` end the server cleanly: a thread waits for the signal
// (blocked in every thread) and stops the server, whose run() then returns.
int run_serve(const ServeArguments& args) {
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);

    web::ServerLimits limits;
    limits.memory_limit = args.memory_limit_mib << 20;
    web::Server server(args.host, args.port, limits);
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
}  // namespace lightsout::cli

int main(int argc, char** argv) {
    using namespace lightsout::cli;
    return run_single_command(argc, argv, "lightsout-serve: the web-game part of `lightsout serve` (run that instead).", add_serve_options, run_serve);
}
