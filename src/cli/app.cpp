#include "cli/app.hpp"

#include <algorithm>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <vector>

#include "cli/progress_line.hpp"
#include "cli/suggest.hpp"
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

// The long and short option names of `command` ("--minimal", "-o"), for the
// unknown-option message.
std::vector<std::string> option_names(const CLI::App& command) {
    std::vector<std::string> names;
    for (const CLI::Option* option : command.get_options()) {
        for (const std::string& name : option->get_lnames()) names.push_back("--" + name);
        for (const std::string& name : option->get_snames()) names.push_back("-" + name);
    }
    return names;
}

// "unknown option '--minmal' for solve (did you mean --minimal?)" for the
// first word of argv that looks like an option the command does not have;
// empty when there is none (the extra words are not options).
std::string unknown_option_text(const CLI::App& app, int argc, char** argv) {
    if (argc < 2) return {};
    const CLI::App* command = nullptr;
    try {
        command = app.get_subcommand(argv[1]);
    } catch (const CLI::OptionNotFound&) {
        return {};
    }
    const std::vector<std::string> known = option_names(*command);
    for (int i = 2; i < argc; ++i) {
        std::string word = argv[i];
        if (word == "--") break;
        if (word.size() < 2 || word[0] != '-' || (word[1] >= '0' && word[1] <= '9')) continue;
        word = word.substr(0, word.find('='));
        if (std::find(known.begin(), known.end(), word) != known.end()) continue;
        std::string text = "unknown option " + quote_input(word) + " for " + command->get_name();
        if (const auto near = closest_name(word, known)) text += ": did you mean " + *near + "?";
        return text + " (see lightsout " + command->get_name() + " --help)";
    }
    return {};
}

// The library's error in the command line's terms: the option that gave the
// offending value.
std::string option_hint(const InputError& e) {
    const std::string& value = e.value();
    switch (e.problem()) {
        case Problem::general: return "";
        case Problem::needs_states: return "; for lights with more than two states give --states K";
        case Problem::states: return " (from --states " + value + ")";
        case Problem::method: return " (from --method " + value + ")";
        case Problem::constraint: return " (from --" + value + ")";
        case Problem::minimal: return " (from --minimal with --method " + value + ")";
        case Problem::threads: return " (from --threads " + value + ")";
        case Problem::torus: return " (--torus is short for --topology torus)";
        case Problem::topology: return " (from --topology " + value + ")";
        case Problem::checkpoint_unsigned:
            return "; give the key it was written with (--key-file), or --trust-unsigned to use it for an answer "
                   "that is then not proven";
        case Problem::checkpoint_forged: return "; walk that part again";
    }
    return "";
}

}  // namespace

CLI::Option* whole_number(CLI::Option* option) {
    const CLI::Validator decimal(
        [](std::string& value) -> std::string {
            const std::size_t first = value.starts_with('-') ? 1 : 0;
            if (value.size() == first || value.find_first_not_of("0123456789", first) != std::string::npos)
                return "expected a whole number, not " + quote_input(value);
            // CLI11 reads a leading 0 as octal: drop the zeros a decimal number ignores.
            const std::size_t zeros = std::min(value.find_first_not_of('0', first), value.size() - 1);
            value.erase(first, zeros - first);
            return "";
        },
        "", "a whole number");
    return option->transform(decimal);
}

int run_app(CLI::App& app, const int& status, int argc, char** argv) {
    // The library's progress reports of this command, drawn on stderr.
    const ScopedProgressSink progress(progress_line());
    try {
        const std::vector<std::string> names = command_names(app);
        if (argc > 1 && argv[1][0] != '-' && std::find(names.begin(), names.end(), argv[1]) == names.end()) {
            std::cerr << "lightsout: unknown command " << quote_input(argv[1]);
            if (const auto near = closest_name(argv[1], names)) std::cerr << ": did you mean " << *near << "?";
            std::cerr << " (commands:";
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
    } catch (const CLI::ExtrasError& e) {
        const std::string text = unknown_option_text(app, argc, argv);
        std::cerr << "lightsout: " << (text.empty() ? std::string(e.what()) + " (see lightsout --help)" : text) << "\n";
        return 2;
    } catch (const CLI::ParseError& e) {
        std::cerr << "lightsout: " << e.what() << " (see lightsout --help)\n";
        return 2;
    } catch (const InputError& e) {
        std::cerr << "lightsout: " << e.what() << option_hint(e) << "\n";
        return 2;
    } catch (const Cancelled&) {  // the stop token of cli/interrupt.hpp: Ctrl-C
        std::cerr << "lightsout: interrupted\n";
        return 130;
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
