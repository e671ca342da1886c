// Helpers of the structured solvers: the transposed solve, the quiet check.
#include <algorithm>
#include <bit>

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
    const int rows = pattern.rows(), cols = pattern.cols();
    const std::size_t words = pattern.words_per_row();
    if (words == 0 || rows == 0) return true;
    if (rule.kind() == Rule::Kind::cross) {
        // Cell (i, j) flips rowparity(i) + colparity(j) + pressed(i, j) times.
        Row columns(words, 0);
        for (int r = 0; r < rows; ++r) xor_row(columns.data(), pattern.row(r), words);
        const Word tail = bits::tail_mask(cols);
        for (int r = 0; r < rows; ++r) {
            const Word* p = pattern.row(r);
            Word parity = 0;
            for (std::size_t i = 0; i < words; ++i) parity ^= p[i];
            const Word flip = (std::popcount(parity) & 1) ? ~Word{0} : Word{0};
            for (std::size_t i = 0; i < words; ++i) {
                const Word effect = (flip ^ columns[i] ^ p[i]) & (i + 1 == words ? tail : ~Word{0});
                if (effect) return false;
            }
        }
        return true;
    }
    Row effect(words);
    for (int r = 0; r < rows; ++r) {
        std::fill(effect.begin(), effect.end(), Word{0});
        for (const Offset& o : rule.offsets()) {
            int source = r - o.dr;
            if (rule.torus()) source = ((source % rows) + rows) % rows;
            else if (source < 0 || source >= rows) continue;
            if (rule.torus()) bits::xor_rotated(effect.data(), pattern.row(source), words, cols, o.dc);
            else bits::xor_shifted(effect.data(), pattern.row(source), words, cols, o.dc);
        }
        if (!row_is_zero(effect.data(), words)) return false;
    }
    return true;
}

}  // namespace lightsout::structured
