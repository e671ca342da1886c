// The nullity of plus boards from the odd parts of the sides.
//
// 1. The path polynomials split into a power of x and a squarefree square.
//    Over GF(2), U_(2k+1) = x U_k^2 and U_2k = (U_k + U_(k-1))^2 (the integer
//    identities U_(2k+1) = U_k (U_(k+1) - U_(k-1)), U_(k+1) + U_(k-1) = x U_k and
//    U_2k = (U_k - U_(k-1)) (U_k + U_(k-1)), read mod 2). With W_o = U_k + U_(k-1)
//    for o = 2k + 1, induction on a gives, for n + 1 = 2^a o (o odd),
//        U_n(x) = x^(2^a - 1) W_o(x)^(2^(a+1)).
//    In an algebraic closure, U_(k-1)(t + 1/t) (t + 1/t) = t^k + t^-k, hence
//        W_o(t + 1/t) = t^-k + ... + t^-1 + 1 + t + ... + t^k = t^-k (t^o - 1) / (t - 1):
//    the roots of W_o are the u = t + 1/t with t^o = 1, t != 1. The (o - 1) / 2
//    pairs {t, 1/t} give distinct u (u fixes t up to inversion: t^2 + u t + 1 = 0),
//    so W_o, of degree k, is squarefree; W_o(0) = o = 1, and W_o(1) = 0 iff a cube
//    root of unity w != 1 has w^o = 1, i.e. iff 3 | o.
//
// 2. m x n plus (structured_plus.cpp): nullity = deg gcd(U_m(x), U_n(x + 1)).
//    With m + 1 = 2^b o', n + 1 = 2^a o, compare multiplicities factor by factor:
//    x divides U_m 2^b - 1 times and U_n(x + 1) 2^(a+1) [3 | o] times; x + 1
//    divides U_m 2^(b+1) [3 | o'] times and U_n(x + 1) 2^a - 1 times; any other
//    irreducible p divides them 2^(b+1) [p | W_o'(x)] and 2^(a+1) [p | W_o(x + 1)]
//    times, and gcd(W_o'(x), W_o(x + 1)) has neither x nor x + 1 as a factor. So
//        nullity = 2 min(2^a, 2^b) E(o', o) + [3 | o'] min(2^(b+1), 2^a - 1)
//                                          + [3 | o] min(2^b - 1, 2^(a+1)),
//    E(o, p) = deg gcd(W_o(x), W_p(x + 1)), symmetric (substitute x + 1 for x).
//
// 3. m x n plus on a torus. Pressing is multiplication by
//    f = 1 + x + 1/x + y + 1/y in R = GF(2)[x, y] / (x^n - 1, y^m - 1), so the
//    nullity is dim ker f = dim R - dim fR = dim R / fR, unchanged over the
//    algebraic closure K. With n = 2^a o, m = 2^b o', x^n - 1 = prod_(t^o = 1)
//    (x - t)^(2^a), and the Chinese remainder theorem splits R over K into the
//    local rings L = K[X, Y] / (X^(2^a), Y^(2^b)), x = t (1 + X), y = s (1 + Y),
//    one per (t, s), t^o = 1, s^o' = 1. In L, f = 1 + T + S + g_t(X) + g_s(Y) with
//    T = t + 1/t, S = s + 1/s and g_t(X) = T X + X^2 / (t (1 + X)). If
//    1 + T + S != 0, f is a unit: L / f = 0. Otherwise: for t != 1, g_t(X) is X
//    times a unit, a new variable of the same nilpotency, and eliminating it
//    leaves K[Y] / (Y^(2^b), g_s(Y)^(2^a)); for t = 1, g_t(X) = X^2 times a unit.
//    So dim L / f = min(2^a, 2^b) when t, s != 1; min(2^a, 2^(b+1)) when t = 1
//    (then S = 1: s is one of the two primitive cube roots, 3 | o'); and
//    min(2^b, 2^(a+1)) when s = 1 (3 | o). The pairs with t, s != 1 and
//    S = T + 1 are four per root u of W_o with W_o'(u + 1) = 0 (u = T fixes
//    {t, 1/t}, u + 1 fixes {s, 1/s}), 4 E(o, o') in all:
//        nullity = 4 min(2^a, 2^b) E(o, o') + 2 [3 | o'] min(2^a, 2^(b+1))
//                                          + 2 [3 | o] min(2^b, 2^(a+1)).
//    For n x n this is 2^a (4 E(o, o) + 4 [3 | o]), and with 2. it gives Buchholz's
//    identity torus(n + 1) = 2 plus(n) + 4 [n = 2 mod 3] (OEIS A165738).
//
// 4. E(o, o) in half the degree. Every polynomial is uniquely A(y) + x B(y)
//    with y = x^2 + x, and y is unchanged by x -> x + 1, so for
//    W_o = A(y) + x B(y): W_o(x + 1) = W_o(x) + B(y) and
//        gcd(W_o(x), W_o(x + 1)) = gcd(A(y) + x B(y), B(y)) = gcd(A(y), B(y)) = C(y),
//    C = gcd(A, B) in GF(2)[y] (a Bezout relation for A / C, B / C in y is one in
//    x); E(o, o) = 2 deg C. Writing U_k = a_k(y) + x b_k(y), x^2 = y + x turns
//    U_(k+1) = x U_k + U_(k-1) into
//        a_(k+1) = y b_k + a_(k-1),  b_(k+1) = a_k + b_k + b_(k-1),
//    and A_o = a_k + a_(k-1), B_o = b_k + b_(k-1) for o = 2k + 1: one shift and a
//    few XORs per k, then a gcd of degree about o / 4 instead of the n of
//    gcd(U_n(x), U_n(x + 1)). A table to N needs it for the odd o <= N + 1 only.
#include "poly_nullity.hpp"

#include <NTL/GF2XFactoring.h>

#include <algorithm>

#include "gf2/ntl_errors.hpp"
#include "lightsout/progress.hpp"

namespace lightsout::poly {

using NTL::GF2X;

namespace {

std::int64_t pow2(int e) { return std::int64_t(1) << e; }

bool divisible_by_3(long o) { return o % 3 == 0; }

// (before, current) <- (current, multiplier * current + before).
void step(GF2X& before, GF2X& current, const GF2X& product) {
    GF2X next = product;
    next += before;
    before.swap(current);
    current.swap(next);
}

}  // namespace

OddPart odd_part(long n) {
    OddPart part;
    while (n % 2 == 0) {
        n /= 2;
        ++part.twos;
    }
    part.odd = n;
    return part;
}

GF2X odd_path_factor(long o) {
    gf2::ntl_errors_throw();
    GF2X before, current(1), shifted;  // U_(-1) = 0, U_0 = 1
    for (long k = 1; k <= (o - 1) / 2; ++k) {
        NTL::LeftShift(shifted, current, 1);
        step(before, current, shifted);
    }
    return current + before;
}

std::vector<long> shared_degrees(long o, const std::vector<long>& odds) {
    gf2::ntl_errors_throw();
    std::vector<long> degrees(odds.size(), 0);
    const GF2X w = odd_path_factor(o);
    if (NTL::deg(w) <= 0) return degrees;  // W_1 = 1
    const NTL::GF2XModulus modulus(w);
    GF2X before, current(1), product, g;  // D_k = U_k(x + 1) mod W_o: D_(-1) = 0, D_0 = 1
    long k = 0;
    for (std::size_t i = 0; i < odds.size(); ++i) {
        for (; k < (odds[i] - 1) / 2; ++k) {  // D_(k+1) = (x + 1) D_k + D_(k-1)
            NTL::MulByXMod(product, current, modulus);
            product += current;
            step(before, current, product);
        }
        NTL::GCD(g, w, current + before);  // W_p(x + 1) = D_k + D_(k-1) mod W_o
        degrees[i] = NTL::deg(g);
    }
    return degrees;
}

long shared_degree(long o, long p) {
    // Symmetric: reduce modulo the smaller of the two.
    return o <= p ? shared_degrees(o, {p})[0] : shared_degrees(p, {o})[0];
}

std::vector<long> self_shared_degrees(long max_odd, Progress* progress) {
    std::vector<long> degrees;
    if (max_odd < 1) return degrees;
    gf2::ntl_errors_throw();
    degrees.reserve(std::size_t((max_odd - 1) / 2 + 1));
    GF2X a_before, a(1), b_before, b, shifted, g;  // U_(-1) = 0, U_0 = 1: a_0 = 1, b_0 = 0
    for (long k = 0;; ++k) {
        NTL::GCD(g, a + a_before, b + b_before);  // C(y) for o = 2k + 1
        degrees.push_back(2 * NTL::deg(g));
        if (progress) progress->update(k);
        if (2 * (k + 1) + 1 > max_odd) break;
        NTL::LeftShift(shifted, b, 1);  // a_(k+1) = y b_k + a_(k-1)
        GF2X b_next = a + b;            // b_(k+1) = a_k + b_k + b_(k-1)
        b_next += b_before;
        step(a_before, a, shifted);
        b_before.swap(b);
        b.swap(b_next);
    }
    return degrees;
}

std::int64_t grid_plus_nullity(OddPart rows_plus_one, OddPart cols_plus_one, long shared) {
    const int b = rows_plus_one.twos, a = cols_plus_one.twos;
    std::int64_t nullity = 2 * std::min(pow2(a), pow2(b)) * shared;
    if (divisible_by_3(rows_plus_one.odd)) nullity += std::min(pow2(b + 1), pow2(a) - 1);
    if (divisible_by_3(cols_plus_one.odd)) nullity += std::min(pow2(b) - 1, pow2(a + 1));
    return nullity;
}

std::int64_t torus_plus_nullity(OddPart rows, OddPart cols, long shared) {
    const int b = rows.twos, a = cols.twos;
    std::int64_t nullity = 4 * std::min(pow2(a), pow2(b)) * shared;
    if (divisible_by_3(rows.odd)) nullity += 2 * std::min(pow2(a), pow2(b + 1));
    if (divisible_by_3(cols.odd)) nullity += 2 * std::min(pow2(b), pow2(a + 1));
    return nullity;
}

std::int64_t torus_plus_nullity(long rows, long cols) {
    const OddPart r = odd_part(rows), c = odd_part(cols);
    return torus_plus_nullity(r, c, shared_degree(r.odd, c.odd));
}

}  // namespace lightsout::poly
