// Reading a JSON board from a stream, straight into bits (json_board.cpp).
#pragma once

#include <cstddef>
#include <istream>
#include <string_view>

#include "lightsout/board.hpp"

namespace lightsout::io {

// Thrown by read_json_board when the board says it has more than two states
// (a "states" key, or a row given as an array of values): the caller reads it
// again with the K-state reader.
struct NotTwoStates {};

// Reads a JSON board from `in` as the parser's events arrive: memory follows
// the board (its bits, and one row string at a time), not the text. `skipped`
// bytes (blanks) came before `in`'s position: error positions count them.
// When `states_allowed`, a board of more than two states throws NotTwoStates.
Board read_json_board(std::istream& in, std::string_view source, std::size_t skipped, bool states_allowed);

}  // namespace lightsout::io
