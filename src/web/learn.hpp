// GET /api/learn: a lesson of the library (lesson.hpp) as the page draws it.
#pragma once

#include <string>

#include "lightsout/web.hpp"

namespace lightsout::web {

// ?lesson=chasing|squares|elimination|ordering[&board=ROWS][&goal=off|on]:
// `lightsout learn`'s JSON, the body of a 200 answer. ROWS is a text board
// with rows separated by '/' ("0110/1001/..."); without it, the seed's worked
// example. Throws InputError for a bad name, board or goal.
std::string learn_json(const Query& query);

}  // namespace lightsout::web
