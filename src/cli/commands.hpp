// The subcommands of `lightsout`, one file each. Each add_X_command registers
// its options and a callback on `app`; the callback sets `status` to the exit
// code (0 answer found, 1 no solution) and throws InputError for bad input,
// which run_app() (cli/app.hpp) turns into one line on stderr and exit 2.
// render and serve are defined in render_options.hpp and serve_options.hpp and
// run in helper binaries (cli/helper.hpp).
#pragma once

#include <CLI/CLI.hpp>

namespace lightsout::cli {

void add_solve_command(CLI::App& app, int& status);
void add_analyze_command(CLI::App& app, int& status);
void add_chase_command(CLI::App& app, int& status);
void add_learn_command(CLI::App& app, int& status);
void add_gen_command(CLI::App& app, int& status);
void add_check_command(CLI::App& app, int& status);
void add_table_command(CLI::App& app, int& status);
void add_variants_command(CLI::App& app, int& status);

}  // namespace lightsout::cli
