// Fewest presses mod K by walking the quiet module.
//
// Every solution is  x + sum c_i g_i  for exactly one choice of digits
// 0 <= c_i < o_i (modular.hpp, QuietModule), so visiting every digit vector
// once visits every solution once. The reflected mixed-radix Gray code
// (Knuth, TAOCP 7.2.1.1, Algorithm H) changes one digit by +-1 per step, so
// each step adds +-g_i to the current solution: the cost of a step is the
// number of nonzero counts of g_i, and the weight (sum of the counts) is kept
// up to date on those entries only.
//
// Beyond the walk: information sets mod each prime power of K
// (fewest_search.cpp) give a light member, and the descent below polishes it
// and, with the same work, the particular solution; the lighter is returned.
// Work, not time, bounds both, so a coset gets the same answer on any machine.
#include <algorithm>

#include "lightsout/stop.hpp"
#include "lightsout/zk/fewest.hpp"
#include "fewest_search.hpp"
#include "grid_ring.hpp"

namespace lightsout::zk {

namespace {

struct SparseGenerator {
    std::vector<std::int32_t> index;
    std::vector<std::uint8_t> value;
};

SparseGenerator sparse(const std::vector<std::uint8_t>& g) {
    SparseGenerator s;
    for (std::size_t i = 0; i < g.size(); ++i)
        if (g[i]) s.index.push_back(std::int32_t(i)), s.value.push_back(g[i]);
    return s;
}

// current += sign * g (mod K), keeping weight = sum of current.
void add(std::vector<std::uint8_t>& current, std::int64_t& weight, const SparseGenerator& g, int multiple,
         int states) {
    for (std::size_t k = 0; k < g.index.size(); ++k) {
        std::uint8_t& x = current[std::size_t(g.index[k])];
        const int next = (x + multiple * g.value[k]) % states;
        weight += next - x;
        x = std::uint8_t(next);
    }
}

LightestPresses walk(std::span<const std::uint8_t> particular, const QuietModule& quiet) {
    const int states = quiet.states;
    std::vector<SparseGenerator> g;
    for (const auto& v : quiet.generators) g.push_back(sparse(v));
    const std::size_t r = g.size();
    std::vector<int> digit(r, 0), direction(r, 1);
    std::vector<std::uint8_t> current(particular.begin(), particular.end());
    std::int64_t weight = press_count(current);
    LightestPresses best{current, true};
    std::int64_t best_weight = weight;
    for (std::uint64_t step = 1;; ++step) {
        if (step % 4096 == 0) throw_if_stopped();
        std::size_t j = 0;
        for (; j < r; ++j) {
            const int next = digit[j] + direction[j];
            if (next >= 0 && next < quiet.orders[j]) break;
            direction[j] = -direction[j];
        }
        if (j == r) break;
        digit[j] += direction[j];
        add(current, weight, g[j], direction[j] > 0 ? 1 : states - 1, states);
        if (weight < best_weight) best_weight = weight, best.presses = current;
    }
    return best;
}

// Add c g_i for the best c, generator after generator, while the weight drops
// (at most `rounds` passes, and at most `work` counts looked at: trying the
// multiples of g_i costs (o_i - 1) x its nonzero counts). The multiples are
// taken in turn, c g_i = (c - 1) g_i + g_i, each count by one addition mod K
// without a division (as add_row).
LightestPresses descend(std::span<const std::uint8_t> particular, const QuietModule& quiet, int rounds, double work,
                        Progress& progress) {
    const int states = quiet.states;
    std::vector<std::uint8_t> current(particular.begin(), particular.end());
    std::int64_t weight = press_count(current);
    std::vector<SparseGenerator> generators;
    for (const auto& v : quiet.generators) generators.push_back(sparse(v));
    std::vector<std::uint8_t> value;
    double done = 0;
    for (int round = 0; round < rounds; ++round) {
        bool improved = false;
        for (std::size_t i = 0; i < generators.size(); ++i) {
            throw_if_stopped();
            const SparseGenerator& g = generators[i];
            const std::size_t count = g.index.size();
            done += double(quiet.orders[i] - 1) * double(count);
            if (done > work) return {current, false};
            progress.update(std::int64_t(i));
            value.resize(count);
            for (std::size_t k = 0; k < count; ++k) value[k] = current[std::size_t(g.index[k])];
            const std::int64_t base = press_count(value);
            int best_c = 0;
            std::int64_t best = weight;
            for (int c = 1; c < quiet.orders[i]; ++c) {
                add_row(value.data(), g.value.data(), count, states);  // (the values of) current + c g_i
                if (const std::int64_t w = weight + press_count(value) - base; w < best) best = w, best_c = c;
            }
            if (best_c) add(current, weight, g, best_c, states), improved = true;
        }
        if (!improved) break;
    }
    return {current, false};
}

}  // namespace

std::int64_t press_count(std::span<const std::uint8_t> presses) {
    std::int64_t sum = 0;
    for (std::uint8_t x : presses) sum += x;
    return sum;
}

LightestPresses fewest_presses(std::span<const std::uint8_t> particular, const QuietModule& quiet, double log2_limit,
                               double work, std::uint64_t seed) {
    if (quiet.orders.empty()) return {{particular.begin(), particular.end()}, true};
    if (!quiet.generators_known()) return {{particular.begin(), particular.end()}, false};
    if (quiet.log2_size() <= log2_limit) return walk(particular, quiet);
    Progress progress("fewest presses");
    double spent = 0;
    const LightestPresses found = lightest_by_information_sets(particular, quiet, work * 0.75, seed, &spent, progress);
    const double left = std::max(work - spent, 0.0) / 2;
    progress.phase("descent", 0);
    LightestPresses a = descend(found.presses, quiet, 8, left, progress);
    LightestPresses b = descend(particular, quiet, 8, left, progress);
    return press_count(b.presses) < press_count(a.presses) ? b : a;
}

}  // namespace lightsout::zk
