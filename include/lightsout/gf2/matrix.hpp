// A dense matrix over GF(2): a thin owner of M4RI's mzd_t.
//
// Row i is a bit string of cols() bits packed in 64-bit words, bit j of the
// row in word j/64 at position j%64 (the same packing as BitGrid rows), so rows
// can be handed to the word-level helpers in bits.hpp directly.
//
// Threads: distinct matrices may be used from different threads at once, and
// their eliminations run at the same time (m4ri_threads.cpp makes M4RI safe
// for it); one matrix is not safe to change from two threads.
#pragma once

#include <cstdint>
#include <vector>

#include "lightsout/bits.hpp"
#include "lightsout/board.hpp"

struct mzd_t;  // M4RI's matrix type

namespace lightsout::gf2 {

class Matrix {
public:
    Matrix() = default;
    Matrix(int rows, int cols);  // all zero
    ~Matrix();
    Matrix(Matrix&& other) noexcept;
    Matrix& operator=(Matrix&& other) noexcept;
    Matrix(const Matrix&) = delete;
    Matrix& operator=(const Matrix&) = delete;

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    std::size_t words_per_row() const { return bits::words_for(cols_); }

    bool get(int r, int c) const { return bits::bit(row(r), c); }
    void flip(int r, int c) { bits::flip(row(r), c); }
    void set(int r, int c, bool one) {
        Word mask = Word{1} << (c % kWordBits);
        Word& w = row(r)[c / kWordBits];
        w = one ? (w | mask) : (w & ~mask);
    }
    Word* row(int r);
    const Word* row(int r) const;

    // Reduced (full = true) or plain row echelon form in place; returns the rank.
    // Pivot rows come first, their pivot columns strictly increasing.
    int echelonize(bool full = true);

    // A copy of rows [r0, r1) x columns [c0, c1), word-aligned at column 0.
    Matrix submatrix(int r0, int c0, int r1, int c1) const;
    Matrix transposed() const;

    // PLUQ in place (M4RI's, by the Method of the Four Russians): afterwards the matrix holds L (unit
    // lower triangular, rows x rank, below the diagonal) and U (upper
    // triangular, rank x cols, on and above it); returns the rank. With
    // swaps as M4RI keeps them, A = P^T L U Q where P t swaps t[i] and
    // t[row_swaps[i]] for i = 0, 1, ... in turn and Q^T y swaps y[i] and
    // y[column_swaps[i]] for i = ..., 1, 0 (checked on random matrices).
    int factor_pluq(std::vector<int>& row_swaps, std::vector<int>& column_swaps);
    // After factor_pluq with rank r, the blocks of U = [U1 U2] and
    // L = [L1; L2] (U1, L1: r x r):
    Matrix upper_solved(int rank) const;  // U1^-1 U2, r x (cols - r)
    Matrix lower_solved(int rank) const;  // L2 L1^-1, (rows - r) x r

    std::size_t bytes() const { return std::size_t(rows_) * words_per_row() * sizeof(Word); }
    // The memory M4RI holds for it: its blocks as allocated (row padding,
    // headers, whole pages for large ones), its row pointers and its header.
    std::size_t memory_bytes() const;

private:
    void release();  // frees m_
    // `block` with the triangular rank x rank block of this factored matrix
    // solved against it by `solve` (an M4RI trsm).
    Matrix solved_against_block(Matrix block, int rank, void (*solve)(mzd_t const*, mzd_t*, int)) const;
    mzd_t* m_ = nullptr;
    int rows_ = 0;
    int cols_ = 0;
};

}  // namespace lightsout::gf2
