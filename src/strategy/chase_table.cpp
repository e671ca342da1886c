// The bottom-row lookup table of light chasing (seed 002), for any width.
//
// T: top-row presses -> bottom row left after chasing an empty board. Reducing
// T's image to echelon form with pivots taken from the left of the bottom row
// gives the lights that matter (pivots) and the ignored ones (the rest). Each
// column j of T is tried left to right: one independent of the earlier ones
// joins the top-row cells the table uses; one dependent on them yields a quiet
// pattern instead (its top row is e_j plus earlier cells, so T = 0 on it). The
// preimages therefore use only the leftmost top-row cells that suffice, which
// is the seed's choice for 5x5 (21 -> 1 2, 22 -> 1 2 3, 23 -> 2 3).
#include <string>

#include "lightsout/bits.hpp"
#include "lightsout/echelon.hpp"
#include "lightsout/error.hpp"
#include "lightsout/strategy.hpp"
#include "strategy/chasing.hpp"

namespace lightsout {

namespace {

using chasing::Row;

std::vector<int> columns_of(const Row& row, int cols) {
    std::vector<int> columns;
    for (int c = 0; c < cols; ++c)
        if (bits::bit(row, c)) columns.push_back(c);
    return columns;
}

}  // namespace

ChaseTable chase_table(Shape shape) {
    if (shape.rows <= 0 || shape.cols <= 0) throw InputError("the lookup table needs a board of at least 1x1");
    if (shape.rows > kMaxChaseSide || shape.cols > kMaxChaseSide)
        throw InputError("light chasing and its lookup table go up to " + std::to_string(kMaxChaseSide) + "x" +
                         std::to_string(kMaxChaseSide) + " (the table costs a chase of the board per column), not " +
                         std::to_string(shape.rows) + "x" + std::to_string(shape.cols) +
                         "; lightsout solve takes any size");
    const int cols = shape.cols;
    const std::size_t words = bits::words_for(cols);
    ChaseTable table;
    table.shape = shape;

    // Reduced echelon basis of the image, each row carrying the top-row
    // presses that produce it: no basis image has another's pivot bit.
    bits::Echelon<Row, Row> basis;
    for (int j = 0; j < cols; ++j) {
        Row presses(words, 0);
        bits::flip(presses, j);
        Row image = chasing::leftover_after(presses, shape);
        if (basis.insert(image, presses) < 0) table.quiet.push_back(chasing::pattern_after(presses, shape));
    }

    std::vector<bool> matters(cols, false);
    for (const auto& b : basis.rows()) matters[std::size_t(b.pivot)] = true;
    for (int light = 0; light < cols; ++light) {
        if (!matters[light]) {
            table.ignored.push_back(light);
            continue;
        }
        for (const auto& b : basis.rows())
            if (b.pivot == light) table.entries.push_back({light, columns_of(b.carry, cols), b.vec});
    }
    return table;
}

}  // namespace lightsout
