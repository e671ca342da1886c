#include "poly_path.hpp"

#include "gf2/grid_ring.hpp"
#include "solve/path_polynomials.hpp"

#include <NTL/GF2XFactoring.h>

#include <algorithm>

namespace lightsout::poly {

using NTL::GF2X;

GF2X path_polynomial(long n) {
    GF2X before, current(1);  // U_{-1} = 0, U_0 = 1
    for (long k = 1; k <= n; ++k) {
        GF2X next;
        NTL::LeftShift(next, current, 1);
        next += before;
        before.swap(current);
        current.swap(next);
    }
    return current;
}

GF2X shifted_path_polynomial(long n) { return structured::characteristic_polynomial(gf2::GridRing(1), n); }

std::array<GF2X, 3> path_polynomials_at(long m, const GF2X& argument, const NTL::GF2XModulus& modulus) {
    return structured::path_polynomials_at(gf2::GridRing(1), m, argument, modulus);
}

GF2X path_polynomial_mod(long m, const GF2X& modulus) {
    return structured::path_polynomial_mod(gf2::GridRing(1), m, GF2X(NTL::INIT_MONO, 1), modulus);
}

std::int64_t plus_nullity(long rows, long cols) {
    if (rows <= 0 || cols <= 0) return 0;
    const long n = std::min(rows, cols), m = std::max(rows, cols);
    const GF2X chi = shifted_path_polynomial(n);
    const GF2X p = path_polynomial_mod(m, chi);
    return NTL::deg(NTL::GCD(p, chi));
}

}  // namespace lightsout::poly
