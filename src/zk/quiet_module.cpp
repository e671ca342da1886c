// The structure of the quiet module from its elementary divisors.
#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "lightsout/modular.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout {

namespace {

int prime_of(int prime_power) {
    for (int p = 2;; ++p)
        if (prime_power % p == 0) return p;
}

}  // namespace

// Z/p^a + Z/p'^b = Z/(p^a p'^b) for distinct primes: the largest invariant
// factor takes the largest power of every prime, the next the next largest...
std::vector<int> QuietModule::invariant_factors() const {
    std::map<int, std::vector<int>> by_prime;
    for (int o : orders) by_prime[prime_of(o)].push_back(o);
    std::size_t count = 0;
    for (auto& [p, powers] : by_prime) {
        std::sort(powers.begin(), powers.end(), std::greater<>());
        count = std::max(count, powers.size());
    }
    std::vector<int> factors(count, 1);  // largest first
    for (const auto& [p, powers] : by_prime)
        for (std::size_t i = 0; i < powers.size(); ++i) factors[i] *= powers[i];
    std::reverse(factors.begin(), factors.end());
    return factors;
}

double QuietModule::log2_size() const {
    double sum = 0;
    for (int o : orders) sum += std::log2(double(o));
    return sum;
}

std::string QuietModule::size_text() const {
    std::map<int, std::int64_t> exponent;  // prime -> exponent of the size
    for (int o : orders) {
        const int p = prime_of(o);
        for (int x = o; x > 1; x /= p) ++exponent[p];
    }
    if (exponent.empty()) return "1";
    std::string text;
    long double size = 1;
    for (const auto& [p, k] : exponent) {
        if (!text.empty()) text += " * ";
        text += std::to_string(p) + (k > 1 ? "^" + std::to_string(k) : "");
        size *= std::pow((long double)p, (long double)k);
    }
    if (size < 1e15L) {
        const std::string number = std::to_string(std::int64_t(size + 0.5L));
        return text == number ? number : text + " = " + number;
    }
    return text;
}

}  // namespace lightsout
