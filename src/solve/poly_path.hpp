// Path polynomials over GF(2), the algebra behind the plus rule's fast path.
//
// U_0 = 1, U_1 = x, U_k = x U_{k-1} + U_{k-2}: U_n is the characteristic
// polynomial of the adjacency matrix of the path on n vertices. The plus rule's
// row operator B = I + adjacency (the 1-D three-cell operator) has
// characteristic polynomial U_n(x + 1) (expand det(xI + B) along the last row:
// D_n = (x+1) D_{n-1} + D_{n-2}, D_0 = 1, D_1 = x + 1).
#pragma once

#include <NTL/GF2X.h>

#include <array>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "lightsout/board.hpp"

namespace lightsout::poly {

NTL::GF2X path_polynomial(long n);          // U_n(x)
NTL::GF2X shifted_path_polynomial(long n);  // U_n(x + 1)
// U_m(x) mod `modulus`, by 2x2 matrix powers: O(log m) products.
NTL::GF2X path_polynomial_mod(long m, const NTL::GF2X& modulus);
// (U_m(z), U_(m-1)(z), U_(m-2)(z)) mod `modulus` for a polynomial z, m >= 0
// (U_(-1) = 0, U_(-2) = 1), by 2x2 matrix powers: O(log m) products.
std::array<NTL::GF2X, 3> path_polynomials_at(long m, const NTL::GF2X& argument, const NTL::GF2XModulus& modulus);

// deg gcd(U_m(x), U_n(x + 1)): the nullity of the m x n plus board (see
// structured_plus.cpp for the proof).
std::int64_t plus_nullity(long rows, long cols);

}  // namespace lightsout::poly
