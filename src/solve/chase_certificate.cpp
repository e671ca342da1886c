// The certificate of the symbolic chase, y = Lambda^T z, by the chase run
// backwards (symbolic_chase.hpp states why y A = 0 and y.t = z.l). Numbers mod
// q for every ring: over GF(2) q = 2 and the signs vanish.
#include "symbolic_chase.hpp"

namespace lightsout::chase {

std::vector<std::uint8_t> chase_backwards(const Layout& plan, const std::vector<std::size_t>& lights,
                                          const std::vector<std::uint8_t>& z, int q) {
    const Shape s = plan.shape();
    std::vector<std::uint8_t> received(static_cast<std::size_t>(s.cells()), 0), y(received.size(), 0);
    auto give = [q](std::uint8_t& to, int amount) {  // to, amount in 0..q-1
        const int sum = to + amount;
        to = std::uint8_t(sum >= q ? sum - q : sum);
    };
    // Light (i, j) passes `to_change` to its change and `to_presses` to the presses it sees.
    auto pass = [&](int i, int j, int to_change, int to_presses, bool skip_fixed) {
        give(y[cell_index(s, i, j)], to_change);
        plan.for_each_seen(i, j, [&](int r, int c, bool fixed_press) {
            if (!(skip_fixed && fixed_press)) give(received[cell_index(s, r, c)], to_presses);
        });
    };
    for (std::size_t k = 0; k < lights.size(); ++k)
        if (const int zk = z[k] % q)
            pass(int(lights[k] / std::size_t(s.cols)), int(lights[k] % std::size_t(s.cols)), q - zk, zk, false);
    for (int row = s.rows - 1; row >= 0; --row)
        for (int p = s.cols - 1; p >= 0; --p)
            if (plan.fixed(row, p))
                if (const int v = received[cell_index(s, row, p)]) pass(plan.light_row(row), plan.light_col(p), v, q - v, true);
    return y;
}

}  // namespace lightsout::chase
