// Nullity tables. plus: the closed forms of poly_nullity.cpp, so a table costs
// one gcd per distinct pair of odd parts of the sides (about N / 2 gcds of
// degree up to N / 4 for the n x n table to N); square and cross: closed forms;
// plus and square on the Klein bottle and the projective plane: dense, per size.
#include "lightsout/table.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "lightsout/dense.hpp"
#include "lightsout/error.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/structured.hpp"
#include "poly_nullity.hpp"

namespace lightsout {

namespace {

// The odd parts of the sides that enter the formula: of n + 1 on a grid (the
// path polynomial U_n), of n on a torus (the ring x^n - 1).
poly::OddPart side_part(const Rule& rule, int n) { return poly::odd_part(rule.torus() ? n : long(n) + 1); }

std::int64_t plus_nullity(const Rule& rule, poly::OddPart rows, poly::OddPart cols, long shared) {
    return rule.torus() ? poly::torus_plus_nullity(rows, cols, shared) : poly::grid_plus_nullity(rows, cols, shared);
}

std::vector<std::int64_t> plus_square_table(const Rule& rule, int max_n) {
    const long max_odd = rule.torus() ? max_n : long(max_n) + 1;
    Progress progress("nullity table");
    progress.phase("gcd", (max_odd - 1) / 2 + 1);
    const std::vector<long> self = poly::self_shared_degrees(max_odd, &progress);
    std::vector<std::int64_t> table;
    table.reserve(std::size_t(max_n));
    for (int n = 1; n <= max_n; ++n) {
        const poly::OddPart part = side_part(rule, n);
        table.push_back(plus_nullity(rule, part, part, self[std::size_t(part.odd - 1) / 2]));
    }
    return table;
}

std::vector<long> distinct_odd_parts(const Rule& rule, SideRange range) {
    std::vector<long> odds;
    for (int n = range.first; n <= range.last; ++n) odds.push_back(side_part(rule, n).odd);
    std::sort(odds.begin(), odds.end());
    odds.erase(std::unique(odds.begin(), odds.end()), odds.end());
    return odds;
}

// shared[i][j] = shared_degree(row_odds[i], col_odds[j]) (it is symmetric):
// one sweep over the side with more distinct odd parts per odd part of the other.
std::vector<std::vector<long>> shared_degrees(const std::vector<long>& row_odds, const std::vector<long>& col_odds) {
    const bool by_rows = row_odds.size() <= col_odds.size();
    const std::vector<long>& outer = by_rows ? row_odds : col_odds;
    const std::vector<long>& inner = by_rows ? col_odds : row_odds;
    std::vector<std::vector<long>> shared(row_odds.size(), std::vector<long>(col_odds.size()));
    Progress progress("nullity table");
    progress.phase("gcd", std::int64_t(outer.size()));
    for (std::size_t i = 0; i < outer.size(); ++i) {
        const std::vector<long> degrees = poly::shared_degrees(outer[i], inner);
        for (std::size_t j = 0; j < inner.size(); ++j) (by_rows ? shared[i][j] : shared[j][i]) = degrees[j];
        progress.update(std::int64_t(i));
    }
    return shared;
}

// For each side of the range, its index in `odds`.
std::vector<std::size_t> odd_index(const Rule& rule, SideRange range, const std::vector<long>& odds) {
    std::vector<std::size_t> index;
    for (int n = range.first; n <= range.last; ++n)
        index.push_back(std::size_t(std::lower_bound(odds.begin(), odds.end(), side_part(rule, n).odd) - odds.begin()));
    return index;
}

void require_table(const Rule& rule) {
    if (rule.kind() == Rule::Kind::stencil)
        throw InputError("no nullity table for custom stencils (plus, square and cross only; "
                         "use lightsout analyze for one size)");
}

// The Klein bottle and the projective plane have no closed form here: each
// size is eliminated densely, so their sides are kept small.
void require_twisted_side(const Rule& rule, int side) {
    if (rule.twisted() && side > kNullityTableMaxTwistedSide)
        throw InputError("a nullity table on the " + Rule::topology_name(rule.topology()) + " topology goes up to sides of " +
                         std::to_string(kNullityTableMaxTwistedSide) + " (each size is a dense elimination), not " +
                         std::to_string(side));
}

std::int64_t one_nullity(const Rule& rule, Shape shape) {
    return rule.twisted() ? DenseSystem::factor(rule, shape)->nullity() : structured_nullity(rule, shape);
}

void require_range(const char* what, SideRange range) {
    if (range.first < 1 || range.last < range.first)
        throw InputError(std::string("the table's ") + what + " need a range first..last with 1 <= first <= last, got " +
                         std::to_string(range.first) + ".." + std::to_string(range.last));
}

// A plus table's time grows faster than the square of its largest side.
void require_plus_side(const Rule& rule, int side) {
    if (rule.kind() == Rule::Kind::plus && side > kNullityTableMaxPlusSide)
        throw InputError("a plus nullity table goes up to sides of " + std::to_string(kNullityTableMaxPlusSide) +
                         " (its time grows faster than the side squared: 100,000 takes minutes), not " +
                         std::to_string(side));
}

void require_entries(std::int64_t entries) {
    if (entries > kNullityTableMaxEntries)
        throw InputError("the table would have " + std::to_string(entries) + " entries, more than " +
                         std::to_string(kNullityTableMaxEntries) + "; ask for fewer sizes");
}

}  // namespace

std::vector<std::int64_t> nullity_table(const Rule& rule, int max_n) {
    if (max_n < 1) throw InputError("a table needs a largest side of at least 1, got " + std::to_string(max_n));
    require_table(rule);
    require_plus_side(rule, max_n);
    require_entries(max_n);
    require_twisted_side(rule, max_n);
    if (rule.kind() == Rule::Kind::plus && !rule.twisted()) return plus_square_table(rule, max_n);
    std::vector<std::int64_t> table;
    for (int n = 1; n <= max_n; ++n) table.push_back(one_nullity(rule, {n, n}));
    return table;
}

std::vector<std::vector<std::int64_t>> nullity_table(const Rule& rule, SideRange rows, SideRange cols) {
    require_table(rule);
    require_range("rows", rows);
    require_range("columns", cols);
    require_entries(std::int64_t(rows.count()) * cols.count());
    require_plus_side(rule, std::max(rows.last, cols.last));
    require_twisted_side(rule, std::max(rows.last, cols.last));
    std::vector<std::vector<std::int64_t>> table(std::size_t(rows.count()), std::vector<std::int64_t>(std::size_t(cols.count())));
    if (rule.kind() != Rule::Kind::plus || rule.twisted()) {
        for (int m = rows.first; m <= rows.last; ++m)
            for (int n = cols.first; n <= cols.last; ++n)
                table[std::size_t(m - rows.first)][std::size_t(n - cols.first)] = one_nullity(rule, {m, n});
        return table;
    }
    const std::vector<long> row_odds = distinct_odd_parts(rule, rows), col_odds = distinct_odd_parts(rule, cols);
    const std::vector<std::vector<long>> shared = shared_degrees(row_odds, col_odds);
    const std::vector<std::size_t> row_index = odd_index(rule, rows, row_odds), col_index = odd_index(rule, cols, col_odds);
    for (int m = rows.first; m <= rows.last; ++m) {
        const poly::OddPart row = side_part(rule, m);
        const std::size_t i = row_index[std::size_t(m - rows.first)];
        for (int n = cols.first; n <= cols.last; ++n)
            table[std::size_t(m - rows.first)][std::size_t(n - cols.first)] =
                plus_nullity(rule, row, side_part(rule, n), shared[i][col_index[std::size_t(n - cols.first)]]);
    }
    return table;
}

}  // namespace lightsout
