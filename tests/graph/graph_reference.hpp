// Independent solvers for the graph tests, written from the definitions only:
// brute force over Z/K for tiny puzzles, and plain GF(2) elimination on 64-bit
// rows for graphs of up to 64 vertices. No library solver is checked by its own code.
#pragma once

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "lightsout/graph.hpp"
#include "lightsout/press_matrix.hpp"

namespace lightsout::testing {

// lights + A x (mod K), from the columns of A.
inline std::vector<std::uint8_t> after_presses(const PressMatrix& a, std::vector<std::uint8_t> lights,
                                               const std::vector<std::uint8_t>& x, int states) {
    for (int j = 0; j < a.size(); ++j)
        for (auto e : a.changes(j))
            lights[std::size_t(e.light)] = std::uint8_t((lights[std::size_t(e.light)] + e.times * x[std::size_t(j)]) % states);
    return lights;
}

struct BruteForce {
    std::int64_t solutions = 0;  // press vectors x in (Z/K)^n with A x = change
    int fewest = -1;             // least sum of x over them (-1: none)
    std::vector<std::uint8_t> one;  // a solution with the fewest presses
};

// Every x in (Z/K)^n: K^n of them, so only for tiny puzzles.
inline BruteForce brute_force(const PressMatrix& a, const std::vector<std::uint8_t>& change, int states) {
    const int n = a.size();
    BruteForce result;
    std::vector<std::uint8_t> x(std::size_t(n), 0), zero(std::size_t(n), 0);
    for (;;) {
        if (after_presses(a, zero, x, states) == change) {
            ++result.solutions;
            int sum = 0;
            for (auto t : x) sum += t;
            if (result.fewest < 0 || sum < result.fewest) {
                result.fewest = sum;
                result.one = x;
            }
        }
        int i = 0;
        while (i < n && ++x[std::size_t(i)] == states) x[std::size_t(i++)] = 0;
        if (i == n) break;
    }
    return result;
}

// A x = b over GF(2) for n <= 64 unknowns, by Gauss-Jordan on rows of bits.
struct Gf2Reference {
    int rank = 0;
    bool solvable = false;
    std::uint64_t solution = 0;           // bit j = press button j
    std::vector<std::uint64_t> kernel;    // a basis of {x : A x = 0}
};

inline Gf2Reference gf2_reference(const PressMatrix& a, const std::vector<std::uint8_t>& b) {
    const int n = a.size();
    std::vector<std::uint64_t> row(std::size_t(n), 0);  // row i: the buttons that change light i (mod 2)
    std::vector<int> rhs(std::size_t(n), 0);
    for (int j = 0; j < n; ++j)
        for (auto e : a.changes(j))
            if (e.times % 2) row[std::size_t(e.light)] ^= std::uint64_t{1} << j;
    for (int i = 0; i < n; ++i) rhs[std::size_t(i)] = b[std::size_t(i)] & 1;
    Gf2Reference r;
    std::vector<int> pivot_col;
    for (int col = 0; col < n; ++col) {
        int p = -1;
        for (int i = r.rank; i < n; ++i)
            if (row[std::size_t(i)] >> col & 1) { p = i; break; }
        if (p < 0) continue;
        std::swap(row[std::size_t(p)], row[std::size_t(r.rank)]);
        std::swap(rhs[std::size_t(p)], rhs[std::size_t(r.rank)]);
        for (int i = 0; i < n; ++i)
            if (i != r.rank && (row[std::size_t(i)] >> col & 1)) {
                row[std::size_t(i)] ^= row[std::size_t(r.rank)];
                rhs[std::size_t(i)] ^= rhs[std::size_t(r.rank)];
            }
        pivot_col.push_back(col);
        ++r.rank;
    }
    r.solvable = true;
    for (int i = r.rank; i < n; ++i)
        if (rhs[std::size_t(i)]) r.solvable = false;
    if (r.solvable)
        for (int i = 0; i < r.rank; ++i)
            if (rhs[std::size_t(i)]) r.solution |= std::uint64_t{1} << pivot_col[std::size_t(i)];
    std::vector<bool> is_pivot(std::size_t(n), false);
    for (int c : pivot_col) is_pivot[std::size_t(c)] = true;
    for (int f = 0; f < n; ++f) {
        if (is_pivot[std::size_t(f)]) continue;
        std::uint64_t k = std::uint64_t{1} << f;
        for (int i = 0; i < r.rank; ++i)
            if (row[std::size_t(i)] >> f & 1) k |= std::uint64_t{1} << pivot_col[std::size_t(i)];
        r.kernel.push_back(k);
    }
    return r;
}

// Fewest presses over every solution (2^nullity of them).
inline int fewest_gf2(const Gf2Reference& r) {
    int best = 64;
    const std::size_t k = r.kernel.size();
    for (std::uint64_t m = 0; m < (std::uint64_t{1} << k); ++m) {
        std::uint64_t x = r.solution;
        for (std::size_t i = 0; i < k; ++i)
            if (m >> i & 1) x ^= r.kernel[i];
        best = std::min(best, __builtin_popcountll(x));
    }
    return best;
}

// The rank of A over the field Z/p (p prime), by plain elimination.
inline int rank_mod_prime(const PressMatrix& a, int p) {
    const int n = a.size();
    std::vector<std::vector<int>> m(std::size_t(n), std::vector<int>(std::size_t(n), 0));
    for (int j = 0; j < n; ++j)
        for (auto e : a.changes(j)) m[std::size_t(e.light)][std::size_t(j)] = e.times % p;
    int rank = 0;
    for (int col = 0; col < n && rank < n; ++col) {
        int pivot = -1;
        for (int i = rank; i < n; ++i)
            if (m[std::size_t(i)][std::size_t(col)]) { pivot = i; break; }
        if (pivot < 0) continue;
        std::swap(m[std::size_t(pivot)], m[std::size_t(rank)]);
        int inverse = 1;
        while (inverse * m[std::size_t(rank)][std::size_t(col)] % p != 1) ++inverse;
        for (int i = 0; i < n; ++i) {
            if (i == rank || !m[std::size_t(i)][std::size_t(col)]) continue;
            const int f = m[std::size_t(i)][std::size_t(col)] * inverse % p;
            for (int k = 0; k < n; ++k)
                m[std::size_t(i)][std::size_t(k)] = ((m[std::size_t(i)][std::size_t(k)] - f * m[std::size_t(rank)][std::size_t(k)]) % p + p) % p;
        }
        ++rank;
    }
    return rank;
}

// A random graph on n vertices, each pair (or ordered pair) an edge with probability p.
inline Graph random_graph(std::mt19937_64& rng, int n, double p, bool directed = false) {
    std::bernoulli_distribution coin(p);
    std::vector<Graph::Edge> edges;
    for (int u = 0; u < n; ++u)
        for (int v = directed ? 0 : u + 1; v < n; ++v)
            if (u != v && coin(rng)) edges.push_back({u, v});
    return Graph(numbered_labels(n), std::move(edges), directed);
}

inline std::vector<std::uint8_t> bits_of(std::uint64_t x, int n) {
    std::vector<std::uint8_t> v(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) v[std::size_t(i)] = std::uint8_t(x >> i & 1);
    return v;
}

}  // namespace lightsout::testing
