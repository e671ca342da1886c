// One work item's cells, grouped.
//
// Identity. A member is x = p + sum_k s_k v_k; cell c is pressed iff
// p_c + <s, mask_c> = 1, mask_c the frame vectors covering c. With the top
// bits fixed to z, <s, mask_c> = <z, top_c> + <a, free_c>, so the cell costs
// offset_c = p_c + <z, top_c> when <a, free_c> = 0 and 1 - offset_c when it
// is 1. Cells with the same free mask add up (one group); cells with no free
// bit are constant. The cells are sorted by free mask once per frame, so an
// item costs one pass over the covered cells.
#include <algorithm>
#include <bit>

#include "solve/minimal_internal.hpp"

namespace lightsout::fewest {

ItemBuilder::ItemBuilder(const Coset& coset, const Frame& frame) : inner_(frame.inner), middle_(frame.middle) {
    std::vector<std::pair<std::int64_t, Mask>> cover;  // (cell, frame bit)
    for (std::size_t k = 0; k < frame.vectors.size(); ++k) {
        const Flat& v = frame.vectors[k];
        for (std::size_t w = 0; w < v.size(); ++w)
            for (Word bits = v[w]; bits != 0; bits &= bits - 1)
                cover.emplace_back(std::int64_t(w) * kWordBits + std::countr_zero(bits), Mask{1} << k);
    }
    std::sort(cover.begin(), cover.end());
    const int free_bits = inner_ + middle_;
    const Mask free_mask = free_bits >= 64 ? ~Mask{0} : (Mask{1} << free_bits) - 1;
    std::vector<std::pair<Mask, Cell>> cells;  // (free mask, cell)
    std::int64_t covered_weight = 0;
    for (std::size_t i = 0; i < cover.size();) {
        Mask mask = 0;
        std::size_t j = i;
        for (; j < cover.size() && cover[j].first == cover[i].first; ++j) mask |= cover[j].second;
        const bool lit = bit(coset.particular, cover[i].first);
        covered_weight += lit;
        cells.push_back({mask & free_mask, Cell{free_bits >= 64 ? 0 : mask >> free_bits, lit}});
        i = j;
    }
    std::stable_sort(cells.begin(), cells.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    outside_ = weight(coset.particular) - covered_weight;
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
            pressed += cells_[i].lit ^ parity(top & cells_[i].top);
            ++total;
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
