// Running a command-line app: parse, run the chosen command's callback, and
// turn every error into one line on stderr and exit code 2. Shared by
// `lightsout` and its helper binaries (lightsout-render, lightsout-serve).
#pragma once

#include <CLI/CLI.hpp>

namespace lightsout::cli {

// Parses argv with `app` (whose callbacks set `status`) and returns the exit
// code: `status` after a command ran, 0 after --help, 2 for bad usage or input.
int run_app(CLI::App& app, const int& status, int argc, char** argv);

// Makes a whole-number option take decimal digits only, with a minus sign
// for a negative number: no fraction, exponent, '+' or spaces, and no
// hexadecimal or octal reading ("0x10" is refused, "010" is ten). Checked
// when the command line is parsed (exit 2, one line: "--threads: expected a
// whole number, not '1.5'"); a number too large for the option's type is
// refused by the parser, and its range is checked where it is used.
CLI::Option* whole_number(CLI::Option* option);

// The main() of a helper binary: the one command that `define` adds (the same
// definition `lightsout` parses), whose work is `run`.
template <class Arguments>
int run_single_command(int argc, char** argv, const char* description, CLI::App* (*define)(CLI::App&, Arguments&),
                       int (*run)(const Arguments&)) {
    CLI::App app{description};
    app.require_subcommand(1);
    int status = 0;
    Arguments args;
    define(app, args)->callback([&] { status = run(args); });
    return run_app(app, status, argc, argv);
}

}  // namespace lightsout::cli
