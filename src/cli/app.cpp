#include "cli/app.hpp"

#include <algorithm>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "lightsout/error.hpp"

namespace lightsout::cli {

namespace {

// The names of the commands, from the app itself, for the unknown-command message.
std::vector<std::string> command_names(const CLI::App& app) {
    std::vector<std::string> names;
    for (const CLI::App* command : app.get_subcommands([](const CLI::App*) { return true; }))
        names.push_back(command->get_name());
    return names;
}

}  // namespace

int run_app(CLI::App& app, const int& status, int argc, char** argv) {
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
    } catch (const InputError& e) {
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

}  // namespace lightsout::cli
