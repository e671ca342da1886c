// Reading and writing boards of K-state lights, and the answers of K-state
// puzzles (formats in docs/STATES.md and README.md "Formats").
//
//   text   one digit per light when K <= 10 (spaces between lights allowed),
//          otherwise decimal numbers separated by spaces; one row per line
//   JSON   {"rows": R, "cols": C, "states": K, "cells": [[0, 2, 1], ...]}
//          (rows of digits as strings are accepted too when K <= 10)
//   PGM    P2 (plain) and P5 (raw), maxval = K - 1, read and written streaming
//
// `states` arguments: the K the caller was told (--states), or 0 when not
// told: then a file that says K (PGM's maxval, JSON's "states") sets it, and
// anything else is read as two-state. A file whose K disagrees with the one
// told, or a light >= K, throws InputError (one sentence naming the source
// and the place); nothing is returned half-read.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/io.hpp"
#include "lightsout/puzzle.hpp"
#include "lightsout/state_board.hpp"

namespace lightsout::io {

// Every reader's `states` is 0 (as the board says; two for plain text) or
// K = 2..255; anything else (1, 256, -3) is an InputError.
void check_asked_states(int states);

StateBoard parse_state_text(std::string_view text, int states, std::string_view source = "board");
StateBoard parse_state_json(std::string_view text, int states, std::string_view source = "board");
// P2 or P5.
StateBoard read_pgm(std::istream& in, int states, std::string_view source = "board");

// A board in any format: a board of two states is bit-packed (Board),
// whatever its file, unless states > 2 was told; PGM, JSON with "states" and
// text with K > 2 states give a StateBoard.
using AnyBoard = std::variant<Board, StateBoard>;
AnyBoard read_any_board(std::istream& in, int states, std::string_view source = "board");
// A path, or "-" for standard input.
AnyBoard read_any_board_file(const std::string& path, int states);

void write_state_text(std::ostream& out, const StateBoard& board);
void write_pgm(std::ostream& out, const StateBoard& board);        // P5, streaming by rows
void write_pgm_plain(std::ostream& out, const StateBoard& board);  // P2
std::string state_board_json(const StateBoard& board);

// Press counts for a K-state grid: one press per entry "r,c" (in `coords`
// form, as parse_press_list) or t presses for "r,c,t" ("k,t" with index
// coordinates); counts add up mod K. Throws InputError off the board.
std::vector<std::uint8_t> parse_press_counts(std::string_view text, Coords coords, Shape shape, int states);

// The answer of a K-state puzzle on a grid (context.shape, context.rule):
//   grid  the press counts (unsolvable: the certificate) as a text board of K states
//   list  "r,c,t" lines (t = times pressed; the certificate's values when unsolvable)
//   json  {"rows","cols","rule","states","goal","solvable","count","minimal",
//          "nullity","solutions","invariant_factors","presses":[[r,c,t],...]}
//         and "certificate":[[r,c,y],...] when unsolvable
//   pgm   the counts as P5 (maxval K - 1)
// A two-state puzzle is written exactly as write_answer(Solution) writes it.
void write_answer(std::ostream& out, const PuzzleSolution& solution, const AnswerContext& context, int goal,
                  AnswerFormat format);

// K-state press counts (a quiet pattern, ...) as text rows, one per board row:
// a digit per light, or numbers separated by spaces when K > 10.
std::vector<std::string> count_rows(const std::vector<std::uint8_t>& counts, Shape shape, int states);

}  // namespace lightsout::io
