// The plus rule on a torus in linear time.
//
// Rows as polynomials. A row of n lights on a ring is an element of
// R = GF(2)[x] / (x^n - 1): bit k is the coefficient of x^k, and turning the
// ring by one cell is multiplying by x. A press changes its own row by
// b = 1 + x + x^(n-1) (= 1 + x + 1/x; for n = 1, 2 the wrapped flips land on
// cells already flipped and cancel, exactly as this sum does).
//
// Chasing around the torus. Rows are numbered mod m; row k is settled when
// x_(k-1) + b x_k + x_(k+1) = c_k (c = the lights to change). Given x_0 and
// x_(-1) (the last row, x_(m-1)), the equations of rows 0, ..., m-1 in turn
// give x_1, ..., x_m:
//     (x_(k+1), x_k) = M (x_k, x_(k-1)) + (c_k, 0),   M = [[b, 1], [1, 0]],
// and the chased rows are a solution iff they close up: x_m = x_0 and the
// chased x_(m-1) equals the x_(-1) assumed (for m = 1: x_0 = x_(-1)). Every
// solution is the chase of its own (x_0, x_(m-1)), and different starts give
// different patterns. With M^m = [[U_m(b), U_(m-1)(b)], [U_(m-1)(b), U_(m-2)(b)]]
// (U the path polynomials) and (r_0, r_1) = (x_m, x_(m-1)) of the chase from
// (0, 0), the m n unknowns reduce to
//     (M^m + I) (x_0, x_(-1)) = (r_0, r_1)   over R,
// two congruences modulo x^n - 1 in two unknowns, solved and diagonalized in
// poly_congruence.hpp. The quiet patterns are the chases of the unlit board
// from the kernel of M^m + I: nullity = its dimension over GF(2)
// (= the closed form of poly_nullity.cpp, which the tests check).
//
// Certificates. f = 1 + x + 1/x + y + 1/y is unchanged by x -> 1/x, y -> 1/y,
// so the press matrix is symmetric and quiet patterns are left null vectors.
// The quiet chase from (s, t) has rows x_k = U_k(b) s + U_(k-1)(b) t, and b is
// symmetric, so its overlap with c is <s, w_0> + <t, w_1> with
// w_0 = sum_k U_k(b) c_k and w_1 = sum_k U_(k-1)(b) c_k: Clenshaw's recurrence
// y_k = c_k + b y_(k+1) + y_(k+2) (y_m = y_(m+1) = 0), a chase from the bottom
// row up, gives w_0 = y_0 and w_1 = y_1. c is unsolvable iff some basis vector
// of the kernel has odd overlap; its chase is the certificate.
//
// Cost: two chases of O(m n / 64) word operations; M^m by O(log m) products
// modulo x^n - 1 and the diagonalization by a few extended gcds of degree n
// (NTL GF2X), at most one pass because wide boards are transposed first
// (n <= m); the kernel's basis and overlaps O(nullity n / 64), nullity <= 2n.
#include <NTL/GF2X.h>

#include <utility>

#include "gf2/ntl_errors.hpp"
#include "lightsout/bits.hpp"
#include "lightsout/progress.hpp"
#include "lightsout/structured.hpp"
#include "grid_answer.hpp"
#include "path_polynomials.hpp"
#include "poly_congruence.hpp"
#include "poly_nullity.hpp"
#include "structured_internal.hpp"

namespace lightsout::structured {

namespace {

using NTL::GF2X;

using Ring = gf2::GridRing;  // rows as words, and as polynomials (poly_of, row_of)

// next = b + prev + B cur on a ring of n cells (the torus): B = 1 + S + S^-1
// rotates instead of shifting, so the two bits the flat chase_step drops at
// the ends come back at the other end (for n = 1, 2 they land on cells already
// counted, flipping them again, as the torus rule does).
void ring_chase_step(const Ring& ring, Word* next, const Word* b, const Word* prev, const Word* cur) {
    ring.chase_step(next, b, prev, cur);
    const std::size_t last = std::size_t(ring.n - 1) / 64;
    const int last_bit = (ring.n - 1) % 64;
    next[0] ^= (cur[last] >> last_bit) & 1;
    next[last] ^= (cur[0] & 1) << last_bit;
}

// x^n - 1, the ring's modulus.
GF2X ring_modulus(int n) {
    gf2::ntl_errors_throw();  // this file's NTL calls start here
    GF2X modulus;
    NTL::SetCoeff(modulus, n);
    NTL::SetCoeff(modulus, 0);
    return modulus;
}

// M^m + I over R (see the top of the file).
poly::Matrix2 closing_system(int m, int n) {
    const GF2X modulus = ring_modulus(n);
    GF2X b;  // 1 + x + x^(n-1) mod x^n - 1
    NTL::SetCoeff(b, 0);
    b += GF2X(NTL::INIT_MONO, 1);
    b += GF2X(NTL::INIT_MONO, n - 1);
    const auto [u_m, u_m1, u_m2] = path_polynomials_at(Ring(1), m, b, NTL::GF2XModulus(modulus));
    poly::Matrix2 a;
    a[0][0] = u_m + 1;
    a[0][1] = u_m1;
    a[1][0] = u_m1;
    a[1][1] = u_m2 + 1;
    return a;
}

// (x_m, x_(m-1)) of the chase of `board` from (x_0, x_(-1)) = (0, 0), without
// storing the rows.
std::pair<Row, Row> chase_residual(const Board& board, const Ring& ring, Progress& progress) {
    Row before = ring.zero_row(), current = ring.zero_row(), next = ring.zero_row();
    for (int k = 0; k < board.rows(); ++k) {
        ring_chase_step(ring, next.data(), board.row(k), before.data(), current.data());
        std::swap(before, current);
        std::swap(current, next);
        progress.update(k);
    }
    return {current, before};
}

// The chase of `board` (null = unlit) from (x_0, x_(-1)) = (first, last), written into `out`.
void chase_into(PressPattern& out, const Board* board, const Row& first, const Row& last, const Ring& ring,
                Progress& progress) {
    std::copy(first.begin(), first.end(), out.row(0));
    for (int k = 0; k + 1 < out.rows(); ++k) {
        ring_chase_step(ring, out.row(k + 1), board ? board->row(k) : nullptr, k > 0 ? out.row(k - 1) : last.data(),
                        out.row(k));
        progress.update(k);
    }
}

// (w_0, w_1) = (y_0, y_1) of Clenshaw's recurrence: the chase from the bottom row up.
std::pair<Row, Row> bottom_up_chase(const Board& board, const Ring& ring) {
    Row after = ring.zero_row(), current = ring.zero_row(), next = ring.zero_row();  // y_(k+2), y_(k+1)
    for (int k = board.rows() - 1; k >= 0; --k) {
        ring_chase_step(ring, next.data(), board.row(k), after.data(), current.data());
        std::swap(after, current);
        std::swap(current, next);
    }
    return {current, after};
}

// Calls visit(x_0, x_(-1)) for each vector of the kernel's basis until it returns true.
template <class Visit>
void for_each_kernel_vector(const poly::CongruenceSystem& system, const GF2X& modulus, const Ring& ring,
                            Visit&& visit) {
    const NTL::GF2XModulus mod(modulus);
    for (int i = 0; i < 2; ++i) {
        poly::Pair v = system.generator(i);
        for (long j = 0; j < system.kernel_degree(i); ++j) {
            if (visit(ring.row_of(v[0]), ring.row_of(v[1]))) return;
            NTL::MulByXMod(v[0], v[0], mod);  // x^(j+1) generator(i)
            NTL::MulByXMod(v[1], v[1], mod);
        }
    }
}

// The plus solver on a torus with at least as many rows as columns.
GridAnswer<gf2::GridRing> solve_tall(const Board& board) {
    const int m = board.rows();
    const Ring ring(board.cols());
    Progress progress("plus torus solver");
    GridAnswer<gf2::GridRing> answer;

    progress.phase("chasing", m);
    const auto [r0, r1] = chase_residual(board, ring, progress);
    const GF2X modulus = ring_modulus(ring.n);
    const poly::CongruenceSystem system(closing_system(m, ring.n), modulus);
    const std::int64_t nullity = system.nullity();
    answer.orders.assign(std::size_t(nullity), 2);

    if (const auto start = system.solve({ring.poly_of(r0), ring.poly_of(r1)})) {
        answer.solvable = true;
        answer.presses = PressPattern(m, ring.n);
        progress.phase("chasing again", m);
        chase_into(answer.presses, &board, ring.row_of((*start)[0]), ring.row_of((*start)[1]), ring, progress);
    } else {
        // Named members, not a structured binding: clang before 16 cannot capture one in a lambda.
        const std::pair<Row, Row> w = bottom_up_chase(board, ring);
        const Row& w0 = w.first;
        const Row& w1 = w.second;
        for_each_kernel_vector(system, modulus, ring, [&](const Row& s, const Row& t) {
            if (ring.dot_nonzero(s, w0) == ring.dot_nonzero(t, w1))
                return false;
            answer.certificate = PressPattern(m, ring.n);
            progress.phase("certificate", m);
            chase_into(answer.certificate, nullptr, s, t, ring, progress);
            return true;
        });
    }
    if (nullity > 0 && wants_quiet_basis(nullity, board.shape())) {
        for_each_kernel_vector(system, modulus, ring, [&](const Row& s, const Row& t) {
            PressPattern quiet(m, ring.n);
            chase_into(quiet, nullptr, s, t, ring, progress);
            answer.quiet.push_back(std::move(quiet));
            return false;
        });
    }
    return answer;
}

}  // namespace

LinearSolution solve_plus_torus(const Board& change) {
    GridAnswer<gf2::GridRing> found =
        solve_as_tall<gf2::GridRing>(change, change.shape(), [](const Board& tall, Shape) { return solve_tall(tall); });
    return linear_solution(std::move(found), "structured-plus-torus", change.shape());
}

std::int64_t plus_torus_nullity(Shape shape) { return poly::torus_plus_nullity(shape.rows, shape.cols); }

}  // namespace lightsout::structured
