// One work item, exhaustively: a Walsh-Hadamard block inside a Gray-code walk.
//
// Identity. The free coordinates are a = (z, y): z the `middle` bits, y the
// `inner` bits. Group g (cells with the same free mask (w_g, u_g)) costs
// cost0_g when <a, mask_g> = 0 and cost1_g when it is 1. For fixed z let
// sigma_g = (-1)^<z, w_g>; then
//     weight(z, y) = A(z) + sum_u H_z[u] [<y, u> = 1],
//     A(z)   = constant + sum_g (sigma_g = 1 ? cost0_g : cost1_g),
//     H_z[u] = sum_{g : u_g = u != 0} sigma_g (cost1_g - cost0_g).
// With [<y,u> = 1] = (1 - (-1)^<y,u>) / 2 and W the Walsh-Hadamard transform
// of H (W(y) = sum_u H[u] (-1)^<y,u>, so W(0) = sum_u H[u]):
//     min_y weight(z, y) = A(z) + (W(0) - max_y W(y)) / 2,
// all 2^inner members for inner * 2^inner additions.
//
// Lanes. H is kept with its low lane bits already transformed: vector
// V[u_hi] holds, in lane j, sum_{u_lo} H[u_hi, u_lo] (-1)^<j, u_lo>. A group's
// change is one vector update (its sign pattern times the change), and the
// transform of a block is only over whole vectors (no shuffles inside one);
// the result lies at vector y_hi, lane y_lo.
//
// Gray code. z walks all 2^middle values flipping one bit per step; the
// groups containing that bit flip sigma: A moves by -sigma_new (cost1 - cost0)
// and H[u_g] by 2 sigma_new (cost1 - cost0).
//
// Pruning. Every group at its cheaper parity, constant + sum_g min(cost0_g,
// cost1_g), is a lower bound for the whole item: above the best known, the
// item is skipped. Inside, a block is kept only if its minimum is at most the
// best known, so ties are kept and resolved towards smaller coordinates.
#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

#include "lightsout/stop.hpp"
#include "solve/cpu_dispatch.hpp"
#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

namespace {

template <class T>
struct LaneType;
template <>
struct LaneType<std::int16_t> {
    typedef std::int16_t V __attribute__((vector_size(32)));
    static constexpr int bits = 4;
};
template <>
struct LaneType<std::int32_t> {
    typedef std::int32_t V __attribute__((vector_size(32)));
    static constexpr int bits = 3;
};

// A struct keeps the 32-byte alignment in containers (attributes on template
// arguments are dropped).
template <class V>
struct alignas(32) Block {
    V v;
};

template <class V>
[[gnu::always_inline]] inline void butterfly(V& a, V& b) {
    const V sum = a + b;
    b = a - b;
    a = sum;
}

// Three stages at once: eight vectors in registers.
template <class V>
[[gnu::always_inline]] inline void radix8(Block<V>* x, std::size_t nv, std::size_t stride) {
    for (std::size_t base = 0; base < nv; base += 8 * stride)
        for (std::size_t i = base; i < base + stride; ++i) {
            V r0 = x[i].v, r1 = x[i + stride].v, r2 = x[i + 2 * stride].v, r3 = x[i + 3 * stride].v;
            V r4 = x[i + 4 * stride].v, r5 = x[i + 5 * stride].v, r6 = x[i + 6 * stride].v, r7 = x[i + 7 * stride].v;
            butterfly(r0, r1), butterfly(r2, r3), butterfly(r4, r5), butterfly(r6, r7);
            butterfly(r0, r2), butterfly(r1, r3), butterfly(r4, r6), butterfly(r5, r7);
            butterfly(r0, r4), butterfly(r1, r5), butterfly(r2, r6), butterfly(r3, r7);
            x[i].v = r0, x[i + stride].v = r1, x[i + 2 * stride].v = r2, x[i + 3 * stride].v = r3;
            x[i + 4 * stride].v = r4, x[i + 5 * stride].v = r5, x[i + 6 * stride].v = r6, x[i + 7 * stride].v = r7;
        }
}

template <class V>
[[gnu::always_inline]] inline void radix2(Block<V>* x, std::size_t nv, std::size_t stride) {
    for (std::size_t base = 0; base < nv; base += 2 * stride)
        for (std::size_t i = base; i < base + stride; ++i) butterfly(x[i].v, x[i + stride].v);
}

template <class V>
[[gnu::always_inline]] inline void transform(Block<V>* x, std::size_t nv) {
    std::size_t stride = 1;
    for (; stride * 8 <= nv; stride *= 8) radix8(x, nv, stride);
    for (; stride * 2 <= nv; stride *= 2) radix2(x, nv, stride);
}

template <class V>
[[gnu::always_inline]] inline void max_into(V& top, const V& x) {
    const V greater = x > top;
    top = (x & greater) | (top & ~greater);
}

struct VectorMover {  // a group with inner bits
    std::uint32_t group;
    std::uint32_t vector;
    std::int32_t diff;  // cost1 - cost0
    std::uint32_t lane;
};
struct ScalarMover {  // a group without inner bits: only A moves
    std::uint32_t group;
    std::int32_t diff;
};

template <class T>
[[gnu::always_inline]] inline WalkResult walk_lanes(const WalkProblem& problem,
                                                     const std::atomic<std::int64_t>& best) {
    using V = typename LaneType<T>::V;
    constexpr int lane_bits = LaneType<T>::bits;
    constexpr int lanes = 1 << lane_bits;
    const int m = problem.middle;
    const std::size_t nv = std::size_t(1) << std::max(0, problem.inner - lane_bits);
    const std::uint64_t steps = std::uint64_t(1) << m;
    const std::vector<WalkGroup>& groups = problem.groups;
    WalkResult result;

    std::int64_t floor = problem.constant;
    for (const WalkGroup& g : groups) floor += std::min(g.cost0, g.cost1);
    if (floor > best.load(std::memory_order_relaxed)) {
        result.blocks_skipped = steps;
        return result;
    }

    V unit[lanes];  // lane j of unit[u] = (-1)^<j, u>
    for (int u = 0; u < lanes; ++u)
        for (int j = 0; j < lanes; ++j) unit[u][j] = T((std::popcount(unsigned(j & u)) & 1) ? -1 : 1);

    std::vector<Block<V>> state(nv), work(nv);
    std::vector<std::int8_t> sign(groups.size(), 1);
    std::vector<std::vector<VectorMover>> vector_movers(static_cast<std::size_t>(m));
    std::vector<std::vector<ScalarMover>> scalar_movers(static_cast<std::size_t>(m));
    std::int64_t a = problem.constant;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const WalkGroup& group = groups[g];
        const std::int32_t diff = group.cost1 - group.cost0;
        const std::uint32_t vector = group.inner >> lane_bits, lane = group.inner & (lanes - 1);
        a += group.cost0;
        if (group.inner != 0) state[vector].v += unit[lane] * T(diff);
        for (std::uint32_t bits = group.middle; bits != 0; bits &= bits - 1) {
            const std::size_t k = std::size_t(std::countr_zero(bits));
            if (group.inner != 0) vector_movers[k].push_back({std::uint32_t(g), vector, diff, lane});
            else scalar_movers[k].push_back({std::uint32_t(g), diff});
        }
    }

    std::int64_t best_here = std::numeric_limits<std::int64_t>::max();
    std::uint32_t z = 0;
    for (std::uint64_t step = 0; step < steps; ++step) {
        if (step % 256 == 0) throw_if_stopped();  // 256 steps of 2^inner members: a few ms
        if (step != 0) {
            const int k = std::countr_zero(step);
            z ^= std::uint32_t(1) << k;
            for (const ScalarMover& mover : scalar_movers[std::size_t(k)]) {
                const int s = sign[mover.group] = std::int8_t(-sign[mover.group]);
                a -= s * mover.diff;
            }
            for (const VectorMover& mover : vector_movers[std::size_t(k)]) {
                const int s = sign[mover.group] = std::int8_t(-sign[mover.group]);
                const std::int32_t delta = s * mover.diff;
                a -= delta;
                state[mover.vector].v += unit[mover.lane] * T(2 * delta);
            }
        }
        std::memcpy(static_cast<void*>(work.data()), state.data(), nv * sizeof(Block<V>));
        transform(work.data(), nv);
        V top = work[0].v;
        for (std::size_t i = 1; i < nv; ++i) max_into(top, work[i].v);
        T w_max = top[0];
        for (int j = 1; j < lanes; ++j) w_max = std::max<T>(w_max, top[j]);
        const std::int64_t value = a + (std::int64_t(work[0].v[0]) - w_max) / 2;
        ++result.blocks_walked;
        if (value > std::min(best_here, best.load(std::memory_order_relaxed))) continue;
        if (value == best_here && z > result.middle) continue;
        std::uint32_t y = 0;
        for (std::size_t i = 0;; ++i) {
            int j = 0;
            while (j < lanes && work[i].v[j] != w_max) ++j;
            if (j < lanes) {
                y = std::uint32_t((i << lane_bits) | std::size_t(j));
                break;
            }
        }
        best_here = value;
        result.weight = value;
        result.middle = z;
        result.inner = y & ((std::uint32_t(1) << problem.inner) - 1);
    }
    return result;
}

LIGHTSOUT_AVX2_CLONES WalkResult walk16(const WalkProblem& problem,
                                                                     const std::atomic<std::int64_t>& best) {
    return walk_lanes<std::int16_t>(problem, best);
}

LIGHTSOUT_AVX2_CLONES WalkResult walk32(const WalkProblem& problem,
                                                                     const std::atomic<std::int64_t>& best) {
    return walk_lanes<std::int32_t>(problem, best);
}

}  // namespace

WalkResult walk(const WalkProblem& problem, const std::atomic<std::int64_t>& best) {
    // |H|, |W| and every partial sum stay below sum_g |cost1 - cost0|.
    std::int64_t spread = 0;
    for (const WalkGroup& g : problem.groups) spread += std::abs(std::int64_t(g.cost1) - g.cost0);
    return spread <= std::numeric_limits<std::int16_t>::max() ? walk16(problem, best) : walk32(problem, best);
}

}  // namespace lightsout::fewest
