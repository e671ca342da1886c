// Fewest presses on a grid: what the board and the rule add to a bare coset.
//
// Symmetry. A rotation or reflection g of the grid (8 of them on a square, 4
// on a rectangle) maps solutions to solutions when it keeps the rule and the
// lights to change: then A g = g A and g b = b, so A (g x) = g (A x) = b.
// Rather than reasoning about each rule, every candidate is tested on the
// coset itself (fewest::preserves): g maps each quiet basis vector into the
// quiet space and the particular solution into the coset.
//
// Counting. A press flips at most |footprint| lights (the offsets of a local
// rule; a row and a column, m + n - 1 lights, for cross), and every light to
// change must be flipped at least once.
#include <algorithm>

#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"
#include "lightsout/minimal.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout {

namespace {

std::vector<std::vector<std::int32_t>> grid_symmetries(Shape shape) {
    const int m = shape.rows, n = shape.cols;
    std::vector<std::vector<std::int32_t>> out;
    const int maps = m == n ? 8 : 4;
    for (int which = 1; which < maps; ++which) {
        std::vector<std::int32_t> image(std::size_t(shape.cells()));
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) {
                int rr = r, cc = c;
                if (which & 1) cc = n - 1 - cc;
                if (which & 2) rr = m - 1 - rr;
                if (which & 4) std::swap(rr, cc);  // square boards only
                image[std::size_t(r) * std::size_t(n) + std::size_t(c)] = rr * n + cc;
            }
        out.push_back(std::move(image));
    }
    return out;
}

std::int64_t most_flipped_by_one_press(const Rule& rule, Shape shape) {
    if (rule.kind() == Rule::Kind::cross) return std::int64_t(shape.rows) + shape.cols - 1;
    return std::int64_t(rule.offsets().size());
}

}  // namespace

FewestPresses fewest_presses(const Board& change, const Rule& rule, const PressPattern& particular,
                             const std::vector<PressPattern>& quiet, std::int64_t nullity,
                             const FewestOptions& options) {
    const Shape shape = change.shape();
    if (particular.shape() != shape) throw InputError("the press pattern and the board have different sizes");
    const std::int64_t flips = std::max<std::int64_t>(1, most_flipped_by_one_press(rule, shape));
    const std::int64_t counting = (change.count() + flips - 1) / flips;
    FewestPresses out;
    if (nullity > 0 && std::int64_t(quiet.size()) != nullity) {
        out.presses = particular;
        out.lower_bound = counting;
        out.bound = "counting";
        out.method = "none";
        out.proven = counting >= particular.count();
        if (!out.proven)
            out.note = "fewest presses between " + std::to_string(counting) + " and " +
                       std::to_string(particular.count()) + " (not searched: the nullity " + std::to_string(nullity) +
                       " is too large to list the quiet patterns)";
        return out;
    }
    FlatCoset problem;
    problem.length = shape.cells();
    problem.particular = gf2::flatten(particular);
    for (const PressPattern& q : quiet) {
        if (q.shape() != shape) throw InputError("a quiet pattern and the board have different sizes");
        problem.quiet.push_back(gf2::flatten(q));
    }
    problem.symmetries = grid_symmetries(shape);
    problem.counting_bound = counting;
    FlatFewest flat = fewest_presses(problem, options);
    static_cast<FewestReport&>(out) = flat;
    out.presses = gf2::unflatten(flat.presses.data(), shape);
    return out;
}

}  // namespace lightsout
