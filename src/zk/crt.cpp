// Gluing solutions mod the prime powers q_i of K into one mod K (Chinese
// remainder theorem). With e_i = (K/q_i) * ((K/q_i)^-1 mod q_i), e_i = 1 mod q_i
// and 0 mod q_j (j != i), and Z/K = sum of e_i Z/K:
//   presses      x = sum e_i x_i  satisfies A x = t mod every q_i, so mod K;
//   certificate  y = e_i y_i  of an unsolvable part i: y A = 0 mod every q_j,
//                and y.t = y_i.t != 0 mod q_i;
//   quiet        the quiet module mod K is the direct sum of those mod q_i;
//                e_i g keeps the order of g.
#include <string>

#include "lightsout/zk/engines.hpp"

namespace lightsout::zk {

std::vector<std::uint8_t> reduced(std::span<const std::uint8_t> v, int m) {
    std::uint8_t table[256];
    for (int x = 0; x < 256; ++x) table[x] = std::uint8_t(x % m);
    std::vector<std::uint8_t> out(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) out[i] = table[v[i]];
    return out;
}

namespace {

// v * e mod K, entry by entry (by a table of the 256 byte values).
std::vector<std::uint8_t> scaled(const std::vector<std::uint8_t>& v, int e, int states) {
    std::uint8_t times[256];
    for (int x = 0; x < 256; ++x) times[x] = std::uint8_t(x * e % states);
    std::vector<std::uint8_t> out(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) out[i] = times[v[i]];
    return out;
}

// to += from (mod K), all entries below K.
void add_to(std::vector<std::uint8_t>& to, const std::vector<std::uint8_t>& from, int states) {
    for (std::size_t i = 0; i < to.size(); ++i) {
        const int sum = to[i] + from[i];
        to[i] = std::uint8_t(sum >= states ? sum - states : sum);
    }
}

}  // namespace

ModularSolution glue(std::vector<ModularSolution> parts, int states) {
    if (parts.size() == 1) return std::move(parts.front());
    ModularSolution out;
    out.states = states;
    out.quiet.states = states;
    out.solvable = true;
    bool all_generators = true;
    for (const ModularSolution& part : parts) {
        out.engine += (out.engine.empty() ? "crt(" : ", ") + part.engine;
        all_generators &= part.quiet.generators_known();
    }
    out.engine += ")";
    for (ModularSolution& part : parts) {
        const int q = part.states, cofactor = states / q;
        const int e = cofactor * inverse_mod(cofactor % q, q) % states;
        if (!part.solvable && out.solvable) {
            out.solvable = false;
            out.certificate = scaled(part.certificate, e, states);
            out.presses.clear();
        }
        if (part.solvable && out.solvable) {
            if (out.presses.empty()) out.presses.assign(part.presses.size(), 0);
            add_to(out.presses, scaled(part.presses, e, states), states);
        }
        out.quiet.orders.insert(out.quiet.orders.end(), part.quiet.orders.begin(), part.quiet.orders.end());
        if (all_generators)
            for (const auto& g : part.quiet.generators) out.quiet.generators.push_back(scaled(g, e, states));
    }
    return out;
}

}  // namespace lightsout::zk
