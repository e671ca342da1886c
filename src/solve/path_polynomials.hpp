// Path polynomials over any ring policy R (GF(2): src/gf2/grid_ring.hpp,
// Z/p: src/zk/grid_ring.hpp), the algebra behind the plus rule's fast paths.
//
//   Q_0 = 1, Q_1 = z, Q_{k+1} = z Q_k - Q_{k-1}   (for a polynomial z)
//
// With z = -y these are the P_k of the plus chase (plus_chase.hpp); over
// GF(2) with z = x they are the path polynomials U_k (U_n the characteristic
// polynomial of the path's adjacency matrix). The matrix M = [[z, -1], [1, 0]]
// has M^k = [[Q_k, -Q_{k-1}], [Q_{k-1}, -Q_{k-2}]], and M^a M^b = M^{a+b}
// gives, for the triples (Q_k, Q_{k-1}, Q_{k-2}),
//   Q_{a+b}   = Q_a Q_b - Q_{a-1} Q_{b-1}
//   Q_{a+b-1} = Q_{a-1} Q_b - Q_{a-2} Q_{b-1}
//   Q_{a+b-2} = Q_{a-1} Q_{b-1} - Q_{a-2} Q_{b-2}
// so Q_m mod a modulus takes O(log m) products of polynomials.
//
// D_k, the characteristic polynomials of the row operator B (ones on three
// diagonals): D_0 = 1, D_{k+1} = (y - 1) D_k - D_{k-1}.
#pragma once

#include <array>
#include <utility>

namespace lightsout::structured {

// D_n(y), built as a row of n + 1 coefficients (cell k = coefficient of y^k).
template <class R>
typename R::Poly characteristic_polynomial(const R& ring, long n) {
    const R wide = ring.resized(int(n + 1));
    typename R::Row before = wide.zero_row(), current = wide.zero_row(), next = wide.zero_row();
    wide.add_to_cell(current, 0, 1);  // D_0 = 1
    for (long k = 0; k < n; ++k) {
        wide.times_x_minus_one_minus(next, current, before, k + 2);
        std::swap(before, current);
        std::swap(current, next);
    }
    return wide.poly_of(current);
}

// (Q_m, Q_{m-1}, Q_{m-2}) for z, mod `modulus` (deg > 0), m >= 0
// (Q_{-1} = 0, Q_{-2} = -1).
template <class R>
std::array<typename R::Poly, 3> path_polynomials_at(const R& ring, long m, const typename R::Poly& z,
                                                    const typename R::Modulus& modulus) {
    using Poly = typename R::Poly;
    Poly a = ring.one(), b = ring.zero_poly(), c = R::sub(ring.zero_poly(), ring.one());  // M^0 = I
    Poly pa = R::rem(z, modulus), pb = ring.one(), pc = ring.zero_poly();                // M^1
    Poly t0 = ring.zero_poly(), t1 = ring.zero_poly();
    // (x0, x1, x2) = the product of M^a = (x0, x1, x2) and M^b = (y0, y1, y2).
    auto multiply = [&](Poly& x0, Poly& x1, Poly& x2, const Poly& y0, const Poly& y1, const Poly& y2) {
        Poly n0 = ring.zero_poly(), n1 = ring.zero_poly(), n2 = ring.zero_poly();
        R::mul_mod(t0, x0, y0, modulus), R::mul_mod(t1, x1, y1, modulus), n0 = R::sub(t0, t1);
        R::mul_mod(t0, x1, y0, modulus), R::mul_mod(t1, x2, y1, modulus), n1 = R::sub(t0, t1);
        R::mul_mod(t0, x1, y1, modulus), R::mul_mod(t1, x2, y2, modulus), n2 = R::sub(t0, t1);
        x0 = std::move(n0), x1 = std::move(n1), x2 = std::move(n2);
    };
    for (long e = m; e > 0; e >>= 1) {
        if (e & 1) multiply(a, b, c, pa, pb, pc);
        if (e > 1) {
            const Poly qa = pa, qb = pb, qc = pc;
            multiply(pa, pb, pc, qa, qb, qc);
        }
    }
    return {std::move(a), std::move(b), std::move(c)};
}

// Q_m(z) mod `modulus` (zero when the modulus is a constant).
template <class R>
typename R::Poly path_polynomial_mod(const R& ring, long m, const typename R::Poly& z, const typename R::Poly& modulus) {
    if (R::degree(modulus) <= 0) return ring.zero_poly();
    return std::move(path_polynomials_at(ring, m, z, R::modulus_of(modulus))[0]);
}

}  // namespace lightsout::structured
