// The Smith form over Z/q, q = p^e (smith.cpp states the method): for the
// engines that build on it (solve_local, the square rule on a torus).
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "lightsout/zk/ring.hpp"

namespace lightsout::zk {

// An n x n matrix of residues, row-major.
struct Square {
    int n;
    std::vector<std::uint8_t> at;
    explicit Square(int size) : n(size), at(std::size_t(size) * std::size_t(size), 0) {}
    std::uint8_t* row(int i) { return at.data() + std::size_t(i) * std::size_t(n); }
    std::uint8_t& operator()(int i, int j) { return at[std::size_t(i) * std::size_t(n) + std::size_t(j)]; }
    void swap_rows(int i, int k) {
        if (i != k) std::swap_ranges(row(i), row(i) + n, row(k));
    }
    void swap_columns(int j, int k) {
        if (j != k)
            for (int i = 0; i < n; ++i) std::swap((*this)(i, j), (*this)(i, k));
    }
    static Square identity(int size) {
        Square s(size);
        for (int i = 0; i < size; ++i) s(i, i) = 1;
        return s;
    }
};

struct Smith {
    Square p, q;                // P (empty unless asked for) and Q
    std::vector<int> exponent;  // a_i for the pivots i < r
};

// P m Q = diag(p^a_0, ..., p^a_(r-1), 0, ...) (r = exponent.size()). c (m.n
// residues, each below q) becomes P c by the same row operations. P itself is
// recorded only when `with_p` (only a certificate reads it: a row of P); Q
// always.
Smith smith_form(Square m, PrimePower pq, std::span<std::uint8_t> c, bool with_p);

}  // namespace lightsout::zk
