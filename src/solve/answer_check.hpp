// The check every GF(2) engine (structured, dense, chasing) runs on its answer
// before it leaves. A failure is the engine's bug, never the caller's input:
// std::logic_error naming the engine and what failed.
#pragma once

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"
#include "lightsout/solve_types.hpp"

namespace lightsout {

// The presses turn `change` off, or the certificate proves that none does
// (is_certificate). Streams row by row.
void check_answer(const LinearSolution& answer, const Board& change, const Rule& rule);

// Every quiet pattern of the answer is of `shape`, nonzero and quiet.
void check_quiet(const LinearSolution& answer, Shape shape, const Rule& rule);

}  // namespace lightsout
