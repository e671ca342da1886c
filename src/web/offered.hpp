// What the game page offers, and nothing beyond it: the API refuses larger
// requests with a 4xx saying the limit (docs/WEB.md, "Limits and errors").
#pragma once

#include "lightsout/rule.hpp"

namespace lightsout::web {

// The footprint editor is 7x7: offsets up to 3 cells from the pressed one.
inline constexpr int kMaxStencilReach = 3;
// 2..9 states (one colour of the page's palette each); K-state grids up to
// 20x20, so that every solve stays under 100 ms (bench/web_api_bench.cpp:
// the general engine eliminates densely mod K).
inline constexpr int kMaxGameStates = 9;
inline constexpr int kMaxStatesSide = 20;

// The rule itself, or InputError when its footprint is larger than the editor's.
const Rule& offered(const Rule& rule);

}  // namespace lightsout::web
