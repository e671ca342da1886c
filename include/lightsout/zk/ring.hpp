// The ring Z/K of a K-state light (K = 2..255): how K splits into prime
// powers, and the arithmetic the engines share.
//
// By the Chinese remainder theorem Z/K = Z/q_1 x ... x Z/q_s for the prime
// powers q_i = p_i^e_i of K, so a system mod K is s systems mod q_i, solved
// apart and glued back (zk/crt.cpp). Each q_i is a field (e = 1) or a local
// ring whose ideals are p^a Z/q (e > 1): an element is p^v times a unit.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <vector>

namespace lightsout::zk {

inline constexpr int kMinStates = 2;
inline constexpr int kMaxStates = 255;

// Throws InputError unless 2 <= states <= 255.
void check_states(int states);

struct PrimePower {
    int prime = 0;
    int exponent = 0;
    int modulus = 0;  // prime^exponent
    bool operator==(const PrimePower&) const = default;
};

// The prime powers of K, smallest prime first: 12 -> {4 = 2^2, 3}.
std::vector<PrimePower> prime_powers(int states);

// a^-1 mod m for a unit a (gcd(a, m) = 1).
int inverse_mod(int a, int m);

// The exponent of p in a (a != 0 mod p^e; a in 1..p^e-1): a = p^v * unit.
inline int valuation(int a, int p) {
    int v = 0;
    for (; a % p == 0; a /= p) ++v;
    return v;
}

inline int int_pow(int base, int exponent) {
    int r = 1;
    for (int i = 0; i < exponent; ++i) r *= base;
    return r;
}

}  // namespace lightsout::zk
