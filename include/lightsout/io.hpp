// Reading and writing boards, press lists and answers (formats in README.md "Formats").
//
// Every reader throws InputError with one clear sentence (naming the source and,
// where it helps, the line) on bad input; nothing is returned half-read.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace lightsout {
struct Analysis;         // lightsout/analyze.hpp
struct ModularAnalysis;  // lightsout/analyze.hpp
}  // namespace lightsout

namespace lightsout::io {

// Largest board a reader accepts, in cells: 2^35 (a 4 GiB board, e.g.
// 181,000 x 181,000); the research boards of 100,000 x 100,000 fit.
inline constexpr std::int64_t kMaxCells = std::int64_t(1) << 35;
// ... and in memory: 4 GiB. A two-state board keeps each row in whole 64-bit
// words, so a board narrower than 64 columns pays 64 bits a row (999,999,999
// x 34 would take 8 GB); a K-state board takes one byte per light.
inline constexpr std::int64_t kMaxBoardBytes = std::int64_t(1) << 32;

// Throws InputError "SOURCE: a board of R rows of C cells takes N bytes, ..."
// when a two-state board (check_board_size) or a K-state board
// (check_state_board_size) of this shape is above kMaxCells or kMaxBoardBytes.
void check_board_size(std::int64_t rows, std::int64_t cols, std::string_view source);
void check_state_board_size(std::int64_t rows, std::int64_t cols, std::string_view source);

// ---- boards ----------------------------------------------------------------

// Text: one row per line; lit = 1 # x X * O, unlit = 0 . - o; spaces between
// cells allowed; every row the same length; blank lines at the ends ignored.
Board parse_text_board(std::string_view text, std::string_view source = "board");
// PBM P1 (plain) or P4 (raw), 1 = lit.
Board read_pbm(std::istream& in, std::string_view source = "board");
// Largest JSON board of more than two states, in bytes of text: 64 MiB. Such
// a board is read as a whole document: each number of an array of lights
// costs 16 bytes for its 2 characters. Larger boards come as PGM. (Two-state
// JSON boards are read as a stream, straight into bits, and have no such limit.)
inline constexpr std::size_t kMaxJsonBoardBytes = std::size_t(64) << 20;
// Throws InputError naming `source` when `text` is longer than kMaxJsonBoardBytes.
void check_json_board_size(std::string_view text, std::string_view source);

// {"rows": R, "cols": C, "cells": ["0110", ...]}; members other than these
// three are checked (JSON syntax, depth, duplicate keys) and ignored.
Board parse_json_board(std::string_view text, std::string_view source = "board");
// Detects the format from the first bytes (P1/P4, '{', otherwise text).
Board read_board(std::istream& in, std::string_view source = "board");
// A path, or "-" for standard input.
Board read_board_file(const std::string& path);

void write_text_board(std::ostream& out, const Board& board);   // rows of 0/1
void write_pbm(std::ostream& out, const Board& board);          // P4, streaming by rows
void write_pbm_plain(std::ostream& out, const Board& board);    // P1, rows of 0/1
std::string board_json(const Board& board);                     // the JSON board form
// The rows of a board as strings of 0/1: the JSON board's "cells".
std::vector<std::string> board_rows(const Board& board);

// ---- coordinates and press lists -------------------------------------------

enum class Coords { rc, xy, index };
Coords parse_coords(std::string_view name);  // "rc" | "xy" | "index"

// One cell in user-facing form: "r,c" (rc, 1-based from top-left), "x,y"
// (xy: column from the left, row from the bottom, 1-based), or "k" (index,
// 1..rows*cols, row-major).
std::string format_cell(Cell cell, Coords coords, Shape shape);
// A press list: cells separated by spaces, newlines or ';' in the given form;
// "(x, y)" and "[r,c]" brackets are accepted. Throws InputError for cells off
// the board. Order and repeats are kept.
std::vector<Cell> parse_press_list(std::string_view text, Coords coords, Shape shape);

// ---- answers ---------------------------------------------------------------

// How to solve, by the names the command line and batch lines use:
// "auto" | "dense" | "structured" | "chasing" | "chase" | "one-way" | "two-way",
// "any" | "only-off" | "only-on", and goals. Throw InputError naming the choices.
Method parse_method(std::string_view name);
MoveConstraint parse_constraint(std::string_view name);
// The goal as a light value: "off" = 0, "on" = states - 1, or a value "V" in 0..states-1.
int parse_goal(std::string_view name, int states);

enum class AnswerFormat { grid, list, json, pbm, pgm };
AnswerFormat parse_answer_format(std::string_view name);

// What an answer printout needs besides the Solution.
struct AnswerContext {
    Shape shape;
    Rule rule;
    Goal goal = Goal::off;
    Coords coords = Coords::rc;
};

// grid: the press pattern as rows of 0/1 (unsolvable: the certificate);
// list: one cell per line in `coords` form (the sequence when there is one);
// json: the keys of README.md "Formats"; pbm: the press pattern as P4; pgm: as P5 with
// maxval 1.
void write_answer(std::ostream& out, const Solution& solution, const AnswerContext& context,
                  AnswerFormat format);

// `lightsout analyze --format json`, one line: rule, rows, cols, rank, nullity,
// solvable_fraction, quiet (a basis as text rows), quiet_complete; mod K
// (states > 2) rule, rows, cols, states, solutions (the number of quiet
// patterns as text), solutions_log2, invariant_factors, orders,
// solvable_fraction, quiet (generators as count rows), quiet_complete, method.
void write_analysis_json(std::ostream& out, const Analysis& analysis, const Rule& rule);
void write_analysis_json(std::ostream& out, const ModularAnalysis& analysis, const Rule& rule);

}  // namespace lightsout::io
