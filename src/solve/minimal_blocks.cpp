// A lower bound from the corners of a grid.
//
// Identity. For disjoint sets of cells P_1..P_k and the set Q of lights to
// change none of whose presses lies in any P_i, every solution x has
//     |x| >= sum_i min_{y in S} |y & P_i|  +  ceil(|Q| / F),
// F the most lights one press changes: the parts x & P_i are disjoint and
// each at least its minimum, and every light of Q is changed (at least once)
// by presses outside all P_i, each changing at most F of them.
//
// The minimum over P_i is that of the coset projected onto P_i, walked
// exactly when the projection has small dimension. Corners do: for plus,
// light chasing moves information one cell per row, so the cells with
// r + c < j depend only on the first j presses of the top row, and the
// corner triangle of side j has dimension at most j (the dimension is
// computed, not assumed, so any local rule works). The four corners are
// disjoint while 2 j <= min(m, n); a symmetry of the coset that maps one
// corner onto another gives it the same minimum. The interior, where a
// perfect code packs plus presses at density 1/5, is left to counting.
//
// On the all-lit 79 x 79 board the corner triangles of side 39 need at least
// 280 presses each where counting alone promises 156.
#include <algorithm>
#include <cmath>
#include <thread>

#include "lightsout/minimal.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

namespace {

// Cells (row-major indices) of corner `which` (0 top-left, 1 top-right, 2
// bottom-left, 3 bottom-right): distance r + c < j from it.
std::vector<std::int32_t> corner_cells(Shape shape, int which, int j) {
    std::vector<std::int32_t> cells;
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) {
            const int dr = which & 2 ? shape.rows - 1 - r : r, dc = which & 1 ? shape.cols - 1 - c : c;
            if (dr + dc < j) cells.push_back(r * shape.cols + c);
        }
    return cells;
}

Flat project(const Flat& v, const std::vector<std::int32_t>& cells) {
    Flat out((cells.size() + kWordBits - 1) / kWordBits, 0);
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (bit(v, cells[i])) flip(out, std::int64_t(i));
    return out;
}

FlatCoset projected(const Coset& coset, const std::vector<std::int32_t>& cells) {
    FlatCoset out;
    out.length = std::int64_t(cells.size());
    out.particular = project(coset.particular, cells);
    for (const Flat& q : coset.basis) out.quiet.push_back(project(q, cells));
    return out;
}

// g mapped onto the positions of `to` when it maps the cells `from` onto them.
std::optional<std::vector<std::int32_t>> carried(const Permutation& g, const std::vector<std::int32_t>& from,
                                                  const std::vector<std::int32_t>& to) {
    if (from.size() != to.size()) return std::nullopt;
    std::vector<std::int32_t> image;
    for (std::int32_t c : from) {
        const auto at = std::lower_bound(to.begin(), to.end(), g[std::size_t(c)]);
        if (at == to.end() || *at != g[std::size_t(c)]) return std::nullopt;
        image.push_back(std::int32_t(at - to.begin()));
    }
    return image;
}

int dimension(const FlatCoset& c) { return make_coset(c.length, c.particular, c.quiet).nullity(); }

}  // namespace

std::int64_t corner_bound(const Board& change, const Rule& rule, const Coset& coset,
                          const std::vector<Permutation>& symmetries, const SearchBudget& budget, int threads) {
    const double affordable = budget.members();
    if (!rule.is_local() || !rule.flat() || affordable <= 0) return 0;
    const Shape shape = change.shape();
    // The largest side whose corner walk fits the budget.
    int j = std::min(shape.rows, shape.cols) / 2;
    for (; j >= 2; --j) {
        const std::vector<std::int32_t> cells = corner_cells(shape, 0, j);
        int stabilizer = 1;
        for (const Permutation& g : symmetries) stabilizer += carried(g, cells, cells).has_value();
        const double members = std::ldexp(1.0, dimension(projected(coset, cells))) / stabilizer;
        if (members <= affordable) break;
    }
    if (j < 2) return 0;

    std::vector<std::vector<std::int32_t>> corners;
    std::vector<std::int64_t> minimum;
    std::vector<char> in_corner(std::size_t(shape.cells()), 0);
    for (int which = 0; which < 4; ++which) {
        std::vector<std::int32_t> cells = corner_cells(shape, which, j);
        std::int64_t least = -1;
        for (std::size_t q = 0; q < corners.size() && least < 0; ++q)
            for (const Permutation& g : symmetries)
                if (carried(g, corners[q], cells)) {
                    least = minimum[q];
                    break;
                }
        if (least < 0) {
            FlatCoset region = projected(coset, cells);
            if (std::ldexp(1.0, dimension(region)) > 4 * affordable) continue;  // not this corner
            for (const Permutation& g : symmetries)
                if (auto image = carried(g, cells, cells)) region.symmetries.push_back(std::move(*image));
            FewestOptions options;
            options.nullity_limit = kFewestMaxNullity;
            options.threads = threads;
            options.search_work = 0;
            options.search_seconds = 0;
            options.report_progress = false;
            const FlatFewest r = fewest_presses(region, options);
            least = r.proven ? weight(r.presses) : r.lower_bound;
        }
        for (std::int32_t c : cells) in_corner[std::size_t(c)] = 1;
        corners.push_back(std::move(cells));
        minimum.push_back(least);
    }
    // Lights to change that no press inside a corner reaches.
    std::int64_t outside = 0;
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c) {
            if (!change.get(r, c)) continue;
            bool reached = false;
            for (const Offset& o : rule.offsets()) {
                const int pr = r - o.dr, pc = c - o.dc;  // the press that changes (r, c) through o
                if (pr >= 0 && pr < shape.rows && pc >= 0 && pc < shape.cols && in_corner[std::size_t(pr * shape.cols + pc)])
                    reached = true;
            }
            outside += !reached;
        }
    const std::int64_t most = std::max<std::int64_t>(1, std::int64_t(rule.offsets().size()));
    std::int64_t bound = (outside + most - 1) / most;
    for (std::int64_t least : minimum) bound += least;
    return bound;
}

}  // namespace lightsout::fewest
