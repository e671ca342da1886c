// One work item's cells, grouped.
//
// Identity. A member is x = p + sum_k s_k v_k; cell c is pressed iff
// p_c + <s, mask_c> = 1, mask_c the frame vectors covering c. With the top
// bits fixed to z, <s, mask_c> = <z, top_c> + <a, free_c>, so the cell costs
// offset_c = p_c + <z, top_c> when <a, free_c> = 0 and 1 - offset_c when it
// is 1. Cells with the same free mask add up (one group); cells with no free
// bit are constant. Cells with the same masks and the same bit of p are
// counted together and sorted by free mask once per frame, so an item costs
// one pass over the distinct cells.
#include <algorithm>
#include <bit>

#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

ItemBuilder::ItemBuilder(const Coset& coset, const Frame& frame) : inner_(frame.inner), middle_(frame.middle) {
    const int d = int(frame.vectors.size());
    const int free_bits = inner_ + middle_;
    const Mask free_mask = free_bits >= 64 ? ~Mask{0} : (Mask{1} << free_bits) - 1;
    // One key per covered cell: its frame mask and p's bit. Small nullities
    // count keys in a table instead (a huge board with few quiet patterns).
    const bool table = d <= 20;
    std::vector<std::uint32_t> counts(table ? std::size_t(2) << d : 0, 0);
    std::vector<Mask> keys;
    const Flat& p = coset.particular;
    for (std::size_t w = 0; w < p.size(); ++w) {
        Word covered = 0;
        for (const Flat& v : frame.vectors) covered |= v[w];
        outside_ += std::popcount(p[w] & ~covered);
        for (; covered != 0; covered &= covered - 1) {
            const int b = std::countr_zero(covered);
            Mask mask = 0;
            for (int k = 0; k < d; ++k) mask |= Mask((frame.vectors[std::size_t(k)][w] >> b) & 1u) << k;
            const bool lit = (p[w] >> b) & 1u;
            if (table) ++counts[std::size_t(mask) << 1 | lit];
            else keys.push_back(mask << 1 | Mask(lit));  // d <= 63 here: the shift keeps every bit
        }
    }
    std::vector<std::pair<Mask, Cells>> cells;  // (free mask, cells)
    auto add = [&](Mask key, std::uint32_t count) {
        const Mask mask = key >> 1;
        cells.push_back({mask & free_mask, Cells{free_bits >= 64 ? 0 : mask >> free_bits, bool(key & 1u), count}});
    };
    if (table) {
        for (std::size_t key = 0; key < counts.size(); ++key)
            if (counts[key] != 0) add(Mask(key), counts[key]);
    } else {
        std::sort(keys.begin(), keys.end());
        for (std::size_t i = 0; i < keys.size();) {
            std::size_t j = i;
            while (j < keys.size() && keys[j] == keys[i]) ++j;
            add(keys[i], std::uint32_t(j - i));
            i = j;
        }
    }
    std::stable_sort(cells.begin(), cells.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i == 0 || cells[i].first != cells[i - 1].first) {
            group_start_.push_back(std::uint32_t(i));
            group_free_.push_back(cells[i].first);
        }
        cells_.push_back(cells[i].second);
    }
    group_start_.push_back(std::uint32_t(cells_.size()));
}

WalkProblem ItemBuilder::problem(Mask top) const {
    WalkProblem out;
    out.inner = inner_;
    out.middle = middle_;
    out.constant = outside_;
    out.groups.reserve(group_free_.size());
    const Mask inner_mask = (Mask{1} << inner_) - 1;
    for (std::size_t g = 0; g < group_free_.size(); ++g) {
        std::int32_t pressed = 0, total = 0;  // cells with offset 1
        for (std::uint32_t i = group_start_[g]; i < group_start_[g + 1]; ++i) {
            const Cells& c = cells_[i];
            pressed += std::int32_t((c.lit ^ parity(top & c.top)) ? c.count : 0);
            total += std::int32_t(c.count);
        }
        const Mask free = group_free_[g];
        if (free == 0) {
            out.constant += pressed;
            continue;
        }
        out.groups.push_back(
            {std::uint32_t(free >> inner_), std::uint32_t(free & inner_mask), pressed, total - pressed});
    }
    return out;
}

}  // namespace lightsout::fewest
