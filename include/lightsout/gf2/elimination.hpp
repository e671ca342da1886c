// Solving A x = t over GF(2) for any square matrix A (seed 003), from M4RI's
// PLUQ decomposition: the one factorisation behind the dense grid engine
// (dense.hpp) and the GF(2) part of the general engine (modular.hpp).
//
// A = P^T L U Q with P, Q permutations, L unit lower triangular (n x r) and
// U upper triangular with ones on its diagonal (r x n), r the rank; split
// L = [L1; L2] and U = [U1 U2] with L1, U1 r x r. Then, with z = P t:
//   - L w = z: w = L1^-1 z1 by forward substitution, and the system has a
//     solution exactly when z2 = L2 w;
//   - U y = w: y = [U1^-1 w; 0] by back substitution, and x = Q^T y.
//   - The quiet patterns (A x = 0, U y = 0): y = [U1^-1 U2 e_k; e_k], one for
//     each of the n - r free unknowns, x = Q^T y.
//   - The left null space (c A = 0, u L = 0 for u = P c): u = [m_k; e_k] with
//     m_k row k of L2 L1^-1, c = P^T u; and c.t = u.z = (z2 + L2 w)_k, so a
//     row k where z2 and L2 w differ gives the certificate c_k of "no solution".
// Each board costs two triangular substitutions, about n^2 / 64 word
// operations: factor once, solve many. Unlike Gauss-Jordan on [A | I],
// nothing carries an identity block.
// Threads: every function here may run on many threads at once (docs/ROBUSTNESS.md).
#pragma once

#include <vector>

#include "lightsout/board.hpp"
#include "lightsout/gf2/matrix.hpp"

namespace lightsout::gf2 {

// Bits as flat words, as in cell_vector.hpp.
using BitVector = std::vector<Word>;

class Elimination {
public:
    // Factors the n x n matrix A; `a` is consumed.
    explicit Elimination(Matrix a);

    int size() const { return size_; }
    int rank() const { return rank_; }
    // The memory it holds: the factors as M4RI keeps them, the permutations,
    // L2 L1^-1 and the null basis.
    std::size_t memory_bytes() const;
    // A basis of the right null space {x : A x = 0}: one vector per free unknown.
    const std::vector<BitVector>& right_null_basis() const { return right_null_; }
    // A basis of the left null space {c : c A = 0}, n - rank vectors.
    std::vector<BitVector> left_null_basis() const;

    struct Answer {
        bool solvable = false;
        BitVector presses;      // A x = t, when solvable
        BitVector certificate;  // otherwise: c with c A = 0 and c.t = 1, the lightest of the basis
    };
    // t has size() bits.
    Answer solve(const Word* t) const;

private:
    BitVector left_null_vector(int k) const;  // c_k above

    int size_ = 0;
    int rank_ = 0;
    Matrix lu_;  // L below the diagonal, U on and above it
    std::vector<int> row_swaps_, column_swaps_;
    Matrix left_solved_;  // L2 L1^-1, (n - r) x r
    std::vector<BitVector> right_null_;
};

}  // namespace lightsout::gf2
