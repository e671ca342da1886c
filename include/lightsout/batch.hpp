// Many puzzles in one call: JSON lines in, JSON lines out, in order, on every
// core (`lightsout solve --batch`, docs/LIBRARY.md "Batch mode").
//
// Each input line is one puzzle, a JSON object; every key but "board" may be
// left out and then takes the value of BatchSettings (the command line's flags):
//
//   {"board": B, "rule": "plus", "torus": false, "goal": "off" | "on" | V,
//    "states": K, "minimal": false, "constraint": "any" | "only-off" | "only-on",
//    "method": "auto", "coords": "rc", "id": anything}
//
// B is a JSON board ({"rows", "cols", "cells"}, with "states" for K > 2), a
// text board as one string ("0110\n1001"), or its rows as an array of strings
// (["0110", "1001"]) or of arrays of numbers ([[0, 2], [1, 0]]).
//
// Each output line is the answer exactly as `solve --format json` writes it,
// with "line" (the input line number, from 1) and "id" (when the line has one)
// added; a line that cannot be answered gets {"line": N, "id": ..., "error":
// "one sentence"} and the lines after it go on. Every answer is checked by
// simulation, as every solve is.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/io.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve.hpp"

namespace lightsout {

// What a line that does not say otherwise asks for.
struct BatchSettings {
    Rule rule = Rule::plus();        // "rule" and "torus"
    std::string goal = "off";        // off | on | a light value V
    int states = 0;                  // 0: as the board says (JSON "states"), else 2
    SolveOptions options;            // minimal, constraint, method (options.goal is set per line)
    io::Coords coords = io::Coords::rc;
    int threads = 0;                 // solving threads; 0 = one per core
};

// The longest batch line, in bytes: as long as a JSON board may be. A longer
// line is answered by an error object, and never held whole in memory.
inline constexpr std::size_t kMaxBatchLineBytes = std::size_t(64) << 20;

struct BatchSummary {
    std::int64_t lines = 0;       // answers written (one per input line)
    std::int64_t solved = 0;
    std::int64_t unsolvable = 0;  // proven: the answer carries its certificate (or no legal sequence exists)
    std::int64_t not_found = 0;   // a legal-sequence search gave up: "proven": false
    std::int64_t errors = 0;      // lines answered with an "error" object
    std::int64_t first_error_line = 0;  // 0 when none
};

// The answer to one input line (its number `line`, from 1), without the
// newline. Never throws for bad input: that is an error object.
std::string solve_batch_line(std::string_view text, std::int64_t line, const BatchSettings& settings);

// Reads JSON lines from `in` until its end and writes one answer line per
// input line to `out`, in order, solving up to settings.threads lines at a
// time (fewer when the system cannot start that many threads). Streams:
// memory holds a block of lines, not the whole input. A line refused for want
// of memory is tried again alone before its error answer stands; throws
// std::bad_alloc only when memory is too short to write even that answer.
BatchSummary solve_batch(std::istream& in, std::ostream& out, const BatchSettings& settings);

// Many boards of one shape, rule and number of states, with the same goal and
// options, given as their lights (no text in between): the boards are answered
// on every core, each as solve(Puzzle::on_grid(shape, rule, states, lights,
// goal), options) would answer it, and checked by simulation as every answer
// is. Two-state boards without a fewest-press search share one factored
// system (DenseSystem, for up to kBoardsDenseCells cells, or any size with
// method dense), so that a board costs a product with the inverse and its check.
struct BoardsBatch {
    Shape shape;
    Rule rule = Rule::plus();
    int states = 2;       // K, 2..255
    int goal = 0;         // the value every light should end at, 0..K-1
    SolveOptions options; // constraint any, and a linear method (auto, dense, structured, chasing)
    int threads = 0;      // solving threads; 0 = one per core
};

// The answers, board after board; a board's cells in row-major order.
struct BoardsAnswers {
    std::int64_t boards = 0;
    std::vector<std::uint8_t> presses;       // times each cell is pressed (0..K-1); zeros when unsolvable
    std::vector<std::uint8_t> certificates;  // unsolvable: y with y A = 0, y.(goal - lights) != 0; zeros when solvable
    std::vector<std::uint8_t> solvable;      // one per board: 1 or 0
    std::vector<std::uint8_t> minimal;       // one per board: fewest total presses, proven
    std::vector<std::int64_t> counts;        // one per board: total presses (0 when unsolvable)
    std::int64_t nullity = 0;                // the quiet patterns' rank, the same for every board (0 without boards)
    std::vector<int> invariant_factors;      // the quiet patterns as a group (all 2 for two states)
};

// The largest two-state boards (in cells) that share one factored system when
// the method is auto: eliminating it costs about as much as solving a few
// boards of that size one by one.
inline constexpr std::int64_t kBoardsDenseCells = 32 * 32;

// `lights` holds the boards one after the other (its size a multiple of the
// shape's cells), each light 0..K-1. Throws InputError for a bad shape, K,
// goal, light, constraint or method (the strategies and the move constraints
// answer with sequences: solve() one board at a time), Cancelled when the
// calling thread's stop token is set (lightsout/stop.hpp).
BoardsAnswers solve_boards(const BoardsBatch& batch, std::span<const std::uint8_t> lights);

}  // namespace lightsout
