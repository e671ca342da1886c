#include "lightsout/zk/ring.hpp"

#include <stdexcept>
#include <string>

#include "lightsout/error.hpp"

namespace lightsout::zk {

void check_states(int states) {
    if (states < kMinStates || states > kMaxStates)
        throw InputError(Problem::states,
                         "states K must be from " + std::to_string(kMinStates) + " to " + std::to_string(kMaxStates) +
                             ", not " + std::to_string(states),
                         std::to_string(states));
}

std::vector<PrimePower> prime_powers(int states) {
    check_states(states);
    std::vector<PrimePower> out;
    for (int p = 2, k = states; k > 1; ++p) {
        if (k % p != 0) continue;
        PrimePower q{p, 0, 1};
        for (; k % p == 0; k /= p) ++q.exponent, q.modulus *= p;
        out.push_back(q);
    }
    return out;
}

int inverse_mod(int a, int m) {
    // Extended Euclid on (a mod m, m).
    int r0 = ((a % m) + m) % m, r1 = m, s0 = 1, s1 = 0;
    while (r1 != 0) {
        const int q = r0 / r1;
        int t = r0 - q * r1;
        r0 = r1, r1 = t;
        t = s0 - q * s1;
        s0 = s1, s1 = t;
    }
    if (r0 != 1) throw std::logic_error("internal error: " + std::to_string(a) + " is not a unit mod " + std::to_string(m));
    return ((s0 % m) + m) % m;
}

}  // namespace lightsout::zk
