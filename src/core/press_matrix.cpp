#include "lightsout/press_matrix.hpp"

#include <algorithm>
#include <string>

#include "lightsout/error.hpp"

namespace lightsout {

namespace {

// Sorts a button's lights and merges repeats into counts.
std::vector<PressMatrix::Entry> merged(std::vector<std::int32_t> lights) {
    std::sort(lights.begin(), lights.end());
    std::vector<PressMatrix::Entry> entries;
    for (std::int32_t light : lights) {
        if (!entries.empty() && entries.back().light == light)
            ++entries.back().times;
        else
            entries.push_back({light, 1});
    }
    return entries;
}

}  // namespace

PressMatrix::PressMatrix(const std::vector<std::vector<std::int32_t>>& changed) {
    const auto n = std::int32_t(changed.size());
    if (n == 0) return;
    auto columns = std::make_shared<Columns>();
    columns->start.reserve(changed.size() + 1);
    columns->start.push_back(0);
    for (std::size_t button = 0; button < changed.size(); ++button) {
        for (std::int32_t light : changed[button])
            if (light < 0 || light >= n)
                throw InputError("press matrix: button " + std::to_string(button) + " changes light " +
                                 std::to_string(light) + ", outside 0.." + std::to_string(n - 1));
        std::vector<Entry> entries = merged(changed[button]);
        columns->entries.insert(columns->entries.end(), entries.begin(), entries.end());
        columns->start.push_back(std::int64_t(columns->entries.size()));
    }
    columns_ = std::move(columns);
}

PressMatrix PressMatrix::of_rule(const Rule& rule, Shape shape) {
    std::vector<std::vector<std::int32_t>> changed(static_cast<std::size_t>(shape.cells()));
    for (int r = 0; r < shape.rows; ++r)
        for (int c = 0; c < shape.cols; ++c)
            rule.for_each_flipped(shape, r, c, [&](int rr, int cc) {
                changed[std::size_t(r) * shape.cols + c].push_back(rr * shape.cols + cc);
            });
    return PressMatrix(changed);
}

PressMatrix PressMatrix::transposed() const {
    std::vector<std::vector<std::int32_t>> changed(static_cast<std::size_t>(size()));
    for (int button = 0; button < size(); ++button)
        for (Entry e : changes(button))
            for (int t = 0; t < e.times; ++t) changed[std::size_t(e.light)].push_back(button);
    return PressMatrix(changed);
}

bool PressMatrix::symmetric() const { return transposed() == *this; }

bool PressMatrix::operator==(const PressMatrix& other) const {
    if (columns_ == other.columns_ || size() == 0 || other.size() == 0) return size() == other.size();
    return *columns_ == *other.columns_;
}

void PressMatrix::press(std::span<std::uint8_t> lights, std::span<const std::uint8_t> presses, int states) const {
    for (int button = 0; button < size(); ++button) {
        const int count = presses[std::size_t(button)] % states;
        if (count == 0) continue;
        for (Entry e : changes(button)) {
            std::uint8_t& light = lights[std::size_t(e.light)];
            light = std::uint8_t((light + std::int64_t(e.times) * count) % states);
        }
    }
}

}  // namespace lightsout
