// lightsout: the command line. A thin shell over the library; see --help.
#include <algorithm>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "lightsout/error.hpp"
#include "lightsout/version.hpp"

namespace {

// The names of the commands, from the app itself, for the unknown-command message.
std::vector<std::string> command_names(const CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; }))
        names.push_back(command->get_name());
    return names;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"lightsout: solve, analyze and play Lights Out and other toggle puzzles.\n"
                 "Exit codes: 0 answer found, 1 no solution, 2 bad input or usage."};
    app.require_subcommand(1);
    app.set_help_all_flag("--help-all", "Show the help of every command");
    app.set_version_flag("--version", std::string("lightsout ") + lightsout::kVersion, "Print the version and exit");
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
        const std::vector<std::string> names = command_names(app);
        if (argc > 1 && argv[1][0] != '-' && std::find(names.begin(), names.end(), argv[1]) == names.end()) {
            std::cerr << "lightsout: unknown command '" << argv[1] << "' (commands:";
            for (std::size_t i = 0; i < names.size(); ++i) std::cerr << (i ? ", " : " ") << names[i];
            std::cerr << "; see lightsout --help)\n";
            return 2;
        }
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
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
