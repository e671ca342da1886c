// lightsout: the command line. A thin shell over the library; see --help.
#include <exception>
#include <iostream>
#include <new>
#include <string>

#include "cli/commands.hpp"
#include "lightsout/error.hpp"

namespace {

bool is_command(const CLI::App& app, const std::string& name) {
    for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; }))
        if (command->get_name() == name) return true;
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"lightsout: solve, analyze and play Lights Out and other toggle puzzles.\n"
                 "Exit codes: 0 answer found, 1 no solution, 2 bad input or usage."};
    app.require_subcommand(1);
    app.set_help_all_flag("--help-all", "Show the help of every command");
    int status = 0;
    using namespace lightsout::cli;
    add_solve_command(app, status);
    add_analyze_command(app, status);
    add_chase_command(app, status);
    add_gen_command(app, status);
    add_check_command(app, status);
    add_table_command(app, status);
    add_render_command(app, status);
    add_serve_command(app, status);
    try {
        if (argc > 1 && argv[1][0] != '-' && !is_command(app, argv[1])) {
            std::cerr << "lightsout: unknown command '" << argv[1]
                      << "' (commands: solve, analyze, check, chase, gen, table, render, serve; see lightsout --help)\n";
            return 2;
        }
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        std::cerr << "lightsout: " << e.what() << " (see lightsout --help)\n";
        return 2;
    } catch (const lightsout::InputError& e) {
        std::cerr << "lightsout: " << e.what() << "\n";
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "lightsout: not enough memory for this board\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "lightsout: " << e.what() << "\n";
        return 2;
    }
    return status;
}
