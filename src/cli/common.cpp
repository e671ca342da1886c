#include "cli/common.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "lightsout/input_file.hpp"
#include "lightsout/error.hpp"
#include "lightsout/io.hpp"

namespace lightsout::cli {

namespace {

int parse_dimension(const std::string& text, const std::string& whole) {
    if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos)
        throw InputError("bad size '" + whole + "' (expected N or RxC, for example 5 or 24x30)");
    int value = std::stoi(text);
    if (value <= 0) throw InputError("bad size '" + whole + "': rows and columns must be at least 1");
    return value;
}

}  // namespace

Shape parse_size(const std::string& text) {
    std::size_t x = text.find_first_of("xX");
    if (x == std::string::npos) {
        int n = parse_dimension(text, text);
        return {n, n};
    }
    return {parse_dimension(text.substr(0, x), text), parse_dimension(text.substr(x + 1), text)};
}

Rule parse_rule(const std::string& name, const Edges& edges) {
    return Rule::parse(name).with_edges(edges.torus ? std::optional(true) : std::nullopt,
                                        edges.topology.empty() ? std::nullopt : std::optional<std::string_view>(edges.topology));
}

CLI::Option* add_text_or_json_format(CLI::App* command, std::string& format, const std::string& help) {
    const CLI::Validator text_or_json(
        [](std::string& value) -> std::string {
            return value == "text" || value == "json" ? "" : "expected text or json, not " + quote_input(value);
        },
        "", "text or json");
    return command->add_option("--format", format, help)->check(text_or_json);
}

Goal parse_goal(const std::string& name) {
    if (name == "off") return Goal::off;
    if (name == "on") return Goal::on;
    throw InputError("unknown goal '" + name + "' (expected off or on)");
}

Board read_board_argument(const std::string& path) { return io::read_board_file(path.empty() ? "-" : path); }

std::string file_or_text(const std::string& argument, const std::string& what) {
    return io::names_a_file(argument) ? io::read_input_file(argument, what) : argument;
}

int report_verdict(bool solvable, bool proven, const std::string& note) {
    if (solvable) {
        if (!note.empty()) std::cerr << "lightsout: note: " << note << "\n";
        return kExitSolved;
    }
    if (!proven) {
        std::cerr << "lightsout: none found (not proven): " << note << "\n";
        return kExitNotFound;
    }
    std::cerr << "lightsout: no solution: " << note << "\n";
    return kExitNoSolution;
}

}  // namespace lightsout::cli
