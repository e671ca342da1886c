// Lights with K states in the commands: the --states option, goals as values,
// and reading a board of two or K states.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "lightsout/board.hpp"
#include "lightsout/state_board.hpp"
#include "lightsout/state_io.hpp"

namespace lightsout::cli {

// --states K on `command` into `states` (left 0 when not given: then the
// board file may say K, else 2).
void add_states_option(CLI::App* command, int& states);

// The goal value: off = 0, on = K - 1, or a number V in 0..K-1. Throws InputError.
int goal_value(const std::string& goal, int states);
inline Goal two_state_goal(int value) { return value ? Goal::on : Goal::off; }

// The board argument (a path or "-") read for `states` (0: as the file says).
// A two-state board is bit-packed (a PGM or JSON board of two states too).
io::AnyBoard read_any_board_argument(const std::string& path, int states);

}  // namespace lightsout::cli
