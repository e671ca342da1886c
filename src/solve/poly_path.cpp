#include "poly_path.hpp"

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

GF2X shifted_path_polynomial(long n) {
    GF2X before, current(1);  // D_{-1} = 0, D_0 = 1, D_k = (x+1) D_{k-1} + D_{k-2}
    for (long k = 1; k <= n; ++k) {
        GF2X next;
        NTL::LeftShift(next, current, 1);
        next += current;
        next += before;
        before.swap(current);
        current.swap(next);
    }
    return current;
}

std::array<GF2X, 3> path_polynomials_at(long m, const GF2X& argument, const NTL::GF2XModulus& modulus) {
    // [[U_k, U_(k-1)], [U_(k-1), U_(k-2)]] = M^k with M = [[z, 1], [1, 0]]:
    // the powers of M are symmetric and commute, so three entries (a, b, c)
    // describe each of them and their products.
    GF2X a(1), b, c(1);  // M^0 = I
    GF2X pa, pb(1), pc;  // M^(2^i), starting with M
    NTL::rem(pa, argument, modulus);
    auto multiply = [&](GF2X& x00, GF2X& x01, GF2X& x11, const GF2X& y00, const GF2X& y01, const GF2X& y11) {
        GF2X t00, t01, t11, s;
        NTL::MulMod(t00, x00, y00, modulus);
        NTL::MulMod(s, x01, y01, modulus);
        t00 += s;
        NTL::MulMod(t01, x00, y01, modulus);
        NTL::MulMod(s, x01, y11, modulus);
        t01 += s;
        NTL::MulMod(t11, x01, y01, modulus);
        NTL::MulMod(s, x11, y11, modulus);
        t11 += s;
        x00 = t00;
        x01 = t01;
        x11 = t11;
    };
    for (long e = m; e > 0; e >>= 1) {
        if (e & 1) multiply(a, b, c, pa, pb, pc);
        if (e > 1) {
            GF2X qa = pa, qb = pb, qc = pc;
            multiply(pa, pb, pc, qa, qb, qc);
        }
    }
    return {a, b, c};
}

GF2X path_polynomial_mod(long m, const GF2X& modulus) {
    if (NTL::deg(modulus) <= 0) return GF2X();
    const NTL::GF2XModulus mod(modulus);
    return path_polynomials_at(m, GF2X(NTL::INIT_MONO, 1), mod)[0];
}

GF2X from_words(const Word* words, std::size_t count) {
    GF2X f;
    std::size_t used = count;
    while (used > 0 && words[used - 1] == 0) --used;
    if (used == 0) return f;
    f.xrep.SetLength(long(used));
    for (std::size_t i = 0; i < used; ++i) f.xrep[long(i)] = static_cast<_ntl_ulong>(words[i]);
    f.normalize();
    return f;
}

void to_words(const GF2X& f, Word* words, std::size_t count) {
    std::fill(words, words + count, Word{0});
    const long have = f.xrep.length();
    for (long i = 0; i < have && std::size_t(i) < count; ++i) words[i] = Word(f.xrep[i]);
}

std::int64_t plus_nullity(long rows, long cols) {
    if (rows <= 0 || cols <= 0) return 0;
    const long n = std::min(rows, cols), m = std::max(rows, cols);
    const GF2X chi = shifted_path_polynomial(n);
    const GF2X p = path_polynomial_mod(m, chi);
    return NTL::deg(NTL::GCD(p, chi));
}

}  // namespace lightsout::poly
