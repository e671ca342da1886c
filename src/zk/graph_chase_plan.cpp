// The plan of graph chasing (graph_chase.hpp): which light fixes which press,
// and which presses are seeds, from the matrix's pattern alone (O(nonzeros),
// no arithmetic), so that the seed count is known before any form is built.
#include <algorithm>
#include <limits>

#include "graph_chase.hpp"

namespace lightsout::zk::chase {

Incidence::Incidence(const PressMatrix& a, int q) {
    const int n = a.size();
    lights_start.assign(std::size_t(n) + 1, 0);
    buttons_start.assign(std::size_t(n) + 1, 0);
    for (int button = 0; button < n; ++button) {
        for (PressMatrix::Entry e : a.changes(button))
            if (e.times % q) {
                lights_of_button.push_back(e.light);
                light_times.push_back(std::uint8_t(e.times % q));
                ++buttons_start[std::size_t(e.light) + 1];
            }
        lights_start[std::size_t(button) + 1] = std::int64_t(lights_of_button.size());
    }
    for (int light = 0; light < n; ++light) buttons_start[std::size_t(light) + 1] += buttons_start[std::size_t(light)];
    buttons_of_light.resize(lights_of_button.size());
    button_times.resize(lights_of_button.size());
    std::vector<std::int64_t> next(buttons_start.begin(), buttons_start.end() - 1);
    for (int button = 0; button < n; ++button)
        for (std::int64_t k = lights_start[std::size_t(button)]; k < lights_start[std::size_t(button) + 1]; ++k) {
            const std::int64_t at = next[std::size_t(lights_of_button[std::size_t(k)])]++;
            buttons_of_light[std::size_t(at)] = button;
            button_times[std::size_t(at)] = light_times[std::size_t(k)];
        }
}

namespace {

// Breadth-first rank of every vertex (a button and a light share an index),
// each component from a vertex of fewest entries: the seeds are taken in this
// order, so they sweep across the graph as the first row does on a grid.
std::vector<std::int32_t> sweep_rank(const Incidence& g) {
    const int n = g.size();
    auto degree = [&](int v) { return g.lights(v).size() + g.buttons(v).size(); };
    std::vector<std::int32_t> by_degree(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) by_degree[std::size_t(v)] = v;
    std::stable_sort(by_degree.begin(), by_degree.end(), [&](int a, int b) { return degree(a) < degree(b); });
    std::vector<std::int32_t> rank(std::size_t(n), -1), queue;
    queue.reserve(std::size_t(n));
    std::int32_t next = 0;
    for (std::int32_t start : by_degree) {
        if (rank[std::size_t(start)] >= 0) continue;
        rank[std::size_t(start)] = next++;
        queue.assign(1, start);
        for (std::size_t head = 0; head < queue.size(); ++head) {
            auto visit = [&](std::int32_t w) {
                if (rank[std::size_t(w)] >= 0) return;
                rank[std::size_t(w)] = next++;
                queue.push_back(w);
            };
            for (std::int32_t w : g.lights(queue[head])) visit(w);
            for (std::int32_t w : g.buttons(queue[head])) visit(w);
        }
    }
    return rank;
}

// The plan: fix presses while some light has one unknown press; else make a
// seed of the unknown press of lowest sweep rank in a light with the fewest
// unknown presses (at least two), or of any unknown press no light needs.
class Planner {
public:
    explicit Planner(const Incidence& g)
        : g_(g), rank_(sweep_rank(g)), unknown_(std::size_t(g.size())), fixed_light_(std::size_t(g.size()), 0),
          known_(std::size_t(g.size()), 0) {
        for (int light = 0; light < g.size(); ++light) {
            unknown_[std::size_t(light)] = std::int32_t(g.buttons(light).size());
            queue_light(light);
        }
        by_rank_.resize(std::size_t(g.size()));
        for (int v = 0; v < g.size(); ++v) by_rank_[std::size_t(rank_[std::size_t(v)])] = v;
    }

    Plan plan(std::int64_t most_seeds) && {
        for (;;) {
            chase();
            const int seed = next_seed();
            if (seed < 0) break;
            if (plan_.seeds == most_seeds) {  // the caller has no use for it
                plan_.complete = false;
                return std::move(plan_);
            }
            plan_.steps.push_back({seed, -1, 0});
            ++plan_.seeds;
            know(seed);
        }
        for (int light = 0; light < g_.size(); ++light)
            if (!fixed_light_[std::size_t(light)]) plan_.leftover.push_back(light);
        return std::move(plan_);
    }

private:
    // Lights by their number of unknown presses (lazily: an entry is stale
    // when the count has moved on); ones_ holds the lights ready to fix.
    void queue_light(int light) {
        const std::int32_t u = unknown_[std::size_t(light)];
        if (u == 1) ones_.push_back(light);
        if (u < 2) return;
        if (std::size_t(u) >= buckets_.size()) buckets_.resize(std::size_t(u) + 1);
        buckets_[std::size_t(u)].push_back(light);
        lowest_ = std::min(lowest_, int(u));
    }

    void know(int press) {
        known_[std::size_t(press)] = 1;
        for (std::int32_t light : g_.lights(press)) {
            --unknown_[std::size_t(light)];
            if (!fixed_light_[std::size_t(light)]) queue_light(light);
        }
    }

    int unknown_press_of(int light, bool lowest_rank) const {
        int best = -1;
        for (std::int32_t press : g_.buttons(light))
            if (!known_[std::size_t(press)]) {
                if (!lowest_rank) return press;
                if (best < 0 || rank_[std::size_t(press)] < rank_[std::size_t(best)]) best = press;
            }
        return best;
    }

    std::uint8_t times_of(int light, int press) const {
        const auto buttons = g_.buttons(light);
        for (std::size_t k = 0; k < buttons.size(); ++k)
            if (buttons[k] == press) return g_.buttons_times(light)[k];
        return 0;
    }

    void chase() {
        while (!ones_.empty()) {
            const int light = ones_.back();
            ones_.pop_back();
            if (fixed_light_[std::size_t(light)] || unknown_[std::size_t(light)] != 1) continue;
            const int press = unknown_press_of(light, false);
            fixed_light_[std::size_t(light)] = 1;
            plan_.steps.push_back({press, light, times_of(light, press)});
            know(press);
        }
    }

    int next_seed() {
        for (; lowest_ < int(buckets_.size()); ++lowest_) {
            auto& bucket = buckets_[std::size_t(lowest_)];
            while (!bucket.empty()) {
                const int light = bucket.back();
                if (!fixed_light_[std::size_t(light)] && unknown_[std::size_t(light)] == lowest_)
                    return unknown_press_of(light, true);
                bucket.pop_back();
            }
        }
        for (; swept_ < g_.size(); ++swept_)
            if (!known_[std::size_t(by_rank_[std::size_t(swept_)])]) return by_rank_[std::size_t(swept_)];
        return -1;
    }

    const Incidence& g_;
    std::vector<std::int32_t> rank_, by_rank_, unknown_;
    std::vector<std::uint8_t> fixed_light_, known_;
    std::vector<std::int32_t> ones_;
    std::vector<std::vector<std::int32_t>> buckets_;
    int lowest_ = std::numeric_limits<int>::max();
    int swept_ = 0;
    Plan plan_;
};

}  // namespace

Plan plan(const Incidence& g, std::int64_t most_seeds) { return Planner(g).plan(most_seeds); }

}  // namespace lightsout::zk::chase
