// The general engine: A x = change (mod K) for any press matrix and any
// K = 2..255 states, exactly.
//
//   PressMatrix a = PressMatrix::of_rule(Rule::plus(), {5, 5});
//   ModularSolution s = solve_modular(a, change, 3);   // change[i] in 0..2
//   if (s.solvable) ... s.presses[j] = times button j is pressed (0..2)
//   else ...            s.certificate: y with y A = 0 and y.change != 0 (mod 3)
//
// How (docs/STATES.md): Z/K splits into its prime powers (zk/ring.hpp), each
// solved apart and glued back by the Chinese remainder theorem:
//   K = 2    M4RI's PLUQ, bit-packed; graph chasing where the matrix is
//            sparse enough (zk/engines.hpp), for odd primes too
//   K = p    the same over the field Z/p with FLINT's nmod_mat (rref)
//   K = p^e  Smith form over the local ring Z/p^e (src/zk/smith.cpp)
// Every answer is checked by simulation (PressMatrix::press) before it is
// returned: the presses make the change, the certificate is a left null
// vector with a nonzero overlap, every quiet generator is quiet.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "lightsout/press_matrix.hpp"

namespace lightsout {

// The quiet patterns mod K (press counts that change no light) form a finite
// abelian group; the solutions of a solvable board are one coset of it.
//
// It is the direct sum of cyclic groups Z/o_1 + ... + Z/o_r with every o_i a
// prime power dividing K (the elementary divisors, `orders`). Generator g_i
// has order o_i, and every quiet pattern is  sum c_i g_i  for exactly one
// choice of 0 <= c_i < o_i. (For K = 2 the o_i are all 2 and r is the nullity.)
struct QuietModule {
    int states = 2;
    std::vector<int> orders;                           // o_i, prime powers > 1
    std::vector<std::vector<std::uint8_t>> generators;  // g_i (left empty when too large to keep)

    // The number of generators r (the nullity for prime K).
    std::int64_t rank() const { return std::int64_t(orders.size()); }
    bool generators_known() const { return generators.size() == orders.size(); }
    // The same group as Z/d_1 + ... + Z/d_s with d_1 | d_2 | ... | d_s, d_1 > 1
    // (the invariant factors; each divides K).
    std::vector<int> invariant_factors() const;
    // Number of quiet patterns = number of solutions of a solvable board.
    double log2_size() const;
    // The size as text: "1", "9", "2^40", "2^3 * 3^2 = 72".
    std::string size_text() const;
};

struct ModularSolution {
    int states = 2;
    bool solvable = false;
    std::vector<std::uint8_t> presses;      // solvable: times each button is pressed, 0..K-1
    std::vector<std::uint8_t> certificate;  // not: y, 0..K-1, with y A = 0 and y.change != 0
    QuietModule quiet;
    std::string engine;  // e.g. "gf2", "flint-nmod", "smith-zk", "crt(gf2, flint-nmod)"
};

// Which engine answers the parts mod 2 and mod odd primes: the faster of graph
// chasing and the dense elimination for this matrix (docs/PERFORMANCE.md,
// "Sparse graphs"), or one of them forced (chasing: InputError mod p^e, e > 1,
// whose Smith form is the one engine).
enum class MatrixEngine { fastest, dense, chasing };

// Solve A x = change (mod states). change.size() == a.size(), each entry < states;
// 2 <= states <= 255. Throws InputError otherwise.
ModularSolution solve_modular(const PressMatrix& a, std::span<const std::uint8_t> change, int states,
                              MatrixEngine engine = MatrixEngine::fastest);

// The lights that must change: (goal - light) mod K for every light.
std::vector<std::uint8_t> change_to_goal(std::span<const std::uint8_t> lights, int goal, int states);

// The checks behind every answer (they use only PressMatrix::press):
// A x = change (mod K)?
bool makes_change(const PressMatrix& a, std::span<const std::uint8_t> presses, std::span<const std::uint8_t> change,
                  int states);
// y != 0, y A = 0 and y.change != 0 (mod K)? Pass a.transposed() as `transposed`.
bool is_certificate(const PressMatrix& transposed, std::span<const std::uint8_t> y,
                    std::span<const std::uint8_t> change, int states);

}  // namespace lightsout
