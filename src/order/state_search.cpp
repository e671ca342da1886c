#include "order/state_search.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "lightsout/stop.hpp"

namespace lightsout::order_detail {

StateSearchOf<int> shortest_legal_sequence(const std::vector<std::uint32_t>& footprint, std::uint32_t start,
                                           std::uint32_t target, MoveConstraint constraint) {
    const int cells = int(footprint.size());
    if (cells > kStateSearchMaxCells) throw std::invalid_argument("state search: too many lights");
    auto legal = [&](std::uint32_t state, int v) {
        bool lit = (state >> v) & 1;
        return constraint == MoveConstraint::any || lit == (constraint == MoveConstraint::only_on);
    };
    // move_into[s] = the button pressed to reach s first (kUnseen: not reached).
    constexpr std::uint8_t kUnseen = 0xff, kStart = 0xfe;
    std::vector<std::uint8_t> move_into(std::size_t{1} << cells, kUnseen);
    std::vector<std::uint32_t> queue{start};
    move_into[start] = kStart;
    StateSearchOf<int> result;
    for (std::size_t head = 0; head < queue.size() && move_into[target] == kUnseen; ++head) {
        if (head % 65536 == 0) throw_if_stopped();
        std::uint32_t state = queue[head];
        for (int v = 0; v < cells; ++v) {
            if (!legal(state, v)) continue;
            std::uint32_t next = state ^ footprint[std::size_t(v)];
            if (move_into[next] != kUnseen) continue;
            move_into[next] = std::uint8_t(v);
            queue.push_back(next);
        }
    }
    result.states = (long long)queue.size();
    if (move_into[target] == kUnseen) return result;
    result.found = true;
    for (std::uint32_t state = target; move_into[state] != kStart;) {
        int v = move_into[state];
        result.sequence.push_back(v);
        state ^= footprint[std::size_t(v)];
    }
    std::reverse(result.sequence.begin(), result.sequence.end());
    return result;
}

StateSearch shortest_legal_sequence(const Board& board, const Rule& rule, Goal goal, MoveConstraint constraint) {
    const int rows = board.rows(), cols = board.cols(), cells = rows * cols;
    if (cells > kStateSearchMaxCells) throw std::invalid_argument("state search: board too large");
    // Bit (r * cols + c) of a state is the light at (r, c).
    std::vector<std::uint32_t> footprint(std::size_t(cells), 0);
    for (int v = 0; v < cells; ++v)
        rule.for_each_flipped(board.shape(), v / cols, v % cols,
                              [&](int r, int c) { footprint[std::size_t(v)] ^= std::uint32_t{1} << (r * cols + c); });
    std::uint32_t start = 0, target = goal == Goal::on ? (std::uint32_t{1} << cells) - 1 : 0;
    for (int v = 0; v < cells; ++v)
        if (board.get(v / cols, v % cols)) start |= std::uint32_t{1} << v;
    StateSearchOf<int> found = shortest_legal_sequence(footprint, start, target, constraint);
    StateSearch result;
    result.found = found.found;
    result.states = found.states;
    for (int v : found.sequence) result.sequence.push_back({v / cols, v % cols});
    return result;
}

}  // namespace lightsout::order_detail
