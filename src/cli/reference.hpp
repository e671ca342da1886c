// The command line's reference, generated from the same CLI11 definitions
// that parse it, so that they cannot drift apart: bash and zsh completion
// scripts and a man page (installed by cmake --install; `lightsout
// --generate bash|zsh|man` prints them).
#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace lightsout::cli {

std::string bash_completion(const CLI::App& app);
std::string zsh_completion(const CLI::App& app);
std::string man_page(const CLI::App& app, const std::string& version);

// Prints the reference named by `what` (bash, zsh or man) on stdout: exit 0,
// or 2 with one line on stderr for another name.
int print_reference(const CLI::App& app, const std::string& what, const std::string& version);

}  // namespace lightsout::cli
