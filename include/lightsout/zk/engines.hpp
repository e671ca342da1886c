// The engines behind solve_modular (modular.hpp), one per kind of prime power
// q = p^e, and the Chinese remainder glue. Each answers A x = change (mod q)
// with a ModularSolution whose `states` is q; none of them checks its answer:
// the caller checks the glued answer once (check_answer). The grid solver
// (src/api/puzzle.cpp) mixes these with the grid fast paths per prime power.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "lightsout/modular.hpp"
#include "lightsout/zk/ring.hpp"

namespace lightsout::zk {

// Largest press matrix (buttons) each dense engine takes: its working memory
// is about n^2 bits (GF(2)'s PLUQ: 512 MiB at 65,536), 8 n^2 bytes for FLINT's
// [A | t] (one 64-bit word per entry) and about as much for its rref's
// workspace: 965 MB measured at 8,192 buttons mod 3 (2.4 GB when the
// engine reduced [A | I]), or 3 n^2 bytes (Smith form: A,
// P and Q). Larger graphs are refused before any work.
inline constexpr int kGf2MaxButtons = 1 << 16;
inline constexpr int kFieldMaxButtons = 8192;
inline constexpr int kLocalMaxButtons = 16384;

// The limit above for q.
inline int dense_limit(PrimePower q) {
    if (q.modulus == 2) return kGf2MaxButtons;
    return q.exponent == 1 ? kFieldMaxButtons : kLocalMaxButtons;
}

// Quiet generators are kept while they take at most this many bytes (rank * n).
inline constexpr std::int64_t kQuietGeneratorBytes = std::int64_t(1) << 26;

// A square matrix of residues mod q, dense: entry (light i, button j) at
// i * size + j. The form in which the odd-q engines take their matrix (and the
// chasing engine hands over its leftover system).
struct ResidueMatrix {
    int size = 0;
    std::vector<std::uint8_t> entries;
    std::uint8_t at(int i, int j) const { return entries[std::size_t(i) * std::size_t(size) + std::size_t(j)]; }
};
// A's entries mod q. Throws InputError above `most` buttons (naming the engine's limit).
ResidueMatrix residues_of(const PressMatrix& a, int q, int most);

// q = 2: A = P^T L U Q by M4RI's PLUQ, bit-packed (gf2/elimination.hpp): the
// presses by two triangular solves, the quiet basis and certificate from U and L.
// Throws InputError above kGf2MaxButtons buttons.
ModularSolution solve_gf2(const PressMatrix& a, std::span<const std::uint8_t> change);
ModularSolution solve_gf2(const ResidueMatrix& a, std::span<const std::uint8_t> change);
// q = 2 or an odd prime p by graph chasing (src/zk/graph_chase.hpp): light
// chasing on any press matrix, each press an affine form in s seeds, and the
// s x s system the chase leaves to the dense engine of q (gf2::Elimination or
// FLINT). Its memory is about n s / 8 bytes (GF(2)) or n s bytes (Z/p) for the
// forms. Throws InputError mod p^e with e > 1, above kGraphChaseMaxButtons
// buttons, or when the seeds exceed the dense engine's limit or the forms
// kGraphChaseMaxFormBytes.
ModularSolution solve_by_graph_chasing(const PressMatrix& a, std::span<const std::uint8_t> change, PrimePower q);
// Graph chasing when it is the faster exact engine (chasing_wins on its plan's
// seed count; the plan is O(nonzeros)) or the only one (more buttons than the
// dense engine of q takes); nothing otherwise.
std::optional<ModularSolution> solve_by_graph_chasing_if_faster(const PressMatrix& a,
                                                                std::span<const std::uint8_t> change, PrimePower q);
// The routing rule (docs/PERFORMANCE.md, "Sparse graphs"): graph chasing from
// kGraphChaseFromButtons buttons on, when its estimated cost is below the dense
// engine's. The dense elimination costs about n^3 steps; the chase about s^3 for
// its s x s system plus K nonzeros s for the forms (each fixed press adds up the
// forms of its light's other presses, s coefficients each). Over GF(2) a step is
// a word of 64 entries on both sides, and the forms' word operations cost more
// memory traffic than M4RI's blocked kernels: K = 32 fits
// bench_graph_chase_crossover on random graphs of 1,024 to 12,000 vertices, where
// the chase wins up to about 1.4 buttons per seed. Mod p, FLINT's rref works on
// 64-bit entries with delayed reduction and the forms on bytes: K = kFieldFormCost
// (measured the same way, --states 3). Below 1,024 buttons the dense engines
// answer in a few milliseconds, and small graphs keep their answers (the GF(2)
// certificate is the lightest of its basis).
inline constexpr int kGraphChaseFromButtons = 1024;
inline constexpr double kGf2FormCost = 32;
inline constexpr double kFieldFormCost = 1;
inline constexpr int kGraphChaseMaxButtons = 1 << 24;
inline constexpr std::int64_t kGraphChaseMaxFormBytes = std::int64_t(1) << 30;
// `nonzeros`: the entries of the press matrix that are nonzero mod p.
bool chasing_wins(int p, std::int64_t buttons, std::int64_t nonzeros, std::int64_t seeds);
// The number of seeds graph chasing's plan leaves on `a` mod p.
std::int64_t graph_chase_seeds(const PressMatrix& a, int p = 2);
// q = p odd prime: the reduced row echelon form of [A | t] over Z/p with
// FLINT's nmod_mat_rref (of A^T too, for a certificate of an asymmetric A).
// With `certificate` false, no certificate is made when there is no solution
// (graph chasing finds its own on a symmetric matrix, sparing FLINT the
// reduction of A^T).
ModularSolution solve_field(const ResidueMatrix& a, std::span<const std::uint8_t> change, int p,
                            bool certificate = true);
// q = p^e, any prime power (e >= 1): Smith form P A Q = D over the local ring Z/q.
ModularSolution solve_local(const ResidueMatrix& a, std::span<const std::uint8_t> change, PrimePower q);

// The dense engine for q: solve_gf2, solve_field or solve_local. `change` mod q.
// For q = 2 and odd primes, `engine` chooses between graph chasing and the dense
// engine (by default solve_by_graph_chasing_if_faster, else the dense one).
ModularSolution solve_prime_power(const PressMatrix& a, std::span<const std::uint8_t> change, PrimePower q,
                                  MatrixEngine engine = MatrixEngine::fastest);
ModularSolution solve_prime_power(const ResidueMatrix& a, std::span<const std::uint8_t> change, PrimePower q);

// The solution mod K from the solutions mod each prime power of K (in the
// order of prime_powers(K)): presses and quiet generators glued by the
// idempotents e_i (e_i = 1 mod q_i, 0 mod q_j), a certificate of any part
// carried over as e_i y_i.
ModularSolution glue(std::vector<ModularSolution> parts, int states);

// Reduce a vector mod m.
std::vector<std::uint8_t> reduced(std::span<const std::uint8_t> v, int m);

}  // namespace lightsout::zk
