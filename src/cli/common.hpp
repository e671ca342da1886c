// What the subcommands share: reading the board argument, parsing sizes and
// rules, writing an answer only once it is complete.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/edges.hpp"
#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::cli {

// "5" -> 5x5, "24x30" -> 24 rows, 30 columns. Throws InputError.
Shape parse_size(const std::string& text);

// A rule name plus --topology / --torus (Rule::with_edges: a name with its own
// topology, "plus+klein", takes only options that agree). Throws InputError.
Rule parse_rule(const std::string& name, const Edges& edges);

// --format for the commands that write text or JSON, "text" or "json" and
// nothing else, checked when the command line is parsed (exit 2, one line:
// "--format: expected text or json, not 'yaml'"), so a command reads one of the two.
CLI::Option* add_text_or_json_format(CLI::App* command, std::string& format, const std::string& help);

// Goal from "off" / "on". Throws InputError.
Goal parse_goal(const std::string& name);

// A board from a path or "-" (stdin). Throws InputError.
Board read_board_argument(const std::string& path);

// An argument that is a file or the text itself (a press list): the file's
// text when anything of that name exists (InputError when it cannot be read,
// never taken for the list), otherwise the argument.
std::string file_or_text(const std::string& argument, const std::string& what);

// Writes an answer to `path` ("-" or empty = stdout), see src/cli/output.cpp:
// a regular file (or a new one, through symbolic links) is replaced atomically
// by a unique temporary file renamed into place, removed on failure and on
// SIGINT/SIGTERM/SIGHUP/SIGABRT; FIFOs and devices are written straight; stdout gets
// the answer streamed, its first 16 MiB held back until `write` succeeds.
void write_output(const std::string& path, const std::function<void(std::ostream&)>& write);

// Removes the temporary file of an answer write_output is writing, if any:
// for an exit that runs no destructors. Async-signal-safe.
void remove_unfinished_output() noexcept;

// Exit codes of an answer (README "Exit codes and errors").
inline constexpr int kExitSolved = 0;
inline constexpr int kExitNoSolution = 1;      // proven: a certificate, or a proof that no legal sequence exists
inline constexpr int kExitNotFound = 3;        // a search gave up: none found, not proven

// The verdict's line on stderr ("no solution: ...", "none found (not
// proven): ...", or a note) and the exit code.
int report_verdict(bool solvable, bool proven, const std::string& note);

}  // namespace lightsout::cli
