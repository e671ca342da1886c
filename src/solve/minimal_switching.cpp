// Product kernels: the fewest presses as a switching game.
//
// Identity. For square (not on a torus) the quiet patterns are
// ker T_m (x) GF(2)^n + GF(2)^m (x) ker T_n (structured_square.cpp), and for
// cross {a (x) 1 + 1 (x) c : |a|, |c| even} on the odd sides
// (structured_cross.cpp). Either way a solution is
//     x_ij = p_ij + a_i rho_j + sigma_i c_j
// for row flips a (present when the columns' kernel is not zero; rho = its
// generator, g = 11011..011 or all ones) and column flips c (sigma likewise),
// with an even number of flips on a side where cross demands it.
//
// Exact minimum. Call a column "core" when rho_j = 1. Fix c on the core
// columns. A row i then costs r_i = |p_i + sigma_i c| on the core columns if
// a_i = 0 and (core count) - r_i if a_i = 1, whatever the other rows do; a
// non-core column j costs |p_j + c_j sigma| on its own, whatever a is. So
// each row takes its cheaper choice, each non-core column too, and a parity
// demand is met by switching the one choice whose switch costs least (an
// exchange argument: any other fix switches at least one choice). The core
// values of c are walked in Gray-code order, one column flip changing each
// r_i by one: 2^core steps of (rows) work, after transposing so that the
// smaller side is walked. The minimum over the walk is the minimum.
//
// Beyond that size: alternate the two sides (best rows for these columns,
// best columns for these rows) from random starts, for the time given.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <limits>
#include <random>
#include <stdexcept>

#include "gf2/grid_ring.hpp"
#include "lightsout/stop.hpp"
#include "solve/cpu_dispatch.hpp"
#include "solve/minimal_internal.hpp"
#include "solve/structured_internal.hpp"

namespace lightsout::fewest {

namespace {

bool bit_at(const std::vector<char>& v, int i) { return v[std::size_t(i)] != 0; }

// The same game with rows and columns exchanged.
SwitchingGame transposed(const SwitchingGame& g) {
    SwitchingGame t;
    t.particular = gf2::transposed(g.particular);
    t.rho = g.sigma;
    t.sigma = g.rho;
    t.rows = g.columns;
    t.columns = g.rows;
    t.rows_even = g.columns_even;
    t.columns_even = g.rows_even;
    return t;
}

PressPattern member(const SwitchingGame& g, const std::vector<char>& a, const std::vector<char>& c) {
    PressPattern x = g.particular;
    for (int i = 0; i < x.rows(); ++i)
        for (int j = 0; j < x.cols(); ++j)
            if ((bit_at(a, i) && bit_at(g.rho, j)) != (bit_at(g.sigma, i) && bit_at(c, j))) x.flip(i, j);
    return x;
}

// Each of `costs` (cost of choice 0, of choice 1) at its cheaper choice; with
// `even`, an even number of ones, by switching the cheapest choice if needed.
std::int64_t choose(const std::vector<std::pair<std::int64_t, std::int64_t>>& costs, bool even,
                    std::vector<char>& choice) {
    choice.assign(costs.size(), 0);
    std::int64_t total = 0, penalty = std::numeric_limits<std::int64_t>::max();
    std::size_t cheapest = 0;
    int ones = 0;
    for (std::size_t k = 0; k < costs.size(); ++k) {
        const auto [zero, one] = costs[k];
        choice[k] = one < zero;
        ones += choice[k];
        total += std::min(zero, one);
        if (std::abs(one - zero) < penalty) {
            penalty = std::abs(one - zero);
            cheapest = k;
        }
    }
    if (even && ones % 2 != 0) {
        total += penalty;
        choice[cheapest] ^= 1;
    }
    return total;
}

// Row i's costs with the column flips c fixed.
std::vector<std::pair<std::int64_t, std::int64_t>> row_costs(const SwitchingGame& g, const std::vector<char>& c) {
    std::vector<std::pair<std::int64_t, std::int64_t>> costs;
    for (int i = 0; i < g.particular.rows(); ++i) {
        std::int64_t zero = 0, one = 0;
        for (int j = 0; j < g.particular.cols(); ++j) {
            const bool base = g.particular.get(i, j) != (bit_at(g.sigma, i) && bit_at(c, j));
            zero += base;
            one += base != bit_at(g.rho, j);
        }
        costs.emplace_back(zero, one);
    }
    return costs;
}

// The best row flips for these column flips (all zero when there are none).
std::int64_t best_rows(const SwitchingGame& g, const std::vector<char>& c, std::vector<char>& a) {
    const auto costs = row_costs(g, c);
    if (g.rows) return choose(costs, g.rows_even, a);
    a.assign(costs.size(), 0);
    std::int64_t total = 0;
    for (const auto& [zero, one] : costs) total += zero;
    return total;
}

struct Exact {
    std::vector<char> a, c;
    std::int64_t weight = 0;
};

// 16 rows a vector.
constexpr int kRowLanes = 16;
typedef std::int16_t RowLanes __attribute__((vector_size(32)));
struct alignas(32) RowBlock {
    RowLanes v;
};

struct CoreWalk {
    std::int64_t best = std::numeric_limits<std::int64_t>::max();
    Mask c = 0;
};

// The Gray-code walk over the core flips c: each step adds one column's
// signs to r (and negates them for its next flip), then prices every row at
// its cheaper choice min(r_i, k - r_i), with an even number of row flips
// when `even_rows` (one switch at the least |k - 2 r_i| otherwise).
template <bool even_rows>
[[gnu::always_inline]] inline CoreWalk walk_rows(std::vector<RowBlock> r, std::vector<RowBlock> signs, int k,
                                                 const std::int64_t other_best[2], bool even_columns) {
    const std::size_t blocks = r.size();
    RowLanes width;
    for (int j = 0; j < kRowLanes; ++j) width[j] = std::int16_t(k);
    CoreWalk out;
    Mask c = 0;
    for (std::uint64_t step = 0; step < (std::uint64_t(1) << k); ++step) {
        if (step % 4096 == 0) throw_if_stopped();
        if (step != 0) {
            const int t = std::countr_zero(step);
            RowBlock* s = signs.data() + std::size_t(t) * blocks;
            for (std::size_t b = 0; b < blocks; ++b) {
                r[b].v += s[b].v;
                s[b].v = -s[b].v;
            }
            c ^= Mask{1} << t;
        }
        RowLanes sum{}, ones{}, penalty = width;
        for (std::size_t b = 0; b < blocks; ++b) {
            const RowLanes zero = r[b].v, one = width - zero;
            const RowLanes flipped = one < zero;  // -1 where the row flip is cheaper
            sum += (one & flipped) | (zero & ~flipped);
            if (even_rows) {
                ones += flipped;
                const RowLanes gap = one - zero, negative = gap < 0;
                const RowLanes size = (-gap & negative) | (gap & ~negative);
                const RowLanes smaller = size < penalty;
                penalty = (size & smaller) | (penalty & ~smaller);
            }
        }
        std::int64_t total = 0;
        int parity = 0;
        std::int16_t least = std::int16_t(k);
        for (int j = 0; j < kRowLanes; ++j) {
            total += sum[j];
            parity ^= ones[j] & 1;
            least = std::min(least, penalty[j]);
        }
        if (even_rows && parity) total += least;
        total += even_columns ? other_best[std::popcount(c) & 1] : std::min(other_best[0], other_best[1]);
        if (total < out.best) {
            out.best = total;
            out.c = c;
        }
    }
    return out;
}

LIGHTSOUT_AVX2_CLONES CoreWalk walk_rows_free(const std::vector<RowBlock>& r,
                                                                          const std::vector<RowBlock>& signs, int k,
                                                                          const std::int64_t other_best[2],
                                                                          bool even_columns) {
    return walk_rows<false>(r, signs, k, other_best, even_columns);
}

LIGHTSOUT_AVX2_CLONES CoreWalk walk_rows_even(const std::vector<RowBlock>& r,
                                                                          const std::vector<RowBlock>& signs, int k,
                                                                          const std::int64_t other_best[2],
                                                                          bool even_columns) {
    return walk_rows<true>(r, signs, k, other_best, even_columns);
}

// The exact walk over the core columns (rho_j = 1); requires g.columns.
Exact walk_core(const SwitchingGame& g) {
    const int m = g.particular.rows(), n = g.particular.cols();
    std::vector<int> core, other;
    for (int j = 0; j < n; ++j) (bit_at(g.rho, j) ? core : other).push_back(j);
    const int k = int(core.size());
    // Non-core columns: on their own; best total for each parity of their flips.
    std::int64_t other_best[2] = {0, std::numeric_limits<std::int64_t>::max() / 4};
    for (int j : other) {
        std::int64_t zero = 0, one = 0;
        for (int i = 0; i < m; ++i) {
            zero += g.particular.get(i, j);
            one += g.particular.get(i, j) != bit_at(g.sigma, i);
        }
        const std::int64_t even = std::min(other_best[0] + zero, other_best[1] + one);
        const std::int64_t odd = std::min(other_best[0] + one, other_best[1] + zero);
        other_best[0] = even;
        other_best[1] = odd;
    }
    // Rows: r_i on the core columns, and the change of r_i when core column t
    // flips next (+1 or -1; 0 for rows its flip does not reach).
    const std::size_t blocks = (std::size_t(m) + kRowLanes - 1) / kRowLanes;
    std::vector<RowBlock> r(blocks), signs(blocks * std::size_t(k));
    for (int i = 0; i < m; ++i) {
        std::int16_t count = 0;
        for (int t = 0; t < k; ++t) {
            const bool set = g.particular.get(i, core[std::size_t(t)]);
            count += set;
            if (bit_at(g.sigma, i)) signs[std::size_t(t) * blocks + std::size_t(i) / kRowLanes].v[i % kRowLanes] = set ? -1 : 1;
        }
        r[std::size_t(i) / kRowLanes].v[i % kRowLanes] = count;
    }
    const CoreWalk walked = g.rows_even ? walk_rows_even(r, signs, k, other_best, g.columns_even)
                                        : walk_rows_free(r, signs, k, other_best, g.columns_even);
    const std::int64_t best = walked.best;
    const Mask best_c = walked.c;
    // Rebuild: the core flips found, then the best of the rest.
    Exact out;
    out.weight = best;
    out.c.assign(std::size_t(n), 0);
    for (int t = 0; t < k; ++t) out.c[std::size_t(core[std::size_t(t)])] = (best_c >> t) & 1u;
    const int need = g.columns_even ? std::popcount(best_c) & 1 : -1;
    std::vector<std::pair<std::int64_t, std::int64_t>> costs;
    for (int j : other) {
        std::int64_t zero = 0, one = 0;
        for (int i = 0; i < m; ++i) {
            zero += g.particular.get(i, j);
            one += g.particular.get(i, j) != bit_at(g.sigma, i);
        }
        costs.emplace_back(zero, one);
    }
    std::vector<char> choice;
    choose(costs, false, choice);
    int ones = 0;
    for (char x : choice) ones += x;
    if (need >= 0 && (ones + need) % 2 != 0 && !costs.empty()) {  // switch the cheapest non-core column
        std::size_t cheapest = 0;
        for (std::size_t t = 1; t < costs.size(); ++t)
            if (std::abs(costs[t].second - costs[t].first) < std::abs(costs[cheapest].second - costs[cheapest].first))
                cheapest = t;
        choice[cheapest] ^= 1;
    }
    for (std::size_t t = 0; t < other.size(); ++t) out.c[std::size_t(other[t])] = choice[t];
    best_rows(g, out.c, out.a);
    return out;
}

// Column j's costs with the row flips a fixed.
std::vector<std::pair<std::int64_t, std::int64_t>> column_costs(const SwitchingGame& g, const std::vector<char>& a) {
    return row_costs(transposed(g), a);
}

std::int64_t weight_of(const PressPattern& x) { return x.count(); }

}  // namespace

std::optional<SwitchingGame> switching_game(const Rule& rule, const PressPattern& particular) {
    const int m = particular.rows(), n = particular.cols();
    SwitchingGame g;
    g.particular = particular;
    g.rho.assign(std::size_t(n), 0);
    g.sigma.assign(std::size_t(m), 0);
    if (rule.kind() == Rule::Kind::square && rule.flat()) {
        g.rows = n % 3 == 2;     // GF(2)^m (x) ker T_n
        g.columns = m % 3 == 2;  // ker T_m (x) GF(2)^n
        for (int j = 0; j < n; ++j) g.rho[std::size_t(j)] = g.rows && j % 3 != 2;
        for (int i = 0; i < m; ++i) g.sigma[std::size_t(i)] = g.columns && i % 3 != 2;
    } else if (rule.kind() == Rule::Kind::cross) {
        g.rows = n % 2 == 1;  // a (x) 1 with |a| even
        g.columns = m % 2 == 1;
        g.rows_even = g.columns_even = true;
        for (int j = 0; j < n; ++j) g.rho[std::size_t(j)] = g.rows;
        for (int i = 0; i < m; ++i) g.sigma[std::size_t(i)] = g.columns;
    } else {
        return std::nullopt;
    }
    if (!g.rows && !g.columns) return std::nullopt;
    return g;
}

int switching_walk_bits(const SwitchingGame& game) {
    auto count = [](const std::vector<char>& v) { return int(std::count(v.begin(), v.end(), 1)); };
    if (!game.rows || !game.columns) return 0;  // one side: every choice on its own
    return std::min(count(game.rho), count(game.sigma));
}

double switching_cost_log2(const SwitchingGame& game) {
    // A step costs about as much as (8 per vector of 16 rows + 16) members of
    // the Walsh-Hadamard walk (measured: 5 ns a step for 41 rows, 0.2 ns a member).
    const int k = switching_walk_bits(game);
    if (k == 0) return 0;
    auto count = [](const std::vector<char>& v) { return int(std::count(v.begin(), v.end(), 1)); };
    const bool by_columns = count(game.rho) <= count(game.sigma);
    const double rows = double(by_columns ? game.particular.rows() : game.particular.cols());
    return k + std::log2(8 * std::ceil(rows / kRowLanes) + 16);
}

std::optional<int> switching_parity(const SwitchingGame& game) {
    auto count = [](const std::vector<char>& v) { return std::int64_t(std::count(v.begin(), v.end(), 1)); };
    // Generators: one row flip (weight |rho|), or two when an even number is demanded.
    const bool even_rows = !game.rows || game.rows_even || count(game.rho) % 2 == 0;
    const bool even_columns = !game.columns || game.columns_even || count(game.sigma) % 2 == 0;
    if (!even_rows || !even_columns) return std::nullopt;
    return int(game.particular.count() % 2);
}

SwitchingResult play(const SwitchingGame& game, int limit, SearchBudget budget, std::uint64_t seed) {
    SwitchingResult out;
    auto count = [](const std::vector<char>& v) { return int(std::count(v.begin(), v.end(), 1)); };
    const bool transpose = !game.columns || (game.rows && count(game.sigma) < count(game.rho));
    const SwitchingGame g = transpose ? transposed(game) : game;  // now: columns exist; walk the core columns
    if (switching_walk_bits(game) <= 62 && switching_cost_log2(game) <= limit) {
        const Exact e = g.rows ? walk_core(g) : Exact{};
        if (g.rows) {
            const PressPattern x = member(g, e.a, e.c);
            if (x.count() != e.weight) throw std::logic_error("internal error: the switching game lost count");
            out.presses = transpose ? gf2::transposed(x) : x;
        } else {  // columns only: each on its own
            std::vector<char> c;
            choose(row_costs(transposed(g), std::vector<char>(std::size_t(g.particular.rows()), 0)), g.columns_even, c);
            const PressPattern x = member(g, std::vector<char>(std::size_t(g.particular.rows()), 0), c);
            out.presses = transpose ? gf2::transposed(x) : x;
        }
        out.exact = true;
        return out;
    }
    // Alternating sides from random starts.
    std::mt19937_64 random(seed);
    const double pass = kSwitchingPassWork + kSwitchingPassWorkPerCell * double(g.particular.shape().cells());
    PressPattern best = g.particular;
    std::int64_t best_weight = weight_of(best);
    for (int round = 0;; ++round) {
        std::vector<char> c(std::size_t(g.particular.cols()), 0), a;
        if (round > 0)
            for (char& x : c) x = char(random() & 1u);
        if (g.columns_even && std::count(c.begin(), c.end(), 1) % 2 != 0) c[0] ^= 1;
        std::int64_t weight = std::numeric_limits<std::int64_t>::max();
        for (;;) {
            best_rows(g, c, a);
            const std::int64_t w = choose(column_costs(g, a), g.columns_even, c);
            budget.spend(pass);
            if (w >= weight) break;
            weight = w;
        }
        best_rows(g, c, a);
        const PressPattern x = member(g, a, c);
        if (weight_of(x) < best_weight) {
            best = x;
            best_weight = weight_of(x);
        }
        if (budget.exhausted()) break;
    }
    out.presses = transpose ? gf2::transposed(best) : best;
    out.exact = false;
    return out;
}

}  // namespace lightsout::fewest
