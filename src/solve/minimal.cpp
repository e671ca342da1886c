// Fewest presses: the lightest member of the coset  p + span(q_1..q_d).
//
// Method (exhaustive, d <= nullity_limit):
//  1. Reduce the quiet basis to reduced echelon form over the cells: basis
//     vector k owns a pivot cell where no other vector is set. Reduce p so it
//     is unset on every pivot. Then x(a) = p + sum a_k q_k is set on pivot k
//     exactly when a_k = 1.
//  2. Only cells where some q_k is set can change; every other cell adds the
//     constant p. A support cell c is set in x(a) iff p_c + <a, v_c> = 1, where
//     the bit mask v_c says which basis vectors cover it. Cells with the same
//     mask are grouped: a group costs `ones` (cells with p set) when <a, v> = 0
//     and `zeros` when <a, v> = 1. A 64x64 board has at most 4096 groups,
//     usually far fewer.
//  3. Split a = (y, x): y = the d2 inner bits (d2 <= 14), x = the outer bits.
//     For fixed x every group's parity is <x, v_x> + <y, u> with u = v's
//     inner part, so
//         weight(x, y) = A(x) + sum_u H_x[u] <y, u>
//     where A(x) is the weight at y = 0 and H_x[u] the change when group u
//     flips. With <y,u> = (1 - (-1)^{y.u}) / 2 the minimum over all 2^d2
//     inner choices is  A + (S - max_y W(y)) / 2,  S = sum_u H[u], W the
//     Walsh-Hadamard transform of H: d2 * 2^d2 additions for 2^d2 members.
//  4. x walks all 2^d1 values in Gray-code order: one outer bit flips per
//     step, which updates A and H only for the groups containing that bit.
//     Before the transform a lower bound, A + sum_u min(0, H[u]) (every group
//     at its better parity independently), skips the x that cannot beat the
//     best found.
// The answer is rebuilt from (x, y) and its weight rechecked by popcount.
//
// Above the limit: hill climbing over single basis vectors from a few
// deterministic starting points; proven = false.
#include "lightsout/minimal.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <limits>
#include <random>
#include <stdexcept>

#include "lightsout/error.hpp"
#include "lightsout/gf2/cell_vector.hpp"

namespace lightsout {

namespace {

using Flat = std::vector<Word>;

std::int64_t weight(const Flat& v) {
    std::int64_t w = 0;
    for (Word word : v) w += std::popcount(word);
    return w;
}

void xor_into(Flat& dst, const Flat& src) {
    for (std::size_t i = 0; i < dst.size(); ++i) dst[i] ^= src[i];
}

std::int64_t lowest_set(const Flat& v) {
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v[i] != 0) return std::int64_t(i) * kWordBits + std::countr_zero(v[i]);
    return -1;
}

// The quiet basis in reduced echelon form: pivot[k] is set only in basis[k].
struct ReducedBasis {
    std::vector<Flat> rows;
    std::vector<std::int64_t> pivot;
};

ReducedBasis reduce(const std::vector<PressPattern>& quiet, Shape shape) {
    ReducedBasis basis;
    for (const PressPattern& q : quiet) {
        if (q.shape() != shape) throw InputError("a quiet pattern and the press pattern have different sizes");
        Flat v = gf2::flatten(q);
        for (std::size_t k = 0; k < basis.rows.size(); ++k)
            if (gf2::get_bit(v.data(), basis.pivot[k])) xor_into(v, basis.rows[k]);
        const std::int64_t p = lowest_set(v);
        if (p < 0) continue;  // dependent on the others: adds nothing
        for (Flat& row : basis.rows)
            if (gf2::get_bit(row.data(), p)) xor_into(row, v);
        basis.rows.push_back(std::move(v));
        basis.pivot.push_back(p);
    }
    return basis;
}

// Cells with the same cover mask, and what they cost at either parity.
struct Group {
    std::uint32_t mask = 0;
    std::int32_t ones = 0;   // cost when <a, mask> = 0: cells where p is set
    std::int32_t zeros = 0;  // cost when <a, mask> = 1
};

struct GroupedCoset {
    std::vector<Group> groups;
    std::int64_t constant = 0;  // p's weight outside the support of the basis
};

GroupedCoset group_cells(const Flat& p, const ReducedBasis& basis) {
    std::vector<std::pair<std::int64_t, std::uint32_t>> cover;  // (cell, basis bit)
    for (std::size_t k = 0; k < basis.rows.size(); ++k) {
        const Flat& row = basis.rows[k];
        for (std::size_t w = 0; w < row.size(); ++w)
            for (Word bits = row[w]; bits != 0; bits &= bits - 1)
                cover.emplace_back(std::int64_t(w) * kWordBits + std::countr_zero(bits), std::uint32_t(1) << k);
    }
    std::sort(cover.begin(), cover.end());
    std::vector<std::pair<std::uint32_t, bool>> cells;  // (mask, p set)
    std::int64_t support_weight = 0;
    for (std::size_t i = 0; i < cover.size();) {
        std::uint32_t mask = 0;
        std::size_t j = i;
        for (; j < cover.size() && cover[j].first == cover[i].first; ++j) mask |= cover[j].second;
        const bool set = gf2::get_bit(p.data(), cover[i].first);
        support_weight += set;
        cells.emplace_back(mask, set);
        i = j;
    }
    std::sort(cells.begin(), cells.end());
    GroupedCoset out;
    out.constant = weight(p) - support_weight;
    for (const auto& [mask, set] : cells) {
        if (out.groups.empty() || out.groups.back().mask != mask) out.groups.push_back({mask, 0, 0});
        (set ? out.groups.back().ones : out.groups.back().zeros) += 1;
    }
    return out;
}

// In place: W(y) = sum_u H[u] (-1)^{<y,u>}; returns max_y W(y).
template <class T>
std::int64_t walsh_hadamard_max(T* h, std::size_t size) {
    for (std::size_t half = 1; half < size; half *= 2)
        for (std::size_t block = 0; block < size; block += 2 * half)
            for (std::size_t i = block; i < block + half; ++i) {
                const T a = h[i], b = h[i + half];
                h[i] = T(a + b);
                h[i + half] = T(a - b);
            }
    return *std::max_element(h, h + size);
}

// The same on 16 lanes of int16 (size >= 16, h 32-byte aligned): butterflies
// across whole vectors, then within a vector by lane shuffles: with s the
// lanes swapped at distance `half`, a butterfly is s + a * (+1 | -1).
using Lanes = std::int16_t __attribute__((vector_size(32)));

// A struct, so that containers keep the 32-byte alignment (attributes on
// template arguments are dropped).
struct alignas(32) LaneBlock {
    Lanes lanes;
};
static_assert(sizeof(LaneBlock) == 32 && alignof(LaneBlock) == 32);

template <int half>
[[gnu::always_inline]] inline void butterfly_within(Lanes& a) {
    Lanes sign;
    for (int i = 0; i < 16; ++i) sign[i] = (i & half) ? -1 : 1;
    // __builtin_shufflevector (GCC >= 12 and clang) takes the lane indices as
    // constants: lane i reads lane i ^ half.
    const Lanes swapped = __builtin_shufflevector(a, a, 0 ^ half, 1 ^ half, 2 ^ half, 3 ^ half,
                                                  4 ^ half, 5 ^ half, 6 ^ half, 7 ^ half, 8 ^ half,
                                                  9 ^ half, 10 ^ half, 11 ^ half, 12 ^ half,
                                                  13 ^ half, 14 ^ half, 15 ^ half);
    a = swapped + a * sign;
}

__attribute__((target_clones("avx2", "default")))
std::int64_t walsh_hadamard_max_lanes(Lanes* v, std::size_t vectors) {
    for (std::size_t half = 1; half < vectors; half *= 2)
        for (std::size_t block = 0; block < vectors; block += 2 * half)
            for (std::size_t i = block; i < block + half; ++i) {
                const Lanes a = v[i], b = v[i + half];
                v[i] = a + b;
                v[i + half] = a - b;
            }
    Lanes top = v[0];
    for (std::size_t i = 0; i < vectors; ++i) {
        Lanes x = v[i];
        butterfly_within<1>(x);
        butterfly_within<2>(x);
        butterfly_within<4>(x);
        butterfly_within<8>(x);
        v[i] = x;
        top = x > top ? x : top;
    }
    std::int16_t best = top[0];
    for (int i = 1; i < 16; ++i) best = std::max<std::int16_t>(best, top[i]);
    return best;
}

struct Best {
    std::int64_t weight = std::numeric_limits<std::int64_t>::max();
    std::uint32_t outer = 0;
    std::uint32_t inner = 0;
};

// Steps 3 and 4 of the method; T holds H and its transform (|values| <= cells).
template <class T>
Best search_coset(const GroupedCoset& coset, int d, int d2) {
    const int d1 = d - d2;
    const std::uint32_t inner_mask = (std::uint32_t(1) << d2) - 1;
    const std::size_t size = std::size_t(1) << d2;
    const std::size_t n = coset.groups.size();

    std::vector<T> h(size, 0), work(size);
    constexpr bool lanes = std::is_same_v<T, std::int16_t>;
    std::vector<LaneBlock> packed(lanes && size >= 16 ? size / 16 : 0);
    std::vector<char> parity(n, 0);  // <x, v_x> for the current x
    std::int64_t a = coset.constant, negative = 0;
    auto flip_cost = [&](std::size_t g) -> std::int64_t {  // H contribution at the current parity
        const Group& group = coset.groups[g];
        return parity[g] ? group.ones - group.zeros : group.zeros - group.ones;
    };
    for (std::size_t g = 0; g < n; ++g) {
        a += coset.groups[g].ones;
        const std::uint32_t u = coset.groups[g].mask & inner_mask;
        if (u != 0) h[u] = T(h[u] + flip_cost(g));  // groups without inner bits are exact in A
    }
    std::int64_t sum = 0;  // S = sum_u H[u]
    for (std::size_t u = 1; u < size; ++u) {
        negative += std::min<std::int64_t>(0, h[u]);
        sum += h[u];
    }
    std::vector<std::vector<std::uint32_t>> moved(d1);
    for (std::size_t g = 0; g < n; ++g)
        for (int k = 0; k < d1; ++k)
            if ((coset.groups[g].mask >> (d2 + k)) & 1u) moved[k].push_back(std::uint32_t(g));

    Best best;
    const std::uint64_t steps = std::uint64_t(1) << d1;
    std::uint32_t x = 0;
    for (std::uint64_t step = 0; step < steps; ++step) {
        if (step != 0) {
            const int k = std::countr_zero(step);
            x ^= std::uint32_t(1) << k;
            for (std::uint32_t g : moved[k]) {
                const Group& group = coset.groups[g];
                const std::uint32_t u = group.mask & inner_mask;
                a -= parity[g] ? group.zeros : group.ones;
                if (u != 0) {
                    const std::int64_t old = h[u];
                    h[u] = T(old - 2 * flip_cost(g));
                    sum += std::int64_t(h[u]) - old;
                    negative += std::min<std::int64_t>(0, h[u]) - std::min<std::int64_t>(0, old);
                }
                parity[g] ^= 1;
                a += parity[g] ? group.zeros : group.ones;
            }
        }
        if (a + negative >= best.weight) continue;
        std::int64_t top;
        const T* transformed;
        if (!packed.empty()) {
            std::memcpy(packed.data(), h.data(), size * sizeof(T));
            top = walsh_hadamard_max_lanes(&packed[0].lanes, packed.size());
            transformed = reinterpret_cast<const T*>(packed.data());
        } else {
            std::copy(h.begin(), h.end(), work.begin());
            top = walsh_hadamard_max(work.data(), size);
            transformed = work.data();
        }
        const std::int64_t value = a + (sum - top) / 2;
        if (value < best.weight)
            best = {value, x, std::uint32_t(std::find(transformed, transformed + size, T(top)) - transformed)};
    }
    return best;
}

// Outer/inner split: the inner bits are the basis vectors covering the fewest
// cells, so most groups have no inner bit and are exact in A, which keeps the
// lower bound tight.
std::vector<int> inner_first_order(const ReducedBasis& basis) {
    std::vector<int> order(basis.rows.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = int(k);
    std::stable_sort(order.begin(), order.end(),
                     [&](int i, int j) { return weight(basis.rows[i]) < weight(basis.rows[j]); });
    return order;
}

Flat exhaustive(const Flat& p, const ReducedBasis& basis, std::int64_t cells) {
    const int d = int(basis.rows.size());
    const std::vector<int> order = inner_first_order(basis);
    ReducedBasis permuted;
    for (int k : order) {
        permuted.rows.push_back(basis.rows[k]);
        permuted.pivot.push_back(basis.pivot[k]);
    }
    const GroupedCoset coset = group_cells(p, permuted);
    const bool narrow = cells <= 30000;  // |H| and |W| stay below the number of cells
    const int d2 = std::min(d, narrow ? 14 : 13);
    const Best best = narrow ? search_coset<std::int16_t>(coset, d, d2) : search_coset<std::int32_t>(coset, d, d2);
    Flat x = p;
    const std::uint64_t a = best.inner | (std::uint64_t(best.outer) << d2);
    for (int k = 0; k < d; ++k)
        if ((a >> k) & 1u) xor_into(x, permuted.rows[k]);
    if (weight(x) != best.weight) throw std::logic_error("internal error: fewest-presses search lost count");
    return x;
}

// Hill climbing: add any basis vector that lowers the weight, until none does.
void climb(Flat& x, const ReducedBasis& basis) {
    std::int64_t w = weight(x);
    for (bool improved = true; improved;) {
        improved = false;
        for (const Flat& q : basis.rows) {
            xor_into(x, q);
            const std::int64_t candidate = weight(x);
            if (candidate < w) {
                w = candidate;
                improved = true;
            } else {
                xor_into(x, q);
            }
        }
    }
}

Flat local_search(const Flat& p, const ReducedBasis& basis) {
    Flat best = p;
    climb(best, basis);
    if (basis.rows.empty()) return best;
    std::mt19937_64 random(0x5eed);
    const int starts = 16;
    for (int s = 0; s < starts; ++s) {
        Flat x = best;
        for (std::size_t k = 0; k < basis.rows.size(); ++k)
            if (random() & 1u) xor_into(x, basis.rows[k]);
        climb(x, basis);
        if (weight(x) < weight(best)) best = std::move(x);
    }
    return best;
}

}  // namespace

FewestPresses fewest_presses(const PressPattern& particular, const std::vector<PressPattern>& quiet,
                             int nullity_limit) {
    const Shape shape = particular.shape();
    const ReducedBasis basis = reduce(quiet, shape);
    Flat p = gf2::flatten(particular);
    for (std::size_t k = 0; k < basis.rows.size(); ++k)
        if (gf2::get_bit(p.data(), basis.pivot[k])) xor_into(p, basis.rows[k]);
    const int d = int(basis.rows.size());
    FewestPresses out;
    if (d <= nullity_limit && d <= 32) {
        out.presses = gf2::unflatten(exhaustive(p, basis, shape.cells()).data(), shape);
        out.proven = true;
    } else {
        out.presses = gf2::unflatten(local_search(p, basis).data(), shape);
        out.proven = false;
    }
    if (out.presses.count() > particular.count()) {  // never worse than what the caller had
        out.presses = particular;
    }
    return out;
}

}  // namespace lightsout
