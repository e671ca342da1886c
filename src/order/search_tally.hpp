// What a search for a legal sequence tried, and the sentences that report it:
// shared by the finder on grids (find_legal_sequence.cpp) and the one on any
// press matrix (press_matrix_sequence.cpp). `press` names what is pressed in
// the sentences: "cell" or "button".
#pragma once

#include <cstdint>
#include <limits>
#include <string>

namespace lightsout::order_detail {

struct SearchTally {
    bool all_solutions = false;  // every solution was a candidate pattern
    std::int64_t patterns_tried = 0;
    std::int64_t proven_unorderable = 0;  // of them, proven to have no legal order
    std::int64_t parity_ruled_out = 0;    // of those, by the parity of overlapping pairs
    std::int64_t min_bound = std::numeric_limits<std::int64_t>::max();  // least lower bound over the candidates
    std::int64_t extra_searches = 0;      // searches that may press outside presses twice
    int max_extras_tried = 0;
    std::int64_t prefixes_tried = 0;      // sequences after one or two given outside presses (grids)
    std::int64_t work = 0;                // presses tried by the searches
    std::int64_t visits = 0;              // their work times the pattern's presses
    std::int64_t rejected = 0;            // candidate sequences that failed the replay check
    bool budget_hit = false;

    // "12 press patterns (every solution)"
    std::string tried() const;
    // "no legal sequence found: tried ..., ... proven ..., ... searches ..."
    std::string not_found(const std::string& press) const;
    // Whether a sequence of `length` moves is proven fewest (it meets the lower
    // bound over every solution), and the sentence that says so or why not.
    bool proven_fewest(std::int64_t length) const { return all_solutions && length == min_bound; }
    std::string fewest_text(std::int64_t length, bool parity_applies, bool presses_twice, const std::string& press) const;
};

// The sentences of a breadth-first search over every state.
std::string state_search_found(long long states, const std::string& what);
std::string state_search_none(long long states, const std::string& what);

}  // namespace lightsout::order_detail
