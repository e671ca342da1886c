#include "order/search_tally.hpp"

namespace lightsout::order_detail {

namespace {

std::string text(std::int64_t n) { return std::to_string(n); }

}  // namespace

std::string SearchTally::tried() const {
    return text(patterns_tried) + (patterns_tried == 1 ? " press pattern" : " press patterns") +
           (all_solutions ? " (every solution)" : " (the given one plus small combinations of quiet patterns)");
}

std::string SearchTally::not_found(const std::string& press) const {
    std::string s = "no legal sequence found: tried " + tried();
    if (proven_unorderable > 0)
        s += ", " + text(proven_unorderable) + " of them proven to have no legal order (" + text(parity_ruled_out) +
             " by the parity of overlapping pairs, the rest by exhaustive search)";
    if (extra_searches > 0)
        s += ", " + text(extra_searches) + " searches allowing up to " + text(max_extras_tried) + " outside " + press +
             "s pressed twice";
    if (prefixes_tried > 0)
        s += ", and " + text(prefixes_tried) + " sequences pressing one or two given outside " + press + "s twice";
    if (budget_hit) s += " (search budget exhausted)";
    if (rejected > 0) s += "; " + text(rejected) + " candidate sequences failed the replay check";
    return s;
}

std::string SearchTally::fewest_text(std::int64_t length, bool parity_applies, bool presses_twice,
                                     const std::string& press) const {
    if (proven_fewest(length))
        return "fewest moves: " + text(length) + " equals the lower bound over every solution" +
               (parity_applies ? " (its presses, plus 2 when its overlapping pairs are odd)" : " (its presses)");
    return "not proven fewest: " + text(length) + " moves; the lower bound over the " + tried() + " is " +
           text(min_bound) + (presses_twice ? " (this sequence presses " + press + "s twice)" : "");
}

std::string state_search_found(long long states, const std::string& what) {
    return "fewest moves, proven by breadth-first search over all " + std::to_string(states) + " reachable " + what;
}

std::string state_search_none(long long states, const std::string& what) {
    return "no legal sequence exists: breadth-first search visited all " + std::to_string(states) + " reachable " +
           what + " and none is the goal";
}

}  // namespace lightsout::order_detail
