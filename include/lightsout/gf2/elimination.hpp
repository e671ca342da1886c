// Gauss-Jordan on [A | I] over GF(2) (seed 003), for any square matrix A: the
// one elimination behind the dense grid engine (dense.hpp) and the GF(2) part
// of the general engine (modular.hpp).
//
// Elimination turns [A | I] into [R | E] with E A = R, R in reduced row
// echelon form and E invertible. For a change t, A x = t is equivalent to
// R x = E t: the pivot unknown of row i < rank is (E t)_i, every free unknown
// 0. Rows i >= rank of R are zero, so their rows c of E satisfy c A = 0 (the
// left null space); (E t)_i = 1 for one of them proves that t is not reached
// (c.t = 1 while c.(A x) = 0 for every x): c is the certificate.
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
    // Eliminates the n x n matrix A; `a` is consumed.
    explicit Elimination(Matrix a);

    int size() const { return size_; }
    int rank() const { return rank_; }
    const Matrix& ops() const { return ops_; }  // E
    // The memory it holds: E as M4RI keeps it, the pivots and the null basis.
    std::size_t memory_bytes() const;
    // Pivot column of row i of R, i < rank.
    const std::vector<int>& pivot_columns() const { return pivot_column_; }
    // A basis of the right null space {x : A x = 0}: one vector per free column.
    const std::vector<BitVector>& right_null_basis() const { return right_null_; }
    // Row i >= rank of E: a basis vector of the left null space {c : c A = 0}.
    const Word* left_null_row(int i) const { return ops_.row(rank_ + i); }

    struct Answer {
        bool solvable = false;
        BitVector presses;  // A x = t, when solvable
        int witness = -1;   // otherwise: a row of E (>= rank) with c.t = 1, the lightest one
    };
    // t has size() bits.
    Answer solve(const Word* t) const;

private:
    int size_ = 0;
    int rank_ = 0;
    Matrix ops_;
    std::vector<int> pivot_column_;
    std::vector<BitVector> right_null_;
};

}  // namespace lightsout::gf2
