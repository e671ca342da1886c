// Two congruences in two unknowns modulo N (the proof: poly_congruence.hpp).
#include "poly_congruence.hpp"

#include <stdexcept>

#include "gf2/ntl_errors.hpp"

namespace lightsout::poly {

using NTL::GF2X;

namespace {

// A unimodular 2 x 2 step (s t / p q), determinant 1: (first, second) ->
// (s first + t second, p first + q second).
struct Step {
    GF2X s, t, p, q;
};

// The step that turns (pivot, other) into (gcd, 0): plain elimination when the
// pivot divides the other entry (the pivot stays), an extended gcd otherwise
// (the pivot's degree drops, or a zero pivot is swapped out).
Step clearing_step(const GF2X& pivot, const GF2X& other) {
    Step step;
    if (!NTL::IsZero(pivot)) {
        GF2X quotient, remainder;
        NTL::DivRem(quotient, remainder, other, pivot);
        if (NTL::IsZero(remainder)) {
            step.s = 1;
            step.p = quotient;  // quotient * pivot + other = 0 in characteristic 2
            step.q = 1;
            return step;
        }
    }
    GF2X g;
    NTL::XGCD(g, step.s, step.t, pivot, other);  // s pivot + t other = g
    step.p = other / g;                          // p pivot + q other = 0
    step.q = pivot / g;                          // s q + t p = (s pivot + t other) / g = 1
    return step;
}

void combine(GF2X& first, GF2X& second, const Step& step, const NTL::GF2XModulus& modulus) {
    GF2X a, b, c;
    NTL::MulMod(a, step.s, first, modulus);
    NTL::MulMod(c, step.t, second, modulus);
    a += c;
    NTL::MulMod(b, step.p, first, modulus);
    NTL::MulMod(c, step.q, second, modulus);
    b += c;
    first.swap(a);
    second.swap(b);
}

void combine_columns(Matrix2& x, const Step& step, const NTL::GF2XModulus& modulus) {
    for (Pair& row : x) combine(row[0], row[1], step, modulus);
}

void combine_rows(Matrix2& x, const Step& step, const NTL::GF2XModulus& modulus) {
    for (int c = 0; c < 2; ++c) combine(x[0][c], x[1][c], step, modulus);
}

Matrix2 identity() {
    Matrix2 one;
    one[0][0] = 1;
    one[1][1] = 1;
    return one;
}

Pair times(const Matrix2& x, const Pair& y, const NTL::GF2XModulus& modulus) {
    Pair out;
    for (int r = 0; r < 2; ++r) {
        GF2X a, b;
        NTL::MulMod(a, x[r][0], y[0], modulus);
        NTL::MulMod(b, x[r][1], y[1], modulus);
        out[r] = a + b;
    }
    return out;
}

}  // namespace

CongruenceSystem::CongruenceSystem(const Matrix2& a, const GF2X& modulus) : modulus_(modulus) {
    gf2::ntl_errors_throw();
    if (NTL::deg(modulus) < 1) throw std::invalid_argument("CongruenceSystem: the modulus needs degree >= 1");
    const NTL::GF2XModulus mod(modulus);
    Matrix2 m;
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 2; ++c) NTL::rem(m[r][c], a[r][c], mod);
    u_ = identity();
    v_ = identity();
    // Each extended-gcd step lowers deg m[0][0]; an elimination step clears its
    // entry for good unless a later extended-gcd step lowers the degree again.
    while (!NTL::IsZero(m[0][1]) || !NTL::IsZero(m[1][0])) {
        if (!NTL::IsZero(m[0][1])) {
            const Step step = clearing_step(m[0][0], m[0][1]);
            combine_columns(m, step, mod);
            combine_columns(v_, step, mod);
        }
        if (!NTL::IsZero(m[1][0])) {
            const Step step = clearing_step(m[0][0], m[1][0]);
            combine_rows(m, step, mod);
            combine_rows(u_, step, mod);
        }
    }
    for (int i = 0; i < 2; ++i) {
        d_[i] = m[i][i];
        gcd_[i] = NTL::GCD(d_[i], modulus_);
        cofactor_[i] = modulus_ / gcd_[i];
        if (NTL::deg(cofactor_[i]) > 0) NTL::InvMod(inverse_[i], (d_[i] / gcd_[i]) % cofactor_[i], cofactor_[i]);
        for (int r = 0; r < 2; ++r) NTL::MulMod(generator_[i][r], v_[r][i], cofactor_[i], mod);
    }
}

std::optional<Pair> CongruenceSystem::solve(const Pair& r) const {
    gf2::ntl_errors_throw();
    const NTL::GF2XModulus mod(modulus_);
    Pair reduced;
    for (int i = 0; i < 2; ++i) NTL::rem(reduced[i], r[i], mod);
    const Pair y = times(u_, reduced, mod);
    Pair z;
    for (int i = 0; i < 2; ++i) {
        GF2X quotient, remainder;
        NTL::DivRem(quotient, remainder, y[i], gcd_[i]);
        if (!NTL::IsZero(remainder)) return std::nullopt;
        if (NTL::deg(cofactor_[i]) > 0) NTL::MulMod(z[i], quotient % cofactor_[i], inverse_[i], cofactor_[i]);
    }
    return times(v_, z, mod);
}

}  // namespace lightsout::poly
