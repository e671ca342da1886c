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
    Square p;                   // P (empty unless asked for)
    Square reduced;             // m after its row operations: Q's column operations in its rows (smith.cpp)
    std::vector<int> column;    // Q's column swaps: column j of the form is column column[j] of m
    std::vector<int> exponent;  // a_i for the pivots i < r
};

// P m Q = diag(p^a_0, ..., p^a_(r-1), 0, ...) (r = exponent.size()). c (m.n
// residues, each below q) becomes P c by the same row operations. P itself is
// recorded only when `with_p` (only a certificate reads it: a row of P). Q is
// kept as its operations (n^2 / 2 residues to apply, not n^3 / 6 to record):
// q_times applies it to a vector, q_matrix writes it out.
Smith smith_form(Square m, PrimePower pq, std::span<std::uint8_t> c, bool with_p);
std::vector<std::uint8_t> q_times(const Smith& smith, std::span<const std::uint8_t> z, PrimePower pq);
Square q_matrix(const Smith& smith, PrimePower pq);

}  // namespace lightsout::zk
