// Two linear congruences in two unknowns over GF(2)[x] modulo N:
//     A v = r  (mod N),  A a 2 x 2 matrix of polynomials, v and r pairs.
// (The plus rule on a torus reduces to one such system; see
// structured_plus_torus.cpp.)
//
// Diagonalization (a 2 x 2 Smith form, without the divisibility chain):
// unimodular row and column operations give U A V = diag(d_0, d_1) with
// det U = det V = 1, so U and V are invertible modulo N. With v = V z the
// system reads d_i z_i = (U r)_i (mod N), one congruence per i: with
// g_i = gcd(d_i, N) and h_i = N / g_i it is solvable iff g_i | (U r)_i, then
// z_i = ((U r)_i / g_i) (d_i / g_i)^-1 mod h_i (d_i / g_i and h_i are coprime: a
// prime dividing both would divide d_i more often than g_i, hence N as often
// as g_i, so not h_i). The solutions of d_i z_i = 0 are the multiples of h_i,
// with the basis x^j h_i, j < deg g_i, so the kernel of A has the basis
// x^j V (h_i e_i) and dimension deg g_0 + deg g_1 over GF(2).
#pragma once

#include <NTL/GF2X.h>

#include <array>
#include <optional>

namespace lightsout::poly {

using Pair = std::array<NTL::GF2X, 2>;
using Matrix2 = std::array<Pair, 2>;  // [row][column]

class CongruenceSystem {
public:
    // Diagonalizes `a` modulo `modulus` (degree >= 1).
    CongruenceSystem(const Matrix2& a, const NTL::GF2X& modulus);

    // A solution of A v = r, or none.
    std::optional<Pair> solve(const Pair& r) const;

    // The kernel is spanned by x^j generator(i) for j < kernel_degree(i), i = 0, 1
    // (a basis over GF(2)); nullity() = kernel_degree(0) + kernel_degree(1).
    long kernel_degree(int i) const { return NTL::deg(gcd_[i]); }
    const Pair& generator(int i) const { return generator_[i]; }
    long nullity() const { return kernel_degree(0) + kernel_degree(1); }

private:
    NTL::GF2X modulus_;
    Matrix2 u_, v_;                // U A V = diag(d)
    Pair d_, gcd_, cofactor_;      // d_i, g_i = gcd(d_i, N), h_i = N / g_i
    Pair inverse_;                 // (d_i / g_i)^-1 mod h_i
    std::array<Pair, 2> generator_;  // V (h_i e_i)
};

}  // namespace lightsout::poly
