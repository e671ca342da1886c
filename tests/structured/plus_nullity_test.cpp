// The closed forms of poly_nullity.cpp against the dense engine, against the
// gcd of the path polynomials (structured_nullity), and against each other.
#include <gtest/gtest.h>

#include <NTL/GF2X.h>

#include "lightsout/dense.hpp"
#include "lightsout/structured.hpp"
#include "gf2/grid_ring.hpp"
#include "solve/path_polynomials.hpp"
#include "solve/poly_nullity.hpp"

namespace lightsout {
namespace {

std::int64_t dense_nullity(const Rule& rule, int m, int n) { return DenseSystem::factor(rule, {m, n})->nullity(); }

// The closed form for one m x n board (table.cpp takes it in pieces).
std::int64_t grid_formula(long m, long n) {
    const poly::OddPart r = poly::odd_part(m + 1), c = poly::odd_part(n + 1);
    return poly::grid_plus_nullity(r, c, poly::shared_degree(r.odd, c.odd));
}

// U_n(x) by the matrix powers of path_polynomials.hpp, modulo x^(n + 1) (deg U_n = n).
NTL::GF2X path_polynomial(long n) {
    const gf2::GridRing ring(1);
    return structured::path_polynomial_mod(ring, n, ring.minus_x(), NTL::GF2X(NTL::INIT_MONO, n + 1));
}

TEST(PlusNullity, GridFormulaAgreesWithTheDenseEngine) {
    for (int m = 1; m <= 24; ++m)
        for (int n = 1; n <= 24; ++n)
            EXPECT_EQ(grid_formula(m, n), dense_nullity(Rule::plus(), m, n)) << m << "x" << n;
}

TEST(PlusNullity, TorusFormulaAgreesWithTheDenseEngine) {
    for (int m = 1; m <= 24; ++m)
        for (int n = 1; n <= 24; ++n)
            EXPECT_EQ(poly::torus_plus_nullity(m, n), dense_nullity(Rule::plus().on_torus(), m, n)) << m << "x" << n;
}

TEST(PlusNullity, GridFormulaAgreesWithThePathPolynomialGcd) {
    for (int m = 1; m <= 300; m += 7)
        for (int n = 1; n <= 300; ++n)
            EXPECT_EQ(grid_formula(m, n), structured_nullity(Rule::plus(), {m, n})) << m << "x" << n;
}

TEST(PlusNullity, HalfDegreeGcdIsTheSharedDegree) {
    const std::vector<long> self = poly::self_shared_degrees(401);
    ASSERT_EQ(self.size(), 201u);
    for (long o = 1; o <= 401; o += 2) EXPECT_EQ(self[std::size_t(o - 1) / 2], poly::shared_degree(o, o)) << o;
}

TEST(PlusNullity, OddPathFactorSquaredIsThePathPolynomial) {
    for (long o = 1; o <= 201; o += 2) EXPECT_EQ(NTL::sqr(poly::odd_path_factor(o)), path_polynomial(o - 1)) << o;
}

}  // namespace
}  // namespace lightsout
