// lightsout: toggle puzzles (Lights Out and its family) solved exactly.
// The front door: include this one header.
//
//   #include <lightsout/lightsout.hpp>
//   using namespace lightsout;
//   Puzzle p = Puzzle::on_grid({5, 5}, Rule::plus(), 2, lights);   // or on_matrix(press matrix of a graph), any K
//   PuzzleSolution s = solve(p, {.minimal = true});
//   if (s.solvable) ... s.presses        // checked by simulation before it is returned
//   else ...            s.certificate    // a quiet pattern that proves "no solution", checked too
//
// solve(const Puzzle&, const SolveOptions&) is the one entry that routes every
// puzzle to its fastest exact engine: grids of any rule and K (linear-time
// closed forms and chases on 64-bit words for K = 2, on bytes for K > 2; the
// symbolic chase; the dense engines), graphs and any press matrix (M4RI,
// FLINT, Smith form, the Chinese remainder theorem for composite K). Which
// engine answered is in `method`.
//
// The results, a small family:
//   PuzzleSolution  solve(Puzzle): any puzzle, any K; presses as counts 0..K-1
//   Solution        solve(Board, Rule): two states on a grid, bit-packed
//                   (PressPattern), the form the big-board fast paths return
//   ModularSolution solve_modular(PressMatrix, change, K): the linear algebra
//                   alone, without goals or move constraints
//   Analysis        analyze(): solvability, nullity and quiet patterns of a rule
// Each says whether its verdict is proven (`proven`, `minimal`); a bound is
// called a bound (`lower_bound`), and a search that gave up says so.
//
// The library never prints and never writes files: progress reaches a
// callback the caller passes (progress.hpp), checkpoints a store the caller
// implements (minimal.hpp), and errors are exceptions (error.hpp) whose
// messages name values, not a front end's options.
#pragma once

#include "lightsout/analyze.hpp"     // analyze(): nullity, quiet patterns, solvable boards
#include "lightsout/board.hpp"       // Board, PressPattern, Shape
#include "lightsout/check.hpp"       // check a press list against a board
#include "lightsout/error.hpp"       // InputError
#include "lightsout/generate.hpp"    // random boards, seeded
#include "lightsout/graph.hpp"       // graphs and their press matrices
#include "lightsout/graph_puzzle.hpp"  // solve and check on graphs towards a goal per light
#include "lightsout/io.hpp"          // boards and answers as text, PBM, JSON
#include "lightsout/modular.hpp"     // solve_modular(), QuietModule
#include "lightsout/press_matrix.hpp"  // who changes whom
#include "lightsout/puzzle.hpp"      // Puzzle, solve(Puzzle), PuzzleSolution
#include "lightsout/rule.hpp"        // plus, square, cross, stencils, torus
#include "lightsout/rule_limits.hpp"  // the largest stencil
#include "lightsout/solve.hpp"       // solve(Board, Rule), SolveOptions, Solution
#include "lightsout/state_board.hpp"  // boards with K states
#include "lightsout/strategy.hpp"    // light chasing step by step
#include "lightsout/version.hpp"
