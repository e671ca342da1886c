// What the game page offers, and nothing beyond it: the API refuses larger
// requests with a 4xx saying the limit (docs/WEB.md, "Limits and errors").
#pragma once

#include <string>

#include "lightsout/board.hpp"
#include "lightsout/rule.hpp"

namespace lightsout::web {

// The footprint editor is 7x7: offsets up to 3 cells from the pressed one.
inline constexpr int kMaxStencilReach = 3;
// 2..255 states (the general engine's range; the page colours each).
inline constexpr int kMaxGameStates = 255;
// Boards up to kMaxApiSide (256) a side with two states, for every named rule
// (plus, square, cross, a torus too: linear-time engines); a custom footprint
// is chased with a dense leftover system of about (its height - 1) x cols
// unknowns, so it is offered up to kMaxFootprintSide. With more states each
// rule goes as far as its engines of K states keep every K within the budget
// of 100 ms of CPU a request (max_side; bench/web_api_bench.cpp, Big/ rows;
// docs/WEB.md, "Limits"). The page (web/game.js, maxSide) has the same table.
inline constexpr int kMaxFootprintSide = 64;
inline constexpr int kMaxFootprintStatesSide = 20;
// Plus on a torus with more than two states goes to 256 (kMaxApiSide): light
// chasing mod each prime power of K, its leftover system of 2 cols unknowns
// made from 3 chases of the board (its blocks are circulant:
// src/solve/chasing_mod.cpp, system_by_shifts) and solved densely (docs/WEB.md,
// "Limits"). Square on a torus: two Smith forms of one side each
// (src/zk/square_torus.cpp), at most 60 ms at 253 - 256 for K = 3 .. 255 sampled.
// A Klein bottle or a projective plane (but for cross, which they do not
// change) is solved by the dense engines only: M4RI up to 50 x 50 with two
// states, FLINT or the Smith form up to 20 x 20 with more (docs/TOPOLOGY.md).
inline constexpr int kMaxTwistedSide = 50;
inline constexpr int kMaxTwistedStatesSide = 20;

// Under a move constraint (only lit / only unlit lights) the legal order is
// searched for: about 50 - 90 ms at 50 x 50 (docs/WEB.md, "How fast"), over a
// minute at 256 x 256; so constrained boards stay at most this side.
inline constexpr int kMaxConstrainedSide = 50;

// Light chasing is taught step by step, a frame per press (the page keeps
// each): on boards up to 50 x 50.
inline constexpr int kMaxLessonSide = 50;

// The rule itself, or InputError when its footprint is larger than the editor's.
const Rule& offered(const Rule& rule);

// The largest side offered for boards of this rule and number of states:
//   two states         256; a custom footprint 64 (its Quiet panel: 3 s at 128)
//   more states        plus, square and cross 256 (torus or not); a custom footprint 20
int max_side(const Rule& rule, int states);
// That limit in words, for the 413 answer.
std::string size_limit_text(const Rule& rule, int states);
// TooLarge (413) with the limit when a side of the board is larger than max_side,
// or than kMaxConstrainedSide under a move constraint.
void check_offered_size(const Rule& rule, int states, Shape shape, bool constrained = false);

}  // namespace lightsout::web
