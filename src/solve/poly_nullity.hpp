// The nullity of plus boards, with and without wrap-around, from the odd
// parts of the sides (the identities and their proofs: poly_nullity.cpp).
//
//   n + 1 = 2^a o (o odd):  U_n(x) = x^(2^a - 1) W_o(x)^(2^(a+1))
//
// with W_o squarefree of degree (o - 1) / 2, so every nullity is a closed form
// in the 2-adic parts of the sides and one number, shared_degree(o, o') =
// deg gcd(W_o(x), W_o'(x + 1)).
#pragma once

#include <NTL/GF2X.h>

#include <cstdint>
#include <vector>

namespace lightsout {
class Progress;
}

namespace lightsout::poly {

// n = 2^twos * odd.
struct OddPart {
    int twos = 0;
    long odd = 1;
};
OddPart odd_part(long n);  // n >= 1

// W_o(x) for odd o: U_(o-1) = W_o^2, W_o = U_k + U_(k-1) with o = 2k + 1.
NTL::GF2X odd_path_factor(long o);

// deg gcd(W_o(x), W_p(x + 1)) for odd o, p (symmetric in o and p).
long shared_degree(long o, long p);

// shared_degree(o, o) for every odd o = 1, 3, ..., max_odd (element (o - 1) / 2),
// as 2 deg gcd(A_o(y), B_o(y)) with W_o(x) = A_o(x^2 + x) + x B_o(x^2 + x).
// With `progress`, reports one step per odd o.
std::vector<long> self_shared_degrees(long max_odd, Progress* progress = nullptr);

// shared_degree(o, p) for one odd o and every p in `odds` (increasing): W_p(x + 1)
// reduced modulo W_o one recursion step at a time, then one gcd of degree
// (o - 1) / 2 per p.
std::vector<long> shared_degrees(long o, const std::vector<long>& odds);

// The closed forms, given the shared degree of the odd parts:
//   m x n plus:          rows + 1 = 2^b o', cols + 1 = 2^a o, shared = shared_degree(o', o)
//   m x n plus on a torus: rows = 2^b o', cols = 2^a o,       shared = shared_degree(o', o)
std::int64_t grid_plus_nullity(OddPart rows_plus_one, OddPart cols_plus_one, long shared);
std::int64_t torus_plus_nullity(OddPart rows, OddPart cols, long shared);

// The torus form for one board (computes the shared degree).
std::int64_t torus_plus_nullity(long rows, long cols);

}  // namespace lightsout::poly
