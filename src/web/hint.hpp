// POST /api/hint's answer, for either engine: one press of a fewest-press
// solution and how many are left, or why there is none (docs/WEB.md).
#pragma once

#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

namespace lightsout::web {

// What the solver's answer says, its cells in the form /api/solve writes them.
struct Hint {
    bool solvable = false;
    bool minimal = false;
    bool proven = false;          // unsolvable: whether that is proven
    std::string note;             // the solver's note, if any
    nlohmann::json certificate;   // unsolvable: the certificate
    std::int64_t remaining = 0;   // solvable: the presses left
    nlohmann::json press;         // solvable: the next press (null when none are left)
};

// {"solvable","minimal"} and "note" when there is one; unsolvable: "proven"
// and "certificate"; solvable: "remaining", "solved" (none left) and "press".
nlohmann::json hint_of(const Hint& hint);

}  // namespace lightsout::web
