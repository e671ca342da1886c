// Helpers of the structured solvers: the transposed solve, the quiet check.
#include <algorithm>

#include "gf2/grid_ring.hpp"

#include "lightsout/bits.hpp"
#include "structured_internal.hpp"

namespace lightsout::structured {

LinearSolution solve_as_tall(const Board& change, LinearSolution (*solve_tall)(const Board&)) {
    if (change.cols() <= change.rows()) return solve_tall(change);
    LinearSolution answer = solve_tall(gf2::transposed(change));
    if (answer.solvable) answer.presses = gf2::transposed(answer.presses);
    else answer.certificate = gf2::transposed(answer.certificate);
    for (PressPattern& quiet : answer.quiet) quiet = gf2::transposed(quiet);
    return answer;
}

bool is_quiet(const PressPattern& pattern, const Rule& rule) {
    const std::size_t words = pattern.words_per_row();
    const PressEffect effect(rule, pattern);
    Row row(words);
    for (int r = 0; r < pattern.rows(); ++r) {
        std::fill(row.begin(), row.end(), Word{0});
        effect.xor_into(row.data(), r);
        if (!row_is_zero(row.data(), words)) return false;
    }
    return true;
}

}  // namespace lightsout::structured
