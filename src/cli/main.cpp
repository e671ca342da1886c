// lightsout: the command line. A thin shell over the library; see --help.
// render and serve run in helper binaries (cli/helper.hpp), so that this one
// starts without cairo and the web server.
#include <unistd.h>

#include <cstdlib>
#include <exception>
#include <new>
#include <string>

#include "cli/app.hpp"
#include "cli/commands.hpp"
#include "cli/common.hpp"
#include "cli/helper.hpp"
#include "cli/interrupt.hpp"
#include "cli/reference.hpp"
#include "cli/render_options.hpp"
#include "cli/serve_options.hpp"
#include "lightsout/version.hpp"

namespace {

// A std::bad_alloc thrown where it cannot be caught ends the process through
// std::terminate: one thrown from a destructor while another unwinds (NTL's
// scope guards, built without exceptions, end the process that way). It is
// one line and exit 2 like every other lack of memory, with no temporary file
// left; anything else aborts as before.
[[noreturn]] void on_terminate() {
    try {
        if (const std::exception_ptr e = std::current_exception()) std::rethrow_exception(e);
    } catch (const std::bad_alloc&) {
        lightsout::cli::remove_unfinished_output();
        static constexpr char kLine[] = "lightsout: not enough memory for this board\n";
        if (write(STDERR_FILENO, kLine, sizeof kLine - 1) < 0) _exit(2);
        _exit(2);
    } catch (...) {
    }
    std::abort();
}

}  // namespace

int main(int argc, char** argv) {
    using namespace lightsout::cli;
    std::set_terminate(on_terminate);
    remember_arguments(argc, argv);
    CLI::App app{"lightsout: solve, analyze and play Lights Out and other toggle puzzles.\n"
                 "Exit codes: 0 answer found, 1 no solution (proven), 2 bad input or usage,\n"
                 "3 none found, not proven (a search for a legal order gave up),\n"
                 "130 interrupted (Ctrl-C; 143 for SIGTERM)."};
    app.require_subcommand(1);
    app.set_help_all_flag("--help-all", "Show the help of every command");
    app.set_version_flag("--version", std::string("lightsout ") + lightsout::kVersion, "Print the version and exit");
    int status = 0;
    add_solve_command(app, status);
    add_analyze_command(app, status);
    add_chase_command(app, status);
    add_learn_command(app, status);
    add_gen_command(app, status);
    add_check_command(app, status);
    add_table_command(app, status);
    RenderArguments render;  // parsed here for --help and usage errors; the helper draws
    add_render_options(app, render)->callback([] { run_helper("lightsout-render"); });
    ServeArguments serve;
    add_serve_options(app, serve)->callback([] { run_helper("lightsout-serve"); });
    add_variants_command(app, status);
    // The completion scripts and the man page, from these very definitions.
    if (argc == 3 && std::string(argv[1]) == "--generate") return print_reference(app, argv[2], lightsout::kVersion);
    const InterruptScope interrupts;  // Ctrl-C stops the library call: one line, exit 130
    const int code = run_app(app, status, argc, argv);
    return InterruptScope::signal() != 0 ? 128 + InterruptScope::signal() : code;
}
