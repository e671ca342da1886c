// Reading a text board as a stream, line by line into its bits, and the first
// bytes that tell a board's format (read_board.cpp, read_state_board.cpp).
#pragma once

#include <istream>
#include <string>
#include <string_view>

#include "lightsout/board.hpp"

namespace lightsout::io {

// Takes a UTF-8 byte order mark and the blanks (space, tab, CR, LF) that open
// `in`, and returns what it took, the mark left out (an incomplete mark is
// kept): the next byte of `in` is the first that is not blank.
std::string take_opening(std::streambuf& in);

// A text board read line by line after `head` (the bytes take_opening took):
// memory follows the board (its bits and one line), not the text. The same
// board and messages as parse_text_board. When reading fails on a row,
// *digit_above_one (if given) says whether a digit 2-9 appeared in the lines
// read (a hint that the board has more than two states).
Board read_text_board(std::istream& in, std::string head, std::string_view source, bool* digit_above_one = nullptr);

}  // namespace lightsout::io
